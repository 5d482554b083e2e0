import { useEffect, useRef, useState } from "react";
import type { HeaderNavigation } from "#content/navigation.ts";
import { ContactLinks } from "./contact-links";
import { Glyph } from "./glyphs";
import { MenuSection, OverviewLink } from "./menu-links";
import { currentProps, isInside, isMenu } from "./nav-utils";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";

/**
 * The navigation below lg: a menu button that opens a full-height panel under the header,
 * with the same structure as the desktop menus as disclosure sections. Opening moves focus
 * into the panel and locks page scroll; Escape closes and returns focus to the button;
 * choosing a link, focus leaving the panel, or widening the window past lg closes it.
 */
export function MobileMenu({ navigation, path }: { navigation: HeaderNavigation; path: string }) {
  const { company } = navigation;
  // A tap made before hydration is answered by the boot script (lib/boot-script.ts), which
  // toggles the prerendered markup; hydration starts from what it left on screen.
  const [open, setOpen] = useState(() => preHydrationState("mobile-menu"));
  const [expanded, setExpanded] = useState<string | null>(() =>
    typeof document === "undefined"
      ? null
      : (document
          .querySelector('#mobile-menu [data-disclosure][aria-expanded="true"]')
          ?.getAttribute("aria-controls")
          ?.replace(/^mobile-/, "") ?? null),
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // A new page closes the menu (state adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(path);
  if (menuPath !== path) {
    setMenuPath(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add("overflow-hidden");
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const wide = matchMedia("(min-width: 64rem)");
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      root.classList.remove("overflow-hidden");
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  // Every group starts collapsed, so the whole menu fits a phone screen; a group opens below
  // its own row, so the row a visitor taps stays where it was.
  const toggle = () => {
    setExpanded(null);
    setOpen(!open);
  };

  return (
    <div
      className="lg:hidden"
      onBlur={(e) => {
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        data-disclosure=""
        onClick={toggle}
        className="group -mr-2 grid size-11 place-items-center rounded-lg text-ink-900 hover:bg-ink-100"
      >
        <span className="sr-only">Menu</span>
        <Glyph name="menu" className="size-6 group-aria-expanded:hidden" />
        <Glyph name="close" className="hidden size-6 group-aria-expanded:block" />
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        hidden={!open}
        onClick={(e) => (e.target as Element).closest("a") && setOpen(false)}
        className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto overscroll-contain border-t border-ink-100 bg-surface motion-safe:animate-drop-in"
      >
        <nav aria-label="Main menu" className="mx-auto max-w-2xl px-5 pt-2 pb-10 sm:px-6">
          <ul className="divide-y divide-ink-100">
            {navigation.primary.map((item) => {
              if (!isMenu(item)) {
                return (
                  <li key={item.href}>
                    <a href={item.href} className="mobile-row" {...currentProps(path, item.href)}>
                      {item.label}
                    </a>
                  </li>
                );
              }
              const isOpen = expanded === item.id;
              const id = `mobile-${item.id}`;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={id}
                    data-disclosure=""
                    data-active={isInside(path, item) || undefined}
                    onClick={() => setExpanded(isOpen ? null : item.id)}
                    className="group mobile-row"
                  >
                    {item.label}
                    <Glyph
                      name="chevronDown"
                      className="size-5 text-ink-500 transition-transform group-aria-expanded:rotate-180"
                    />
                  </button>
                  <div id={id} hidden={!isOpen} className="pb-4">
                    {item.overview && (
                      <OverviewLink link={item.overview} path={path} className="mb-2 min-h-11 px-3 text-link" />
                    )}
                    {item.sections.map((s) => (
                      <MenuSection
                        key={s.id}
                        section={s}
                        path={path}
                        idPrefix={id}
                        showLabel={item.sections.length > 1}
                        labelClass="pt-3 pb-1"
                        listClass="grid sm:grid-cols-2"
                      />
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
          <a
            href={navigation.quote.href}
            className="pill-primary mt-6 flex min-h-12 text-base"
            {...currentProps(path, navigation.quote.href)}
          >
            {navigation.quote.label} <Glyph name="arrowRight" className="size-4" />
          </a>
          <div className="mt-8 rounded-2xl bg-ink-50 p-5">
            <ul className="space-y-3 font-semibold text-ink-900">
              <ContactLinks company={company} iconClass="size-5 text-link" />
              <li className="flex items-center gap-2.5 text-sm font-normal text-ink-700">
                <Glyph name="clock" className="size-5 text-link" /> {company.responsePromise}
              </li>
            </ul>
            <SocialLinks
              company={company}
              className="mt-4 gap-2"
              linkClass="size-10 bg-surface text-ink-700 hover:text-link"
            />
          </div>
          <ThemeToggle
            labelled
            className="mt-4 flex min-h-12 w-full items-center gap-3 rounded-2xl border border-ink-200 px-5 font-semibold text-ink-900 hover:bg-ink-50"
          />
        </nav>
      </div>
    </div>
  );
}

/** Whether the boot script opened this disclosure before React hydrated (false when prerendering). */
function preHydrationState(id: string): boolean {
  if (typeof document === "undefined") return false;
  return document.querySelector(`[aria-controls="${id}"]`)?.getAttribute("aria-expanded") === "true";
}
