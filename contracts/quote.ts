import { z } from "zod";
import { antiSpam, field } from "./fields";

/** POST /api/quotes (SPEC.md section 7): name, email, services, message. */
export const quoteSchema = z.strictObject({
  name: field.name,
  email: field.email,
  services: field.services,
  message: field.message,
  ...antiSpam,
});
export type QuoteInput = z.infer<typeof quoteSchema>;
