/**
 * The destination routes of the workspace API (contracts/destinations.ts), for admins only:
 * destinations of chat alerts and webhooks, their delivery log, test events, redelivery, pausing
 * and secret rotation. Registered by api.ts inside the workspace plugin, so the gate, the error
 * mapping and the route enumeration of access.test.ts apply to them as to every other route.
 */
import type { FastifyRequest } from "fastify";
import type { TypedApp } from "../plugins/zod";
import { z } from "zod";
import {
  DESTINATION_PATHS as P,
  deliveryPageSchema,
  deliveryQuerySchema,
  deliverySchema,
  destinationCreateRequestSchema,
  destinationListSchema,
  destinationSchema,
  destinationSecretSchema,
  destinationUpdateRequestSchema,
  rotateRequestSchema,
  testQueuedSchema,
} from "#contracts/destinations.ts";
import type { Role } from "#contracts/workspace.ts";
import { clientIpHash, empty, unauthenticated } from "./access";

const access: readonly Role[] = ["admin"];
const idParams = z.strictObject({ id: z.string().min(1).max(64) });
const deliveryParams = z.strictObject({ id: z.string().min(1).max(64), deliveryId: z.string().min(1).max(64) });

export async function registerDestinationRoutes(app: TypedApp) {
  const service = app.destinations;
  const actor = (request: FastifyRequest) => {
    if (!request.staff) throw unauthenticated();
    return { id: request.staff.account.id, ipHash: clientIpHash(app, request) };
  };

  app.get(P.list, { schema: { response: { 200: destinationListSchema } }, config: { access } }, async () =>
    service.list(),
  );

  app.post(
    P.list,
    {
      schema: { body: destinationCreateRequestSchema, response: { 201: destinationSecretSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request, reply) => reply.code(201).send(await service.create(actor(request), request.body)),
  );

  app.get(
    P.item,
    { schema: { params: idParams, response: { 200: destinationSchema } }, config: { access } },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    P.item,
    {
      schema: { params: idParams, body: destinationUpdateRequestSchema, response: { 200: destinationSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => service.update(actor(request), request.params.id, request.body),
  );

  app.delete(P.item, { schema: { params: idParams }, config: { access } }, async (request, reply) => {
    await service.remove(actor(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    P.test,
    { schema: { params: idParams, body: empty, response: { 202: testQueuedSchema } }, config: { access } },
    async (request, reply) =>
      reply.code(202).send({ eventId: await service.sendTest(actor(request), request.params.id) }),
  );

  app.post(
    P.rotate,
    {
      schema: { params: idParams, body: rotateRequestSchema, response: { 200: destinationSecretSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => service.rotate(actor(request), request.params.id, request.body.graceHours),
  );

  app.post(
    P.pause,
    { schema: { params: idParams, body: empty, response: { 200: destinationSchema } }, config: { access } },
    async (request) => service.pause(actor(request), request.params.id),
  );

  app.post(
    P.resume,
    { schema: { params: idParams, body: empty, response: { 200: destinationSchema } }, config: { access } },
    async (request) => service.resume(actor(request), request.params.id),
  );

  app.get(
    P.deliveries,
    {
      schema: { params: idParams, querystring: deliveryQuerySchema, response: { 200: deliveryPageSchema } },
      config: { access },
    },
    async (request) => service.deliveries(request.params.id, request.query),
  );

  app.post(
    P.redeliver,
    { schema: { params: deliveryParams, body: empty, response: { 202: deliverySchema } }, config: { access } },
    async (request, reply) => {
      const p = request.params;
      return reply.code(202).send(await service.redeliver(actor(request), p.id, p.deliveryId));
    },
  );
}
