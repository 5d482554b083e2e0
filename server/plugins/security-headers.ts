/**
 * Security headers on every response: pages, assets, API answers and every error (404, 413,
 * 415, 429, 5xx), because they are set on the way out (onSend). A page's CSP is set by the
 * static site plugin (hashes of its own inline scripts); everything else gets a strict default.
 */
import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_CSP, pageCspHeader } from "../lib/csp";

// Features no page of ours uses, refused to the page and anything it could frame. (FLoC's
// `interest-cohort` left the list on 2026-11-28: browsers dropped it for the Topics API, refused
// by `browsing-topics`, and every byte of a page's headers counts in its first round trip.)
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

export const isApiPath = (url: string) =>
  url === "/api" ||
  url.startsWith("/api/") ||
  url.startsWith("/api?") ||
  url === "/healthz" ||
  url.startsWith("/healthz?");

const DEFAULT_PAGE_CSP = pageCspHeader(null);

/**
 * A file of the build's /assets folder (a script, the stylesheet, the font, a page's data): named
 * by its hash, loaded by a page, never itself a document. Anything answered as HTML there (the 404
 * page for a miss) is a document and is not one of these.
 */
const isBuildAsset = (request: FastifyRequest, reply: FastifyReply) =>
  request.url.startsWith("/assets/") &&
  reply.statusCode < 400 &&
  !String(reply.getHeader("content-type") ?? "").startsWith("text/html");

/** Sets the headers on one reply (also used for the few answers Fastify makes outside the hooks). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, hsts: boolean) {
  const api = isApiPath(request.url);
  reply.header("x-content-type-options", "nosniff");
  reply.removeHeader("x-powered-by");
  reply.removeHeader("server");
  // A build asset gets nosniff and nothing else of this list: the policies below govern documents
  // and do nothing on a script or a font, and over HTTP/1.1 they were a kilobyte more on each of
  // the 15 or so files a page loads (docs/decisions/0102-nothing-fetched-by-the-browser-before-the-paint.md).
  if (isBuildAsset(request, reply)) return;
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  reply.header("cross-origin-opener-policy", "same-origin");
  reply.header("x-frame-options", "DENY");
  reply.header("x-request-id", request.id);
  if (hsts) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  if (api) {
    // A file sent as a download (résumé, CSV) is sandboxed too, should a browser ever render it.
    const download = /^attachment/i.test(String(reply.getHeader("content-disposition") ?? ""));
    // A page the API renders itself (a listing's preview, behind sign-in) keeps the policy made
    // from its own scripts; every other answer gets the API's.
    const page =
      String(reply.getHeader("content-type") ?? "").startsWith("text/html") &&
      reply.hasHeader("content-security-policy") &&
      reply.statusCode === 200;
    if (!page) reply.header("content-security-policy", download ? `${API_CSP}; sandbox` : API_CSP);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  } else if (!reply.hasHeader("content-security-policy")) {
    reply.header("content-security-policy", DEFAULT_PAGE_CSP);
  }
}

/**
 * An answer written straight to the socket, for the few cases no Fastify reply exists or can be
 * used: a request Node could not parse (400, 431), headers or a body that took too long (408),
 * an upload refused before its body is read. Same security headers as every other API answer,
 * a JSON body of the usual shape, and the connection closed after it.
 */
export function rawResponse(
  status: number,
  error: string,
  message: string,
  o: { hsts: boolean; retryAfterS?: number },
): string {
  const body = JSON.stringify({ error, message });
  const reason = STATUS_CODES[status] ?? "Error";
  const headers = [
    `HTTP/1.1 ${status} ${reason}`,
    "content-type: application/json; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    "connection: close",
    "cache-control: no-store",
    "x-content-type-options: nosniff",
    "referrer-policy: strict-origin-when-cross-origin",
    `permissions-policy: ${PERMISSIONS_POLICY}`,
    "cross-origin-opener-policy: same-origin",
    "x-frame-options: DENY",
    `content-security-policy: ${API_CSP}`,
    ...(o.hsts ? ["strict-transport-security: max-age=31536000; includeSubDomains"] : []),
    ...(o.retryAfterS ? [`retry-after: ${o.retryAfterS}`] : []),
  ];
  return `${headers.join("\r\n")}\r\n\r\n${body}`;
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const hsts = app.config.siteOrigin.startsWith("https:");
    app.addHook("onSend", async (request, reply, payload) => {
      applySecurityHeaders(request, reply, hsts);
      return payload;
    });
  },
  { name: "security-headers" },
);
