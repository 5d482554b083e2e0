/**
 * The signed-in frame: a sidebar on wide screens, a top bar with a menu drawer on phones, and the
 * page in <main>. The navigation is one list filtered by role (the server enforces the same
 * rules; hiding is only a courtesy).
 */
import { analyticsRoles, type Me } from "#contracts/workspace.ts";
import { ThemeToggle } from "#app/components/layout/theme-toggle.tsx";
import {
  Briefcase,
  Award,
  FileText,
  Images,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  ScrollText,
  Settings,
  ShieldBan,
  ChartLine,
  Users,
  X,
  Webhook,
} from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { NavLink, Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import { hasRole, seesLeads, useMe, useSession } from "./lib/session";
import { BrandMark } from "./ui/brand";
import { useToast } from "./ui/toast";

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  show: (me: Me) => boolean;
  end?: boolean;
}
interface NavSection {
  label: string;
  items: NavItem[];
}

/**
 * Sections of the workspace; each section shows only if one of its items does. Hiring is for
 * people who see applications (recruiters and admins): their applications, the listings they
 * publish and the certificates.
 */
export const navSections: NavSection[] = [
  {
    label: "Leads",
    items: [
      { to: "/", label: "Dashboard", icon: <LayoutDashboard />, show: () => true, end: true },
      { to: "/inbox", label: "Inbox", icon: <Inbox />, show: seesLeads },
      { to: "/spam", label: "Spam", icon: <ShieldBan />, show: (me) => me.kinds.length > 0 },
      { to: "/traffic", label: "Traffic", icon: <ChartLine />, show: (me) => hasRole(me, ...analyticsRoles) },
    ],
  },
  {
    label: "Hiring",
    items: [
      { to: "/hiring", label: "Applications", icon: <Briefcase />, show: (me) => me.kinds.includes("application") },
      {
        to: "/listings",
        label: "Listings",
        icon: <Newspaper />,
        show: (me) => hasRole(me, "admin") || hasRole(me, "recruiter"),
      },
      {
        to: "/certificates",
        label: "Certificates",
        icon: <Award />,
        show: (me) => hasRole(me, "admin") || hasRole(me, "recruiter"),
      },
    ],
  },
  {
    label: "Site",
    items: [
      {
        to: "/content",
        label: "Content",
        icon: <FileText />,
        show: (me) => hasRole(me, "admin") || hasRole(me, "editor"),
      },
      {
        to: "/pictures",
        label: "Pictures",
        icon: <Images />,
        show: (me) => hasRole(me, "admin") || hasRole(me, "editor"),
      },
    ],
  },
  {
    label: "Administration",
    items: [
      { to: "/email", label: "E-mail health", icon: <Mail />, show: (me) => hasRole(me, "admin") },
      { to: "/destinations", label: "Destinations", icon: <Webhook />, show: (me) => hasRole(me, "admin") },
      { to: "/api-tokens", label: "API tokens", icon: <KeyRound />, show: (me) => hasRole(me, "admin") },
      { to: "/staff", label: "Staff", icon: <Users />, show: (me) => hasRole(me, "admin") },
      { to: "/audit", label: "Audit log", icon: <ScrollText />, show: (me) => hasRole(me, "admin") },
      { to: "/settings", label: "Settings", icon: <Settings />, show: (me) => hasRole(me, "admin") },
    ],
  },
];

function Brand() {
  return (
    <span className="flex items-center gap-2 font-semibold text-ink-950">
      <BrandMark size="small" />
    </span>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-8 items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium [&_svg]:size-4 [&_svg]:shrink-0 ${
    isActive
      ? "bg-surface text-ink-950 shadow-xs ring-1 ring-ink-200 [&_svg]:text-brand-600"
      : "text-ink-700 hover:bg-ink-100 hover:text-ink-950 [&_svg]:text-ink-500"
  }`;

function Navigation({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  return (
    <nav aria-label="Workspace" className="scroll-cue flex-1 space-y-5 overflow-y-auto px-3 py-4">
      {navSections.map((section) => {
        const items = section.items.filter((i) => i.show(me));
        if (items.length === 0) return null;
        return (
          <div key={section.label}>
            <h2 className="px-2.5 pb-1.5 text-[11px] font-semibold tracking-wide text-ink-600 uppercase">
              {section.label}
            </h2>
            <ul className="space-y-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
                    <span aria-hidden="true">{item.icon}</span>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

const rowClass =
  "flex h-8 w-full items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-950 [&_svg]:size-4 [&_svg]:text-ink-500";

function AccountBlock({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const { signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <div className="space-y-1 border-t border-ink-200 p-3">
      <NavLink to="/account" className={linkClass} onClick={onNavigate}>
        <span aria-hidden="true">
          <KeyRound />
        </span>
        <span className="min-w-0">
          <span className="block truncate">{me.name}</span>
        </span>
      </NavLink>
      <p className="truncate px-2.5 text-xs text-ink-600">{me.email}</p>
      {/* The public site's switch: the same stored choice, handled by the page's inline script. */}
      <ThemeToggle labelled className={rowClass} />
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await signOut();
            navigate("/", { replace: true });
          } catch (error) {
            toast.error(error instanceof Error ? error.message : "Signing out did not work. Try again.");
            setBusy(false);
          }
        }}
        className={rowClass}
      >
        <LogOut aria-hidden="true" />
        {busy ? "Signing out…" : "Sign out"}
      </button>
    </div>
  );
}

export function Shell() {
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const opening = useNavigation().state === "loading";
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    const d = drawer.current;
    if (!d) return;
    if (menuOpen && !d.open) d.showModal();
    if (!menuOpen && d.open) d.close();
  }, [menuOpen]);

  // After a page change, focus moves to the page (screen readers hear the new heading).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 font-medium text-link shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-ink-200 bg-ink-50 lg:flex">
        <div className="flex h-14 items-center px-5">
          <Brand />
        </div>
        <Navigation me={me} />
        <AccountBlock me={me} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-ink-200 bg-surface/95 px-4 backdrop-blur lg:hidden">
        <Brand />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="-mr-2 grid size-10 place-items-center rounded-md text-ink-800 hover:bg-ink-100"
        >
          <Menu className="size-5" aria-hidden="true" />
          <span className="sr-only">Open the menu</span>
        </button>
      </header>
      <dialog
        ref={drawer}
        aria-label="Menu"
        onCancel={(e) => {
          e.preventDefault();
          setMenuOpen(false);
        }}
        onClose={() => setMenuOpen(false)}
        className="m-0 ml-auto h-dvh max-h-dvh w-[min(18rem,85vw)] animate-drop-in border-l border-ink-200 bg-ink-50 p-0 lg:hidden"
      >
        {menuOpen ? (
          <div className="flex h-full flex-col">
            <div className="flex h-14 items-center justify-between px-4">
              <Brand />
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className="-mr-2 grid size-10 place-items-center rounded-md hover:bg-ink-100"
              >
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">Close the menu</span>
              </button>
            </div>
            <Navigation me={me} onNavigate={() => setMenuOpen(false)} />
            <AccountBlock me={me} onNavigate={() => setMenuOpen(false)} />
          </div>
        ) : null}
      </dialog>

      {/* A screen loaded when first opened (app/workspace/main.tsx): a bar while its code comes. */}
      {opening ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 bg-brand-500 motion-safe:animate-pulse" />
      ) : null}
      <main id="content" ref={main} tabIndex={-1} aria-busy={opening || undefined} className="min-w-0 outline-none">
        <div className="mx-auto max-w-[88rem] px-4 py-5 sm:px-6 lg:px-8 lg:py-7">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
