import { Glyph } from "./glyphs";

/**
 * The light/dark switch: an icon button in the desktop header, a labelled row in the mobile
 * menu. It holds no state: the inline boot script (lib/boot-script.ts) handles its clicks from
 * the first paint, and the label and icon follow the `dark` class on <html> through CSS, so it
 * works before hydration and never disagrees with the page.
 */
export function ThemeToggle({ className = "", labelled = false }: { className?: string; labelled?: boolean }) {
  return (
    <button type="button" data-theme-toggle="" className={className}>
      <Glyph className="size-5 shrink-0">
        <path
          className="dark:hidden"
          d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"
        />
        <g className="hidden dark:inline">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
        </g>
      </Glyph>
      <span className={`dark:hidden ${labelled ? "" : "sr-only"}`}>Switch to dark theme</span>
      <span className={`hidden dark:inline ${labelled ? "" : "sr-only"}`}>Switch to light theme</span>
    </button>
  );
}
