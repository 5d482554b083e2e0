/** POST /api/contacts: JSON from the contact form, or a native form post (303 to /thank-you/contact). */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "#contracts/api.ts";
import { contactSchema } from "#contracts/contact.ts";
import { bodyHash } from "../idempotency";
import type { ZodTypeProvider } from "../plugins/zod";
import { routeRateLimit } from "../plugins/rate-limit";
import { acceptSubmission } from "../intake";
import { createdSchema } from "#contracts/created.ts";

export default async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.contact,
    {
      schema: { body: contactSchema, response: { 201: createdSchema } },
      config: { accepts: ["json", "form"], rateLimit: routeRateLimit(app.config.rateLimits.contacts) },
    },
    async (request, reply) => {
      const { website, startedAt, source, ...fields } = request.body;
      return acceptSubmission(app, request, reply, {
        kind: "contact",
        route: API_PATHS.contact,
        data: { kind: "contact", fields },
        antiSpam: { website, startedAt },
        sourceField: source,
        hash: bodyHash(request.body),
      });
    },
  );
}
