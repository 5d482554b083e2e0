/**
 * What every prerendered page goes through after React Router rendered it, at build time
 * (scripts/postbuild.mjs) and when staff publish (server/site/publisher.ts): one implementation,
 * so a published page is byte for byte what the build would have written for the same content
 * (docs/decisions/0111-one-renderer-for-build-and-publishing.md).
 *
 * - The SVG favicon goes into the page as a data: URL (decision 102).
 * - The page data (React Router's hydration stream) leaves the HTML for
 *   /assets/page-data/<sha256 prefix>.txt, fetched after the first paint (decision 100).
 * - React Router's bootstrap becomes the deferred bootstrap that starts after the first paint
 *   (decisions 2 and 98). It reads the page data's address from its own `data-page-data`
 *   attribute, so its text, and with it the page's CSP hash, is the same on every page of a route
 *   template: a page published after nginx started is covered by its template's policy.
 * - Brotli (quality 11) and gzip variants of every compressible file.
 *
 * Pure functions over strings and buffers; no file system, no build tools: the production server
 * runs them with its own dependencies.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";

export const ICO_LINK = '<link rel="icon" href="/favicon.ico" sizes="32x32"/>';
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
export const PAGE_DATA_PREFIX = "/assets/page-data/";

/**
 * The SVG favicon as a second icon link after the ICO one. React keeps a <head> element it did
 * not render when it hydrates. Quotes become apostrophes; the characters a URL or the attribute
 * cannot hold as they are (spaces among them: the HTML checker refuses a URL with a space) are
 * escaped.
 */
export function faviconLinks(svg: string): string {
  const url = `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/"/g, "'")
    .replace(/[%#<>& ]/g, (c) => encodeURIComponent(c))}`;
  return `${ICO_LINK}<link rel="icon" href="${url}" type="image/svg+xml"/>`;
}

/** The deferred bootstrap: the same text for every page of a route template. */
export function deferredBootstrap(parts: {
  preloads: string[];
  side: string[];
  named: [string, string][];
  modules: string;
  entry: string;
}): string {
  const { preloads, side, named, modules, entry } = parts;
  return (
    `const go=()=>requestAnimationFrame(()=>setTimeout(async()=>{` +
    `const d=fetch(document.querySelector("script[data-page-data]").dataset.pageData).then(r=>{if(!r.ok)throw new Error("page data "+r.status);return r.text()});` +
    `window.__brandFont&&__brandFont();` +
    // The manifest is linked now, not in the HTML: Chrome fetches it, and the icons it names, as
    // soon as it sees the link (decision 102).
    `const m=document.createElement("link");m.rel="manifest";m.href="/site.webmanifest";document.head.appendChild(m);` +
    `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)}` +
    side.map((s) => `await import(${JSON.stringify(s)});`).join("") +
    `const [${named.map(([n]) => n).join(",")}]=await Promise.all([${named.map(([, h]) => `import(${JSON.stringify(h)})`).join(",")}]);` +
    `window.__reactRouterRouteModules=${modules};` +
    `const c=window.__reactRouterContext.streamController;c.enqueue(await d);c.close();` +
    `import(${JSON.stringify(entry)})` +
    `},0));` +
    `Promise.all([` +
    `new Promise(r=>document.readyState==="complete"?r():addEventListener("load",r,{once:true})),` +
    `document.fonts&&document.fonts.ready,` +
    `new Promise(r=>{setTimeout(r,3e3);try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})}catch{r()}})` +
    `]).then(go)`
  );
}

export interface RewrittenPage {
  html: string;
  /** The page data moved out of the HTML: its file under /assets/page-data/ and its text. */
  data: { url: string; body: string } | null;
}

/**
 * Rewrites one page as React Router rendered it. `favicon` is faviconLinks() of the site's SVG
 * icon, or null for a page that has no icon link (the workspace shell).
 */
export function rewritePage(raw: string, where: string, favicon: string | null): RewrittenPage {
  let html = raw;
  if (favicon) {
    if (!html.includes(ICO_LINK)) throw new Error(`no favicon link in ${where}`);
    html = html.replace(ICO_LINK, favicon);
  }
  const chunks = [...html.matchAll(ENQUEUE)].map((m) => JSON.parse(m[1]!) as string);
  let data: RewrittenPage["data"] = null;
  if (chunks.length) {
    if (!html.includes(CLOSE)) throw new Error(`the page data of ${where} is not closed in the HTML`);
    const body = chunks.join("");
    const name = `${createHash("sha256").update(body).digest("hex").slice(0, 16)}.txt`;
    data = { url: `${PAGE_DATA_PREFIX}${name}`, body };
    html = html.replace(ENQUEUE, "").replace(CLOSE, "");
  }
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]!);
  const boot = html.match(BOOT);
  if (!boot) return { html, data };
  const body = boot[1]!;
  const side = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]!);
  const named = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map(
    (m) => [m[1]!, m[2]!] as [string, string],
  );
  const modules = body.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = body.match(/import\("([^"]+)"\);/)?.[1];
  if (!modules || !entry || named.length === 0) throw new Error(`unexpected bootstrap script in ${where}`);
  if (!data) throw new Error(`no page data found in ${where}`);
  const script = deferredBootstrap({ preloads, side, named, modules, entry });
  const attr = data.url.replace(/[&"<>]/g, "");
  html = html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(BOOT, () => `<script type="module" data-page-data="${attr}">${script}</script>`);
  return { html, data };
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|xml|txt|data|webmanifest|ico)$/i;
export const MIN_COMPRESS = 512;

/** @public (scripts/postbuild.mjs loads it through tsx) Brotli (quality 11) and gzip (level 9) of a file worth compressing, else null. */
export function precompress(name: string, raw: Buffer): { br: Buffer; gz: Buffer } | null {
  if (!COMPRESSIBLE.test(name) || raw.length < MIN_COMPRESS) return null;
  return {
    br: brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gz: gzipSync(raw, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * precompress() off the main thread (zlib's asynchronous calls run in libuv's thread pool): the
 * running server compresses what it publishes without holding the requests it answers.
 */
export async function precompressAsync(
  name: string,
  raw: Buffer,
  quality: { brotli: number; gzip: number } = { brotli: 11, gzip: 9 },
): Promise<{ br: Buffer; gz: Buffer } | null> {
  if (!COMPRESSIBLE.test(name) || raw.length < MIN_COMPRESS) return null;
  const [br, gz] = await Promise.all([
    brotliAsync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipAsync(raw, { level: quality.gzip }),
  ]);
  return { br, gz };
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: every indexable page, with the day it last changed when known. */
export function sitemapXml(origin: string, entries: { path: string; lastmod?: string | null }[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries
      .map(
        (e) =>
          `  <url><loc>${xmlEscape(`${origin}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ""}</url>`,
      )
      .join("\n") +
    "\n</urlset>\n"
  );
}

export const robotsTxt = (origin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
