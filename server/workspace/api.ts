/**
 * The workspace API's routes: one Fastify plugin mounted at /api/admin (contracts/workspace.ts
 * lists every shape), over the services that services.ts builds and registers first. Here is what
 * every route shares: the gate (access.ts) on each request, each route's access declaration
 * checked at start-up and listed in `workspaceRoutes` (access.test.ts enumerates them), the error
 * mapping and the catch-all 404. Each area's routes are a file of their own taking the app as
 * TypedApp: session-api.ts, inbox-api.ts (with hiring.ts), operations-api.ts, certificates-api.ts,
 * listings-api.ts, destinations-api.ts, content-api.ts, tokens-api.ts and analytics/traffic-api.ts.
 */
import type { BodyType } from "../plugins/body-parsers";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { WORKSPACE_API } from "#contracts/workspace.ts";
import { HttpError, httpErrorOf, ServiceError } from "../lib/errors";
import { listRoutes } from "../lib/route-list";
import { mapError, sendError } from "../plugins/errors";
import type { ZodTypeProvider } from "../plugins/zod";
import { type Access, checkRouteDeclaration, gate } from "./access";
import { registerSessionRoutes } from "./session-api";
import { registerInboxRoutes } from "./inbox-api";
import { registerOperationsRoutes } from "./operations-api";
import { registerCertificateRoutes } from "./certificates-api";
import { registerContentRoutes } from "./content-api";
import { registerListingRoutes } from "./listings-api";
import { registerDestinationRoutes } from "./destinations-api";
import { registerTokenRoutes } from "./tokens-api";
import { registerTrafficRoutes } from "../analytics/traffic-api";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route Fastify registered under /api/admin (from its onRoute hook), with its declared access. */
    workspaceRoutes: { method: string; url: string; access: Access; accepts?: BodyType[] }[];
  }
}

export default fp(
  async function workspaceApi(root: FastifyInstance) {
    const routes: FastifyInstance["workspaceRoutes"] = [];
    root.decorate("workspaceRoutes", routes);

    await root.register(
      async (app) => {
        app.decorateRequest("staff", null);
        listRoutes<{ access: Access; accepts?: BodyType[] }>(app, routes, checkRouteDeclaration, (route) => ({
          access: route.config!.access!,
          accepts: route.config?.accepts,
        }));
        app.addHook("onRequest", gate(app));
        app.setErrorHandler((err: FastifyError, request, reply) => {
          const mapped = mapError(httpErrorOf(err) as FastifyError);
          if (mapped.status >= 500) request.log.error({ err }, "request failed");
          else request.log.info({ status: mapped.status, error: mapped.error }, "request rejected");
          const refused: unknown = err;
          if (refused instanceof ServiceError && refused.retryAfterMs)
            reply.header("retry-after", String(Math.ceil(refused.retryAfterMs / 1000)));
          if (reply.sent) return;
          return sendError(app, request, reply, mapped);
        });
        // Unknown workspace paths: 401 when signed out (nothing about what exists), 404 otherwise.
        // A route, not a not-found handler: the site's GET /* would otherwise answer first.
        app.all("/*", { schema: {}, config: { access: "session", duringPasskeySetup: true } }, async () => {
          throw new HttpError(404, "not_found", "Not found.");
        });
        const typed = app.withTypeProvider<ZodTypeProvider>();
        registerSessionRoutes(typed);
        registerInboxRoutes(typed);
        registerOperationsRoutes(typed);
        await registerCertificateRoutes(typed);
        await registerListingRoutes(typed);
        await registerDestinationRoutes(typed);
        await registerContentRoutes(typed);
        await registerTokenRoutes(typed);
        registerTrafficRoutes(typed);
      },
      { prefix: WORKSPACE_API },
    );
  },
  { name: "workspace-api", dependencies: ["services", "analytics", "workspace-services"] },
);
