/**
 * Field rules and limits shared by the forms (browser validation attributes, messages)
 * and the API (zod parsing). One number, one place: docs/product.md "Forms".
 */
import { z } from "zod";

export { HONEYPOT_FIELD, LIMITS, MIN_FILL_MS, RESUME_MAX_BYTES, STARTED_AT_FIELD } from "./limits";
import { HONEYPOT_FIELD, LIMITS, PHONE_PATTERN, STARTED_AT_FIELD } from "./limits";
import { SOURCE_FIELD, SOURCE_MAX } from "./lead-source";

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const field = {
  name: trimmed("Name", LIMITS.name),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .min(1, { error: "Email is required." })
    .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters.` })
    .pipe(z.email({ error: "Enter a valid email address, like name@example.com." })),
  subject: trimmed("Subject", LIMITS.subject),
  services: trimmed("Service", LIMITS.services),
  message: trimmed("Message", LIMITS.message),
  phone: z
    .string({ error: "Phone number is required." })
    .trim()
    .min(1, { error: "Phone number is required." })
    .max(LIMITS.phone, { error: `Phone number must be at most ${LIMITS.phone} characters.` })
    .regex(new RegExp(`^(?:${PHONE_PATTERN})$`), {
      error: "Enter a valid phone number, digits with an optional leading +.",
    }),
  address: trimmed("Address", LIMITS.address),
  company: trimmed("Last company", LIMITS.company),
};

/** Spam-defence fields every public form carries; absent or odd values are tolerated (a flag, not an error). */
export const antiSpam = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  [STARTED_AT_FIELD]: z.union([z.string().max(20), z.number()]).optional(),
  /** Where the lead came from (contracts/lead-source.ts): read leniently by the server, never a reason to refuse. */
  [SOURCE_FIELD]: z.string().max(SOURCE_MAX).optional(),
};
