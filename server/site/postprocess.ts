/**
 * What every prerendered page goes through after React Router rendered it, at build time
 * (scripts/postbuild.mjs) and when staff publish (server/site/publisher.ts): one implementation,
 * so a published page is byte for byte what the build would have written for the same content
 * (docs/decisions/0111-one-renderer-for-build-and-publishing.md).
 *
 * - The SVG favicon goes into the page as a data: URL (decision 102).
 * - React Router's client (its context, the page data stream, the module preloads and the
 *   bootstrap) leaves the page (docs/decisions/0130-islands.md); the speculation rules take the
 *   bootstrap's place, and the islands loader's script (app/lib/island-loader.js, a file of the
 *   build that root.tsx names) gets the runtime's address in its `data-entry` attribute. The
 *   rules' text is the same on every page, so is the page's CSP: a page published after nginx
 *   started is covered by the site's policy.
 * - The drawings a page marks `data-defer` (Home's icons below its first screen) leave the page
 *   for a sprite file named by its content (`art`, assets/art/<hash>.svg), and each keeps its box
 *   with the symbol's address in `data-art`: the islands loader draws them once the page has
 *   painted (docs/decisions/0169-decorative-drawings-after-the-paint.md).
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
const CONTEXT = /<script>window\.__reactRouterContext = [\s\S]*?<\/script>/;

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

/** A page's deferred drawings as one sprite: `path` is relative to the site's root (no leading slash). */
export interface ArtFile {
  path: string;
  body: string;
}

export interface RewrittenPage {
  html: string;
  /** The sprite of the page's `data-defer` drawings, when it has any (written beside the page). */
  art?: ArtFile;
}

/** A drawing the page marked for after the paint: its attributes and its inner markup (no nested <svg>). */
const DEFERRED = /<svg([^>]*?) data-defer=""([^>]*)>([\s\S]*?)<\/svg>/g;

/**
 * Moves every `<svg … data-defer="">…</svg>` of a page into one sprite (a symbol per distinct
 * drawing, in the order met) named by the sprite's hash, and leaves each box empty with
 * `data-art="/assets/art/<hash>.svg#<symbol>"`. A page with none comes back as it was.
 */
export function deferDrawings(html: string): RewrittenPage {
  const ids = new Map<string, string>();
  for (const m of html.matchAll(DEFERRED)) if (!ids.has(m[3]!)) ids.set(m[3]!, `a${ids.size}`);
  if (ids.size === 0) return { html };
  const body =
    '<svg xmlns="http://www.w3.org/2000/svg">' +
    [...ids].map(([inner, id]) => `<symbol id="${id}">${inner}</symbol>`).join("") +
    "</svg>\n";
  const path = `assets/art/${createHash("sha256").update(body).digest("hex").slice(0, 16)}.svg`;
  return {
    html: html.replace(DEFERRED, (_, before: string, after: string, inner: string) => {
      return `<svg${before}${after} data-art="/${path}#${ids.get(inner)!}"></svg>`;
    }),
    art: { path, body },
  };
}

/**
 * Speculation rules: a same-origin page is fetched ahead when the visitor shows intent (a hover
 * of 200 ms or a pointer down), so the document load a click starts is often already done. Not
 * the API, the workspace, or the confirmation pages (they answer a form); no prerendering (it
 * would count a visit and run the page before it is seen).
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/api/*", "/admin", "/admin/*", "/thank-you/*", "/form-error/*", "/media/*"] } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** Where root.tsx puts the islands loader's script; the rewrite names the runtime there. */
const LOADER_MARK = 'data-islands-loader=""';

/**
 * Rewrites one page as React Router rendered it. `favicon` is faviconLinks() of the site's SVG
 * icon, or null for a page that has no icon link (the workspace shell).
 *
 * React Router's client goes whole: its context script, the page data stream, the module
 * preloads and the bootstrap. No page is hydrated as a whole any more (decision 0130): the
 * islands loader is told the address of the islands runtime (the client entry the bootstrap
 * imported).
 */
export function rewritePage(raw: string, where: string, favicon: string | null): RewrittenPage {
  const { html: drawn, art } = deferDrawings(raw);
  let html = drawn;
  if (favicon) {
    if (!html.includes(ICO_LINK)) throw new Error(`no favicon link in ${where}`);
    html = html.replace(ICO_LINK, favicon);
  }
  return { html: withIslands(html, where), ...(art ? { art } : {}) };
}

/**
 * The part of rewritePage() that makes a page's islands work: React Router's client goes and the
 * loader is told the runtime's address. A draft's preview (server/workspace/preview.ts) has
 * only this, keeping its drawings inline, as no sprite file is written for it. A page without
 * React Router's bootstrap (the workspace shell) is answered as it is.
 */
export function withIslands(html: string, where: string): string {
  const boot = html.match(BOOT);
  if (!boot) return html;
  const entry = boot[1]!.match(/import\("([^"]+)"\);/)?.[1];
  if (!entry) throw new Error(`unexpected bootstrap script in ${where}`);
  if (!CONTEXT.test(html)) throw new Error(`no React Router context script in ${where}`);
  if (!html.includes(LOADER_MARK)) throw new Error(`no islands loader script in ${where}`);
  return html
    .replace(CONTEXT, "")
    .replace(ENQUEUE, "")
    .replace(CLOSE, "")
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(LOADER_MARK, () => `data-entry="${entry.replace(/[&"<>]/g, "")}"`)
    .replace(BOOT, () => `<script type="speculationrules">${SPECULATION_RULES}</script>`);
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|xml|txt|data|webmanifest|ico)$/i;
export const MIN_COMPRESS = 512;

/** How hard to compress: the build's quality, or one fast enough to make while publishing. */
export interface Quality {
  brotli: number;
  gzip: number;
}
export const BEST: Quality = { brotli: 11, gzip: 9 };
/** What a publication serves at once; its files are compressed again at BEST afterwards. */
export const FAST: Quality = { brotli: 5, gzip: 6 };

const brotliOptions = (raw: Uint8Array, quality: Quality) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
});

/**
 * @public (scripts/postbuild.mjs loads it through tsx) Brotli and gzip of a file worth
 * compressing (at the build's quality unless told), else null. The page renderer's thread calls
 * it too, at FAST (server/site/page-pipeline.ts).
 */
export function precompress(name: string, raw: Uint8Array, quality = BEST): { br: Buffer; gz: Buffer } | null {
  if (!COMPRESSIBLE.test(name) || raw.length < MIN_COMPRESS) return null;
  return { br: brotliCompressSync(raw, brotliOptions(raw, quality)), gz: gzipSync(raw, { level: quality.gzip }) };
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
  quality = BEST,
): Promise<{ br: Buffer; gz: Buffer } | null> {
  if (!COMPRESSIBLE.test(name) || raw.length < MIN_COMPRESS) return null;
  const [br, gz] = await Promise.all([
    brotliAsync(raw, brotliOptions(raw, quality)),
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
