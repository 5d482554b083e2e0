/**
 * Sign-in and the session in the workspace API (contracts/workspace.ts; docs/workspace.md):
 * password sign-in, who is signed in, signing out here or everywhere, the password strength
 * meter, invitations, password resets, changing one's password, passkey sign-in and one's
 * passkeys. The handlers call staff/service.ts and staff/passkeys.ts, as the command-line tool
 * does. Registered by api.ts inside the workspace plugin, so the gate, the error mapping and the
 * route enumeration of access.test.ts apply to them as to every other route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  acceptInvitationRequestSchema,
  acceptedMessageSchema,
  changePasswordRequestSchema,
  invitationInfoSchema,
  meSchema,
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
  signInRequestSchema,
  tokenSchema,
  WORKSPACE_PATHS as P,
} from "#contracts/workspace.ts";
import { routeRateLimit } from "../plugins/rate-limit";
import type { TypedApp } from "../plugins/zod";
import { RESET_ACCEPTED, type Session } from "../staff/service";
import {
  clearSessionCookie,
  clientIpHash,
  empty,
  idParams,
  readSessionCookie,
  setSessionCookie,
  unauthenticated,
} from "./access";

const tokenParams = z.strictObject({ token: tokenSchema });
const limit = { max: 30, windowMs: 60_000 };

/**
 * The options of a public route that signs a person in (a password, an invitation, a reset, a
 * passkey): a JSON body, answered with who is signed in, rate limited. Used at each route, so
 * Fastify types that route's body from `body`.
 */
const signsIn = <S extends z.ZodType>(body: S) => ({
  schema: { body, response: { 200: meSchema } },
  config: { access: "public" as const, accepts: ["json" as const], rateLimit: routeRateLimit(limit) },
});

/**
 * The two public routes of a one-time link sent by e-mail (an invitation, a password reset): the
 * look-up that says what the link is for, and its use, which sets a password and signs in.
 */
type LinkAnswer = typeof invitationInfoSchema | typeof passwordResetInfoSchema;
function oneTimeLink(
  app: TypedApp,
  method: Session["session"]["method"],
  link: {
    /** The look-up: its path, its answer, and what reads it. */
    info: [path: string, answer: LinkAnswer, read: (token: string) => Promise<z.output<LinkAnswer>>];
    /** The use: its path, its body (the token and the new password), and what signs in with it. */
    use: [
      path: string,
      body: typeof acceptInvitationRequestSchema | typeof passwordResetCompleteRequestSchema,
      signIn: (token: string, password: string, ipHash: string) => Promise<Session["account"]>,
    ];
  },
) {
  const [infoPath, answer, read] = link.info;
  const [usePath, body, signIn] = link.use;
  app.get(
    infoPath,
    {
      schema: { params: tokenParams, response: { 200: answer } },
      config: { access: "public", rateLimit: routeRateLimit(limit) },
    },
    async (request) => read(request.params.token),
  );
  app.post(usePath, signsIn(body), async (request, reply) => {
    const { token, password } = request.body;
    const account = await signIn(token, password, clientIpHash(app, request));
    return startSession(app, request, reply, account, method);
  });
}

/** The caller's session (the gate has read it; a route open to the signed out has none). */
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

/** Signs in an account that has just proved who it is: a new session and its cookie; answers Me. */
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

export function registerSessionRoutes(app: TypedApp) {
  // ---------------------------------------------------------- sign-in and session
  app.post(P.signIn, signsIn(signInRequestSchema), async (request, reply) => {
    const { email, password } = request.body;
    const account = await app.staff.signInWithPassword(email, password, clientIpHash(app, request));
    return startSession(app, request, reply, account, "password");
  });

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
      return app.staff.passwordStrength(b.password, b.userInputs ?? []);
    },
  );

  oneTimeLink(app, "invitation", {
    info: [P.invitation, invitationInfoSchema, (token) => app.staff.invitationInfo(token)],
    use: [P.acceptInvitation, acceptInvitationRequestSchema, (...a) => app.staff.acceptInvitation(...a)],
  });

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

  oneTimeLink(app, "reset", {
    info: [P.passwordReset, passwordResetInfoSchema, (token) => app.staff.resetInfo(token)],
    use: [P.passwordResetComplete, passwordResetCompleteRequestSchema, (...a) => app.staff.completePasswordReset(...a)],
  });

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

  app.post(P.passkeySignInVerify, signsIn(passkeySignInVerifyRequestSchema), async (request, reply) => {
    const b = request.body;
    const account = await app.passkeys.authenticate(b.challengeId, b.response, clientIpHash(app, request));
    return startSession(app, request, reply, account, "passkey");
  });

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
}
