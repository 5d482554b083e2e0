/**
 * The repository's docs and comments are checked against the repository itself:
 * - every command the docs name exists: `npm run x`, `npm test` and `npm start` in README.md, the
 *   folder READMEs and docs/ are package.json scripts; `node <file>` runs a file that is here;
 *   `npx <tool>` is an installed tool; every row of a commands table is such a command; and
 *   README.md's commands table lists every script;
 * - every path to a repository file named in code, comments, docs or scripts leads to a file
 *   that exists;
 * - nothing points outside the repository: the product's description, its bars and its guides
 *   live under docs/ (docs/product.md, docs/reliability.md, docs/performance.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

/** Folders that hold no source of ours: dependencies, build output, local data (.gitignore). */
const NOT_SOURCE = new Set([
  ".git",
  "node_modules",
  "build",
  "data",
  ".react-router",
  "test-results",
  "playwright-report",
  "bench-results",
  "tmp",
]);
const TEXT = /\.(?:tsx?|mjs|cjs|js|md|css|ya?ml|html|sh)$/;

function walk(dir: string, keep: (path: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    // build-*/: builds made beside the default one with BUILD_DIR (.gitignore).
    if (NOT_SOURCE.has(entry) || entry.startsWith(".tmp-") || (dir === root && entry.startsWith("build-"))) continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) walk(p, keep, out);
    else if (keep(p)) out.push(p);
  }
  return out;
}

/** README.md, each top-level folder's README.md, and every Markdown file under docs/ and tests/. */
function markdownFiles(): string[] {
  const files = [join(root, "README.md")];
  for (const entry of readdirSync(root)) {
    const readme = join(root, entry, "README.md");
    if (!entry.startsWith(".") && !NOT_SOURCE.has(entry) && existsSync(readme)) files.push(readme);
  }
  const md = (p: string) => p.endsWith(".md");
  walk(join(root, "docs"), md, files);
  walk(join(root, "tests"), md, files);
  return [...new Set(files)].filter((f) => existsSync(f));
}

/** Every text file of the repository: code, comments, docs, configuration and CI scripts. */
function sourceFiles(): string[] {
  const files = walk(root, (p) => TEXT.test(p) || relative(root, p) === join(".ci", "run"));
  return files.filter((f) => !f.endsWith(`${sep}package-lock.json`));
}

const rel = (file: string) => relative(root, file).split(sep).join("/");

/** The scripts a text names: `npm run x`, `npm run-script x`, `npm test`, `npm start`, `npm t`. */
export function namedScripts(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/\bnpm\s+(?:run(?:-script)?|rum|urn)\s+([\w:.-]+)/g)) names.push(m[1]!);
  for (const m of text.matchAll(/\bnpm\s+(test|start|stop|restart|t)\b/g)) names.push(m[1] === "t" ? "test" : m[1]!);
  return names;
}

/** The first cell of every row of every Markdown table whose first header is "command". */
export function commandTableCells(markdown: string): string[] {
  const cells: string[] = [];
  let inTable = false;
  for (const line of markdown.split("\n")) {
    const row = line.trim();
    if (!row.startsWith("|")) {
      inTable = false;
      continue;
    }
    const first = row.split("|")[1]!.trim();
    if (/^command$/i.test(first)) inTable = true;
    else if (inTable && !/^:?-+:?$/.test(first)) cells.push(first);
  }
  return cells;
}

/** What is wrong with one command written in the docs, or undefined if it runs here. */
export function commandProblem(command: string): string | undefined {
  const words = command.replace(/^`|`$/g, "").trim().split(/\s+/);
  const env = words.findIndex((w) => !/^[A-Z_]+=/.test(w));
  const [tool, first, second] = words.slice(env);
  if (tool === "npm") {
    if (first === "install" || first === "ci" || first === "view" || first === "audit") return undefined;
    const [name] = namedScripts(words.slice(env).join(" "));
    if (name === undefined) return `not an npm command this project documents: ${command}`;
    return name in scripts ? undefined : `no package.json script "${name}"`;
  }
  if (tool === "node") return first && existsSync(join(root, first)) ? undefined : `no file ${first}`;
  if (tool === "npx") {
    const bin = first === "tsx" && second ? second : undefined;
    if (bin) return existsSync(join(root, bin)) ? undefined : `no file ${bin}`;
    return first && existsSync(join(root, "node_modules", ".bin", first)) ? undefined : `no installed tool ${first}`;
  }
  return `not a command: ${command}`;
}

/** Files the build writes (pages, the server bundle, CSP hashes), and paths with a placeholder (`BUILD_DIR/...`). */
const GENERATED = /(?:^|\/)(?:index\.html|csp\.json|routes\.json)$|^server\/[\w-]+\.js$|^[A-Z_]+\//;

/**
 * Paths to files of this repository named in a text: `server/app.ts`, `../content/site.ts`,
 * `docs/decisions/0015-sqlite-durability.md`, and Markdown links. A path counts if it has a
 * folder and a file extension; URLs, package imports (`react-router/dom`, `@scope/x/y.js`) and
 * generated files (build/, bench-results/, `./+types/`) are not paths to repository files.
 */
export function namedPaths(text: string): string[] {
  const paths: string[] = [];
  const pattern =
    /(?<![\w@:/.+-])(\.{1,2}\/)*(?:[\w-]+\/)+[\w.-]+\.(?:tsx?|mjs|cjs|js|md|json|css|svg|ya?ml|html|sh|webmanifest|png|webp|avif|ico)(?![\w/])/g;
  for (const m of text.matchAll(pattern)) {
    const p = m[0];
    if (/^(?:\.\/)?(?:build|bench-results|data|node_modules|test-results|playwright-report)\//.test(p)) continue;
    if (p.includes("+types/") || GENERATED.test(p)) continue;
    paths.push(p);
  }
  // Markdown links to files; not links to the site's own pages ("/quote", in articles' Markdown)
  // nor links with a scheme (the hostile "javascript:" ones the article tests feed the renderer).
  for (const m of text.matchAll(/\]\(((?![a-zA-Z][\w+.-]*:|#|\/)[^)\s#]+)(?:#[^)]*)?\)/g)) paths.push(m[1]!);
  return [...new Set(paths)];
}

/**
 * Does a path named in `file` lead to a file: from the file's folder, one of its parents, or the
 * root; or is it a file of an installed package (`lighthouse/package.json`)?
 */
function resolves(file: string, path: string): boolean {
  if (path.startsWith("./") || path.startsWith("../")) return existsSync(join(dirname(file), path));
  if (existsSync(join(root, "node_modules", path))) return true;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, path))) return true;
    if (dir === root || dir === dirname(dir)) return false;
  }
}

/** Documents that exist only outside this repository, and the folder they lived in. */
const OUTSIDE = /\.\.\/shared|\/work\/shared|\b(?:SPEC|DECISIONS|RELIABILITY|PERFORMANCE|CRAFT|STACK)\.md\b/;

describe("commands named in the docs", () => {
  it("finds the commands it should", () => {
    expect(
      namedScripts("run `npm run build` then `npm test`; `npm start -- --x`; npm run bench:lighthouse -- --all"),
    ).toEqual(["build", "bench:lighthouse", "test", "start"]);
    expect(namedScripts("npm install && npm ci")).toEqual([]);
  });

  it("reads the first column of commands tables, and judges each command", () => {
    const table =
      "| command | what |\n| --- | --- |\n| `npm run a` | x |\n| `node b.mjs` | y |\n\n| variable | x |\n| --- | --- |\n| `PORT` | z |";
    expect(commandTableCells(table)).toEqual(["`npm run a`", "`node b.mjs`"]);
    expect(commandProblem("`npm run build`")).toBeUndefined();
    expect(commandProblem("`npm run nope`")).toBe('no package.json script "nope"');
    expect(commandProblem("`node scripts/screenshot.mjs URL OUT.png`")).toBeUndefined();
    expect(commandProblem("`node scripts/missing.mjs`")).toBe("no file scripts/missing.mjs");
    expect(commandProblem("`RELIABILITY_LONG=1 npm run test:reliability`")).toBeUndefined();
    expect(commandProblem("`npx vitest run server`")).toBeUndefined();
    expect(commandProblem("`npx no-such-tool`")).toBe("no installed tool no-such-tool");
  });

  for (const file of markdownFiles()) {
    it(`${rel(file)} names only scripts that exist`, () => {
      const missing = namedScripts(readFileSync(file, "utf8")).filter((name) => !(name in scripts));
      expect(missing, `not in package.json scripts`).toEqual([]);
    });

    const cells = commandTableCells(readFileSync(file, "utf8"));
    if (cells.length > 0) {
      it(`${rel(file)}: every row of its commands tables runs here`, () => {
        const problems = cells.map((cell) => commandProblem(cell)).filter((p) => p !== undefined);
        expect(problems).toEqual([]);
      });
    }
  }

  it("README.md's commands table lists every script", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const listed = new Set(commandTableCells(readme).flatMap((cell) => namedScripts(cell)));
    const unlisted = Object.keys(scripts).filter((name) => !listed.has(name));
    expect(unlisted, "scripts missing from README.md's commands table").toEqual([]);
  });
});

describe("references inside the repository", () => {
  it("finds the paths it should", () => {
    const text =
      "see server/app.ts, `../content/site.ts`, [x](docs/a.md#b), https://x.example/a/b.js, react-router/dom, @scope/pkg/x.js, ./+types/home.ts, build/client/index.html";
    expect(namedPaths(text)).toEqual(["server/app.ts", "../content/site.ts", "docs/a.md"]);
  });

  const files = sourceFiles();

  it("every path to a repository file leads to one that exists", () => {
    const broken: string[] = [];
    const self = fileURLToPath(import.meta.url);
    for (const file of files.filter((f) => f !== self)) {
      const text = readFileSync(file, "utf8");
      for (const path of namedPaths(text)) if (!resolves(file, path)) broken.push(`${rel(file)}: ${path}`);
    }
    expect(broken).toEqual([]);
  });

  it("every decision record named by number exists (docs/decisions/0015, or records 0011 to 0017)", () => {
    const records = readdirSync(join(root, "docs", "decisions")).map((name) => name.slice(0, 4));
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/docs\/decisions\/(\d{4})(?:(?:\s+to\s+|-)(\d{4})\b)?/g)) {
        for (const n of [m[1]!, m[2]].filter((x) => x !== undefined))
          if (!records.includes(n)) missing.push(`${rel(file)}: ${n}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("nothing points at documents outside the repository", () => {
    const outside: string[] = [];
    for (const file of files) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (OUTSIDE.test(line)) outside.push(`${rel(file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(outside).toEqual([]);
  });
});

/** A decision record's header: its title line, then `Date: YYYY-MM-DD · Status: ...` (docs/decisions/README.md). */
export interface RecordHeader {
  number: string;
  title: string;
  date: string;
  /** The status without its remark: "accepted", "amended by 0073, 0105", "superseded by 0101". */
  status: string;
  /** The records the status names. */
  names: string[];
}

const STATUS = /^(accepted|(?:amended|superseded) by (\d{4}(?:, \d{4})*))(?: \(.+\))?$/;

/** Reads a record's title and header paragraph, or says what is wrong with them. */
export function recordHeader(markdown: string): RecordHeader | string {
  const lines = markdown.split("\n");
  const title = /^# (\d+)[.:] (.+)$/.exec(lines[0] ?? "");
  if (!title) return "the first line is not `# NNNN. Title`";
  if (lines[1] !== "") return "no blank line after the title";
  const end = lines.indexOf("", 2);
  const header = lines
    .slice(2, end === -1 ? undefined : end)
    .map((l) => l.trim())
    .join(" ");
  const m = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (.+)$/.exec(header);
  if (!m) return "no `Date: YYYY-MM-DD · Status: ...` line under the title";
  const [, date, statusText] = m;
  if (
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  )
    return `not a date: ${date}`;
  const s = STATUS.exec(statusText!);
  if (!s) return `not a valid status: "${statusText}" (accepted, amended by NNNN or superseded by NNNN)`;
  return {
    number: title[1]!.padStart(4, "0"),
    title: title[2]!,
    date: date!,
    status: s[1]!,
    names: s[2]?.split(", ") ?? [],
  };
}

/** The lines of docs/decisions/README.md's list: `- [NNNN](file.md) Title · date · status`. */
export function indexEntries(
  markdown: string,
): { number: string; file: string; title: string; date: string; status: string }[] {
  const entries = [];
  for (const m of markdown.matchAll(/^- \[(\d{4})\]\(([^)]+)\) (.+) · (\d{4}-\d{2}-\d{2}) · (.+)$/gm))
    entries.push({ number: m[1]!, file: m[2]!, title: m[3]!, date: m[4]!, status: m[5]! });
  return entries;
}

describe("decision records", () => {
  const dir = join(root, "docs", "decisions");
  const files = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const numbers = new Set(files.map((f) => f.slice(0, 4)));

  it("reads a header, and says what is wrong with one", () => {
    expect(recordHeader("# 15. Stored\n\nDate: 2026-11-22 · Status: amended by 0072, 0107\n\n## Context")).toEqual({
      number: "0015",
      title: "Stored",
      date: "2026-11-22",
      status: "amended by 0072, 0107",
      names: ["0072", "0107"],
    });
    expect(
      recordHeader("# 0099: X\n\nDate: 2026-11-25 · Status: accepted (the first part;\nthe rest next)\n"),
    ).toMatchObject({
      number: "0099",
      status: "accepted",
      names: [],
    });
    expect(recordHeader("# 1. X\n\n## Context")).toMatch(/no `Date/);
    expect(recordHeader("# 1. X\n\nDate: 2026-02-30 · Status: accepted")).toMatch(/not a date/);
    expect(recordHeader("# 1. X\n\nDate: 2026-11-22 · Status: proposed")).toMatch(/not a valid status/);
    expect(recordHeader("# 1. X\n\nDate: 2026-11-22 · Status: superseded")).toMatch(/not a valid status/);
    expect(recordHeader("Title\n\nDate: 2026-11-22 · Status: accepted")).toMatch(/first line/);
    expect(indexEntries("x\n- [0001](0001-a.md) A · b · 2026-11-22 · superseded by 0002\n- [1](x.md) no")).toEqual([
      { number: "0001", file: "0001-a.md", title: "A · b", date: "2026-11-22", status: "superseded by 0002" },
    ]);
  });

  for (const file of files) {
    it(`${file} has a title, a date and a valid status naming records that exist`, () => {
      const header = recordHeader(readFileSync(join(dir, file), "utf8"));
      if (typeof header === "string") expect.fail(header);
      expect(header.number, "the title's number is the file's").toBe(file.slice(0, 4));
      expect(header.names.filter((n) => !numbers.has(n) || n === header.number)).toEqual([]);
    });
  }

  it("docs/decisions/README.md lists every record once, with its own title, date and status, and nothing else", () => {
    const entries = indexEntries(readFileSync(join(dir, "README.md"), "utf8"));
    const listed = entries.map((e) => e.file);
    expect(
      listed.filter((f, i) => listed.indexOf(f) !== i),
      "listed twice",
    ).toEqual([]);
    expect(
      files.filter((f) => !listed.includes(f)),
      "records missing from the index",
    ).toEqual([]);
    expect(
      listed.filter((f) => !files.includes(f)),
      "listed but no such record",
    ).toEqual([]);
    const wrong = entries.flatMap((e) => {
      const h = files.includes(e.file) ? recordHeader(readFileSync(join(dir, e.file), "utf8")) : undefined;
      if (h === undefined || typeof h === "string") return [];
      const mine = { number: e.number, title: e.title, date: e.date, status: e.status };
      const theirs = { number: h.number, title: h.title, date: h.date, status: h.status };
      return JSON.stringify(mine) === JSON.stringify(theirs) ? [] : [{ index: mine, record: theirs }];
    });
    expect(wrong).toEqual([]);
    expect(listed, "in order of number").toEqual([...listed].sort());
  });
});
