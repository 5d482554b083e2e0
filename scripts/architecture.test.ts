/**
 * Which folder may import which (docs/architecture.md, "Layers"). Every import of the project's own
 * code in the product's folders is read (static, dynamic and side-effect imports, relative or
 * through the package's `#` aliases) and checked against the table below. Tests and the tools
 * under scripts/ and tests/ may import anything.
 */
import { readdirSync, readFileSync } from "node:fs";
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
