/**
 * Running the workspace, in the workspace API (contracts/workspace.ts; docs/workspace.md): the
 * e-mail outbox's health and retries, the dashboard, the people one can assign, staff accounts
 * (invitations, roles, disabling), the audit log, the settings and the retention job. The
 * handlers call staff/service.ts, submissions.ts, audit-log.ts and retention.ts, as the
 * command-line tool does. Registered by api.ts inside the workspace plugin, so the gate, the
 * error mapping and the route enumeration of access.test.ts apply to them as to every other route.
 */
import {
  auditPageSchema,
  auditQuerySchema,
  countSchema,
  dashboardSchema,
  invitationCreatedSchema,
  inviteRequestSchema,
  outboxHealthSchema,
  peopleSchema,
  retentionStatusSchema,
  settingsSchema,
  settingsUpdateRequestSchema,
  staffListSchema,
  staffMemberSchema,
  staffUpdateRequestSchema,
  WORKSPACE_PATHS as P,
} from "#contracts/workspace.ts";
import type { TypedApp } from "../plugins/zod";
import { HttpError } from "../lib/errors";
import { empty, idParams, viewer } from "./access";
import { auditPage } from "./audit-log";

export function registerOperationsRoutes(app: TypedApp) {
  // ---------------------------------------------------------- e-mail, dashboard, people
  app.get(P.outbox, { schema: { response: { 200: outboxHealthSchema } }, config: { access: ["admin"] } }, async () =>
    app.outbox.health(),
  );

  app.post(
    P.outboxRetry,
    { schema: { params: idParams, body: empty }, config: { access: ["admin"] } },
    async (request, reply) => {
      await app.outbox.retry(viewer(app, request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    P.outboxRetryFailed,
    { schema: { body: empty, response: { 200: countSchema } }, config: { access: ["admin"] } },
    async (request) => ({
      count: await app.outbox.retry(viewer(app, request), null),
    }),
  );

  app.get(
    P.dashboard,
    { schema: { response: { 200: dashboardSchema } }, config: { access: "session" } },
    async (request) => app.dashboard.summary(viewer(app, request)),
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

  const settings = async () => ({ requirePasskeys: await app.staff.requirePasskeys() });
  app.get(P.settings, { schema: { response: { 200: settingsSchema } }, config: { access: ["admin"] } }, settings);

  app.patch(
    P.settings,
    {
      schema: { body: settingsUpdateRequestSchema, response: { 200: settingsSchema } },
      config: { access: ["admin"], accepts: ["json"] },
    },
    async (request) => {
      const b = request.body;
      const me = viewer(app, request).id;
      // Requiring passkeys sends everyone without one to add one before anything else; on an
      // address where the browser refuses passkeys, the admin who asked would be locked out.
      if (b.requirePasskeys && !(await app.staff.requirePasskeys())) {
        const mine = (await app.staff.passkeyCounts([me])).get(me) ?? 0;
        if (mine === 0)
          throw new HttpError(
            409,
            "conflict",
            "Add a passkey to your own account first (your name in the menu, then Add a passkey): requiring passkeys before you have one would lock you out.",
          );
      }
      await app.staff.setRequirePasskeys(b.requirePasskeys, me);
      return settings();
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
