/**
 * API tokens in the workspace API (admins only; docs/api.md): list, create (the token is in the
 * answer once), revoke. Registered by api.ts inside the workspace plugin, so the gate and the
 * default-deny table of access.test.ts cover them.
 */
import type { FastifyRequest } from "fastify";
import type { TypedApp } from "../plugins/zod";
import { z } from "zod";
import {
  API_TOKEN_PATHS,
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  apiTokenSchema,
} from "#contracts/api-v1.ts";
import type { Role } from "#contracts/workspace.ts";
import { clientIpHash, empty, unauthenticated } from "./access";

const access: readonly Role[] = ["admin"];
const idParams = z.strictObject({ id: z.string().min(1).max(64) });

export async function registerTokenRoutes(app: TypedApp) {
  const actor = (request: FastifyRequest) => {
    if (!request.staff) throw unauthenticated();
    return { id: request.staff.account.id, ipHash: clientIpHash(app, request) };
  };
  app.get(
    API_TOKEN_PATHS.list,
    { schema: { response: { 200: apiTokenListSchema } }, config: { access } },
    async () => ({ items: await app.apiTokens.list() }),
  );
  app.post(
    API_TOKEN_PATHS.list,
    {
      schema: { body: apiTokenCreateSchema, response: { 201: apiTokenCreatedSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request, reply) => reply.code(201).send(await app.apiTokens.create(actor(request), request.body)),
  );
  app.post(
    API_TOKEN_PATHS.revoke,
    { schema: { params: idParams, body: empty, response: { 200: apiTokenSchema } }, config: { access } },
    async (request) => app.apiTokens.revoke(actor(request), request.params.id),
  );
}
