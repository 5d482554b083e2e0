/**
 * Serves the prerendered site (BUILD_DIR/client) from memory: the site is a few hundred small
 * files, so each is read once at start-up with its brotli and gzip variants (from the .br/.gz
 * files scripts/postbuild.mjs writes, or compressed here), its ETag and its headers. A request
 * is then a map lookup, which keeps page throughput close to nginx's (docs/performance.md).
 * docs/decisions/0016-static-site-from-memory.md.
 *
 * - /x answers x/index.html; /x/, /x/index.html and the common addresses of other sites
 *   (/careers, /about-us, /pricing...: ALIASES) redirect with 301 to the page;
 * - hashed /assets/* are immutable, HTML no-cache; /404 itself answers with status 404;
 * - each HTML page carries its own CSP (hashes of its inline scripts);
 * - unknown paths get 404/index.html with status 404; unknown /api/* paths a JSON 404;
 * - dotfiles, the SPA fallback and anything outside the folder (data, csp.json) are never served.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { pageCspFromHtml, pageCspHeader, type CspManifest, type PageCsp } from "../lib/csp";
import { etagOf } from "../lib/etag";
import { filesUnder } from "../lib/files";
import { notFound } from "../lib/errors";
import { isApiPath } from "./security-headers";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/(svg\+xml|x-icon))/;
const MIN_COMPRESS = 512;

interface Variant {
  body: Buffer;
  etag: string;
}

export interface StaticEntry {
  rel: string;
  type: string;
  cacheControl: string;
  csp: string | null;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
}

export interface LiveSite {
  get(url: string): StaticEntry | undefined;
  /** Sets (or, with null, removes) these addresses in one step. */
  replace(changes: ReadonlyMap<string, StaticEntry | null>): void;
}

export interface StaticSiteOptions {
  root: string;
  /** Path of the CSP manifest (default: root/../csp.json). */
  cspManifest?: string;
}

function cacheControlFor(rel: string, type: string): string {
  if (rel.startsWith("assets/") || rel.startsWith("admin/assets/")) return "public, max-age=31536000, immutable";
  if (type.startsWith("text/html")) return "no-cache";
  return "public, max-age=3600";
}

/** A variant the build did not write (a file added after it), at a quality fast enough to do at once. */
function compressed(ext: ".br" | ".gz", raw: Buffer): Buffer {
  return ext === ".br"
    ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipSync(raw, { level: 9 });
}

/** One file of the site as the server answers it: body, precompressed variants, ETags, headers. */
export function siteEntry(
  rel: string,
  raw: Buffer,
  opts: {
    csp?: PageCsp | null;
    br?: Buffer | null;
    gz?: Buffer | null;
    /** The body's ETag when already known (etagOf(raw): the renderer's thread makes it). */
    etag?: string;
  } = {},
): StaticEntry {
  const ext = extname(rel).toLowerCase();
  const type = TYPES[ext] ?? "application/octet-stream";
  let csp: string | null = null;
  if (ext === ".html") csp = pageCspHeader(opts.csp ?? pageCspFromHtml(raw.toString("utf8")));
  const entry: StaticEntry = {
    rel,
    type,
    cacheControl: cacheControlFor(rel, type),
    csp,
    identity: { body: raw, etag: opts.etag ?? etagOf(raw) },
    br: null,
    gzip: null,
  };
  if (!COMPRESSIBLE.test(type) || raw.length < MIN_COMPRESS) return entry;
  return withVariants(entry, opts.br ?? compressed(".br", raw), opts.gz ?? compressed(".gz", raw));
}

/**
 * The entry with these brotli and gzip variants (each kept only when it saves at least 5 %):
 * what the publisher swaps in once it has compressed a served file again at the build's quality.
 */
export function withVariants(entry: StaticEntry, br: Buffer, gz: Buffer): StaticEntry {
  const size = entry.identity.body.length;
  const base = entry.identity.etag.slice(0, -1);
  return {
    ...entry,
    br: br.length < size * 0.95 ? { body: br, etag: `${base}-br"` } : null,
    gzip: gz.length < size * 0.95 ? { body: gz, etag: `${base}-gz"` } : null,
  };
}

/** The addresses an entry answers: /x/index.html and /x (and / for the home page). */
export function entryUrls(rel: string): string[] {
  const url = `/${rel}`;
  if (rel === "index.html") return [url, "/"];
  if (rel.endsWith("/index.html")) return [url, url.slice(0, -"/index.html".length)];
  return [url];
}

export function loadSite(root: string, manifestPath = join(root, "..", "csp.json")): Map<string, StaticEntry> {
  const map = new Map<string, StaticEntry>();
  if (!existsSync(root)) return map;
  let manifest: CspManifest | null = null;
  if (existsSync(manifestPath)) manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as CspManifest;
  for (const full of filesUnder(root)) {
    const rel = relative(root, full).split(sep).join("/");
    const ext = extname(rel).toLowerCase();
    if (ext === ".br" || ext === ".gz" || rel === "__spa-fallback.html") continue;
    const pre = (e: ".br" | ".gz") => (existsSync(full + e) ? readFileSync(full + e) : null);
    const entry = siteEntry(rel, readFileSync(full), {
      csp: manifest?.pages[rel] ?? null,
      br: pre(".br"),
      gz: pre(".gz"),
    });
    for (const url of entryUrls(rel)) map.set(url, entry);
  }
  return map;
}

/** Addresses visitors and old links use for our pages (a prefix match: /careers/x -> /career/x). */
export const ALIASES: Readonly<Record<string, string>> = {
  "/careers": "/career",
  "/jobs": "/career",
  "/about-us": "/about",
  "/contact-us": "/contact",
  "/pricing": "/price",
  "/features": "/feature",
  "/testimonials": "/testimonial",
  "/home": "/",
};

/** Where a request for `path` should be sent permanently, or null (serve it, or 404). */
export function redirectTarget(path: string, exists: (p: string) => boolean): string | null {
  let p = path;
  if (p.endsWith("/index.html")) p = p.slice(0, -"index.html".length);
  if (p.length > 1) p = p.replace(/\/+$/, "") || "/";
  for (const [from, to] of Object.entries(ALIASES)) {
    if (p === from || p.startsWith(`${from}/`)) {
      p = (to === "/" ? "" : to) + p.slice(from.length) || "/";
      break;
    }
  }
  if (p === path || !p.startsWith("/") || p.startsWith("//") || p === "/404") return null;
  return exists(p) ? p : null;
}

/** br if the client takes it, then gzip; q=0 means "not this one". */
export function pickEncoding(header: string | undefined, entry: StaticEntry): Variant & { name: string | null } {
  if (header && (entry.br || entry.gzip)) {
    const accepted = new Set<string>();
    for (const part of header.toLowerCase().split(",")) {
      const [token, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      if (q && Number(q.slice(2)) === 0) continue;
      if (token) accepted.add(token.trim());
    }
    if (entry.br && (accepted.has("br") || accepted.has("*"))) return { ...entry.br, name: "br" };
    if (entry.gzip && (accepted.has("gzip") || accepted.has("*"))) return { ...entry.gzip, name: "gzip" };
  }
  return { ...entry.identity, name: null };
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: StaticEntry, status: number) {
  const chosen = pickEncoding(request.headers["accept-encoding"], entry);
  reply.header("content-type", entry.type);
  reply.header("cache-control", status === 200 ? entry.cacheControl : "no-cache");
  if (entry.csp) reply.header("content-security-policy", entry.csp);
  if (entry.rel.startsWith("admin/")) reply.header("x-robots-tag", "noindex, nofollow");
  if (entry.br || entry.gzip) reply.header("vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("etag", chosen.etag);
    const inm = request.headers["if-none-match"];
    if (inm && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === chosen.etag)) {
      return reply.code(304).send();
    }
  }
  if (chosen.name) reply.header("content-encoding", chosen.name);
  return reply.code(status).send(chosen.body);
}

const FALLBACK_404 = Buffer.from(
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body></html>',
);

declare module "fastify" {
  interface FastifyInstance {
    /** Answers the site's 404 page (status 404). */
    sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
    /** The site as served now; `replace` swaps in a new version of some of its addresses at once. */
    liveSite: LiveSite;
  }
}

export default fp<StaticSiteOptions>(
  async function staticSite(app: FastifyInstance, opts) {
    // Replaced whole, never changed in place, when staff publish (server/site/publisher.ts): a
    // request reads one map from start to end, so it gets the old page or the new one.
    let site = loadSite(opts.root, opts.cspManifest);
    if (site.size === 0) app.log.warn("no prerendered site found; serving the API only");
    else app.log.info({ files: site.size }, "site loaded");
    const fallback404: StaticEntry = {
      rel: "404.html",
      type: "text/html; charset=utf-8",
      cacheControl: "no-cache",
      csp: pageCspHeader(null),
      identity: { body: FALLBACK_404, etag: etagOf(FALLBACK_404) },
      br: null,
      gzip: null,
    };
    // The not-found page as served now: a publication (or a new year) renders it again like any page.
    const notFoundPage = (): StaticEntry => site.get("/404/index.html") ?? fallback404;

    app.decorate("liveSite", {
      get: (url: string) => site.get(url),
      replace(changes: ReadonlyMap<string, StaticEntry | null>) {
        const next = new Map(site);
        for (const [url, entry] of changes) {
          if (entry) next.set(url, entry);
          else next.delete(url);
        }
        site = next;
      },
    });

    app.decorate("sendNotFoundPage", (request: FastifyRequest, reply: FastifyReply) =>
      sendEntry(request, reply, notFoundPage(), 404),
    );

    app.get("/*", { schema: {}, config: { static: true }, logLevel: "warn" }, async (request, reply) => {
      const q = request.url.indexOf("?");
      const path = q === -1 ? request.url : request.url.slice(0, q);
      if (isApiPath(path)) throw notFound();
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return app.sendNotFoundPage(request, reply);
      }
      if (decoded.includes("\0") || decoded === "/404" || decoded === "/404/")
        return app.sendNotFoundPage(request, reply);
      const entry = decoded.endsWith(".html") ? undefined : site.get(decoded);
      if (entry) return sendEntry(request, reply, entry, 200);
      // The staff workspace (app/workspace) routes in the browser: every /admin/* page is its shell.
      const workspace =
        decoded.startsWith("/admin/") && !decoded.startsWith("/admin/assets/") ? site.get("/admin") : undefined;
      if (workspace) return sendEntry(request, reply, workspace, 200);
      const target = redirectTarget(decoded, (p) => site.has(p));
      if (target) return reply.redirect(encodeURI(target) + (q === -1 ? "" : request.url.slice(q)), 301);
      const file = site.get(decoded);
      if (file && !file.rel.endsWith("index.html")) return sendEntry(request, reply, file, 200);
      return app.sendNotFoundPage(request, reply);
    });
  },
  { name: "static-site" },
);

declare module "fastify" {
  interface FastifyContextConfig {
    static?: boolean;
  }
}
