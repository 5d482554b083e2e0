/**
 * The colours both front ends share, from one table: app/palette.json gives each colour its value
 * in the light theme and, where the dark theme changes it, its dark value. The company blue
 * (brand), the navy neutrals (ink), the page or card background (surface) and link text on it
 * (link, link-strong).
 *
 * A Tailwind plugin, loaded by `@plugin "./palette.ts"` in app/app.css and
 * `@plugin "../palette.ts"` in app/workspace/workspace.css. It gives Tailwind the colour names
 * (bg-ink-950, text-link, border-brand-600/40 ...), each drawn from its CSS variable
 * (--color-ink-950 ...), and writes the variables:
 *  - on :root, the light values;
 *  - on .dark, the dark ones. The `dark` class on <html> is set before the first paint from the
 *    stored choice or the system setting (app/lib/boot-script.ts), and the `dark:` variant
 *    follows it (docs/decisions/0051-dark-mode.md, 0150-workspace-dark-theme.md);
 *  - on the parts a stylesheet names in the option `keep-light`, the light values again in the
 *    dark theme, for what looks the same in both: the public site's navy heroes and bands and
 *    what sits on them.
 *
 * Why a table and a plugin rather than CSS: written in CSS, every light value stood twice (the
 * palette, and again where the dark theme gives it back to the navy bands), and each side of the
 * dark switch was a list of its own (docs/decisions/0170-one-palette-table.md).
 */
import plugin from "tailwindcss/plugin";
import table from "./palette.json";

type Palette = Record<string, { light: string; dark?: string }>;
type Options = {
  /** A selector list: in the dark theme, these parts and what they hold keep the light palette. */
  "keep-light"?: string | string[];
};

const palette: Palette = table;
const variable = (name: string) => `--color-${name}`;
const values = (pick: (value: Palette[string]) => string | undefined) =>
  Object.fromEntries(
    Object.entries(palette).flatMap(([name, value]) => {
      const picked = pick(value);
      return picked === undefined ? [] : [[variable(name), picked]];
    }),
  );

export default plugin.withOptions<Options | undefined>(
  (options) =>
    ({ addBase, addVariant }) => {
      addVariant("dark", "&:where(.dark, .dark *)");
      const keepLight = [options?.["keep-light"] ?? []].flat().join(", ");
      addBase({
        ":root": values((v) => v.light),
        ".dark": { colorScheme: "dark", ...values((v) => v.dark) },
        // The light value of each colour the dark theme changes.
        ...(keepLight ? { [`.dark :is(${keepLight})`]: values((v) => v.dark && v.light) } : {}),
      });
    },
  () => ({
    theme: {
      extend: {
        colors: Object.fromEntries(Object.keys(palette).map((name) => [name, `var(${variable(name)})`])),
      },
    },
  }),
);
