/**
 * Docs that name a command are checked against package.json: every `npm run x`, `npm test`
 * and `npm start` in README.md, the folder READMEs and docs/ must be a script, and the
 * README's commands table must list every script.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

function markdownFiles(): string[] {
  const files = [join(root, "README.md")];
  for (const entry of readdirSync(root)) {
    const readme = join(root, entry, "README.md");
    if (!entry.startsWith(".") && entry !== "node_modules" && existsSync(readme)) files.push(readme);
  }
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const p = join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".md")) files.push(p);
    }
  };
  walk(join(root, "docs"));
  walk(join(root, "tests"));
  return [...new Set(files)].filter((f) => existsSync(f));
}

/** The scripts a text names: `npm run x`, `npm run-script x`, `npm test`, `npm start`, `npm t`. */
export function namedScripts(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/\bnpm\s+(?:run(?:-script)?|rum|urn)\s+([\w:.-]+)/g)) names.push(m[1]!);
  for (const m of text.matchAll(/\bnpm\s+(test|start|stop|restart|t)\b/g)) names.push(m[1] === "t" ? "test" : m[1]!);
  return names;
}

describe("commands named in the docs", () => {
  it("finds the commands it should", () => {
    expect(namedScripts("run `npm run build` then `npm test`; `npm start -- --x`; npm run bench:lighthouse -- --all")).toEqual([
      "build",
      "bench:lighthouse",
      "test",
      "start",
    ]);
    expect(namedScripts("npm install && npm ci")).toEqual([]);
  });

  for (const file of markdownFiles()) {
    it(`${relative(root, file)} names only scripts that exist`, () => {
      const missing = namedScripts(readFileSync(file, "utf8")).filter((name) => !(name in scripts));
      expect(missing, `not in package.json scripts`).toEqual([]);
    });
  }

  it("README.md's commands table lists every script", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const listed = new Set(namedScripts(readme));
    const unlisted = Object.keys(scripts).filter((name) => !listed.has(name));
    expect(unlisted, "scripts missing from README.md").toEqual([]);
  });
});
