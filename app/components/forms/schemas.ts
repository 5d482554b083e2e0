/**
 * The shared form schemas for the browser, loaded on demand (`import("./schemas")`), so zod
 * is never part of a page's initial JavaScript. The import order matters: zod-jitless first.
 */
import "./zod-jitless";

export { applicationSchema } from "#contracts/application.ts";
export { contactSchema } from "#contracts/contact.ts";
export { quoteSchema } from "#contracts/quote.ts";
