/**
 * The shared form schemas for the browser, loaded on demand (`import("./schemas")`), so zod
 * is never part of a page's initial JavaScript. The import order matters: zod-jitless first.
 */
import "./zod-jitless";

import { applicationSchema } from "#contracts/application.ts";
import { contactSchema } from "#contracts/contact.ts";
import { quoteSchema } from "#contracts/quote.ts";

/** Each submission form's schema, by its kind (use-form-submission.ts). */
export const formSchemas = { quote: quoteSchema, contact: contactSchema, application: applicationSchema };
