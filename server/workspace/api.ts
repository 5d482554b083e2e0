/**
 * The workspace API: one Fastify plugin mounted at /api/admin (contracts/workspace.ts lists every
 * shape). Routes declare who may call them (access.ts); the handlers only translate HTTP to the
 * service functions (staff/service.ts, staff/passkeys.ts, workspace/submissions.ts,
 * workspace/retention.ts) that the command-line tool calls too.
 */
import type { BodyType } from "../plugins/body-parsers";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { z } from "zod";
import {
  acceptInvitationRequestSchema,
  acceptedMessageSchema,
  auditPageSchema,
  auditQuerySchema,
  changePasswordRequestSchema,
  countSchema,
  dashboardSchema,
  exportQuerySchema,
  inboxPageSchema,
  inboxQuerySchema,
  invitationCreatedSchema,
  invitationInfoSchema,
  inviteRequestSchema,
  meSchema,
  noteRequestSchema,
  noteSchema,
  outboxHealthSchema,
  passkeyListSchema,
  passkeyRegisterOptionsSchema,
  passkeyRegisterRequestSchema,
  passkeySchema,
  passkeySignInOptionsSchema,
  passkeySignInVerifyRequestSchema,
  passwordResetCompleteRequestSchema,
  passwordResetInfoSchema,
  passwordResetRequestSchema,
  passwordStrengthRequestSchema,
  passwordStrengthSchema,
  peopleSchema,
  retentionStatusSchema,
  settingsSchema,
  settingsUpdateRequestSchema,
  signInRequestSchema,
  spamPageSchema,
  spamQuerySchema,
  staffListSchema,
  staffMemberSchema,
  staffUpdateRequestSchema,
  submissionDetailSchema,
  submissionUpdateRequestSchema,
  tokenSchema,
  WORKSPACE_API,
  WORKSPACE_PATHS,
} from "#contracts/workspace.ts";
import { HttpError, httpErrorOf, ServiceError } from "../lib/errors";
import { mapError, sendError } from "../plugins/errors";
import type { TypedApp, ZodTypeProvider } from "../plugins/zod";
import { routeRateLimit } from "../plugins/rate-limit";
import { kinds } from "../registry";
import { PasskeyService } from "../staff/passkeys";
import { passwordStrength } from "../staff/passwords";
import { RESET_ACCEPTED, StaffService, type Session } from "../staff/service";
import { DbThrottleStore, FallbackThrottleStore, RedisThrottleStore, type ThrottleStore } from "../staff/throttle";
import {
  type Access,
  checkRouteDeclaration,
  clearSessionCookie,
  clientIpHash,
  gate,
  readSessionCookie,
  setSessionCookie,
  unauthenticated,
} from "./access";
import { auditPage } from "./audit-log";
import { HiringService, registerHiringRoutes } from "./hiring";
import { registerCertificateRoutes } from "./certificates-api";
import { registerContentRoutes } from "./content-api";
import { registerListingRoutes } from "./listings-api";
import { registerDestinationRoutes } from "./destinations-api";
import { registerTokenRoutes } from "./tokens-api";
import { RetentionJob } from "./retention";
import { registerTrafficRoutes } from "../analytics/traffic-api";
import { WorkspaceService, type Viewer } from "./submissions";

declare module "fastify" {
  interface FastifyInstance {
    staff: StaffService;
    passkeys: PasskeyService;
    workspace: WorkspaceService;
    retention: RetentionJob;
    /** Every route Fastify registered under /api/admin (from its onRoute hook), with its declared access. */
    workspaceRoutes: { method: string; url: string; access: Access; accepts?: BodyType[] }[];
  }
}

export interface WorkspaceApiOptions {
  /** Start the daily retention purge timer (the server does; tests start it themselves). */
  startRetention?: boolean;
  /** Replaces the wait before a slowed sign-in answer (tests). */
  sleep?: (ms: number) => Promise<unknown>;
}

const empty = z.union([z.strictObject({}), z.undefined(), z.null()]);
const idParams = z.strictObject({ id: z.string().min(1).max(200) });
const tokenParams = z.strictObject({ token: tokenSchema });
const limit = { max: 30, windowMs: 60_000 };

async function buildThrottle(app: FastifyInstance): Promise<ThrottleStore> {
  const db = new DbThrottleStore(app.db);
  if (!app.config.redisUrl) return db;
  const redis = new Redis(app.config.redisUrl, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  redis.on("error", (err) => app.log.warn({ err: { message: err.message } }, "redis error (sign-in throttle)"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return new FallbackThrottleStore(new RedisThrottleStore(redis, `${app.config.rateLimitPrefix}auth:`), db, (err) =>
    app.log.warn({ err: { message: (err as Error).message } }, "sign-in throttle: Redis failed, using the database"),
  );
}

function viewer(app: FastifyInstance, request: FastifyRequest): Viewer {
  const s = request.staff;
  if (!s) throw unauthenticated();
  return { id: s.account.id, roles: s.roles, ipHash: clientIpHash(app, request) };
}

function session(request: FastifyRequest): Session {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

/** The origin a passkey ceremony runs on: the page's own (this host, or SITE_URL). */
function ceremonyOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === "string" && /^https?:\/\//.test(origin)) {
    try {
      const u = new URL(origin);
      const host = new URL(`${u.protocol}//${request.host}`);
      if (origin === app.config.siteOrigin || (u.hostname === host.hostname && u.port === host.port)) return u.origin;
    } catch {
      // fall through to SITE_URL
    }
  }
  return app.config.siteOrigin;
}

async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Session["account"],
  method: Session["session"]["method"],
) {
  const previous = readSessionCookie(app, request);
  const { secret, session: s } = await app.staff.createSession(account.id, method, previous);
  await app.staff.signedIn(account, method, clientIpHash(app, request));
  setSessionCookie(app, request, reply, secret);
  const fresh = (await app.staff.getAccount(account.id)) ?? account;
  return app.staff.me({ account: fresh, session: s, roles: app.staff.member(fresh, 0).roles });
}

export default fp<WorkspaceApiOptions>(
  async function workspaceApi(root: FastifyInstance, opts) {
    const throttle = await buildThrottle(root);
    const wakeRelay = () => {
      root.relay.wake();
      root.deliveries.wake();
    };
    const staff = new StaffService({
      db: root.db,
      config: root.config,
      now: root.now,
      throttle,
      wakeRelay,
      sleep: opts.sleep,
    });
    const workspace = new WorkspaceService({
      db: root.db,
      afterErase: root.dbHandle.afterErase,
      config: root.config,
      now: root.now,
      paths: root.paths,
      wakeRelay,
    });
    const retention = new RetentionJob({
      db: root.db,
      afterErase: root.dbHandle.afterErase,
      config: root.config,
      now: root.now,
      paths: root.paths,
      log: root.log.child({ component: "retention" }),
      analytics: root.analytics,
    });
    root.decorate("staff", staff);
    root.decorate("passkeys", new PasskeyService(staff));
    root.decorate("workspace", workspace);
    root.decorate("hiring", new HiringService(workspace));
    root.decorate("retention", retention);
    const routes: FastifyInstance["workspaceRoutes"] = [];
    root.decorate("workspaceRoutes", routes);
    if (opts.startRetention) {
      root.addHook("onReady", async () => retention.start());
    }
    root.addHook("onClose", async () => retention.stop());

    await root.register(
      async (app) => {
        app.decorateRequest("staff", null);
        app.addHook("onRoute", (route) => {
          checkRouteDeclaration(route);
          for (const method of [route.method].flat())
            routes.push({
              method: String(method),
              url: route.url,
              access: route.config!.access!,
              accepts: route.config?.accepts,
            });
        });
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
        await registerRoutes(app.withTypeProvider<ZodTypeProvider>());
        await registerCertificateRoutes(app.withTypeProvider<ZodTypeProvider>());
        await registerListingRoutes(app.withTypeProvider<ZodTypeProvider>());
        await registerDestinationRoutes(app.withTypeProvider<ZodTypeProvider>());
        await registerContentRoutes(app.withTypeProvider<ZodTypeProvider>());
        await registerTokenRoutes(app.withTypeProvider<ZodTypeProvider>());
        registerTrafficRoutes(app);
      },
      { prefix: WORKSPACE_API },
    );
  },
  { name: "workspace-api", dependencies: ["services", "analytics"] },
);

type App = TypedApp;
const P = WORKSPACE_PATHS;
const sub = (path: string, kind: string) => path.replace(":kind", kind);

async function registerRoutes(app: App) {
  // ---------------------------------------------------------- sign-in and session
  app.post(
    P.signIn,
    {
      schema: { body: signInRequestSchema, response: { 200: meSchema } },
      config: { access: "public", accepts: ["json"], rateLimit: routeRateLimit(limit) },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await app.staff.signInWithPassword(email, password, clientIpHash(app, request));
      return startSession(app, request, reply, account, "password");
    },
  );

  app.get(
    P.me,
    { schema: { response: { 200: meSchema } }, config: { access: "session", duringPasskeySetup: true } },
    async (request) => app.staff.me(session(request)),
  );

  app.post(P.signOut, { schema: { body: empty }, config: { access: "public" } }, async (request, reply) => {
    const secret = readSessionCookie(app, request);
    if (secret) await app.staff.endSession(secret);
    if (request.staff)
      await app.staff.audit({
        actorId: request.staff.account.id,
        action: "sign_out",
        targetType: "staff",
        targetId: request.staff.account.id,
        ipHash: clientIpHash(app, request),
      });
    clearSessionCookie(app, request, reply);
    return reply.code(204).send();
  });

  app.post(
    P.signOutEverywhere,
    { schema: { body: empty }, config: { access: "session", duringPasskeySetup: true } },
    async (request, reply) => {
      const s = session(request);
      await app.staff.endAllSessions(s.account.id);
      await app.staff.audit({
        actorId: s.account.id,
        action: "sign_out_everywhere",
        targetType: "staff",
        targetId: s.account.id,
        ipHash: clientIpHash(app, request),
      });
      clearSessionCookie(app, request, reply);
      return reply.code(204).send();
    },
  );

  app.post(
    P.passwordStrength,
    {
      schema: { body: passwordStrengthRequestSchema, response: { 200: passwordStrengthSchema } },
      config: { access: "public", accepts: ["json"], rateLimit: routeRateLimit({ max: 120, windowMs: 60_000 }) },
    },
    async (request) => {
      const b = request.body;
      return passwordStrength(b.password, b.userInputs ?? []);
    },
  );

  app.get(
    P.invitation,
    {
      schema: { params: tokenParams, response: { 200: invitationInfoSchema } },
      config: { access: "public", rateLimit: routeRateLimit(limit) },
    },
    async (request) => app.staff.invitationInfo(request.params.token),
  );

  app.post(
    P.acceptInvitation,
    {
      schema: { body: acceptInvitationRequestSchema, response: { 200: meSchema } },
      config: { access: "public", accepts: ["json"], rateLimit: routeRateLimit(limit) },
    },
    async (request, reply) => {
      const b = request.body;
      const account = await app.staff.acceptInvitation(b.token, b.password, clientIpHash(app, request));
      return startSession(app, request, reply, account, "invitation");
    },
  );

  app.post(
    P.passwordResetRequest,
    {
      schema: { body: passwordResetRequestSchema, response: { 202: acceptedMessageSchema } },
      config: { access: "public", accepts: ["json"], rateLimit: routeRateLimit({ max: 5, windowMs: 10 * 60_000 }) },
    },
    async (request, reply) => {
      const { email } = request.body;
      const ip = clientIpHash(app, request);
      // The answer leaves first and is the same for every address; the work happens after it.
      setImmediate(() => {
        app.staff
          .requestPasswordReset(email, ip)
          .catch((err: unknown) => app.log.error({ err }, "password reset request failed"));
      });
      return reply.code(202).send({ message: RESET_ACCEPTED });
    },
  );

  app.get(
    P.passwordReset,
    {
      schema: { params: tokenParams, response: { 200: passwordResetInfoSchema } },
      config: { access: "public", rateLimit: routeRateLimit(limit) },
    },
    async (request) => app.staff.resetInfo(request.params.token),
  );

  app.post(
    P.passwordResetComplete,
    {
      schema: { body: passwordResetCompleteRequestSchema, response: { 200: meSchema } },
      config: { access: "public", accepts: ["json"], rateLimit: routeRateLimit(limit) },
    },
    async (request, reply) => {
      const b = request.body;
      const account = await app.staff.completePasswordReset(b.token, b.password, clientIpHash(app, request));
      return startSession(app, request, reply, account, "reset");
    },
  );

  app.post(
    P.changePassword,
    {
      schema: { body: changePasswordRequestSchema },
      config: { access: "session", accepts: ["json"], rateLimit: routeRateLimit(limit) },
    },
    async (request, reply) => {
      const b = request.body;
      await app.staff.changePassword(session(request), b.currentPassword, b.newPassword, clientIpHash(app, request));
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------- passkeys
  app.post(
    P.passkeySignInOptions,
    {
      schema: { body: empty, response: { 200: passkeySignInOptionsSchema } },
      config: { access: "public", rateLimit: routeRateLimit(limit) },
    },
    async (request) => app.passkeys.authenticationOptions(ceremonyOrigin(app, request)),
  );

  app.post(
    P.passkeySignInVerify,
    {
      schema: { body: passkeySignInVerifyRequestSchema, response: { 200: meSchema } },
      config: { access: "public", accepts: ["json"], rateLimit: routeRateLimit(limit) },
    },
    async (request, reply) => {
      const b = request.body;
      const account = await app.passkeys.authenticate(b.challengeId, b.response, clientIpHash(app, request));
      return startSession(app, request, reply, account, "passkey");
    },
  );

  app.get(
    P.passkeys,
    { schema: { response: { 200: passkeyListSchema } }, config: { access: "session", duringPasskeySetup: true } },
    async (request) => ({
      items: await app.passkeys.list(session(request).account.id),
    }),
  );

  app.post(
    P.passkeyRegisterOptions,
    {
      schema: { body: empty, response: { 200: passkeyRegisterOptionsSchema } },
      config: { access: "session", duringPasskeySetup: true },
    },
    async (request) => app.passkeys.registrationOptions(session(request), ceremonyOrigin(app, request)),
  );

  app.post(
    P.passkeys,
    {
      schema: { body: passkeyRegisterRequestSchema, response: { 201: passkeySchema } },
      config: { access: "session", duringPasskeySetup: true, accepts: ["json"] },
    },
    async (request, reply) => {
      const b = request.body;
      const created = await app.passkeys.register(
        session(request),
        b.challengeId,
        b.response,
        b.name,
        clientIpHash(app, request),
      );
      return reply.code(201).send(created);
    },
  );

  app.delete(P.passkey, { schema: { params: idParams }, config: { access: "session" } }, async (request, reply) => {
    await app.passkeys.remove(session(request), request.params.id, clientIpHash(app, request));
    return reply.code(204).send();
  });

  // ---------------------------------------------------------- inbox and submissions
  app.get(
    P.inbox,
    {
      schema: { querystring: inboxQuerySchema, response: { 200: inboxPageSchema } },
      config: { access: ["admin", "sales"] },
    },
    async (request) => app.workspace.inbox(viewer(app, request), request.query),
  );

  for (const def of kinds) {
    const roles = def.roles;
    const params = idParams;
    app.get(
      sub(P.submission, def.kind),
      { schema: { params, response: { 200: submissionDetailSchema } }, config: { access: roles } },
      async (request) => app.workspace.detail(viewer(app, request), def.kind, request.params.id),
    );
    app.patch(
      sub(P.submission, def.kind),
      {
        schema: { params, body: submissionUpdateRequestSchema, response: { 200: submissionDetailSchema } },
        config: { access: roles, accepts: ["json"] },
      },
      async (request) => {
        const b = request.body;
        return app.workspace.update(viewer(app, request), def.kind, request.params.id, b);
      },
    );
    app.post(
      sub(P.submissionNotes, def.kind),
      {
        schema: { params, body: noteRequestSchema, response: { 201: noteSchema } },
        config: { access: roles, accepts: ["json"] },
      },
      async (request, reply) => {
        const note = await app.workspace.addNote(viewer(app, request), def.kind, request.params.id, request.body.body);
        return reply.code(201).send(note);
      },
    );
    app.post(
      sub(P.submissionUnread, def.kind),
      { schema: { params, body: empty }, config: { access: roles } },
      async (request, reply) => {
        await app.workspace.markUnread(viewer(app, request), def.kind, request.params.id);
        return reply.code(204).send();
      },
    );
    // Erasure on request: admins only, whatever the state.
    app.delete(
      sub(P.submission, def.kind),
      { schema: { params }, config: { access: ["admin"] } },
      async (request, reply) => {
        await app.workspace.erase(viewer(app, request), def.kind, request.params.id);
        return reply.code(204).send();
      },
    );
    app.post(
      sub(P.spamRelease, def.kind),
      { schema: { params, body: empty, response: { 200: submissionDetailSchema } }, config: { access: roles } },
      async (request) => {
        const v = viewer(app, request);
        const id = request.params.id;
        await app.workspace.releaseSpam(v, def.kind, id);
        return app.workspace.detail(v, def.kind, id);
      },
    );
    app.delete(sub(P.spamItem, def.kind), { schema: { params }, config: { access: roles } }, async (request, reply) => {
      await app.workspace.erase(viewer(app, request), def.kind, request.params.id, {
        onlySpam: true,
      });
      return reply.code(204).send();
    });
  }

  registerHiringRoutes(app, (request) => viewer(app, request));

  app.get(
    P.spam,
    {
      schema: { querystring: spamQuerySchema, response: { 200: spamPageSchema } },
      config: { access: ["admin", "sales", "recruiter"] },
    },
    async (request) => app.workspace.spam(viewer(app, request), request.query),
  );

  app.get(
    P.export,
    { schema: { querystring: exportQuerySchema }, config: { access: ["admin", "sales"] } },
    async (request, reply) => {
      const f = request.query;
      const { csv } = await app.workspace.exportCsv(viewer(app, request), f);
      const day = new Date(app.now()).toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="corvanta-${f.kind ?? "inbox"}-${day}.csv"`)
        .send(csv);
    },
  );

  // ---------------------------------------------------------- e-mail, dashboard, people
  app.get(P.outbox, { schema: { response: { 200: outboxHealthSchema } }, config: { access: ["admin"] } }, async () =>
    app.workspace.outboxHealth(),
  );

  app.post(
    P.outboxRetry,
    { schema: { params: idParams, body: empty }, config: { access: ["admin"] } },
    async (request, reply) => {
      await app.workspace.retryOutbox(viewer(app, request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    P.outboxRetryFailed,
    { schema: { body: empty, response: { 200: countSchema } }, config: { access: ["admin"] } },
    async (request) => ({
      count: await app.workspace.retryOutbox(viewer(app, request), null),
    }),
  );

  app.get(
    P.dashboard,
    { schema: { response: { 200: dashboardSchema } }, config: { access: "session" } },
    async (request) => app.workspace.dashboard(viewer(app, request)),
  );

  app.get(P.people, { schema: { response: { 200: peopleSchema } }, config: { access: "session" } }, async () => ({
    items: await app.staff.people(),
  }));

  // ---------------------------------------------------------- staff accounts (admin)
  app.get(P.staff, { schema: { response: { 200: staffListSchema } }, config: { access: ["admin"] } }, async () => ({
    items: await app.staff.listStaff(),
  }));

  app.post(
    P.staffInvite,
    {
      schema: { body: inviteRequestSchema, response: { 201: invitationCreatedSchema } },
      config: { access: ["admin"], accepts: ["json"] },
    },
    async (request, reply) => {
      const b = request.body;
      const v = viewer(app, request);
      const r = await app.staff.invite(b, v.id, v.ipHash);
      return reply.code(201).send({ member: r.member, invitationUrl: r.url, expiresAt: r.expiresAt });
    },
  );

  app.patch(
    P.staffMember,
    {
      schema: { params: idParams, body: staffUpdateRequestSchema, response: { 200: staffMemberSchema } },
      config: { access: ["admin"], accepts: ["json"] },
    },
    async (request) => app.staff.update(request.params.id, request.body, viewer(app, request).id),
  );

  app.post(
    P.staffDisable,
    { schema: { params: idParams, body: empty, response: { 200: staffMemberSchema } }, config: { access: ["admin"] } },
    async (request) => app.staff.disable(request.params.id, viewer(app, request).id),
  );

  app.post(
    P.staffEnable,
    { schema: { params: idParams, body: empty, response: { 200: staffMemberSchema } }, config: { access: ["admin"] } },
    async (request) => app.staff.enable(request.params.id, viewer(app, request).id),
  );

  // ---------------------------------------------------------- audit, settings, retention (admin)
  app.get(
    P.audit,
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } }, config: { access: ["admin"] } },
    async (request) => auditPage(app.db, request.query),
  );

  app.get(P.settings, { schema: { response: { 200: settingsSchema } }, config: { access: ["admin"] } }, async () => ({
    requirePasskeys: await app.staff.requirePasskeys(),
  }));

  app.patch(
    P.settings,
    {
      schema: { body: settingsUpdateRequestSchema, response: { 200: settingsSchema } },
      config: { access: ["admin"], accepts: ["json"] },
    },
    async (request) => {
      const b = request.body;
      await app.staff.setRequirePasskeys(b.requirePasskeys, viewer(app, request).id);
      return { requirePasskeys: await app.staff.requirePasskeys() };
    },
  );

  app.get(
    P.retention,
    { schema: { response: { 200: retentionStatusSchema } }, config: { access: ["admin"] } },
    async () => app.retention.status(),
  );

  app.post(
    P.retentionRun,
    { schema: { body: empty, response: { 200: retentionStatusSchema } }, config: { access: ["admin"] } },
    async (request) => {
      await app.retention.runNow(viewer(app, request).id);
      return app.retention.status();
    },
  );
}
