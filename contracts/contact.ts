import { z } from "zod";
import { antiSpam, field } from "./fields";

/** POST /api/contacts (SPEC.md section 7): name, email, subject, message. */
export const contactSchema = z.strictObject({
  name: field.name,
  email: field.email,
  subject: field.subject,
  message: field.message,
  ...antiSpam,
});
export type ContactInput = z.infer<typeof contactSchema>;
