/**
 * buildApp(options): the whole server, used as-is by production (server/main.ts) and by the
 * tests (app.inject()). Plugins in the order of fastify/demo: external concerns (schemas,
 * errors, headers, cross-origin, body parsing, multipart, rate limits), then the app's own
 * services (database, mail, outbox relay), then routes, then the static site.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Socket } from "node:net";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { DestinationStream } from "pino";
import { RESUME_MAX_BYTES } from "#contracts/fields.ts";
import type { Config } from "./config";
import type { Db, DbHandle } from "./db";
import { notFound } from "./lib/errors";
import { scrub } from "./lib/scrub";
import type { OutboxRelay } from "./mail/relay";
import type { DeliveryRelay } from "./deliveries/relay";
import type { DestinationService } from "./deliveries/service";
import type { Mailer } from "./mail/transport";
import bodyParsers from "./plugins/body-parsers";
import connections, { clientErrorHandler } from "./plugins/connections";
import crossOrigin from "./plugins/cross-origin";
import errors, { mapError, sendError } from "./plugins/errors";
import rateLimits from "./plugins/rate-limit";
import securityHeaders, { applySecurityHeaders, isApiPath } from "./plugins/security-headers";
import services, { type ServicesOptions } from "./plugins/services";
import staticSite from "./plugins/static-site";
import zodSchemas from "./plugins/zod";
import applicationRoutes from "./routes/applications";
import certificateRoutes from "./routes/certificates";
import contactRoutes from "./routes/contacts";
import healthRoutes from "./routes/healthz";
import quoteRoutes from "./routes/quotes";
import workspaceApi from "./workspace/api";
import workspaceServices, { type WorkspaceServicesOptions } from "./workspace/services";
import publishing, { type PublishingOptions } from "./plugins/publishing";
import apiV1 from "./api/v1";
import analytics from "./analytics/index";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    now: () => number;
    /** Origins admitted by CORS and the CSRF check: SITE_URL's and CORS_ORIGINS. */
    allowedOrigins: Set<string>;
    paths: { data: string; uploads: string; mail: string };
    /**
     * shuttingDown: SIGTERM arrived (new requests get 503); lastRequestAt and silent (connections
     * accepted whose first request has not been read yet): for the drain.
     */
    state: { shuttingDown: boolean; lastRequestAt: number; silent: Set<Socket> };
    db: Db;
    dbHandle: DbHandle;
    mailer: Mailer;
    relay: OutboxRelay;
    /** The outbox's relay of webhooks, chat alerts and CDN purges (server/deliveries/relay.ts). */
    deliveries: DeliveryRelay;
    destinations: DestinationService;
  }
}

export interface BuildAppOptions extends ServicesOptions {
  config: Config;
  /** Where log lines go: a stream (tests capture them), false for none; default stdout. */
  logStream?: DestinationStream | false;
  /** The prerendered site (BUILD_DIR/client); default config.staticDir; none: API only. */
  staticDir?: string;
  now?: () => number;
  /** The staff workspace's services (behind /api/admin): retention timer, test hooks. */
  workspace?: WorkspaceServicesOptions;
  /** The generation poll and the scheduler of publishing (the server starts them; tests drive them). */
  publishing?: Omit<PublishingOptions, "clientDir">;
}

/** Multipart limits, explicit (they would otherwise fall back to the 1 MiB body limit). */
export const MULTIPART_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 20,
  parts: 30,
  fieldSize: 10 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
} as const;

/** What a log line may say about a request: method and path (route pattern for parameters); no query, address or headers. */
function logUrl(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern.includes(":")) return pattern;
  const q = request.url.indexOf("?");
  return q === -1 ? request.url : request.url.slice(0, q);
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: logUrl(request) }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (err: Error & { code?: unknown; statusCode?: unknown }) => ({
    type: err.name,
    code: typeof err.code === "string" ? err.code : undefined,
    statusCode: typeof err.statusCode === "number" ? err.statusCode : undefined,
    message: scrub(String(err.message ?? "")),
    stack: err.stack ? scrub(err.stack, 2000) : "",
  }),
};

/** How often Node looks for requests past their deadline: every second, or a quarter of it. */
const CHECK_EVERY_MS = (config: Config) => Math.min(1000, Math.floor(config.requestTimeoutMs / 4));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logStream === false
        ? false
        : {
            level: config.logLevel,
            stream: options.logStream ?? process.stdout,
            serializers: logSerializers,
            // Belt and braces behind the serializers: headers and bodies never reach a line, at any
            // level (at trace, @fastify/multipart logs its busboy options, request headers included).
            redact: {
              paths: ["req.headers", "headers", "body", "req.body", "busboyOptions", "*.headers", "*.body"],
              remove: true,
            },
          },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Node cuts requests whose headers (or body, with no handler reading it yet) outlive
    // requestTimeout, but only when it looks, every connectionsCheckingInterval (30 s by
    // default). Checking often and a little early keeps every cut within REQUEST_TIMEOUT_MS;
    // bodies being read are bounded by plugins/connections.ts.
    requestTimeout: Math.max(500, config.requestTimeoutMs - CHECK_EVERY_MS(config)),
    http: { connectionsCheckingInterval: CHECK_EVERY_MS(config) },
    connectionTimeout: config.requestTimeoutMs + 10_000,
    keepAliveTimeout: 10_000,
    // Shutdown: plugins/connections.ts answers new requests 503 with our headers and
    // `Connection: close` (Fastify's own 503 carries none), and server/main.ts drains first.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    clientErrorHandler: clientErrorHandler(config.siteOrigin.startsWith("https:")),
    routerOptions: { maxParamLength: 2048 },
    // A URL the router cannot decode: our 400, with our headers, without echoing the path.
    frameworkErrors: (_err, req, rep) => {
      const request = req as unknown as FastifyRequest;
      const reply = rep as unknown as FastifyReply;
      applySecurityHeaders(request, reply, config.siteOrigin.startsWith("https:"));
      const body = { error: "bad_request", message: "The request could not be read.", requestId: request.id };
      reply.code(400).type("application/json; charset=utf-8").send(JSON.stringify(body));
    },
  });

  app.decorate("config", config);
  app.decorate("now", options.now ?? Date.now);
  app.decorate("allowedOrigins", new Set([config.siteOrigin, ...config.corsOrigins]));
  app.decorate("paths", {
    data: config.dataDir,
    uploads: join(config.dataDir, "uploads"),
    mail: join(config.dataDir, "mail"),
  });
  app.decorate("state", { shuttingDown: false, lastRequestAt: 0, silent: new Set<Socket>() });

  // External concerns.
  await app.register(zodSchemas);
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(connections);
  await app.register(crossOrigin);
  await app.register(bodyParsers);
  // defParamCharset: browsers send file names as UTF-8 (busboy's default would read them as latin1).
  await app.register(multipart, {
    limits: MULTIPART_LIMITS,
    throwFileSizeLimit: true,
    ...({ defParamCharset: "utf8" } as object),
  });
  await app.register(rateLimits);

  // The application's services.
  await app.register(services, {
    database: options.database,
    mailer: options.mailer,
    relay: options.relay,
    deliveries: options.deliveries,
    startRelay: options.startRelay,
    closeDatabase: options.closeDatabase,
  });

  // Routes.
  await app.register(healthRoutes);
  await app.register(quoteRoutes);
  await app.register(contactRoutes);
  await app.register(applicationRoutes);
  await app.register(certificateRoutes);
  await app.register(analytics);
  const staticDir = options.staticDir ?? config.staticDir ?? join(config.dataDir, ".no-site");
  await app.register(publishing, { clientDir: staticDir, ...options.publishing });
  // The staff workspace: its services (they need analytics), then its routes under /api/admin.
  await app.register(workspaceServices, options.workspace ?? {});
  await app.register(workspaceApi);
  await app.register(apiV1);

  // The prerendered site, last: it answers every other GET.
  await app.register(staticSite, { root: staticDir });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || request.method !== "GET") return sendError(app, request, reply, mapError(notFound()));
    return app.sendNotFoundPage(request, reply);
  });

  return app;
}
