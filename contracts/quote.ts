import { z } from "zod";
import { antiSpam, field } from "./fields";

/** POST /api/quotes (docs/product.md "The API"): name, email, services, message. */
export const quoteSchema = z.strictObject({
  name: field.name,
  email: field.email,
  services: field.services,
  message: field.message,
  ...antiSpam,
});
/** The shape of a valid submission, for code that handles one (the form, the server, its e-mails). */
export type QuoteInput = z.infer<typeof quoteSchema>;
