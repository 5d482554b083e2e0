/**
 * What follows a page's render, run by the renderer's thread (server/site/render-worker.mjs)
 * from the production bundle's copy (BUILD_DIR/server/page-pipeline.js, scripts/bundle-server.mjs):
 * the rewrite every page goes through (server/site/postprocess.ts) and the hashes of its inline
 * scripts and styles for its Content-Security-Policy. Together they cost as much of the server's
 * thread as the render itself (decision 135).
 */
import { pageCspFromHtml, type PageCsp } from "../lib/csp";
import { rewritePage, type RewrittenPage } from "./postprocess";

export interface FinishedPage extends RewrittenPage {
  csp: PageCsp;
}

export function finishPage(raw: string, path: string, favicon: string): FinishedPage {
  const page = rewritePage(raw, path, favicon);
  return { ...page, csp: pageCspFromHtml(page.html) };
}
