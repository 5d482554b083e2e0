/**
 * The site's internal paths, built in one place: every link to a service, product, ERP module
 * or career page, the route list (routes.ts), the sitemap and the e-mails import this module as
 * `paths` (`import * as paths`) and call `paths.service(slug)`. It imports no content data, and
 * each path is its own export, so a page's JavaScript holds only the ones it uses.
 * paths.test.ts checks that every path it can produce is a page the route table (app/routes.ts)
 * serves and the prerender writes.
 */
import type { FormErrorReason, SubmissionKind } from "#contracts/api.ts";

export const home = "/";
export const about = "/about";
export const services = "/services";
export const service = (slug: string) => `/services/${slug}`;
export const products = "/products";
export const product = (slug: string) => `/products/${slug}`;
export const erpModule = (slug: string) => `/erp-systems/${slug}`;
export const price = "/price";
export const feature = "/feature";
export const testimonial = "/testimonial";
export const contact = "/contact";
export const caseStudies = "/case-studies";
export const caseStudy = (slug: string) => `/case-studies/${slug}`;
export const quote = "/quote";
/** The quote page again, where Home's Get a Free Consultation button leads. */
export const quotesec = "/quotesec";
export const careers = "/career";
export const listing = (slug: string) => `/career/${slug}`;
export const hiringProcess = "/career/hiring-process";
export const verifyCertificate = "/career/verify-certificate";
export const privacy = "/privacy";
export const thankYou = (kind: SubmissionKind) => `/thank-you/${kind}`;
export const formError = (reason: FormErrorReason) => `/form-error/${reason}`;
export const notFound = "/404";
export const insights = "/insights";
export const article = (slug: string) => `/insights/${slug}`;
export const insightsTag = (tag: string) => `/insights/tags/${tag}`;
