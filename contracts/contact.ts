import { z } from "zod";
import { antiSpam, field } from "./fields";

/** POST /api/contacts (docs/product.md "The API"): name, email, subject, message. */
export const contactSchema = z.strictObject({
  name: field.name,
  email: field.email,
  subject: field.subject,
  message: field.message,
  ...antiSpam,
});
/** The shape of a valid submission, for code that handles one (the form, the server, its e-mails). */
export type ContactInput = z.infer<typeof contactSchema>;
