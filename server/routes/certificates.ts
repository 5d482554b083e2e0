/**
 * GET /api/certificates/:id (docs/product.md "Forms", docs/decisions/0085-certificate-not-valid-answer.md):
 * - 200 with the public fields of a certificate that is valid today;
 * - 410 with the reason and its one date for a certificate we issued that is revoked, expired or
 *   not yet valid (no holder, no programme);
 * - the same 404 body for a malformed or unknown ID, so a miss tells nothing more.
 * Lookups are rate limited. IDs are matched case-insensitively (issued IDs are upper case).
 * "Today" is the company's calendar day (WORKSPACE_TIME_ZONE).
 */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "#contracts/api.ts";
import { z } from "zod";
import {
  certificateIdSchema,
  certificateNotValidSchema,
  certificateResultSchema,
  type CertificateNotValid,
  type CertificateResult,
} from "#contracts/certificate.ts";
import { certificateStatus, todayIn } from "#contracts/certificate-admin.ts";
import { WORKSPACE_TIME_ZONE } from "#contracts/workspace.ts";
import { HttpError } from "../lib/errors";
import type { ZodTypeProvider } from "../plugins/zod";
import { routeRateLimit } from "../plugins/rate-limit";

// The same body as any other API miss: a lookup tells nothing beyond "not valid".
const NOT_FOUND_MESSAGE = "Not found.";

const NOT_VALID_MESSAGE = {
  revoked: "This certificate has been revoked.",
  expired: "This certificate has expired.",
  not_yet_valid: "This certificate is not valid yet.",
} as const;

export default async function certificateRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PATHS.certificate}/:id`,
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: certificateResultSchema, 410: certificateNotValidSchema },
      },
      config: { rateLimit: routeRateLimit(app.config.rateLimits.certificates) },
    },
    async (request, reply): Promise<CertificateResult | CertificateNotValid> => {
      reply.header("cache-control", "no-store");
      const parsed = certificateIdSchema.safeParse(request.params.id);
      if (!parsed.success) throw new HttpError(404, "not_found", NOT_FOUND_MESSAGE);
      const row = await app.db
        .selectFrom("certificates")
        .select(["id", "holder_name", "programme", "issued_on", "valid_until", "revoked_at"])
        .where("id", "=", parsed.data.toUpperCase())
        .executeTakeFirst();
      if (!row) throw new HttpError(404, "not_found", NOT_FOUND_MESSAGE);
      const today = todayIn(WORKSPACE_TIME_ZONE, app.now());
      const status = certificateStatus(
        { issuedOn: row.issued_on, validUntil: row.valid_until, revokedAt: row.revoked_at },
        today,
      );
      if (status !== "valid") {
        const date =
          status === "revoked"
            ? todayIn(WORKSPACE_TIME_ZONE, Date.parse(row.revoked_at!))
            : status === "expired"
              ? row.valid_until!
              : row.issued_on;
        return reply
          .code(410)
          .send({ error: "not_valid", message: NOT_VALID_MESSAGE[status], id: row.id, status, date });
      }
      return {
        id: row.id,
        holderName: row.holder_name,
        programme: row.programme,
        issuedOn: row.issued_on,
        validUntil: row.valid_until,
      };
    },
  );
}
