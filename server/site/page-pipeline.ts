/**
 * What follows a page's render, run by the renderer's thread (server/site/render-worker.mjs)
 * from the production bundle's copy (BUILD_DIR/server/page-pipeline.js, scripts/bundle-server.mjs):
 * the rewrite every page goes through (server/site/postprocess.ts), the hashes of its inline
 * scripts and styles for its Content-Security-Policy, its bytes, their ETag and their brotli and
 * gzip variants. Together they cost the server's thread more than the render itself (decisions
 * 135 and 172): the thread hands back bytes, or only "unchanged" when the ETag is the one served.
 */
import { etagOf } from "../lib/etag";
import { pageCspFromHtml, type PageCsp } from "../lib/csp";
import { FAST, precompress, rewritePage, type ArtFile } from "./postprocess";

/** A page ready to serve: its bytes (UTF-8), their ETag and policy, and variants made at FAST. */
export interface FinishedPage {
  body: Uint8Array;
  etag: string;
  csp: PageCsp;
  /** null when the page is too small to be worth compressing. */
  br: Uint8Array | null;
  gz: Uint8Array | null;
  /** The sprite of the page's deferred drawings, when it has any (written beside the page). */
  art?: ArtFile;
}

/** A page whose bytes are the ones served (their ETag was given): nothing else travels back. */
export interface UnchangedPage {
  unchanged: true;
  etag: string;
  art?: ArtFile;
}

/**
 * Finishes the page React Router rendered at `path`. `served`: the ETag of the page the server
 * serves now; when the finished page has it, only that is answered (no bytes, no compression).
 */
export function finishPage(raw: string, path: string, favicon: string, served?: string): FinishedPage | UnchangedPage {
  const page = rewritePage(raw, path, favicon);
  const art = page.art ? { art: page.art } : {};
  const body = Buffer.from(page.html);
  const etag = etagOf(body);
  if (etag === served) return { unchanged: true, etag, ...art };
  const variants = precompress("index.html", body, FAST);
  return { body, etag, csp: pageCspFromHtml(page.html), br: variants?.br ?? null, gz: variants?.gz ?? null, ...art };
}
