import { z } from "zod";
import { LIMITS, antiSpam, field } from "./fields";

/**
 * POST /api/applications, multipart/form-data: the seven fields of docs/product.md "Forms"
 * (the résumé travels as the file part "resume") and the listing applied for.
 */
export const applicationSchema = z.strictObject({
  listingId: z.string({ error: "Choose the position you are applying for." }).trim().min(1).max(80),
  fullName: field.name.pipe(z.string()),
  email: field.email,
  phone: field.phone,
  experienceYears: z
    .string({ error: "Years of experience is required." })
    .trim()
    .min(1, { error: "Years of experience is required." })
    .regex(/^\d{1,2}(\.\d)?$/, { error: "Years of experience must be a number, like 0, 2 or 3.5." })
    .refine((v) => Number(v) <= LIMITS.experienceYears, {
      error: `Years of experience must be at most ${LIMITS.experienceYears}.`,
    }),
  address: field.address,
  lastCompany: field.company,
  ...antiSpam,
});
/** The shape of a valid submission, for code that handles one (the form, the server, its e-mails). */
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const RESUME_FIELD = "resume";
