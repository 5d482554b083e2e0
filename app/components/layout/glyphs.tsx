/**
 * The handful of icons the site chrome (top bar, header, footer, toasts) needs on every page.
 * Drawn as single path strings so they cost a few bytes each instead of an icon library:
 * the shapes are Lucide's (https://lucide.dev, ISC licence), with circles and rectangles
 * rewritten as path arcs. Page content uses <Icon> (ui/icon.tsx), resolved at build time.
 */
export const glyph = {
  menu: "M4 5h16M4 12h16M4 19h16",
  close: "M18 6 6 18M6 6l12 12",
  chevronDown: "m6 9 6 6 6-6",
  arrowRight: "M5 12h14m-7-7 7 7-7 7",
  check: "M20 6 9 17l-5-5",
  phone:
    "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
  mail: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
  mapPin:
    "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0M12 7a3 3 0 1 1 0 6 3 3 0 0 1 0-6",
  clock: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20M12 6v6l4 2",
} as const;

export type GlyphName = keyof typeof glyph;

/** A decorative stroke icon (aria-hidden); give the control around it an accessible name. */
export function Glyph({ name, className = "size-5" }: { name: GlyphName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyph[name]} />
    </svg>
  );
}
