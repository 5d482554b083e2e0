/**
 * The Content routes of the workspace API (contracts/content.ts), for editors and admins: the
 * editors' content kinds (content/kinds.ts) as documents with drafts, previews, publication now
 * or at a time, revisions and restoring. Registered by api.ts inside the workspace plugin, so the
 * gate (default deny, same-origin changes) and the route enumeration of access.test.ts apply.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  contentDetailSchema,
  contentPageSchema,
  contentRevisionSchema,
  contentVersionSchema,
  createContentSchema,
  publishContentSchema,
  restoreContentSchema,
  saveContentSchema,
} from "#contracts/content.ts";
import type { Role } from "#contracts/workspace.ts";
import { contentKinds } from "#content/kinds.ts";
import type { Actor } from "../content/engine";
import { clientIpHash, unauthenticated } from "./access";
import { run, sendPreview } from "./listings-api";

const access: readonly Role[] = ["admin", "editor"];
const idParams = z.strictObject({ id: z.string().min(1).max(100) });
const revisionParams = z.strictObject({ id: z.string().min(1).max(100), number: z.coerce.number().int().min(1) });

export async function registerContentRoutes(app: FastifyInstance) {
  const actor = (request: FastifyRequest): Actor => {
    if (!request.staff) throw unauthenticated();
    return { id: request.staff.account.id, ipHash: clientIpHash(app, request) };
  };
  const documents = () => app.documents;
  const id = (request: FastifyRequest) => (request.params as z.infer<typeof idParams>).id;

  app.get("/content", { schema: { response: { 200: contentPageSchema } }, config: { access } }, async () => ({
    kinds: contentKinds.map(({ kind, label, description, singleton }) => ({ kind, label, description, singleton })),
    items: await documents().list(),
  }));

  app.post(
    "/content",
    {
      schema: { body: createContentSchema, response: { 200: contentDetailSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => {
      const body = request.body as z.infer<typeof createContentSchema>;
      return run(() => documents().create(actor(request), body.kind, body.slug, body.data));
    },
  );

  app.get(
    "/content/:id",
    { schema: { params: idParams, response: { 200: contentDetailSchema } }, config: { access } },
    async (request) => run(() => documents().detail(id(request))),
  );

  app.put(
    "/content/:id",
    {
      schema: { params: idParams, body: saveContentSchema, response: { 200: contentDetailSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => {
      const body = request.body as z.infer<typeof saveContentSchema>;
      return run(() => documents().save(actor(request), id(request), body.version, body.data));
    },
  );

  const action = <S extends z.ZodType>(
    path: string,
    body: S,
    work: (a: Actor, id: string, b: z.infer<S>) => Promise<unknown>,
  ) =>
    app.post(
      `/content/:id/${path}`,
      {
        schema: { params: idParams, body, response: { 200: contentDetailSchema } },
        config: { access, accepts: ["json"] },
      },
      async (request: FastifyRequest) => run(() => work(actor(request), id(request), request.body as z.infer<S>)),
    );

  action("publish", publishContentSchema, (a, doc, b) => documents().publish(a, doc, b.version, b.at));
  action("unschedule", contentVersionSchema, (a, doc, b) => documents().unschedule(a, doc, b.version));
  action("restore", restoreContentSchema, (a, doc, b) => documents().restore(a, doc, b.version, b.revision));

  app.get(
    "/content/:id/revisions/:number",
    { schema: { params: revisionParams, response: { 200: contentRevisionSchema } }, config: { access } },
    async (request) => {
      const { id: doc, number } = request.params as z.infer<typeof revisionParams>;
      return run(() => documents().revision(doc, number));
    },
  );

  app.get("/content/:id/preview", { schema: { params: idParams }, config: { access } }, async (request, reply) =>
    sendPreview(app, reply, () => documents().previewContent(id(request))),
  );
}
