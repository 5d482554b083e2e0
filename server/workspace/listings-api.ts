/**
 * The Listings routes of the workspace API (contracts/listings.ts), for recruiters and admins.
 * Registered by api.ts inside the workspace plugin, so the gate (default deny, same-origin
 * changes), the error mapping and the route enumeration of access.test.ts apply to them.
 */
import type { FastifyRequest } from "fastify";
import type { TypedApp } from "../plugins/zod";
import { z } from "zod";
import {
  closeListingSchema,
  createListingSchema,
  listingDetailSchema,
  listingsPageSchema,
  listingsQuerySchema,
  publishListingSchema,
  restoreListingSchema,
  revisionViewSchema,
  saveListingSchema,
  versionOnlySchema,
} from "#contracts/listings.ts";
import type { Role } from "#contracts/workspace.ts";
import { run } from "../lib/errors";
import type { Actor } from "../content/listings";
import { clientIpHash, unauthenticated } from "./access";
import { sendPreview } from "./preview";

const access: readonly Role[] = ["admin", "recruiter"];
export const idParams = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * The options of a document's action (POST <collection>/:id/<action>, a JSON body, answered with
 * the document): the listings' and the content documents' actions alike. Used at each route, so
 * Fastify types that route's body from `body`.
 */
export const actionOptions = <S extends z.ZodType, R extends z.ZodType>(
  body: S,
  answer: R,
  access: readonly Role[],
) => ({
  schema: { params: idParams, body, response: { 200: answer } },
  config: { access, accepts: ["json" as const] },
});
/** A document's revision (GET <collection>/:id/revisions/:number). */
export const revisionParams = z.strictObject({
  id: z.string().min(1).max(100),
  number: z.coerce.number().int().min(1),
});

export async function registerListingRoutes(app: TypedApp) {
  const actor = (request: FastifyRequest): Actor => {
    if (!request.staff) throw unauthenticated();
    return { id: request.staff.account.id, ipHash: clientIpHash(app, request) };
  };
  const listings = () => app.listings;

  app.get(
    "/listings",
    { schema: { querystring: listingsQuerySchema, response: { 200: listingsPageSchema } }, config: { access } },
    async (request) => ({
      items: await listings().list(request.query),
    }),
  );

  app.post(
    "/listings",
    {
      schema: { body: createListingSchema, response: { 201: listingDetailSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request, reply) => {
      const body = request.body;
      return reply.code(201).send(await run(() => listings().create(actor(request), body.draft)));
    },
  );

  app.get(
    "/listings/:id",
    { schema: { params: idParams, response: { 200: listingDetailSchema } }, config: { access } },
    async (request) => run(() => listings().detail(request.params.id)),
  );

  app.put(
    "/listings/:id",
    {
      schema: { params: idParams, body: saveListingSchema, response: { 200: listingDetailSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      return run(() => listings().save(actor(request), id, body.version, body.draft));
    },
  );

  // The listing's actions, each answering with the listing.
  const action = <S extends z.ZodType>(body: S) => actionOptions(body, listingDetailSchema, access);
  app.post("/listings/:id/publish", action(publishListingSchema), async (request) =>
    run(() => listings().publish(actor(request), request.params.id, request.body.version, request.body.at)),
  );
  app.post("/listings/:id/unschedule", action(versionOnlySchema), async (request) =>
    run(() => listings().unschedule(actor(request), request.params.id, request.body.version)),
  );
  app.post("/listings/:id/close", action(closeListingSchema), async (request) =>
    run(() => listings().close(actor(request), request.params.id, request.body.version, request.body.on)),
  );
  app.post("/listings/:id/reopen", action(versionOnlySchema), async (request) =>
    run(() => listings().reopen(actor(request), request.params.id, request.body.version)),
  );
  app.post("/listings/:id/restore", action(restoreListingSchema), async (request) =>
    run(() => listings().restore(actor(request), request.params.id, request.body.version, request.body.revision)),
  );
  // A copy as a new draft: 201 with the new listing.
  app.post(
    "/listings/:id/duplicate",
    {
      schema: { params: idParams, body: versionOnlySchema, response: { 201: listingDetailSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request, reply) =>
      reply.code(201).send(await run(() => listings().duplicate(actor(request), request.params.id))),
  );

  app.get(
    "/listings/:id/revisions/:number",
    { schema: { params: revisionParams, response: { 200: revisionViewSchema } }, config: { access } },
    async (request) => {
      const { id, number } = request.params;
      return run(() => listings().revision(id, number));
    },
  );

  app.get("/listings/:id/preview", { schema: { params: idParams }, config: { access } }, async (request, reply) => {
    const { id } = request.params;
    return sendPreview(app, reply, async () => {
      const { content, slug } = await listings().previewContent(id);
      return { content, path: `/career/${slug}` };
    });
  });
}
