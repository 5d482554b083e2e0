import { createHash } from "node:crypto";

/**
 * The strong ETag of a file's bytes, as the server sends it (server/plugins/static-site.ts; a
 * variant adds `-br` or `-gz` before the closing quote). The page renderer's thread
 * (server/site/page-pipeline.ts) makes it the same way, to tell a page that did not change by
 * its ETag alone.
 */
export const etagOf = (body: Uint8Array, suffix = "") =>
  `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}${suffix}"`;
