/**
 * Which folder may import which (docs/architecture.md, "Layers"). Every import of the project's own
 * code in the product's folders is read (static, dynamic and side-effect imports, relative or
 * through the package's `#` aliases) and checked against the table below. Tests and the tools
 * under scripts/ and tests/ may import anything.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

type Layer = "app" | "workspace" | "content" | "contracts" | "server";

/** What each layer may import besides itself; `content/schema.ts` is content's descriptions, no data. */
const ALLOWED: Record<Layer, readonly string[]> = {
  contracts: ["content/schema.ts"],
  content: ["contracts"],
  app: ["content", "contracts", "public"],
  workspace: ["content", "contracts", "app/components/forms/zod-jitless.ts", "app/components/layout/theme-toggle.tsx"],
  server: ["content", "contracts"],
};

function layerOf(rel: string): Layer | null {
  if (rel.startsWith("app/workspace/")) return "workspace";
  const top = rel.split("/")[0];
  return top === "app" || top === "content" || top === "contracts" || top === "server" ? top : null;
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) yield* sources(full);
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\bfrom\s*(?:"|')([^"']+)(?:"|')|\bimport\(\s*(?:"|')([^"']+)(?:"|')\s*\)|^\s*import\s*(?:"|')([^"']+)(?:"|')/gm;

/** The project path (relative to the root) an import names, or null for a package. */
function target(fromFile: string, spec: string): string | null {
  if (spec.startsWith("#")) return spec.slice(1);
  if (spec.startsWith("."))
    return relative(ROOT, resolve(dirname(fromFile), spec))
      .split(sep)
      .join("/");
  return null;
}

const allowedFor = (layer: Layer, to: string) => {
  const toLayer = layerOf(to);
  if (toLayer === layer) return true;
  return ALLOWED[layer].some(
    (a) => to === a || to.startsWith(`${a}/`) || to.replace(/\.tsx?$/, "") === a.replace(/\.tsx?$/, ""),
  );
};

export function violations(): string[] {
  const found: string[] = [];
  for (const top of ["app", "content", "contracts", "server"]) {
    for (const file of sources(join(ROOT, top))) {
      const rel = relative(ROOT, file).split(sep).join("/");
      const layer = layerOf(rel)!;
      for (const m of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const to = target(file, m[1] ?? m[2] ?? m[3]!);
        if (to === null || to.startsWith("node_modules/")) continue;
        if (!allowedFor(layer, to)) found.push(`${rel} imports ${to}`);
      }
    }
  }
  return found;
}

describe("layers (docs/architecture.md)", () => {
  it("no folder imports what its layer may not", () => {
    expect(violations()).toEqual([]);
  });

  it("the check sees an import it must refuse", () => {
    // The rule itself, on made-up paths: a public page reaching into the server or the workspace.
    expect(allowedFor("app", "server/db/index.ts")).toBe(false);
    expect(allowedFor("app", "app/workspace/main.tsx")).toBe(false);
    expect(allowedFor("server", "app/root.tsx")).toBe(false);
    expect(allowedFor("contracts", "content/careers.ts")).toBe(false);
    expect(allowedFor("contracts", "content/schema.ts")).toBe(true);
    expect(allowedFor("workspace", "server/registry.ts")).toBe(false);
    expect(allowedFor("content", "app/lib/seo.ts")).toBe(false);
  });

  it("reads every kind of import", () => {
    const file = join(ROOT, "app/root.tsx");
    const specs = [
      ...`import { a } from "#server/app.ts";\nimport "../server/main.ts";\nconst m = await import("#server/config.ts");\nexport { b } from "../server/cli.ts";`.matchAll(
        SPECIFIER,
      ),
    ].map((m) => target(file, m[1] ?? m[2] ?? m[3]!));
    expect(specs).toEqual(["server/app.ts", "server/main.ts", "server/config.ts", "server/cli.ts"]);
  });
});

/**
 * What an island's code may reach (docs/decisions/0130-islands.md). Each island is a React root of
 * its own, without the router, loaded at the visitor's first touch: a `<Link>` in it would throw,
 * and react-router in its chunk would be loaded for nothing. The import graph of every island named
 * in app/islands/registry.ts is walked (type-only imports aside, as the bundler drops them).
 */
const ISLAND_FORBIDDEN = ["react-router", "react-router-dom", "@react-router/"];

/** The source file an import of the project names; null for a package or an asset (`?raw`, CSS, SVG, JSON). */
function resolveSource(fromFile: string, spec: string): string | null {
  const rel = target(fromFile, spec);
  if (rel === null || rel.includes("?") || /\.(css|svg|json|png|jpe?g|webp|avif|woff2?)$/.test(rel)) return null;
  for (const candidate of [rel, `${rel}.ts`, `${rel}.tsx`, `${rel}/index.ts`, `${rel}/index.tsx`]) {
    const full = join(ROOT, candidate);
    if (/\.(ts|tsx|mjs|js)$/.test(candidate) && existsSync(full) && statSync(full).isFile()) return full;
  }
  throw new Error(`${relative(ROOT, fromFile)}: cannot resolve ${spec}`);
}

const RUNTIME_IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?!type\s)[^'"]*?\bfrom\s*(?:"|')([^"']+)(?:"|')|\bimport\(\s*(?:"|')([^"']+)(?:"|')\s*\)|^\s*import\s*(?:"|')([^"']+)(?:"|')/gm;

/** The packages (forbidden ones) reached from `entry`, each with the chain of files that reaches it. */
export function forbiddenReach(entry: string, forbidden = ISLAND_FORBIDDEN): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const rel = relative(ROOT, file).split(sep).join("/");
    for (const m of readFileSync(file, "utf8").matchAll(RUNTIME_IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      if (forbidden.some((f) => spec === f || spec.startsWith(f.endsWith("/") ? f : `${f}/`)))
        found.push([...chain, rel, spec].join(" → "));
      const next = resolveSource(file, spec);
      if (next) walk(next, [...chain, rel]);
    }
  };
  walk(join(ROOT, entry), []);
  return found;
}

describe("islands (docs/decisions/0130-islands.md)", () => {
  const registry = join(ROOT, "app/islands/registry.ts");
  const entries = [...readFileSync(registry, "utf8").matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((m) =>
    relative(ROOT, resolveSource(registry, m[1]!)!).split(sep).join("/"),
  );

  it("reads every island of the registry", () => {
    expect(entries).toContain("app/components/forms/quote-form.tsx");
    expect(entries).toContain("app/components/layout/site-header.tsx");
    expect(entries).toContain("app/islands/counters.ts");
    expect(entries.length).toBeGreaterThanOrEqual(9);
  });

  it.each(entries)("%s never reaches the router", (entry) => {
    expect(forbiddenReach(entry)).toEqual([]);
  });

  it("the walk sees a router import some files away, and not a type-only one", () => {
    // A route module reaches react-router through its components (a page's own `<Link>`s).
    expect(forbiddenReach("app/routes/services.tsx").length).toBeGreaterThan(0);
    // app/lib/seo.ts imports only a type from react-router.
    expect(forbiddenReach("app/lib/seo.ts")).toEqual([]);
  });
});

/**
 * The dark theme changes colours, nothing else (docs/decisions/0051-dark-mode.md): both themes
 * share one markup and one layout, so the browser suite checks a page in full in the light theme
 * and, in the dark one, only the rules a colour can change (tests/e2e/axe.ts `THEME_RULES`).
 * That holds while every `dark:` utility is a colour and every `.dark` rule of a stylesheet sets
 * colours; the theme switches, whose icon and label the theme swaps, are the one exception.
 */
describe("the dark theme changes colours only", () => {
  const SWITCHES = new Set(["app/components/layout/theme-toggle.tsx"]);
  const COLOUR_UTILITY =
    /^(?:[a-z-]+:)*(?:text|bg|border|from|via|to|fill|stroke|ring|outline|decoration|divide|placeholder|shadow|accent|caret)-[\w/.[\]#-]+$/;
  const COLOUR_PROPERTY = /^(?:--[\w-]+|color|color-scheme|background(?:-color)?|border-color|fill|stroke)$/;

  function offending(): string[] {
    const found: string[] = [];
    for (const file of [...sources(join(ROOT, "app"))].concat(cssFiles(join(ROOT, "app")))) {
      const rel = relative(ROOT, file).split(sep).join("/");
      const text = readFileSync(file, "utf8");
      if (rel.endsWith(".css")) {
        const css = text.replace(/\/\*[\s\S]*?\*\//g, "");
        for (const block of css.matchAll(/([^{};]*)\{([^{}]*)\}/g)) {
          if (!/\.dark\b/.test(block[1]!)) continue;
          for (const decl of block[2]!.split(";")) {
            const property = decl.split(":")[0]!.trim();
            if (property && !COLOUR_PROPERTY.test(property)) found.push(`${rel}: ${block[1]!.trim()} sets ${property}`);
          }
        }
      } else if (!SWITCHES.has(rel)) {
        for (const m of text.matchAll(/(?<![\w-])dark:([^\s"'`]+)/g))
          if (!COLOUR_UTILITY.test(m[1]!)) found.push(`${rel}: dark:${m[1]}`);
      }
    }
    return found;
  }

  function cssFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith(".css"))
      .map((e) => join(e.parentPath, e.name));
  }

  it("no `dark:` utility but colours outside the theme switches, and no `.dark` rule but colours", () => {
    expect(offending()).toEqual([]);
  });

  it("the check reads the theme switch's swaps and the stylesheets' `.dark` rules", () => {
    const toggle = readFileSync(join(ROOT, "app/components/layout/theme-toggle.tsx"), "utf8");
    expect(toggle).toMatch(/dark:hidden/);
    expect(COLOUR_UTILITY.test("hidden")).toBe(false);
    expect(COLOUR_UTILITY.test("aria-invalid:border-red-400")).toBe(true);
    // A rule that hides or moves something in the dark theme is seen.
    expect(COLOUR_PROPERTY.test("display")).toBe(false);
    expect(cssFiles(join(ROOT, "app")).map((f) => relative(ROOT, f))).toEqual(
      expect.arrayContaining(["app/app.css", "app/workspace/workspace.css"]),
    );
  });
});
