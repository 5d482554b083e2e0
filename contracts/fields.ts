/**
 * Field rules and limits shared by the forms (browser validation attributes, messages)
 * and the API (zod parsing). One number, one place: DECISIONS.md "Interactions".
 */
import { z } from "zod";

export const LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  services: 150,
  message: 5000,
  phone: 20,
  address: 300,
  company: 150,
  experienceYears: 60,
  certificateId: 64,
} as const;

/** The résumé: at most 5 MB, PDF, DOC or DOCX judged by content on the server. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Spam defences: the honeypot field's name and the minimum time a human needs to fill a form. */
export const HONEYPOT_FIELD = "website";
export const MIN_FILL_MS = 2500;
/** Hidden field carrying when the form was rendered (ms since epoch). */
export const STARTED_AT_FIELD = "startedAt";

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
    .regex(/^\+?[0-9][0-9\s\-()]{6,}$/, { error: "Enter a valid phone number, digits with an optional leading +." }),
  address: trimmed("Address", LIMITS.address),
  company: trimmed("Last company", LIMITS.company),
};

/** Spam-defence fields every public form carries; absent or odd values are tolerated (a flag, not an error). */
export const antiSpam = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  [STARTED_AT_FIELD]: z.union([z.string().max(20), z.number()]).optional(),
};
