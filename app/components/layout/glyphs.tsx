import type { ReactNode } from "react";
import spriteSvg from "./chrome-icons.svg?raw";

/**
 * The icons the site chrome (top bar, header, footer, menus, toasts) needs on every page.
 * The few the header draws at once are inline path strings (Lucide's shapes,
 * https://lucide.dev, ISC licence). The rest, and the social glyphs, are the symbols of
 * chrome-icons.svg, written once into each prerendered page by <GlyphSymbols> and referenced
 * with <use href="#g-...">: their path data costs no JavaScript and no request before the first
 * paint (docs/decisions/0098-nothing-before-the-first-paint.md). Page content uses <Icon>
 * (ui/icon.tsx), resolved at build time.
 */
const inline = {
  menu: "M4 5h16M4 12h16M4 19h16",
  close: "M18 6 6 18M6 6l12 12",
  chevronDown: "m6 9 6 6 6-6",
  arrowRight: "M5 12h14m-7-7 7 7-7 7",
  check: "M20 6 9 17l-5-5",
  list: "M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01",
};

/** Symbols of chrome-icons.svg. */
export type SpriteName =
  "phone" | "mail" | "map-pin" | "clock" | "linkedin" | "x" | "facebook" | "instagram" | "youtube";
export type GlyphName = keyof typeof inline | SpriteName;

/**
 * A decorative icon (aria-hidden); give the control around it an accessible name. `children`
 * draw a shape of the caller's own in the same frame (24 by 24, a 2 px round stroke).
 */
export function Glyph({
  name,
  className = "size-5",
  children,
}:
  | { name: GlyphName; className?: string; children?: never }
  | { name?: never; className?: string; children: ReactNode }) {
  const d = name && name in inline ? inline[name as keyof typeof inline] : null;
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
      {children ?? (d ? <path d={d} /> : <use href={`#g-${name}`} />)}
    </svg>
  );
}

// The symbols, ids prefixed with "g-", in the prerendered HTML only: the client build folds
// import.meta.env.SSR to false and drops the string, and React keeps the markup it hydrates
// under dangerouslySetInnerHTML as it is.
const SYMBOLS = import.meta.env.SSR
  ? [...spriteSvg.matchAll(/<symbol[\s\S]*?<\/symbol>/g)].map((m) => m[0].replace(' id="', ' id="g-')).join("")
  : "";

/** The sprite's symbols, once per document (root.tsx), hidden; <Glyph> draws them. */
export function GlyphSymbols() {
  return (
    <svg className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: SYMBOLS }} suppressHydrationWarning />
  );
}
