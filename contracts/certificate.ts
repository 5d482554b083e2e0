import { z } from "zod";
import { CERTIFICATE_ID_PATTERN, LIMITS } from "./limits";

/** GET /api/certificates/:id. IDs are letters, digits and hyphens; anything else is simply "not found". */
export const certificateIdSchema = z
  .string()
  .trim()
  .min(1, { error: "Enter a certificate ID." })
  .max(LIMITS.certificateId)
  .regex(CERTIFICATE_ID_PATTERN, { error: "Certificate IDs contain only letters, digits and hyphens." });

/** The public fields a lookup returns; nothing else about the holder ever leaves the server. */
export const certificateResultSchema = z.object({
  id: z.string(),
  holderName: z.string(),
  programme: z.string(),
  issuedOn: z.string(),
  validUntil: z.string().nullable(),
});
export type CertificateResult = z.infer<typeof certificateResultSchema>;
