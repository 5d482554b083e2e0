/**
 * Content-Security-Policy for prerendered pages. Pages cannot carry per-request nonces, so
 * every inline <script> (the boot script, the islands loader, the speculation rules) is
 * allowed by the sha256 of its exact text, computed from the built HTML
 * (scripts/postbuild.mjs writes them to BUILD_DIR/csp.json; the server falls back to computing
 * them when it loads a page the manifest does not list). docs/decisions/0013-csp-hashes.md.
 */
import { createHash } from "node:crypto";

export interface PageCsp {
  /** Hashes of inline <script> elements that run (data blocks such as JSON-LD are never executed, so not listed). */
  script: string[];
  /** Hashes of inline <style> elements. */
  style: string[];
  /** Hashes of style="" attribute values (need 'unsafe-hashes'). */
  styleAttr: string[];
}

export interface CspManifest {
  version: 1;
  pages: Record<string, PageCsp>;
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const unique = (xs: string[]) => [...new Set(xs)].sort();

/** The text of an attribute value as React escapes it (quotes, apostrophes, angle brackets, ampersands). */
export const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Hashes of the inline scripts and styles of one HTML document. */
export function pageCspFromHtml(html: string): PageCsp {
  const script: string[] = [];
  const style: string[] = [];
  const styleAttr: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    // A data block (JSON-LD) is not script: the CSP does not govern it, and its hash would only
    // lengthen every page's header, which travels in the document's first round trip.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    // Speculation rules are not run, but Chromium checks them against script-src all the same.
    if (
      type &&
      type !== "module" &&
      type !== "speculationrules" &&
      !/^(text|application)\/(java|ecma)script$/.test(type)
    )
      continue;
    script.push(sha256(m[2] ?? ""));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) style.push(sha256(m[1] ?? ""));
  // style="" attributes outside scripts (a crude but sufficient scan of server-rendered markup).
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");
  for (const m of markup.matchAll(/<[a-zA-Z][^>]*?\sstyle\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    styleAttr.push(sha256(decodeEntities(m[2] ?? m[3] ?? "")));
  }
  return { script: unique(script), style: unique(style), styleAttr: unique(styleAttr) };
}

export interface CspOptions {
  /** Extra origins the page may call and post forms to (a split-deployment API). */
  connectOrigins?: string[];
  /** false: no form on the page may be sent (a preview's, which sends nothing). */
  forms?: boolean;
}

const q = (xs: string[]) => xs.map((x) => `'${x}'`);

/** The policy for one page. */
export function pageCspHeader(page: PageCsp | null, options: CspOptions = {}): string {
  const extra = options.connectOrigins ?? [];
  const scriptSrc = ["'self'", ...q(page?.script ?? [])];
  const styleSrc = ["'self'", ...q(page?.style ?? [])];
  if (page?.styleAttr.length) styleSrc.push("'unsafe-hashes'", ...q(page.styleAttr));
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    `style-src ${styleSrc.join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...extra].join(" ")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${options.forms === false ? "'none'" : ["'self'", ...extra].join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers are data, never documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
