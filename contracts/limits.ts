/**
 * The numbers and names the forms need in the browser, without zod: a form component imports
 * these for its maxLength/accept attributes, while the schemas (fields.ts and the per-form
 * modules) are loaded lazily on submit. fields.ts re-exports the ones the server reads, so server
 * code imports its field rules from one module.
 */
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
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** File name endings the form accepts before sending (the server still judges by content). */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** Spam defences: the honeypot field's name and the minimum time a human needs to fill a form. */
export const HONEYPOT_FIELD = "website";
export const MIN_FILL_MS = 2500;
/** Hidden field carrying when the form was rendered (ms since epoch). */
export const STARTED_AT_FIELD = "startedAt";

/**
 * The phone rule, written once: the application form's HTML `pattern` (browsers compile it with
 * the `v` flag and anchor it), and anchored, the regex of field.phone in fields.ts.
 */
export const PHONE_PATTERN = String.raw`\+?[0-9][0-9\s\-\(\)]{6,}`;

/** Certificate IDs are letters, digits and hyphens; anything else cannot exist (and is "not found"). */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9-]+$/;
