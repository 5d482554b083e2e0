/**
 * Every page's breadcrumbs, built once from the path helper (content/paths.ts): the page hero
 * shows them and pageMeta turns them into BreadcrumbList JSON-LD, from the same list. Each trail is
 * its own export, so a page's JavaScript holds only its own.
 */
import * as paths from "#content/paths.ts";
import type { Crumb } from "#app/components/ui/page-hero.tsx";

const career: Crumb = { name: "Career", path: paths.careers };
const productsCrumb: Crumb = { name: "Products", path: paths.products };
const servicesCrumb: Crumb = { name: "Services", path: paths.services };

/** A page and what it is called, for the trails that end in a page made from content. */
interface Titled {
  slug: string;
  title: string;
}

export const about: Crumb[] = [{ name: "About Us", path: paths.about }];
export const careers: Crumb[] = [career];
export const contact: Crumb[] = [{ name: "Contact", path: paths.contact }];
export const feature: Crumb[] = [{ name: "Why Choose Us", path: paths.feature }];
export const price: Crumb[] = [{ name: "Pricing", path: paths.price }];
export const privacy: Crumb[] = [{ name: "Privacy Policy", path: paths.privacy }];
export const products: Crumb[] = [productsCrumb];
export const quote: Crumb[] = [{ name: "Quote", path: paths.quote }];
export const services: Crumb[] = [servicesCrumb];
const caseStudiesCrumb: Crumb = { name: "Case Studies", path: paths.caseStudies };
export const caseStudies: Crumb[] = [caseStudiesCrumb];
export const caseStudy = (c: Titled): Crumb[] => [caseStudiesCrumb, { name: c.title, path: paths.caseStudy(c.slug) }];
export const testimonial: Crumb[] = [{ name: "Testimonials", path: paths.testimonial }];
export const hiringProcess: Crumb[] = [career, { name: "Our Hiring Process", path: paths.hiringProcess }];
export const verifyCertificate: Crumb[] = [career, { name: "Verify Our Certificate", path: paths.verifyCertificate }];
export const service = (s: Titled): Crumb[] => [servicesCrumb, { name: s.title, path: paths.service(s.slug) }];
export const product = (p: Titled): Crumb[] => [productsCrumb, { name: p.title, path: paths.product(p.slug) }];
export const erpModule = (m: Titled): Crumb[] => [
  productsCrumb,
  { name: "ERP Systems", path: paths.product("erp-systems") },
  { name: m.title, path: paths.erpModule(m.slug) },
];
export const listing = (l: Titled): Crumb[] => [career, { name: l.title, path: paths.listing(l.slug) }];
const insightsCrumb: Crumb = { name: "Insights", path: paths.insights };
export const insights: Crumb[] = [insightsCrumb];
export const insightsTag = (t: { tag: string; label: string }): Crumb[] => [
  insightsCrumb,
  { name: t.label, path: paths.insightsTag(t.tag) },
];
export const article = (a: Titled): Crumb[] => [insightsCrumb, { name: a.title, path: paths.article(a.slug) }];
