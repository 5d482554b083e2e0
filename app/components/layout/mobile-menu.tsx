import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { site } from "@content/site";
import type { Navigation, NavMenu } from "~/lib/navigation.server";
import { ContactLinks } from "./contact-links";
import { Glyph } from "./glyphs";
import { MenuSection, OverviewLink } from "./menu-links";
import { currentProps, isInside, isMenu } from "./nav-utils";
import { SocialLinks } from "./social-links";

/**
 * The navigation below lg: a menu button that opens a full-height panel under the header,
 * with the same structure as the desktop menus as disclosure sections. Opening moves focus
 * into the panel and locks page scroll; Escape closes and returns focus to the button;
 * choosing a link, focus leaving the panel, or widening the window past lg closes it.
 */
export function MobileMenu({ navigation, path }: { navigation: Navigation; path: string }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [path]);

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

  const toggle = () => {
    // Open with the section holding the current page already expanded.
    setExpanded(navigation.primary.find((i): i is NavMenu => isMenu(i) && isInside(path, i))?.id ?? null);
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
        onClick={toggle}
        className="-mr-2 grid size-11 place-items-center rounded-lg text-ink-900 hover:bg-ink-100"
      >
        <span className="sr-only">Menu</span>
        <Glyph name={open ? "close" : "menu"} className="size-6" />
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        hidden={!open}
        onClick={(e) => (e.target as Element).closest("a") && setOpen(false)}
        className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto overscroll-contain border-t border-ink-100 bg-white motion-safe:animate-menu-in"
      >
        <nav aria-label="Main menu" className="mx-auto max-w-2xl px-5 pt-2 pb-10 sm:px-6">
          <ul className="divide-y divide-ink-100">
            {navigation.primary.map((item) => {
              if (!isMenu(item)) {
                return (
                  <li key={item.href}>
                    <Link to={item.href} className="mobile-row" {...currentProps(path, item.href)}>
                      {item.label}
                    </Link>
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
                    data-active={isInside(path, item) || undefined}
                    onClick={() => setExpanded(isOpen ? null : item.id)}
                    className="mobile-row"
                  >
                    {item.label}
                    <Glyph name="chevronDown" className={`size-5 text-ink-500 transition-transform ${isOpen ? "rotate-180" : ""}`} />
                  </button>
                  <div id={id} hidden={!isOpen} className="pb-4">
                    {item.overview && <OverviewLink link={item.overview} path={path} className="mb-2 min-h-11 px-3 text-brand-700" />}
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
          <Link to={navigation.quote.href} className="pill-primary mt-6 flex min-h-12 text-base" {...currentProps(path, navigation.quote.href)}>
            {navigation.quote.label} <Glyph name="arrowRight" className="size-4" />
          </Link>
          <div className="mt-8 rounded-2xl bg-ink-50 p-5">
            <ul className="space-y-3 font-semibold text-ink-900">
              <ContactLinks iconClass="size-5 text-brand-700" />
              <li className="flex items-center gap-2.5 text-sm font-normal text-ink-700">
                <Glyph name="clock" className="size-5 text-brand-700" /> {site.responsePromise}
              </li>
            </ul>
            <SocialLinks className="mt-4 gap-2" linkClass="size-10 bg-white text-ink-700 hover:text-brand-700" />
          </div>
        </nav>
      </div>
    </div>
  );
}
