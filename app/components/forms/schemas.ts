/**
 * The shared form schemas for the browser, loaded on demand (`import("./schemas")`), so zod
 * is never part of a page's initial JavaScript. The import order matters: zod-jitless first.
 */
import "./zod-jitless";

export { applicationSchema } from "@contracts/application";
export { contactSchema } from "@contracts/contact";
export { quoteSchema } from "@contracts/quote";
