import sprite from "./chrome-icons.svg?url";

/**
 * The icons the site chrome (top bar, header, footer, menus, toasts) needs on every page.
 * The few the header draws at once are inline path strings (Lucide's shapes,
 * https://lucide.dev, ISC licence). The rest, and the social glyphs, are symbols in
 * chrome-icons.svg, a hashed, cacheable file referenced with <use>, so their path data
 * costs no JavaScript. Page content uses <Icon> (ui/icon.tsx), resolved at build time.
 */
const inline = {
  menu: "M4 5h16M4 12h16M4 19h16",
  close: "M18 6 6 18M6 6l12 12",
  chevronDown: "m6 9 6 6 6-6",
  arrowRight: "M5 12h14m-7-7 7 7-7 7",
  check: "M20 6 9 17l-5-5",
};

/** Symbols of chrome-icons.svg. */
export type SpriteName =
  "phone" | "mail" | "map-pin" | "clock" | "linkedin" | "x" | "facebook" | "instagram" | "youtube";
export type GlyphName = keyof typeof inline | SpriteName;

/** A decorative icon (aria-hidden); give the control around it an accessible name. */
export function Glyph({ name, className = "size-5" }: { name: GlyphName; className?: string }) {
  const d = name in inline ? inline[name as keyof typeof inline] : null;
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
      {d ? <path d={d} /> : <use href={`${sprite}#${name}`} />}
    </svg>
  );
}
