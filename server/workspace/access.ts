/**
 * The workspace API's gate (docs/workspace.md, docs/decisions/0031-workspace-sessions-and-access.md):
 * - every route under /api/admin declares `config.access` ("public", "session" or a list of
 *   roles) and a schema; a route without them makes the server fail at start-up;
 * - one onRequest hook denies by default: no valid session -> 401, wrong role -> 403, before any
 *   handler runs, so no data can leave;
 * - state-changing requests must come from the site's own origin (stricter than the public
 *   forms: no CORS origins, no same-site neighbours), on top of the SameSite=Lax cookie.
 * Also what the route files share: the caller as a Viewer, the empty body and the `:id` parameter.
 */
import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { z } from "zod";
import type { Role } from "#contracts/workspace.ts";
import { HttpError } from "../lib/errors";
import { sameHost } from "../plugins/cross-origin";
import type { Session } from "../staff/service";
import { ipHash } from "../intake";
import type { Viewer } from "./submissions";

export type Access = "public" | "session" | readonly Role[];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call a workspace route: anyone, any signed-in person, or these roles. */
    access?: Access;
    /** Allowed while the person must still add a passkey (passkeys required, none yet). */
    duringPasskeySetup?: boolean;
  }
  interface FastifyRequest {
    staff: Session | null;
  }
}

export const COOKIE_SECURE = "__Host-corvanta_staff";
export const COOKIE_PLAIN = "corvanta_staff";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Over TLS (SITE_URL https, or the request itself): Secure and the __Host- prefix. */
export function isSecure(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.config.siteOrigin.startsWith("https:") || request.protocol === "https";
}

export const cookieName = (secure: boolean) => (secure ? COOKIE_SECURE : COOKIE_PLAIN);

export function readSessionCookie(app: FastifyInstance, request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[cookieName(isSecure(app, request))];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

export function setSessionCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, secret: string) {
  const secure = isSecure(app, request);
  reply.header(
    "set-cookie",
    serializeCookie(cookieName(secure), secret, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: Math.floor(app.config.workspace.sessionAbsoluteMs / 1000),
    }),
  );
}

export function clearSessionCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const secure = isSecure(app, request);
  reply.header(
    "set-cookie",
    serializeCookie(cookieName(secure), "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 }),
  );
}

/** The workspace only takes changes from its own origin: Sec-Fetch-Site same-origin (or none), Origin this host or SITE_URL (or none). */
export function workspaceCsrfProblem(app: FastifyInstance, request: FastifyRequest): string | null {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return `sec-fetch-site ${String(site)}`;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  if (origin === app.config.siteOrigin || sameHost(String(origin), request.host)) return null;
  return "foreign origin";
}

export const clientIpHash = (app: FastifyInstance, request: FastifyRequest) =>
  ipHash(app.config.ipHashSecret, request.ip);

/** Fails start-up for a workspace route without an access declaration or a schema. */
export function checkRouteDeclaration(route: RouteOptions) {
  const access = route.config?.access;
  const where = `${String(route.method)} ${route.url}`;
  if (access === undefined)
    throw new Error(`Workspace route ${where} declares no access (config.access): refusing to start`);
  if (access !== "public" && access !== "session" && (!Array.isArray(access) || access.length === 0)) {
    throw new Error(`Workspace route ${where} has an invalid access declaration`);
  }
  if (!route.schema) throw new Error(`Workspace route ${where} has no schema: refusing to start`);
}

export const unauthenticated = () => new HttpError(401, "unauthenticated", "Please sign in.");

/** The signed-in caller, as the workspace services take it (the gate has read the session). */
export function viewer(app: FastifyInstance, request: FastifyRequest): Viewer {
  const s = request.staff;
  if (!s) throw unauthenticated();
  return { id: s.account.id, roles: s.roles, ipHash: clientIpHash(app, request) };
}

/** The body of an action that takes none: nothing, `{}` or null. */
export const empty = z.union([z.strictObject({}), z.undefined(), z.null()]);
/** The `:id` of a workspace path (a submission, a staff member, a passkey, an outbox message). */
export const idParams = z.strictObject({ id: z.string().min(1).max(200) });
export const forbidden = () => new HttpError(403, "forbidden", "Your role does not give access to this.");

/** The one gate: runs on every request to a workspace route, before validation and the handler. */
export function gate(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (UNSAFE.has(request.method)) {
      const problem = workspaceCsrfProblem(app, request);
      if (problem) {
        request.log.info({ reason: problem }, "cross-site workspace request refused");
        throw new HttpError(403, "forbidden", "Cross-site requests are not accepted.");
      }
    }
    const access = request.routeOptions.config?.access;
    if (access === undefined) throw forbidden(); // unreachable: checked at start-up; deny anyway
    const session = await app.staff.resolveSession(readSessionCookie(app, request));
    request.staff = session;
    if (access === "public") return;
    if (!session) throw unauthenticated();
    if (access !== "session" && !access.some((r) => session.roles.includes(r))) throw forbidden();
    if (!request.routeOptions.config?.duringPasskeySetup && (await app.staff.requirePasskeys())) {
      const n = (await app.staff.passkeyCounts([session.account.id])).get(session.account.id) ?? 0;
      if (n === 0) throw new HttpError(403, "passkey_required", "Passkeys are required: add a passkey to continue.");
    }
  };
}
