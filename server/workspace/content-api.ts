/**
 * The Content routes of the workspace API (contracts/content.ts), for editors and admins: the
 * editors' content kinds (content/kinds.ts) as documents with drafts, previews, publication now
 * or at a time, revisions and restoring. Registered by api.ts inside the workspace plugin, so the
 * gate (default deny, same-origin changes) and the route enumeration of access.test.ts apply.
 */
import type { FastifyRequest } from "fastify";
import type { TypedApp } from "../plugins/zod";
import { z } from "zod";
import {
  contentDetailSchema,
  contentDiscardedSchema,
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
import { imageDeletedSchema, imageParamsSchema, imagesPageSchema, imageUploadedSchema } from "#contracts/content.ts";
import { ContentError, type Actor } from "../content/engine";
import { IMAGE_MAX_BYTES } from "../content/images";
import { clientIpHash, unauthenticated } from "./access";
import { run } from "../lib/errors";
import { actionOptions, idParams, revisionParams } from "./listings-api";
import { sendPreview } from "./preview";

const access: readonly Role[] = ["admin", "editor"];

export async function registerContentRoutes(app: TypedApp) {
  const actor = (request: FastifyRequest): Actor => {
    if (!request.staff) throw unauthenticated();
    return { id: request.staff.account.id, ipHash: clientIpHash(app, request) };
  };
  const documents = () => app.documents;

  app.get("/content", { schema: { response: { 200: contentPageSchema } }, config: { access } }, async () => ({
    kinds: contentKinds.map(({ kind, label, description, singleton, creatable }) => ({
      kind,
      label,
      description,
      singleton,
      creatable: !!creatable,
    })),
    items: await documents().list(),
  }));

  app.post(
    "/content",
    {
      schema: { body: createContentSchema, response: { 201: contentDetailSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await run(() => documents().create(actor(request), body.kind, body.data, body.slug));
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/content/:id",
    { schema: { params: idParams, response: { 200: contentDetailSchema } }, config: { access } },
    async (request) => run(() => documents().detail(request.params.id)),
  );

  app.put(
    "/content/:id",
    {
      schema: { params: idParams, body: saveContentSchema, response: { 200: contentDetailSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => {
      const body = request.body;
      return run(() => documents().save(actor(request), request.params.id, body.version, body.data));
    },
  );

  // The document's actions, each answering with the document.
  const action = <S extends z.ZodType>(body: S) => actionOptions(body, contentDetailSchema, access);
  app.post("/content/:id/publish", action(publishContentSchema), async (request) =>
    run(() => documents().publish(actor(request), request.params.id, request.body.version, request.body.at)),
  );
  app.post("/content/:id/unschedule", action(contentVersionSchema), async (request) =>
    run(() => documents().unschedule(actor(request), request.params.id, request.body.version)),
  );
  app.post("/content/:id/unpublish", action(contentVersionSchema), async (request) =>
    run(() => documents().unpublish(actor(request), request.params.id, request.body.version)),
  );
  // A draft that never went on the site, deleted with its revisions.
  app.post(
    "/content/:id/discard",
    actionOptions(contentVersionSchema, contentDiscardedSchema, access),
    async (request) => run(() => documents().discard(actor(request), request.params.id, request.body.version)),
  );
  app.post("/content/:id/restore", action(restoreContentSchema), async (request) =>
    run(() => documents().restore(actor(request), request.params.id, request.body.version, request.body.revision)),
  );

  app.get(
    "/content/:id/revisions/:number",
    { schema: { params: revisionParams, response: { 200: contentRevisionSchema } }, config: { access } },
    async (request) => {
      const { id: doc, number } = request.params;
      return run(() => documents().revision(doc, number));
    },
  );

  // An image for a document's image field: one file, checked by its bytes (server/content/images.ts).
  app.post(
    "/images",
    { schema: { response: { 201: imageUploadedSchema } }, config: { access, accepts: ["multipart"] } },
    async (request, reply) => {
      const who = actor(request);
      const uploaded = await run(async () => {
        let part;
        try {
          part = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
        } catch {
          throw new ContentError("validation", "Choose one picture to upload.", {
            image: "Choose one picture to upload.",
          });
        }
        if (!part)
          throw new ContentError("validation", "Choose one picture to upload.", {
            image: "Choose one picture to upload.",
          });
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch {
          const message = `The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Export a smaller one and upload it again.`;
          throw new ContentError("validation", message, { image: message });
        }
        return app.images.upload(who, bytes);
      });
      return reply.code(201).send(uploaded);
    },
  );

  // Every uploaded picture with the documents whose revisions name it (the Pictures screen).
  app.get("/images", { schema: { response: { 200: imagesPageSchema } }, config: { access } }, async () => ({
    items: await app.images.list(),
  }));

  // A picture no revision of any document names: it and its derived files go (409 otherwise).
  app.delete(
    "/images/:id",
    { schema: { params: imageParamsSchema, response: { 200: imageDeletedSchema } }, config: { access } },
    async (request) => {
      const { id: image } = request.params;
      return run(() => app.images.remove(actor(request), image));
    },
  );

  app.get("/content/:id/preview", { schema: { params: idParams }, config: { access } }, async (request, reply) =>
    sendPreview(app, reply, () => documents().previewContent(request.params.id)),
  );
}
