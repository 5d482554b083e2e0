/**
 * The inbox in the workspace API (contracts/workspace.ts; docs/workspace.md): the inbox across
 * kinds, each kind's submission (detail, changes, notes, unread, erasure, spam release and
 * deletion), the hiring routes (hiring.ts), the spam list and the CSV export. The handlers call
 * submissions.ts and hiring.ts, as the command-line tool does. Registered by api.ts inside the
 * workspace plugin, so the gate, the error mapping and the route enumeration of access.test.ts
 * apply to them as to every other route.
 */
import {
  exportQuerySchema,
  inboxPageSchema,
  inboxQuerySchema,
  noteRequestSchema,
  noteSchema,
  spamPageSchema,
  spamQuerySchema,
  submissionDetailSchema,
  submissionUpdateRequestSchema,
  WORKSPACE_PATHS as P,
} from "#contracts/workspace.ts";
import type { TypedApp } from "../plugins/zod";
import { kinds } from "../registry";
import { indiaDay } from "../content/engine";
import { empty, idParams, viewer } from "./access";
import { registerHiringRoutes } from "./hiring";

const sub = (path: string, kind: string) => path.replace(":kind", kind);

export function registerInboxRoutes(app: TypedApp) {
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
        await app.spam.release(v, def.kind, id);
        return app.workspace.detail(v, def.kind, id);
      },
    );
    app.delete(sub(P.spamItem, def.kind), { schema: { params }, config: { access: roles } }, async (request, reply) => {
      await app.spam.delete(viewer(app, request), def.kind, request.params.id);
      return reply.code(204).send();
    });
  }

  registerHiringRoutes(app);

  app.get(
    P.spam,
    {
      schema: { querystring: spamQuerySchema, response: { 200: spamPageSchema } },
      config: { access: ["admin", "sales", "recruiter"] },
    },
    async (request) => app.spam.list(viewer(app, request), request.query),
  );

  app.get(
    P.export,
    { schema: { querystring: exportQuerySchema }, config: { access: ["admin", "sales"] } },
    async (request, reply) => {
      const f = request.query;
      const { csv } = await app.workspace.exportCsv(viewer(app, request), f);
      // The company's day (India), as the staff who download it read the date.
      const day = indiaDay(app.now());
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="corvanta-${f.kind ?? "inbox"}-${day}.csv"`)
        .send(csv);
    },
  );
}
