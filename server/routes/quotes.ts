/** POST /api/quotes: JSON from the quote forms, or a native form post (303 to /thank-you/quote). */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "#contracts/api.ts";
import { quoteSchema } from "#contracts/quote.ts";
import { bodyHash } from "../idempotency";
import type { ZodTypeProvider } from "../plugins/zod";
import { routeRateLimit } from "../plugins/rate-limit";
import { acceptSubmission } from "../intake";
import { createdSchema } from "#contracts/created.ts";

export default async function quoteRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.quote,
    {
      schema: { body: quoteSchema, response: { 201: createdSchema } },
      config: { accepts: ["json", "form"], rateLimit: routeRateLimit(app.config.rateLimits.quotes) },
    },
    async (request, reply) => {
      const { website, startedAt, source, ...fields } = request.body;
      return acceptSubmission(app, request, reply, {
        kind: "quote",
        route: API_PATHS.quote,
        data: { kind: "quote", fields },
        antiSpam: { website, startedAt },
        sourceField: source,
        hash: bodyHash(request.body),
      });
    },
  );
}
