/**
 * Byte budgets of the public pages, read from the build output (docs/performance.md "Budgets").
 *
 * For every prerendered page (every `*.html` under BUILD_DIR/client, except the folders named in
 * EXCLUDED_FOLDERS, which are not public pages), the brotli bytes of:
 * - the JavaScript it loads before interaction: every `/assets/*.js` the HTML names (module
 *   preloads, the bootstrap script's imports, `<script src>`), plus everything those modules
 *   import statically, transitively. Dynamic `import()` inside a chunk is loaded later, on
 *   demand, so it is not counted. Plus the page's inline scripts (the boot script, the
 *   bootstrap: they run before any interaction too), each compressed on its own; data blocks
 *   (JSON-LD) are not script and are left to the HTML figure;
 * - its CSS: every stylesheet the HTML links, plus the CSS files the loaded chunks name;
 * - its HTML document.
 * Brotli at quality 11 (as scripts/postbuild.mjs precompresses), computed here so the figure does
 * not depend on the machine or on the precompressed files being present.
 *
 * And the page-view beacon (app/lib/beacon.js, a file of the build's assets) on its own: at most BEACON_BUDGET.
 *
 * `npm run check:bytes` (run by `npm run test:e2e` right after the build) prints the worst pages
 * and exits 1 when a page passes a budget. scripts/byte-budget.test.ts proves it fails.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { filesUnder } from "../server/lib/files";

export const KIB = 1024;

/**
 * docs/performance.md "Budgets": brotli bytes per page. JavaScript before any interaction: 5 KiB
 * (docs/decisions/0130-islands.md), for every page, with no exception list.
 */
export const BUDGETS = { js: 5 * KIB, css: 15 * KIB, html: 30 * KIB } as const;
/** The page-view beacon (app/lib/beacon.js, docs/analytics.md): at most 1 KiB brotli on a page. */
export const BEACON_BUDGET = KIB;
export type Kind = keyof typeof BUDGETS;

/**
 * Folders of BUILD_DIR/client that are not public pages. `admin`: the staff workspace, a separate
 * client-rendered entry with its own bundle and base path /admin/, never loaded by a public page;
 * excluded by name so nothing else slips out of the check.
 */
export const EXCLUDED_FOLDERS = ["admin"] as const;

/**
 * The staff workspace's JavaScript before its first screen: admin/index.html's script and what it
 * imports statically, brotli. Screens that carry the site's content, its schemas or a library one
 * role needs (the editors, pictures, the certificate sheet, traffic) load when first opened
 * (app/workspace/main.tsx; docs/decisions/0040-workspace-separate-entry.md): 155.9 KiB on
 * 2026-11-27, against 212.5 KiB as one bundle before.
 */
export const WORKSPACE_BUDGET = 165 * KIB;

/** The workspace's start-up JavaScript (WORKSPACE_BUDGET), or null when the build has no workspace. */
export function workspaceBytes(clientDir: string): number | null {
  const root = resolve(clientDir);
  const index = join(root, "admin", "index.html");
  return existsSync(index) ? measurePage(root, index).js : null;
}

export interface PageBytes {
  /** The page's path in the site, e.g. "/" or "/services/devops". */
  page: string;
  /** Brotli bytes of the JavaScript before interaction: the files in jsFiles plus inlineJs. */
  js: number;
  /** Of which the page's inline scripts. */
  inlineJs: number;
  css: number;
  html: number;
  jsFiles: string[];
  cssFiles: string[];
}

export interface Overrun {
  page: string;
  kind: Kind;
  bytes: number;
  budget: number;
}

const brotliCache = new Map<string, number>();

/** Brotli quality 11, as scripts/postbuild.mjs precompresses. */
function brotliOf(body: Buffer | string): number {
  const raw = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  return brotliCompressSync(raw, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
  }).length;
}

export function brotliBytes(file: string): number {
  const hit = brotliCache.get(file);
  if (hit !== undefined) return hit;
  const n = brotliOf(readFileSync(file));
  brotliCache.set(file, n);
  return n;
}

/** "/", "/about", "/404.html" style path of a prerendered file. */
function pagePath(clientDir: string, file: string): string {
  const rel = relative(clientDir, file).split(sep).join("/");
  if (rel === "index.html") return "/";
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"/index.html".length)}`;
  return `/${rel}`;
}

// Asset URLs as the HTML and the chunks write them.
const HTML_ASSET = /(?:["'(=]|\s)(\/[^"'()\s<>]+?\.(?:js|css))(?=["')\s>?#])/g;
// Static imports in a minified ES module: `import"./a.js"`, `import{x}from"./b.js"`,
// `export*from"./c.js"`. Dynamic `import("./d.js")` has a parenthesis and is left out.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?(?:"|')([^"']+\.js)(?:"|')/g;
const ISLANDS_ENTRY = /\sdata-entry="[^"]*"/g;
const CSS_REF = /(?:"|')([^"']+\.css)(?:"|')/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The texts of a page's inline scripts that run: no `src`, and a script type (as server/lib/csp.ts hashes them). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && !/^(text|application)\/(java|ecma)script$/.test(type)) continue;
    if (m[2]) out.push(m[2]);
  }
  return out;
}

/**
 * The brotli bytes of the page-view beacon a page loads (`/assets/beacon-*.js`): named by the
 * islands loader's `data-beacon` (root.tsx, which loads it after the page has painted) or by a
 * script of its own; null without one.
 */
export function beaconBytes(html: string, clientDir: string): number | null {
  const src = /<script\b[^>]*\b(?:src|data-beacon)="\/(assets\/beacon-[^"/]+\.js)"/.exec(html)?.[1];
  return src === undefined ? null : brotliBytes(join(clientDir, src));
}

function resolveAsset(clientDir: string, url: string): string | null {
  const clean = url.split(/[?#]/)[0]!;
  if (!clean.startsWith("/")) return null;
  const file = join(clientDir, ...clean.slice(1).split("/"));
  return existsSync(file) ? file : null;
}

/** Measures every public page of a build's client folder. */
export function measureBuild(clientDir: string): PageBytes[] {
  const root = resolve(clientDir);
  return filesUnder(root)
    .filter((f) => f.endsWith(".html"))
    .filter((f) => !(EXCLUDED_FOLDERS as readonly string[]).includes(relative(root, f).split(sep)[0]!))
    .map((file) => measurePage(root, file))
    .sort((a, b) => a.page.localeCompare(b.page));
}

function measurePage(clientDir: string, htmlFile: string): PageBytes {
  const html = readFileSync(htmlFile, "utf8");
  const js = new Set<string>();
  const css = new Set<string>();
  const queue: string[] = [];
  // The islands runtime a page names in its loader's `data-entry` is imported on the first
  // interaction (app/lib/island-loader.js), so it is not JavaScript before interaction; the
  // loader itself (`data-src`, fetched by the boot script once the page has painted) is.
  for (const m of html.replace(ISLANDS_ENTRY, "").matchAll(HTML_ASSET)) {
    const file = resolveAsset(clientDir, m[1]!);
    if (!file) {
      // A page that names an asset the build lacks is broken: say so rather than count 0 bytes.
      throw new Error(`${pagePath(clientDir, htmlFile)} names ${m[1]}, which is not in the build`);
    }
    if (file.endsWith(".css")) css.add(file);
    else if (!js.has(file)) {
      js.add(file);
      queue.push(file);
    }
  }
  while (queue.length) {
    const file = queue.shift()!;
    const source = readFileSync(file, "utf8");
    const dir = posix.dirname("/" + relative(clientDir, file).split(sep).join("/"));
    for (const m of source.matchAll(STATIC_IMPORT)) {
      const spec = m[1]!;
      const url = spec.startsWith("/") ? spec : posix.resolve(dir, spec);
      const dep = resolveAsset(clientDir, url);
      if (dep && !js.has(dep)) {
        js.add(dep);
        queue.push(dep);
      }
    }
    for (const m of source.matchAll(CSS_REF)) {
      const spec = m[1]!;
      const dep = resolveAsset(clientDir, spec.startsWith("/") ? spec : posix.resolve(dir, spec));
      if (dep) css.add(dep);
    }
  }
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + brotliBytes(f), 0);
  const rel = (f: string) => "/" + relative(clientDir, f).split(sep).join("/");
  const inlineJs = inlineScripts(html).reduce((n, text) => n + brotliOf(text), 0);
  return {
    page: pagePath(clientDir, htmlFile),
    js: sum(js) + inlineJs,
    inlineJs,
    css: sum(css),
    html: brotliBytes(htmlFile),
    jsFiles: [...js].map(rel).sort(),
    cssFiles: [...css].map(rel).sort(),
  };
}

export function overruns(pages: PageBytes[], budgets: Record<Kind, number> = BUDGETS): Overrun[] {
  const out: Overrun[] = [];
  for (const p of pages) {
    for (const kind of Object.keys(budgets) as Kind[]) {
      if (p[kind] > budgets[kind]) out.push({ page: p.page, kind, bytes: p[kind], budget: budgets[kind] });
    }
  }
  return out;
}

const kib = (n: number) => `${(n / KIB).toFixed(1)} KiB`;

/** The report: the worst pages for each kind, and every overrun. */
export function report(pages: PageBytes[], worst = 5, budgets: Record<Kind, number> = BUDGETS): string {
  const lines: string[] = [`Byte budgets (brotli) over ${pages.length} public pages:`];
  for (const kind of Object.keys(budgets) as Kind[]) {
    const top = [...pages].sort((a, b) => b[kind] - a[kind]).slice(0, worst);
    lines.push(`  ${kind.toUpperCase()} (budget ${kib(budgets[kind])}), largest:`);
    for (const p of top) {
      const mark = p[kind] > budgets[kind] ? "OVER" : "ok  ";
      lines.push(
        `    ${mark} ${kib(p[kind]).padStart(10)}  ${p.page}${kind === "js" ? ` (${p.jsFiles.length} modules)` : ""}`,
      );
    }
  }
  const over = overruns(pages, budgets);
  lines.push(over.length ? `FAIL: ${over.length} page budget(s) passed:` : "PASS: every page within its budgets.");
  for (const o of over) lines.push(`  ${o.page}: ${o.kind.toUpperCase()} ${kib(o.bytes)} > ${kib(o.budget)}`);
  return lines.join("\n");
}

/** One line per page: JavaScript before interaction (of which inline), CSS and HTML. */
function perPage(pages: PageBytes[]): string {
  const lines = ["page\tJS\tof which inline\tCSS\tHTML"];
  for (const p of pages) lines.push([p.page, kib(p.js), kib(p.inlineJs), kib(p.css), kib(p.html)].join("\t"));
  return lines.join("\n");
}

// `tsx scripts/byte-budget.ts [--all] [client folder]`: BUILD_DIR/client by default; `--all`
// first lists every page's figures (npm run check:bytes -- --all).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const all = args.includes("--all");
  const folder = args.find((a) => a !== "--all");
  const clientDir = resolve(folder ?? join(process.env.BUILD_DIR ?? "build", "client"));
  if (!existsSync(clientDir)) {
    console.error(`check:bytes: ${clientDir} does not exist; run \`npm run build\` first.`);
    process.exit(2);
  }
  const pages = measureBuild(clientDir);
  if (pages.length === 0) {
    console.error(`check:bytes: no prerendered page in ${clientDir}.`);
    process.exit(2);
  }
  if (all) console.log(perPage(pages));
  console.log(report(pages));
  // The beacon is the same text on every page (root.tsx): the home page's is measured.
  const beacon = beaconBytes(readFileSync(join(clientDir, "index.html"), "utf8"), clientDir);
  const beaconFails = beacon === null || beacon > BEACON_BUDGET;
  console.log(
    beacon === null
      ? "FAIL: the home page has no page-view beacon (app/lib/beacon.js)."
      : `${beaconFails ? "FAIL" : "PASS"}: the page-view beacon is ${beacon} bytes brotli (budget ${BEACON_BUDGET}).`,
  );
  const workspace = workspaceBytes(clientDir);
  const workspaceFails = workspace === null || workspace > WORKSPACE_BUDGET;
  console.log(
    workspace === null
      ? "FAIL: the build has no staff workspace (admin/index.html)."
      : `${workspaceFails ? "FAIL" : "PASS"}: the workspace loads ${kib(workspace)} of JavaScript before its first screen (budget ${kib(WORKSPACE_BUDGET)}).`,
  );
  process.exit(overruns(pages).length || beaconFails || workspaceFails ? 1 : 0);
}
