/**
 * GET /api/certificates/:id: the public fields of a valid certificate. A malformed, unknown or
 * revoked ID gets the same 404 body, so the answer tells nothing beyond "not valid"; lookups
 * are rate limited. IDs are matched case-insensitively (issued IDs are upper case).
 */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "../../contracts/api";
import { z } from "zod";
import { certificateIdSchema, certificateResultSchema, type CertificateResult } from "../../contracts/certificate";
import { HttpError } from "../lib/errors";
import type { ZodTypeProvider } from "../plugins/zod";
import { routeRateLimit } from "../plugins/rate-limit";

// The same body as any other API miss: a lookup tells nothing beyond "not valid".
const NOT_FOUND_MESSAGE = "Not found.";

export default async function certificateRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PATHS.certificate}/:id`,
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: certificateResultSchema } },
      config: { rateLimit: routeRateLimit(app.config.rateLimits.certificates) },
    },
    async (request, reply): Promise<CertificateResult> => {
      reply.header("cache-control", "no-store");
      const parsed = certificateIdSchema.safeParse(request.params.id);
      if (!parsed.success) throw new HttpError(404, "not_found", NOT_FOUND_MESSAGE);
      const row = await app.db
        .selectFrom("certificates")
        .select(["id", "holder_name", "programme", "issued_on", "valid_until"])
        .where("id", "=", parsed.data.toUpperCase())
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, "not_found", NOT_FOUND_MESSAGE);
      return { id: row.id, holderName: row.holder_name, programme: row.programme, issuedOn: row.issued_on, validUntil: row.valid_until };
    },
  );
}
