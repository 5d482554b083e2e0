/**
 * The site's internal paths, built in one place: every link to a service, product, ERP module
 * or career page, the route list (routes.ts), the sitemap and the e-mails go through `paths`.
 * It imports no content data (only types), so a component may use it without pulling the content
 * into the page's JavaScript. paths.test.ts checks that every path it can produce is a page the
 * route table (app/routes.ts) serves and the prerender writes.
 */
import type { SubmissionKind } from "../contracts/api";

/** Reasons a native (no-JavaScript) form post can fail; each has its own page. */
export const formErrorReasons = ["invalid", "too-large", "file-type", "rate-limited", "unavailable"] as const;
export type FormErrorReason = (typeof formErrorReasons)[number];

export const paths = {
  home: "/",
  about: "/about",
  services: "/services",
  service: (slug: string) => `/services/${slug}`,
  products: "/products",
  product: (slug: string) => `/products/${slug}`,
  erpModule: (slug: string) => `/erp-systems/${slug}`,
  price: "/price",
  feature: "/feature",
  testimonial: "/testimonial",
  contact: "/contact",
  quote: "/quote",
  /** The quote page again, where Home's Get a Free Consultation button leads. */
  quotesec: "/quotesec",
  careers: "/career",
  listing: (slug: string) => `/career/${slug}`,
  hiringProcess: "/career/hiring-process",
  verifyCertificate: "/career/verify-certificate",
  privacy: "/privacy",
  thankYou: (kind: SubmissionKind) => `/thank-you/${kind}`,
  formError: (reason: FormErrorReason) => `/form-error/${reason}`,
  notFound: "/404",
} as const;
