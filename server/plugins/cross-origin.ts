/**
 * Cross-origin rules for the API.
 * - CORS: only the site's own origin (SITE_URL) and CORS_ORIGINS are ever admitted, never "*"
 *   (a split deployment: pages on a CDN, API elsewhere).
 * - CSRF: a state-changing request from another site is refused with 403: Sec-Fetch-Site
 *   "cross-site", or an Origin that is neither this host nor an admitted origin ("null" too).
 *   Requests without either header (curl, server-to-server) are not browser-forged and pass.
 */
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function crossSiteProblem(request: FastifyRequest, allowed: Set<string>): string | null {
  const origin = request.headers.origin;
  const site = request.headers["sec-fetch-site"];
  const admitted = typeof origin === "string" && allowed.has(origin);
  if (site === "cross-site" && !admitted) return "cross-site request";
  if (origin === undefined) return null;
  if (admitted) return null;
  return sameHost(String(origin), request.host) ? null : "foreign origin";
}

/** Is the Origin this very host (the page and the API on one origin)? Default ports compare equal. */
export function sameHost(origin: string, hostHeader: string): boolean {
  try {
    const o = new URL(origin);
    if (o.protocol !== "http:" && o.protocol !== "https:") return false;
    const h = new URL(`${o.protocol}//${hostHeader}`);
    const port = (u: URL) => u.port || (u.protocol === "https:" ? "443" : "80");
    return o.hostname === h.hostname && port(o) === port(h);
  } catch {
    return false;
  }
}

export default fp(
  async function crossOrigin(app: FastifyInstance) {
    const allowed = app.allowedOrigins;
    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
      methods: ["GET", "HEAD", "POST"],
      allowedHeaders: ["Content-Type", "Accept", "Idempotency-Key"],
      exposedHeaders: ["Retry-After", "X-Request-Id", "Idempotent-Replayed"],
      credentials: false,
      maxAge: 600,
      strictPreflight: true,
    });

    app.addHook("onRequest", async (request) => {
      if (!UNSAFE.has(request.method)) return;
      const problem = crossSiteProblem(request, allowed);
      if (problem) {
        request.log.info({ reason: problem }, "cross-site request refused");
        throw new HttpError(403, "forbidden", "Cross-site requests are not accepted.");
      }
    });
  },
  { name: "cross-origin" },
);
