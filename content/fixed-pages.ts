/**
 * The pages of the site that never go away: the fixed pages, the service, product and ERP module
 * pages. Pages made from published documents (case studies, listings, articles, their tags) come
 * and go, and are added to these by content/routes.ts. Page words may link only to these
 * (content/pages.ts): a link to a document's page would break unnoticed when it is unpublished.
 * A module of its own, free of the published snapshot, so the page schemas can read it.
 */
import { erpModules } from "./erp-modules";
import { products } from "./products";
import { services } from "./services";
import * as paths from "./paths";

export const fixedPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.services,
  ...services.map((s) => paths.service(s.slug)),
  paths.products,
  ...products.map((p) => paths.product(p.slug)),
  ...erpModules.map((m) => paths.erpModule(m.slug)),
  paths.price,
  paths.feature,
  paths.testimonial,
  paths.caseStudies,
  paths.contact,
  paths.quote,
  paths.careers,
  paths.hiringProcess,
  paths.verifyCertificate,
  paths.privacy,
  paths.insights,
];
