/**
 * Islands spike (README.md here; docs/decisions/0076-partial-hydration-spike.md): from a normal
 * build (`npm run build`), writes a copy of the site in which two pages, Home and one service
 * page, also exist as islands pages under /islands/...: the same prerendered HTML without React
 * Router's client scripts and page data, plus one small entry (entry.tsx, bundled here with
 * esbuild from the app's real components) that hydrates only the interactive parts.
 *
 *   npx tsx scripts/spikes/islands/build.ts        # BUILD_DIR (build) -> ISLANDS_OUT
 *
 * ISLANDS_OUT (default node_modules/.cache/corvanta-islands) then holds client/ (the whole normal
 * site, so the two variants are served by one server) and csp.json; serve it with
 * `STATIC_DIR=<out>/client node build/server/main.js`. Nothing here touches BUILD_DIR, and no
 * package.json script or page uses it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { build } from "vite";
import { buildNavigation } from "#app/lib/navigation.server.ts";
import { seedContent } from "#content/site-content.ts";
import { pageCspFromHtml, type CspManifest } from "#server/lib/csp.ts";
import type { IslandProps } from "./entry";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "../../..");
const BUILD = resolve(ROOT, process.env.BUILD_DIR ?? "build");
const OUT = resolve(ROOT, process.env.ISLANDS_OUT ?? "node_modules/.cache/corvanta-islands");
/** The islands copies live under this prefix, beside the normal pages. */
export const PREFIX = "/islands";
export const PAGES = ["/", "/services/mobile-development"];

const pageFile = (dir: string, path: string) => join(dir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/**
 * The entry, bundled with Vite (the same bundler and minifier as the site) into the copy's
 * assets/ folder. "react-router" is the shim; the `?url` import of the header's icon sprite
 * resolves to the same content-hashed file the normal build wrote.
 */
async function bundleEntry(client: string): Promise<string> {
  const outDir = join(OUT, "vite");
  const result = (await build({
    configFile: false,
    logLevel: "warn",
    root: ROOT,
    publicDir: false,
    resolve: {
      // The app's own aliases come from package.json "imports", which Vite reads itself.
      alias: { "react-router": join(HERE, "router-shim.tsx") },
    },
    define: { "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? "") },
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { islands: join(HERE, "entry.tsx") },
        output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
      },
    },
  })) as { output: { type: string; fileName: string; isEntry?: boolean }[] };
  const entry = result.output.find((o) => o.type === "chunk" && o.isEntry);
  if (!entry) throw new Error("islands: vite wrote no entry");
  for (const o of result.output) {
    const target = join(client, o.fileName);
    if (!existsSync(target)) cpSync(join(outDir, o.fileName), target);
  }
  return `/${entry.fileName}`;
}

interface Edit {
  at: number;
  end?: number;
  text: string;
}

/** The normal page's HTML turned into the islands page: the edits are splices of the original text. */
export function islandsPage(html: string, entryUrl: string, props: IslandProps): { html: string; islands: string[] } {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const doc = dom.window.document;
  const loc = (n: Node) => {
    const l = dom.nodeLocation(n);
    if (!l) throw new Error("islands: node without a source location");
    return l;
  };
  const edits: Edit[] = [];
  const islands: string[] = [];
  const wrap = (el: Element | null, name: string) => {
    if (!el) throw new Error(`islands: no element for the ${name} island`);
    const l = loc(el);
    edits.push({ at: l.startOffset, text: `<div class="contents" data-island="${name}">` });
    edits.push({ at: l.endOffset, text: "</div>" });
    islands.push(name);
  };
  const body = doc.body;
  const children = [...body.children];

  // 1. The interactive parts, in document order (the entry hydrates them in this order).
  wrap(body.querySelector(":scope > header"), "header");
  const form = props.quoteForm ? doc.getElementById(`${props.quoteForm}-form`) : null;
  if (props.quoteForm) {
    // The box around the form holds the form alone: it is the island's container as it is.
    const box = form?.parentElement;
    if (!box || box.childNodes.length !== 1) throw new Error("islands: the quote form is not alone in its box");
    edits.push({ at: loc(box).startTag!.startOffset + "<div".length, text: ' data-island="quote-form"' });
    islands.push("quote-form");
  }
  const backToTop = body.querySelector(':scope > button[aria-label="Back to top"]');
  // SectionJump renders nothing in the prerendered HTML (it measures the page); its container
  // goes where React would have put it, after the footer.
  edits.push({ at: loc(backToTop!).startOffset, text: '<div class="contents" data-island="section-jump"></div>' });
  islands.push("section-jump");
  wrap(backToTop, "back-to-top");
  const toaster = children.find((el) => el.tagName === "DIV" && el.querySelector(':scope > [role="alert"]'));
  wrap(toaster ?? null, "toaster");

  // 2. React Router's client: the context script, the deferred bootstrap, the streamed page data
  // (hidden divs, Suspense markers, React's streaming helpers). JSON-LD blocks stay.
  for (const el of children) {
    const isData = el.tagName === "SCRIPT" && el.getAttribute("type") === "application/ld+json";
    const isRouter =
      (el.tagName === "SCRIPT" && !isData) ||
      (el.tagName === "DIV" && el.hasAttribute("hidden") && /^S:\d+$/.test(el.id)) ||
      (el.tagName === "TEMPLATE" && /^B:\d+$/.test(el.id));
    if (isRouter) edits.push({ at: loc(el).startOffset, end: loc(el).endOffset, text: "" });
  }
  for (const node of body.childNodes) {
    if (node.nodeType === node.COMMENT_NODE && /^\/?\$\??$/.test((node as Comment).data)) {
      edits.push({ at: loc(node).startOffset, end: loc(node).endOffset, text: "" });
    }
  }
  if (doc.querySelector('link[rel="modulepreload"]')) throw new Error("islands: unexpected modulepreload link");

  // 3. The islands' props and the entry, started after the first paint as the normal pages do
  // (docs/decisions/0002-hydrate-after-first-paint.md).
  const json = JSON.stringify(props).replace(/</g, "\\u003c");
  const bodyEnd = loc(body).endTag!.startOffset;
  edits.push({
    at: bodyEnd,
    text:
      `<script type="application/json" id="islands-props">${json}</script>` +
      `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entryUrl)}),0));</script>`,
  });

  // From the end of the document backwards; at one offset, the edit pushed last goes first, so
  // insertions at the same place end up in the order they were pushed.
  const order = edits.map((e, i) => ({ ...e, i })).sort((a, b) => b.at - a.at || b.i - a.i);
  let out = html;
  for (const e of order) out = out.slice(0, e.at) + e.text + out.slice(e.end ?? e.at);
  dom.window.close();
  return { html: out, islands };
}

function compress(file: string) {
  const raw = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
}

async function main() {
  const client = join(BUILD, "client");
  if (!existsSync(pageFile(client, "/"))) throw new Error(`${client} has no index.html: run npm run build first`);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const outClient = join(OUT, "client");
  cpSync(client, outClient, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(BUILD, "csp.json"), "utf8")) as CspManifest;

  const entryUrl = await bundleEntry(outClient);
  const written = readdirSync(join(outClient, "assets")).filter((f) => f.startsWith("islands") && f.endsWith(".js"));
  for (const f of written) compress(join(outClient, "assets", f));

  const navigation = buildNavigation(seedContent());
  for (const path of PAGES) {
    const html = readFileSync(pageFile(client, path), "utf8");
    const quoteForm = /<form id="([\w-]+)-form"[^>]*action="\/api\/quotes"/.exec(html)?.[1];
    const page = islandsPage(html, entryUrl, { navigation, ...(quoteForm ? { quoteForm } : {}) });
    const target = pageFile(outClient, `${PREFIX}${path === "/" ? "" : path}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, page.html);
    compress(target);
    manifest.pages[target.slice(outClient.length + 1)] = pageCspFromHtml(page.html);
    const kib = (s: string) => (brotliCompressSync(Buffer.from(s)).length / 1024).toFixed(1);
    console.log(
      `islands: ${PREFIX}${path === "/" ? "" : path} (islands: ${page.islands.join(", ")}); HTML ${kib(html)} -> ${kib(page.html)} KiB brotli`,
    );
  }
  writeFileSync(join(OUT, "csp.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  for (const f of written) {
    const br = readFileSync(join(outClient, "assets", `${f}.br`)).length;
    console.log(`islands: /assets/${f} ${(br / 1024).toFixed(1)} KiB brotli`);
  }
  console.log(`islands: wrote ${OUT}; serve with STATIC_DIR=${join(OUT, "client")} node build/server/main.js`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  });
}
