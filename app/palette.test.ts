/**
 * The shared palette (app/palette.json) and the Tailwind plugin that writes it (app/palette.ts):
 * the table is well formed, and the plugin gives each colour a utility drawn from its variable,
 * the light values on :root, the dark ones under .dark, and the light ones again on the parts a
 * stylesheet keeps light. The two real stylesheets load it (the build and the browser suites
 * render them; tests/e2e/a11y.spec.ts checks the contrast of every page in both themes).
 */
import { readFileSync } from "node:fs";
import { compile } from "tailwindcss";
import { describe, expect, it } from "vitest";
import palettePlugin from "#app/palette.ts";
import table from "#app/palette.json";

const palette: Record<string, { light: string; dark?: string }> = table;
const steps = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"];

/** Compiles a stylesheet that loads the plugin (with its option when given) and builds `classes`. */
async function build(options: string, classes: string[]) {
  const compiler = await compile(`@plugin "palette" {${options}}\n@tailwind utilities;`, {
    base: "/",
    loadModule: async () => ({ module: palettePlugin, base: "/", path: "palette" }),
  } as Parameters<typeof compile>[1]);
  return compiler.build(classes);
}

/** Every rule without nested blocks: its selector and its declarations, in order. */
function rules(css: string) {
  const found = new Map<string, [string, string][]>();
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const declarations = m[2]!
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(":")).trim(), d.slice(d.indexOf(":") + 1).trim()] as [string, string]);
    found.set(m[1]!.trim(), declarations);
  }
  return found;
}

const entries = Object.entries(palette);
const withDark = entries.filter(([, v]) => v.dark !== undefined);

describe("the palette table", () => {
  it("has the brand and ink scales, the surface and the link colours, each a #rrggbb value", () => {
    expect(Object.keys(palette).sort()).toEqual(
      [...steps.map((s) => `brand-${s}`), ...steps.map((s) => `ink-${s}`), "surface", "link", "link-strong"].sort(),
    );
    for (const [name, value] of entries) {
      expect(
        Object.keys(value).every((k) => k === "light" || k === "dark"),
        name,
      ).toBe(true);
      expect(value.light, name).toMatch(/^#[0-9a-f]{6}$/);
      if (value.dark !== undefined) expect(value.dark, name).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("inverts the whole ink scale in the dark theme, as the components expect", () => {
    for (const s of steps) expect(palette[`ink-${s}`]!.dark, `ink-${s}`).toBeDefined();
    const luminance = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16);
    // Light: ink-50 is the palest and ink-950 the darkest; dark: the other way round.
    expect(luminance(palette["ink-50"]!.light)).toBeGreaterThan(luminance(palette["ink-950"]!.light));
    expect(luminance(palette["ink-50"]!.dark!)).toBeLessThan(luminance(palette["ink-950"]!.dark!));
  });
});

describe("the palette plugin", () => {
  it("draws each colour's utilities from its variable, opacity modifiers included", async () => {
    const css = await build("", ["bg-ink-950", "text-link-strong", "border-brand-600/40", "bg-surface"]);
    const found = rules(css);
    expect(found.get(".bg-ink-950")).toEqual([["background-color", "var(--color-ink-950)"]]);
    expect(found.get(".text-link-strong")).toEqual([["color", "var(--color-link-strong)"]]);
    expect(found.get(".bg-surface")).toEqual([["background-color", "var(--color-surface)"]]);
    expect(css).toContain("color-mix(in oklab, var(--color-brand-600) 40%, transparent)");
  });

  it("writes the light values on :root and the dark ones, with the colour scheme, under .dark", async () => {
    const found = rules(await build("", []));
    expect(found.get(":root")).toEqual(entries.map(([name, v]) => [`--color-${name}`, v.light]));
    expect(found.get(".dark")).toEqual([
      ["color-scheme", "dark"],
      ...withDark.map(([name, v]) => [`--color-${name}`, v.dark!]),
    ]);
    // The workspace names nothing to keep light: no such rule.
    expect([...found.keys()].filter((s) => s.startsWith(".dark :is("))).toEqual([]);
  });

  it("gives the parts named in keep-light the light value of every colour the dark theme changes", async () => {
    const found = rules(await build(` keep-light: ".band, [class*='from-brand-']"; `, []));
    expect(found.get(".dark :is(.band, [class*='from-brand-'])")).toEqual(
      withDark.map(([name, v]) => [`--color-${name}`, v.light]),
    );
  });

  it("binds the dark: variant to the dark class on <html>", async () => {
    const found = rules(await build("", ["dark:bg-ink-50"]));
    expect(found.get(".dark\\:bg-ink-50:where(.dark, .dark *)")).toEqual([["background-color", "var(--color-ink-50)"]]);
  });

  it("is what both stylesheets load, and the public site keeps its navy bands light", () => {
    const site = readFileSync(new URL("./app.css", import.meta.url), "utf8");
    const workspace = readFileSync(new URL("./workspace/workspace.css", import.meta.url), "utf8");
    expect(site).toMatch(/@plugin "\.\/palette\.ts" \{\s*keep-light: "[^"]*\.bg-ink-950[^"]*\.surface-dark[^"]*";/);
    expect(workspace).toContain('@plugin "../palette.ts";');
  });
});
