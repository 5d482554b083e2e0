/**
 * /api/v1 (docs/api.md): the developers' API, with bearer API tokens. Every route declares the
 * scopes it needs (config.scopes) and a schema; a route without them stops the server at start
 * (checkScopes). One onRequest hook denies by default: no valid token 401, a missing scope 403,
 * before validation and the handler. The same access rules as the workspace: a token reads what its
 * scopes' role would (leads: sales; applications: recruiter), through the same services. Each use
 * is rate limited per token and recorded in the audit log.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import {
  API_V1,
  API_V1_PATHS as P,
  listAnswerSchema,
  listQuerySchema,
  statusChangeSchema,
  submissionParamsSchema,
  submissionSchema,
  type ApiScope,
} from "#contracts/api-v1.ts";
import type { Role, SubmissionKind } from "#contracts/workspace.ts";
import { HttpError, httpErrorOf } from "../lib/errors";
import { listRoutes } from "../lib/route-list";
import { mapError, sendError } from "../plugins/errors";
import type { ZodTypeProvider } from "../plugins/zod";
import { clientIpHash } from "../workspace/access";

import type { Viewer } from "../workspace/submissions";
import { TokenService, type ApiToken } from "./tokens";
import { openApiDocument } from "./openapi";

export type ScopeRule = "public" | readonly ApiScope[] | "read-kind" | "write-kind";

declare module "fastify" {
  interface FastifyContextConfig {
    /** /api/v1: who may call it: anyone, these scopes, or the read (and write) scope of the :kind asked for. */
    scopes?: ScopeRule;
  }
  interface FastifyRequest {
    apiToken: ApiToken | null;
  }
  interface FastifyInstance {
    apiTokens: TokenService;
    /** Every route registered under /api/v1, with its declared scopes (access.test.ts enumerates them). */
    apiV1Routes: { method: string; url: string; scopes: ScopeRule }[];
  }
}

const readScope = (kind: SubmissionKind): ApiScope => (kind === "application" ? "applications:read" : "leads:read");
const roleOf: Record<string, Role> = { "leads:read": "sales", "applications:read": "recruiter" };

export function checkScopes(route: RouteOptions) {
  const where = `${String(route.method)} ${route.url}`;
  const s = route.config?.scopes;
  if (s === undefined) throw new Error(`API route ${where} declares no scopes (config.scopes): refusing to start`);
  if (!route.schema) throw new Error(`API route ${where} has no schema: refusing to start`);
}

const unauthenticated = () =>
  new HttpError(401, "unauthenticated", "Send a valid API token: Authorization: Bearer cvt_...");
const forbidden = () => new HttpError(403, "forbidden", "This token's scopes do not allow this.");

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h !== "string") return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  return m ? m[1]! : null;
}

export default fp(
  async function apiV1(root: FastifyInstance) {
    const tokens = new TokenService({ db: root.db, now: root.now });
    root.decorate("apiTokens", tokens);
    const routes: FastifyInstance["apiV1Routes"] = [];
    root.decorate("apiV1Routes", routes);
    let document: unknown = null;

    await root.register(
      async (app) => {
        app.decorateRequest("apiToken", null);
        listRoutes(app, routes, checkScopes, (route) => ({ scopes: route.config!.scopes! }));
        app.addHook("onRequest", async (request) => {
          const rule = request.routeOptions.config?.scopes;
          if (rule === undefined) throw forbidden();
          if (rule === "public") return;
          const raw = bearer(request);
          const token = raw ? await tokens.verify(raw) : null;
          if (!token) throw unauthenticated();
          request.apiToken = token;
          // Before validation: the raw path parameter, else the query's (a string, when given).
          const kind = kindIn(request.params) ?? kindIn(request.query);
          const needed: ApiScope[] =
            rule === "read-kind" || rule === "write-kind"
              ? [
                  ...(kind === "quote" || kind === "contact" || kind === "application" ? [readScope(kind)] : []),
                  ...(rule === "write-kind" ? (["statuses:write"] as const) : []),
                ]
              : [...rule];
          if (!needed.length || !needed.every((s) => token.scopes.includes(s))) {
            // A kind that is not one: the schema's 400 says so, once the scopes are known to allow reading.
            if (!(kind !== undefined && !["quote", "contact", "application"].includes(kind) && token.scopes.length))
              throw forbidden();
          }
          await tokens.used(token, request.routeOptions.url ?? "", request.method, clientIpHash(root, request));
        });
        app.setErrorHandler((err, request, reply) => {
          const mapped = mapError(httpErrorOf(err) as Error);
          if (mapped.status >= 500) request.log.error({ err }, "request failed");
          return sendError(app, request, reply, mapped);
        });
        const viewer = (request: FastifyRequest): Viewer => {
          const t = request.apiToken!;
          return {
            id: t.createdBy ?? `api-token:${t.id}`,
            roles: t.scopes.map((s) => roleOf[s]).filter((r): r is Role => Boolean(r)),
            ipHash: clientIpHash(root, request),
          };
        };
        const limit = {
          max: root.config.apiRateLimit.max,
          timeWindow: root.config.apiRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) =>
            `v1:${createHash("sha256")
              .update(bearer(request) ?? request.ip)
              .digest("hex")
              .slice(0, 32)}`,
        };
        const typed = app.withTypeProvider<ZodTypeProvider>();

        typed.get(P.openapi, { schema: {}, config: { scopes: "public" } }, async (_request, reply) => {
          document ??= openApiDocument(root.config.siteOrigin);
          return reply.header("cache-control", "public, max-age=300").send(document);
        });

        typed.get(
          P.submissions,
          {
            schema: { querystring: listQuerySchema, response: { 200: listAnswerSchema } },
            config: { scopes: "read-kind", rateLimit: limit },
          },
          async (request) => {
            const page = await root.workspace.inbox(viewer(request), request.query);
            return {
              items: page.items.map((i) => ({
                kind: i.kind,
                id: i.id,
                receivedAt: i.receivedAt,
                name: i.name,
                email: i.email,
                topic: i.topic,
                status: i.status,
              })),
              nextCursor: page.nextCursor,
            };
          },
        );

        const one = async (request: FastifyRequest, p: z.infer<typeof submissionParamsSchema>) => {
          const d = await root.workspace.detail(viewer(request), p.kind, p.id, { markRead: false });
          return {
            kind: d.kind,
            id: d.id,
            receivedAt: d.receivedAt,
            status: d.status,
            statuses: d.statuses,
            fields: d.fields,
          };
        };

        typed.get(
          P.submission,
          {
            schema: { params: submissionParamsSchema, response: { 200: submissionSchema } },
            config: { scopes: "read-kind", rateLimit: limit },
          },
          async (request) => one(request, request.params),
        );

        typed.patch(
          P.submission,
          {
            schema: { params: submissionParamsSchema, body: statusChangeSchema, response: { 200: submissionSchema } },
            config: { scopes: "write-kind", rateLimit: limit, accepts: ["json"] },
          },
          async (request) => {
            await root.workspace.update(viewer(request), request.params.kind, request.params.id, {
              status: request.body.status,
            });
            return one(request, request.params);
          },
        );
      },
      { prefix: API_V1 },
    );
  },
  { name: "api-v1", dependencies: ["services", "workspace-services"] },
);

/** The `kind` a request names in its path or query, as the client sent it (before validation). */
function kindIn(values: unknown): string | undefined {
  if (typeof values !== "object" || values === null || !("kind" in values)) return undefined;
  return typeof values.kind === "string" ? values.kind : undefined;
}
