/**
 * Every public path of the site, derived from the content data.
 * Used by the prerender list (react-router.config.ts), sitemap.xml (scripts/postbuild.mjs
 * through build/client/routes.json) and the browser tests, so they cannot drift apart.
 */
import { erpModules } from "./erp-modules";
import { isClosed, listings } from "./careers";
import { products } from "./products";
import { services } from "./services";
import { submissionKinds } from "../contracts/api";

/** Reasons a native (no-JavaScript) form post can fail; each has its own page. */
export const formErrorReasons = ["invalid", "too-large", "file-type", "rate-limited", "unavailable"] as const;
export type FormErrorReason = (typeof formErrorReasons)[number];

/**
 * Pages a visitor can find through search: these go into sitemap.xml. A listing past its closing
 * date (at build time) leaves it; its page stays, saying the role is closed.
 */
export function indexablePaths(now = Date.now()): string[] {
  return [
    "/",
    "/about",
    "/services",
    ...services.map((s) => `/services/${s.slug}`),
    "/products",
    ...products.map((p) => `/products/${p.slug}`),
    ...erpModules.map((m) => `/erp-systems/${m.slug}`),
    "/price",
    "/feature",
    "/testimonial",
    "/contact",
    "/quote",
    "/career",
    ...listings.filter((l) => !isClosed(l, now)).map((l) => `/career/${l.slug}`),
    "/career/hiring-process",
    "/career/verify-certificate",
    "/privacy",
  ];
}

/** Pages that exist but are not for search results (canonical elsewhere, or transactional). */
export function unlistedPaths(now = Date.now()): string[] {
  return [
    ...listings.filter((l) => isClosed(l, now)).map((l) => `/career/${l.slug}`),
    "/quotesec",
    ...submissionKinds.map((f) => `/thank-you/${f}`),
    ...formErrorReasons.map((r) => `/form-error/${r}`),
    "/404",
  ];
}

export function prerenderPaths(): string[] {
  return [...indexablePaths(), ...unlistedPaths()];
}
