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

/**
 * 410 Gone: a certificate we issued that does not verify today (docs/decisions/0085-certificate-not-valid-answer.md).
 * It carries the reason and the one date that explains it, never the holder or the programme.
 */
export const certificateNotValidSchema = z.object({
  error: z.literal("not_valid"),
  message: z.string(),
  id: z.string(),
  status: z.enum(["revoked", "expired", "not_yet_valid"]),
  /** revoked: the day it was revoked; expired: its last valid day; not_yet_valid: its first valid day. */
  date: z.string(),
});
export type CertificateNotValid = z.infer<typeof certificateNotValidSchema>;
