import type { NavLink, NavSection } from "#content/navigation.ts";
import { Glyph } from "./glyphs";
import { currentProps } from "./nav-utils";

/**
 * One group of menu links with its label, shared by the desktop menus and the mobile menu.
 * The label names the list for screen readers (aria-labelledby).
 */
export function MenuSection({
  section,
  path,
  idPrefix,
  showLabel = true,
  listClass = "",
  labelClass = "",
}: {
  section: NavSection;
  path: string;
  idPrefix: string;
  showLabel?: boolean;
  listClass?: string;
  labelClass?: string;
}) {
  const id = `${idPrefix}-${section.id}`;
  return (
    <>
      {showLabel && (
        <p id={id} className={`menu-label px-3 text-ink-600 ${labelClass}`}>
          {section.label}
        </p>
      )}
      <ul aria-labelledby={showLabel ? id : undefined} className={listClass}>
        {section.links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className="menu-link" {...currentProps(path, l.href)}>
              {l.label}
              {l.badge && (
                <span className="rounded-full bg-accent-300 px-2 py-0.5 text-xs font-semibold text-ink-950">
                  {l.badge}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** "All services ->": a menu's overview page. */
export function OverviewLink({ link, path, className = "" }: { link: NavLink; path: string; className?: string }) {
  return (
    <a
      href={link.href}
      className={`inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline aria-[current=page]:underline ${className}`}
      {...currentProps(path, link.href)}
    >
      {link.label}
      <Glyph name="arrowRight" className="size-4" />
    </a>
  );
}
