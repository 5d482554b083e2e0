/**
 * Publishing needs no build tools at run time (docs/decisions/0111-one-renderer-for-build-and-publishing.md):
 * everything the production server loads, the server bundle, the render thread, the page pipeline
 * and the build's own server bundle that renders pages, imports only Node's modules and the
 * packages of `dependencies`. So `npm ci --omit=dev` on a server is enough to publish.
 */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD } from "./support";

const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every bare module a file imports: static, dynamic and `require`. */
export function bareImports(code: string): string[] {
  const found = new Set<string>();
  const pattern =
    /\bfrom\s*"([^".][^"]*)"|\bimport\s*\(\s*"([^".][^"]*)"\s*\)|\bimport\s+"([^".][^"]*)"|\brequire\(\s*"([^".][^"]*)"\s*\)/g;
  for (const m of code.matchAll(pattern)) found.add((m[1] ?? m[2] ?? m[3] ?? m[4])!);
  // A module name, not text that happens to follow "from" in a string.
  return [...found].filter((s) => /^(?:node:)?(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(?:\/[\w.~/-]+)?$/.test(s));
}

/** The package a specifier names: "react-dom/server" → "react-dom", "@scope/a/b" → "@scope/a". */
const packageOf = (spec: string) =>
  spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");

const builtin = (spec: string) => spec.startsWith("node:") || builtinModules.includes(packageOf(spec));

describe("a production install publishes", () => {
  it("the server and the renderer load only Node's modules and `dependencies`", () => {
    const dir = join(BUILD, "server");
    const files = [
      ...readdirSync(dir).filter((f) => /\.(m?js)$/.test(f)),
      ...readdirSync(join(dir, "assets")).map((f) => `assets/${f}`),
    ].filter((f) => /\.m?js$/.test(f));
    expect(files).toEqual(expect.arrayContaining(["main.js", "index.js", "render-worker.mjs", "page-pipeline.js"]));
    const outside: string[] = [];
    const seen = new Set<string>();
    for (const f of files)
      for (const spec of bareImports(readFileSync(join(dir, f), "utf8"))) {
        seen.add(spec);
        if (!builtin(spec) && !(packageOf(spec) in pkg.dependencies)) outside.push(`${f}: ${spec}`);
      }
    // What the server and the renderer do load, read from the files.
    expect([...seen]).toEqual(
      expect.arrayContaining(["fastify", "react-dom/server", "react-router", "better-sqlite3"]),
    );
    expect(outside).toEqual([]);
  });

  it("the check reads every form of import, and would catch a build tool", () => {
    const code = `import a from "vite";import { b } from "react-router";const c = await import("esbuild");import "tsx/esm";require("@vitejs/plugin-react");import x from "./local.js";`;
    expect(bareImports(code)).toEqual(["vite", "react-router", "esbuild", "tsx/esm", "@vitejs/plugin-react"]);
    const notDeps = bareImports(code).filter((s) => !(packageOf(s) in pkg.dependencies));
    expect(notDeps).toEqual(["vite", "esbuild", "tsx/esm", "@vitejs/plugin-react"]);
  });
});
