/**
 * What the pages show that staff publish from the workspace (docs/publishing.md): the published
 * documents of every content kind, as one snapshot. The build renders the repository's seed; the
 * server renders what the database holds, through the same React routes, which read it from the
 * loader context (app/lib/content.server.ts). One type for both, so a page cannot tell them apart.
 */
import { seedCaseStudies, type CaseStudy } from "./case-studies";
import { isClosed, seedListings, type CareerListing } from "./careers";
import { testimonials, type Testimonial } from "./company";
import { seedCompany } from "./offices";
import type { CompanyDetails, ErpModule, Product, Service } from "./schema";
import { erpModules } from "./erp-modules";
import { products } from "./products";
import { privacy, type PrivacyPolicy } from "./privacy";
import { services } from "./services";
import { seedFigures, type FeaturesPage, type PricingPage, type SiteFigures } from "./kinds";
import { clientLogos, type ClientLogos } from "./client-logos";
import { features, pricingFaq, pricingModels, pricingSteps, sellingPoints } from "./company";
import { seedArticleContent, type SiteArticle, type SiteAuthor } from "./articles";
import { pages, type PagesCopy } from "./pages";

/** A listing as the site shows it: published (open) or closed, with the dates the engine keeps. */
export type SiteListing = CareerListing & {
  /** The day it stopped taking applications (closed by staff or past its closing date), else null. */
  closedOn: string | null;
  /** When its published revision was made (ISO 8601), for the sitemap's lastmod and the feeds. */
  updatedAt: string;
  /** The number of the revision shown (applications record it). */
  revision: number;
};

/** The loader-context key under which the publisher hands its snapshot to the routes. */
export const CONTENT_KEY = "corvantaContent";

export interface SiteContent {
  /** Published and closed listings, in the order the careers page shows them. Drafts never. */
  listings: SiteListing[];
  /** How to reach the company (every page's top bar, menu and footer; content/kinds.ts "company"). */
  company: CompanyDetails;
  /** What clients say, in the order the Testimonials page shows them (content/kinds.ts "testimonial"). */
  testimonials: Testimonial[];
  /** Home's facts and About's counters (content/kinds.ts "figures"). */
  figures: SiteFigures;
  /** The 24 service pages in menu order, their words as published (content/kinds.ts "service"). */
  services: Service[];
  /** The nine product pages, their words as published (content/kinds.ts "product"). */
  products: Product[];
  /** The six ERP module pages, their words as published (content/kinds.ts "erpModule"). */
  erpModules: ErpModule[];
  /** The privacy policy's words, placeholders unfilled (content/kinds.ts "privacy"; content/privacy.ts fills them). */
  privacy: PrivacyPolicy;
  /** The pricing page's models, steps and questions (content/kinds.ts "pricing"). */
  pricing: PricingPage;
  /** The features page's reasons and cards (content/kinds.ts "features"). */
  featuresPage: FeaturesPage;
  /** The client-logo strip on Home and Testimonials (content/kinds.ts "client-logos"). */
  clientLogos: ClientLogos;
  /** Published case studies, newest first (content/kinds.ts "caseStudy"). */
  caseStudies: CaseStudy[];
  /** The authors of articles (content/kinds.ts "author"). */
  authors: SiteAuthor[];
  /** Published articles, newest first (content/kinds.ts "article"; /insights). */
  articles: SiteArticle[];
  /** The words around each overview page's data, placeholders unfilled (content/kinds.ts "page"). */
  pages: PagesCopy;
  /**
   * The company's calendar year (India) when the snapshot was taken: the footer's copyright line
   * ends with it. Not a document: the clock decides it, and a new year is a new snapshot, which
   * every server process renders within a second of midnight in India (server/content/site-state.ts).
   */
  year: number;
}

/** The calendar year in India (UTC+05:30 all year, no daylight saving) at `now`. */
export const indiaYear = (now: number): number => new Date(now + 330 * 60_000).getUTCFullYear();

/**
 * The environment variable that holds the build's one instant (milliseconds since the epoch):
 * react-router.config.ts sets it before anything is rendered (or keeps one given, for a
 * reproducible build) and records it in BUILD_DIR/build-info.json, so every prerendered page,
 * the sitemap and the feeds show the content as of the same moment, and the server knows which.
 */
export const CONTENT_AT_ENV = "CORVANTA_CONTENT_AT";

/** The repository's content as a snapshot: what the build renders, and the database's first revision. */
export function seedContent(now = Date.now()): SiteContent {
  return {
    listings: seedListings.map((l) => ({
      ...l,
      closedOn: isClosed(l, now) ? (l.closesOn ?? null) : null,
      updatedAt: `${l.datePosted}T00:00:00.000Z`,
      revision: 1,
    })),
    company: seedCompany,
    testimonials,
    figures: seedFigures,
    services,
    products,
    erpModules,
    privacy,
    pricing: { models: pricingModels, steps: pricingSteps, faq: pricingFaq },
    featuresPage: { sellingPoints, features },
    clientLogos,
    caseStudies: seedCaseStudies,
    ...seedArticleContent(),
    pages,
    year: indiaYear(now),
  };
}

export const openListings = (c: SiteContent) => c.listings.filter((l) => l.closedOn === null);
