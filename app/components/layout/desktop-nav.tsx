import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import * as paths from "#content/paths.ts";
import type { NavItem, NavMenu } from "#content/navigation.ts";
import { Glyph } from "./glyphs";
import { MenuSection, OverviewLink } from "./menu-links";
import { currentProps, isInside, isMenu } from "./nav-utils";

/**
 * The desktop navigation (lg and up). Services opens a three-column mega menu, Products and
 * Career open dropdowns. Each trigger is a disclosure button: click, Enter or Space toggles,
 * ArrowDown opens and focuses the first link, arrows move between links, Escape closes and
 * returns focus to the trigger; clicking outside or moving focus out closes. A mouse may also
 * open a menu by hovering, with a short delay before it closes.
 */
export function DesktopNav({ items, path }: { items: NavItem[]; path: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const viaHover = useRef(false);

  // A new page closes any open menu (state adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(path);
  if (menuPath !== path) {
    setMenuPath(path);
    setOpen(null);
  }

  // A click or tap anywhere outside the navigation closes the open menu.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  const hover = (id: string | null) => {
    clearTimeout(closeTimer.current);
    if (id) {
      if (open !== id) viaHover.current = true;
      setOpen(id);
    } else closeTimer.current = setTimeout(() => setOpen(null), 200);
  };

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center">
        {items.map((item) =>
          isMenu(item) ? (
            <MenuItem
              key={item.id}
              menu={item}
              path={path}
              open={open === item.id}
              onToggle={() => {
                // A close the mouse scheduled on leaving must not undo this.
                clearTimeout(closeTimer.current);
                // A click on a trigger the mouse just opened keeps the menu open.
                setOpen(open === item.id && !viaHover.current ? null : item.id);
                viaHover.current = false;
              }}
              onOpen={() => {
                clearTimeout(closeTimer.current);
                setOpen(item.id);
              }}
              onClose={() => setOpen(null)}
              onHover={hover}
            />
          ) : (
            <li key={item.href}>
              <a href={item.href} className="nav-item" {...currentProps(path, item.href)}>
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuItem({
  menu,
  path,
  open,
  onToggle,
  onOpen,
  onClose,
  onHover,
}: {
  menu: NavMenu;
  path: string;
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  onHover: (id: string | null) => void;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const mega = menu.sections.length > 1;
  const panelId = `menu-${menu.id}`;

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      onClose();
      triggerRef.current?.focus();
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    if (e.target === triggerRef.current) {
      if (e.key === "ArrowUp") return;
      e.preventDefault();
      onOpen();
      // The panel's links exist once it has rendered open.
      requestAnimationFrame(() => panelRef.current?.querySelector("a")?.focus());
      return;
    }
    const links = Array.from(panelRef.current?.querySelectorAll("a") ?? []);
    const i = links.indexOf(e.target as HTMLAnchorElement);
    if (i < 0) return;
    e.preventDefault();
    links[(i + (e.key === "ArrowDown" ? 1 : links.length - 1)) % links.length]?.focus();
  };

  return (
    <li
      className={mega ? "" : "relative"}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Focus moved to something outside this menu (Tab past the last link, or elsewhere).
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) onClose();
      }}
      onPointerEnter={(e) => e.pointerType === "mouse" && onHover(menu.id)}
      onPointerLeave={(e) => e.pointerType === "mouse" && onHover(null)}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={isInside(path, menu) || undefined}
        onClick={onToggle}
        className="nav-item"
      >
        {menu.label}
        <Glyph name="chevronDown" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onClick={(e) => (e.target as Element).closest("a") && onClose()}
        className={`absolute top-full z-50 motion-safe:animate-drop-in ${mega ? "inset-x-5 sm:inset-x-6 lg:inset-x-8" : `mt-1 ${menu.id === "career" ? "right-0 w-72" : "left-0 w-[30rem]"}`}`}
      >
        {/* Rendered while open only: the same links are in the page's HTML once, in the mobile
            menu, and every page carried these 100-odd elements for nothing (issue 29: style and
            layout before the first paint). The header's code loads on the pointer's approach. */}
        {open && (
          <div className="overflow-hidden rounded-2xl border border-ink-100 bg-surface shadow-[0_24px_48px_-16px_rgb(11_27_58/0.3)]">
            {mega ? <MegaPanel menu={menu} path={path} /> : <DropdownPanel menu={menu} path={path} />}
          </div>
        )}
      </div>
    </li>
  );
}

/** Services: one column per section, and a call-out inviting a free consultation. */
function MegaPanel({ menu, path }: { menu: NavMenu; path: string }) {
  return (
    <div className="grid grid-cols-[1fr_1fr_1fr_16rem] xl:grid-cols-[1fr_1fr_1fr_18rem]">
      {menu.sections.map((s) => (
        <div key={s.id} className="p-5 xl:p-6">
          <MenuSection section={s} path={path} idPrefix={menu.id} labelClass="mb-3" listClass="space-y-0.5" />
        </div>
      ))}
      <div className="flex flex-col justify-between gap-6 bg-ink-950 p-6 text-ink-200">
        {menu.callout && (
          <div>
            <p className="text-lg font-bold text-white">{menu.callout.title}</p>
            <p className="mt-2 text-sm leading-relaxed">{menu.callout.text}</p>
            <a
              href={paths.quote}
              className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {menu.callout.ctaLabel} <Glyph name="arrowRight" className="size-4" />
            </a>
          </div>
        )}
        {menu.overview && <OverviewLink link={menu.overview} path={path} className="text-white" />}
      </div>
    </div>
  );
}

/** Products and Career: a list (two columns when long) and the overview link. */
function DropdownPanel({ menu, path }: { menu: NavMenu; path: string }) {
  return (
    <div className="p-3">
      {menu.sections.map((s) => (
        <MenuSection
          key={s.id}
          section={s}
          path={path}
          idPrefix={menu.id}
          showLabel={false}
          listClass={s.links.length > 5 ? "grid grid-cols-2 gap-x-2 gap-y-0.5" : "space-y-0.5"}
        />
      ))}
      {menu.overview && (
        <p className="mt-2 border-t border-ink-100 px-3 pt-3 pb-1">
          <OverviewLink link={menu.overview} path={path} className="text-link" />
        </p>
      )}
    </div>
  );
}
