/**
 * The kinds of content editors publish from the workspace besides listings (docs/publishing.md
 * "Content kinds"). Each is described once, here: its zod schema (the same one that checks the
 * repository's content at build time; the workspace's form is made from it), its first revision
 * (the repository's content), where the published documents go in the site's snapshot, and which
 * pages show it (a change republishes those first).
 */
import { z } from "zod";
import { aboutCounters } from "./about";
import { caseStudy, seedCaseStudies, type CaseStudy } from "./case-studies";
import { clientLogos as seedClientLogos, clientLogosSchema } from "./client-logos";
import {
  faqItem,
  features as seedFeatures,
  pricingFaq,
  pricingModel,
  pricingModels,
  pricingStep,
  pricingSteps,
  sellingPoint,
  sellingPoints,
  testimonials as seedTestimonials,
  type Testimonial,
} from "./company";
import { fact, homeFacts } from "./home";
import { seedCompany } from "./offices";
import {
  companyDetails,
  counter,
  erpModule,
  featureCard,
  knownPlaceholders,
  product,
  productSection,
  service,
  testimonial,
} from "./schema";
import { products as seedProducts } from "./products";
import { erpModules as seedErpModules } from "./erp-modules";
import { privacy as seedPrivacy, privacyPlaceholders, privacyPolicy } from "./privacy";
import { services as seedServices } from "./services";
import * as paths from "./paths";
import type { SiteContent } from "./site-content";
import { companyPlaceholderNames } from "./placeholders";
import { pagePaths, pagePlaceholders, pageSchemas, pages as seedPages, type PageKey, type PagesCopy } from "./pages";
import { article, author, seedArticles, seedAuthors, type Article, type Author, type SiteArticle } from "./articles";

/** A document of a kind as the snapshot is made from it. */
export interface PublishedDocument {
  id: string;
  slug: string;
  data: unknown;
  /** When its live revision was made (ISO 8601). */
  updatedAt: string;
  /** Its first publication (ISO 8601). */
  firstPublishedAt: string;
}

export interface ContentKind {
  kind: string;
  /** What the workspace calls it ("Company details"). */
  label: string;
  /** What it is for, one sentence in the workspace. */
  description: string;
  /**
   * The one description of its fields: the build's check, the server's, and the form's. A kind
   * whose documents differ in shape (each page's words) has one schema per document, by slug:
   * read it with `documentSchema`.
   */
  schema: z.ZodType | Readonly<Record<string, z.ZodType>>;
  /** One document (company details) rather than a collection. */
  singleton: boolean;
  /** How the workspace names one document of a collection (default: its `title`, else its slug). */
  title?: (data: unknown, slug: string) => string;
  /**
   * The field that is a document's slug (its page's address), for collections whose documents
   * staff add: kept unique within the kind, a duplicate refused at that field.
   */
  slugField?: string;
  /**
   * Staff can add documents of this collection from the workspace (a draft until published), and
   * take a published one off the site again (unpublish: its page goes, the document and its
   * revisions stay).
   */
  creatable?: boolean;
  /**
   * Why the document with this slug may not be taken off the site showing `content` (another
   * published document needs it, or the page would be left empty); null when it may.
   */
  refuseRemoval?: (content: SiteContent, slug: string) => string | null;
  /** The first revision: the repository's content. */
  seed: { id: string; slug: string; data: unknown; sample?: boolean; publishedAt?: string }[];
  /** The snapshot with this kind's published documents in it. */
  apply: (content: SiteContent, docs: PublishedDocument[]) => SiteContent;
  /**
   * The pages that show what differs between two snapshots for this kind, among `all` (every
   * page of the site after the change). Empty when nothing of this kind changed.
   */
  touches: (before: SiteContent, after: SiteContent, all: readonly string[]) => string[];
  /** The page a document's preview shows. */
  previewPath: (data: unknown, slug: string) => string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The schema of a kind's document with this slug; undefined for a slug the kind has no shape for. */
export function documentSchema(kind: ContentKind, slug: string): z.ZodType | undefined {
  return kind.schema instanceof z.ZodType ? kind.schema : kind.schema[slug];
}

/** The figures the site states: Home's three facts (also on Features and Testimonials) and About's four counters. */
export const siteFigures = z.object({
  homeFacts: z
    .array(fact.meta({ title: "Fact" }))
    .length(3)
    .meta({ title: "Facts on Home, Features and Testimonials" }),
  aboutCounters: z
    .array(counter.meta({ title: "Counter" }))
    .length(4)
    .meta({ title: "Counters on About" }),
});
export type SiteFigures = z.infer<typeof siteFigures>;
export const seedFigures: SiteFigures = { homeFacts, aboutCounters };

/**
 * What an editor changes on a service page: its heading, the overview card's sentence, the intro,
 * the eight cards and the closing button. The slug, menu label, menu column, category and icon
 * stay the repository's: they are the site's structure (its routes and mega menu), not its words.
 */
export const servicePage = z
  .object({
    title: service.shape.title.meta({ title: "Heading", description: "The page's main heading, e.g. DevOps." }),
    summary: service.shape.summary.meta({
      title: "Sentence on the Services overview",
      description: "Also the page's description for search engines: 60 to 170 characters.",
    }),
    intro: service.shape.intro.meta({ title: "Intro under the heading" }),
    cards: z
      .array(featureCard.meta({ title: "Card" }))
      .length(8)
      .meta({ title: "Cards (eight)" }),
    ctaLabel: service.shape.ctaLabel.meta({ title: "Closing button" }),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    page.cards.forEach((card, i) => {
      if (seen.has(card.title))
        ctx.addIssue({
          code: "custom",
          path: ["cards", i, "title"],
          message: "Another card on this page has this title.",
        });
      seen.add(card.title);
    });
  });

/**
 * What an editor changes on a product page: the line above the heading, the heading, the
 * catalogue sentence, the intro and the sections (their kind, headings, intros and cards). The
 * slug, menu label, icon and the sketch beside the heading stay the repository's.
 */
export const productPage = z.object({
  eyebrow: product.shape.eyebrow.meta({ title: "Line above the heading" }),
  title: product.shape.title.meta({ title: "Heading" }),
  summary: product.shape.summary.meta({
    title: "Description for search engines",
    description: "One or two sentences, 60 to 170 characters.",
  }),
  intro: product.shape.intro.meta({ title: "Intro under the heading" }),
  sections: z
    .array(productSection.meta({ title: "Section" }))
    .min(1)
    .max(6)
    .superRefine((sections, ctx) => {
      const seen = new Set<string>();
      sections.forEach((section, i) => {
        if (seen.has(section.id))
          ctx.addIssue({ code: "custom", path: [i, "id"], message: "Another section of this page has this address." });
        seen.add(section.id);
      });
    })
    .meta({ title: "Sections (one to six)" }),
});
export type ProductPage = z.infer<typeof productPage>;

/**
 * What an editor changes on an ERP module page: its heading (also its name in the other modules'
 * links), the description, the intro, the six features, the outcomes and who it is for. The slug,
 * icon and sketch stay the repository's; the words around them are the ERP module template's
 * (content/pages.ts "erpModulePage").
 */
export const erpModulePage = z.object({
  title: erpModule.shape.title.meta({ title: "Heading (the module's name)" }),
  summary: erpModule.shape.summary.meta({
    title: "Description for search engines",
    description: "One or two sentences, 60 to 170 characters.",
  }),
  intro: erpModule.shape.intro.meta({ title: "Intro under the heading" }),
  features: z
    .array(featureCard.meta({ title: "Feature" }))
    .length(6)
    .meta({ title: "Key features (six)" }),
  outcomes: z
    .array(erpModule.shape.outcomes.element.meta({ title: "Outcome" }))
    .min(4)
    .max(6)
    .meta({ title: "Outcomes (four to six, one line each)" }),
  audience: erpModule.shape.audience.meta({ title: "Who it is for" }),
});

/** The pricing page (/price): its five engagement models, the three steps and the questions. */
export const pricingPage = z
  .object({
    models: z
      .array(pricingModel.meta({ title: "Engagement model" }))
      .length(5)
      .superRefine((models, ctx) => {
        const seen = new Set<string>();
        models.forEach((m, i) => {
          if (seen.has(m.id))
            ctx.addIssue({ code: "custom", path: [i, "id"], message: "Another model already has this address." });
          seen.add(m.id);
        });
      })
      .meta({ title: "Engagement models (five)" }),
    steps: z
      .array(pricingStep.meta({ title: "Step" }))
      .length(3)
      .meta({ title: "How pricing works (three steps)" }),
    faq: z
      .array(faqItem.meta({ title: "Question" }))
      .min(4)
      .max(8)
      .meta({ title: "Questions and answers" }),
  })
  .check(knownPlaceholders(companyPlaceholderNames));
export type PricingPage = z.infer<typeof pricingPage>;

/** The features page (/feature): four reasons to choose the company and eight feature cards. */
export const featuresPage = z
  .object({
    sellingPoints: z
      .array(sellingPoint.meta({ title: "Reason" }))
      .length(4)
      .meta({ title: "Why choose us (four)" }),
    features: z
      .array(featureCard.meta({ title: "Feature" }))
      .length(8)
      .meta({ title: "Features (eight)" }),
  })
  .check(knownPlaceholders(companyPlaceholderNames));
export type FeaturesPage = z.infer<typeof featuresPage>;

/**
 * A kind with one document that fills one part of the snapshot and shows on a fixed set of
 * pages: the pricing and features pages, the client logos.
 */
function pageKind<K extends "pricing" | "featuresPage" | "clientLogos" | "privacy">(spec: {
  kind: string;
  key: K;
  label: string;
  description: string;
  schema: z.ZodType<SiteContent[K]>;
  seed: SiteContent[K];
  pages: readonly string[];
}): ContentKind {
  return {
    kind: spec.kind,
    label: spec.label,
    description: spec.description,
    schema: spec.schema,
    singleton: true,
    seed: [{ id: spec.kind, slug: spec.kind, data: spec.seed }],
    apply: (content, docs) => (docs[0] ? { ...content, [spec.key]: docs[0].data as SiteContent[K] } : content),
    touches: (before, after, all) =>
      same(before[spec.key], after[spec.key]) ? [] : all.filter((p) => spec.pages.includes(p)),
    previewPath: () => spec.pages[0] ?? "/",
  };
}

/** The collections of pages whose words are documents, one per page: services, products, ERP modules. */
type PageCollection = "services" | "products" | "erpModules";
type CollectionItem<K extends PageCollection> = SiteContent[K][number];

/**
 * A kind with one document per page of a fixed collection (the service, product and ERP module
 * pages). A document holds the fields its schema names of one item, found by slug; the item's
 * other fields (slug, menu label and place, icon, sketch) are the site's structure and stay the
 * repository's. A change republishes the item's page, and whatever `alsoShows` names (where the
 * item's name or sentence also appears).
 */
function collectionKind<K extends PageCollection>(spec: {
  kind: string;
  key: K;
  label: string;
  description: string;
  schema: z.ZodObject;
  seed: readonly CollectionItem<K>[];
  /** The documents' ids: `${idPrefix}-${slug}`. */
  idPrefix: string;
  untitled: string;
  path: (slug: string) => string;
  alsoShows?: (was: CollectionItem<K>, is: CollectionItem<K>, after: SiteContent) => Iterable<string>;
}): ContentKind {
  const fields = Object.keys(spec.schema.shape);
  const wordsOf = (item: CollectionItem<K>) =>
    Object.fromEntries(fields.map((f) => [f, (item as Record<string, unknown>)[f]]));
  return {
    kind: spec.kind,
    label: spec.label,
    description: spec.description,
    schema: spec.schema,
    singleton: false,
    title: (data) => (data as { title?: string }).title ?? spec.untitled,
    seed: spec.seed.map((item) => ({ id: `${spec.idPrefix}-${item.slug}`, slug: item.slug, data: wordsOf(item) })),
    apply: (content, docs) => {
      const bySlug = new Map(docs.map((d) => [d.slug, d.data as object]));
      const items = (content[spec.key] as CollectionItem<K>[]).map((item) => ({ ...item, ...bySlug.get(item.slug) }));
      return { ...content, [spec.key]: items };
    },
    touches: (before, after, all) => {
      const pages = new Set<string>();
      const old = new Map((before[spec.key] as CollectionItem<K>[]).map((item) => [item.slug, item]));
      for (const item of after[spec.key] as CollectionItem<K>[]) {
        const was = old.get(item.slug);
        if (!was || same(wordsOf(was), wordsOf(item))) continue;
        pages.add(spec.path(item.slug));
        for (const p of spec.alsoShows?.(was, item, after) ?? []) pages.add(p);
      }
      return all.filter((p) => pages.has(p));
    },
    previewPath: (_data, slug) => spec.path(slug),
  };
}

/** The page whose words a "page" document holds, by the document's slug. */
const pageKeyOf = (slug: string) => (Object.keys(pagePaths) as PageKey[]).find((key) => pagePaths[key].slug === slug);

/** "Kalinga Fresh Mart" → "kalinga-fresh-mart". */
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const contentKinds: readonly ContentKind[] = [
  {
    kind: "company",
    label: "Company details",
    description:
      "Phone, e-mail, head office address, office hours, the response promise, social profiles and the other offices: every page shows some of them.",
    schema: companyDetails,
    singleton: true,
    seed: [{ id: "company", slug: "company", data: seedCompany }],
    apply: (content, docs) => ({ ...content, company: (docs[0]?.data as SiteContent["company"]) ?? content.company }),
    // The top bar, the menu and the footer of every page show the phone, e-mail and address.
    touches: (before, after, all) => (same(before.company, after.company) ? [] : [...all]),
    previewPath: () => "/contact",
  },
  {
    kind: "figures",
    label: "Facts and counters",
    description:
      "The numbers the site states: the three facts on Home, Features and Testimonials, and the four counters on About. Publish only figures the company can stand behind.",
    schema: siteFigures,
    singleton: true,
    seed: [{ id: "figures", slug: "figures", data: seedFigures }],
    apply: (content, docs) => ({ ...content, figures: (docs[0]?.data as SiteFigures) ?? content.figures }),
    touches: (before, after, all) => {
      const pages = new Set<string>();
      if (!same(before.figures.homeFacts, after.figures.homeFacts))
        for (const p of ["/", "/feature", "/testimonial"]) pages.add(p);
      if (!same(before.figures.aboutCounters, after.figures.aboutCounters)) pages.add("/about");
      return all.filter((p) => pages.has(p));
    },
    previewPath: () => "/",
  },
  {
    kind: "testimonial",
    label: "Testimonials",
    description:
      "What clients say about working with us, shown on the Testimonials page in this order. The repository's quotes are samples: replace them with real clients' words, with their permission.",
    schema: testimonial,
    singleton: false,
    creatable: true,
    title: (data) => {
      const t = data as Partial<Testimonial>;
      return `${t.name ?? "Unnamed"}, ${t.company ?? "no company"}`;
    },
    seed: seedTestimonials.map((t) => ({
      id: `testimonial-${slugOf(t.company)}`,
      slug: slugOf(t.company),
      data: t,
      sample: t.sample,
    })),
    apply: (content, docs) =>
      docs.length ? { ...content, testimonials: docs.map((d) => d.data as Testimonial) } : content,
    refuseRemoval: (content) =>
      content.testimonials.length > 1
        ? null
        : "The Testimonials page needs at least one quote: publish another before taking this one off.",
    touches: (before, after, all) =>
      same(before.testimonials, after.testimonials) ? [] : all.filter((p) => p === "/testimonial"),
    previewPath: () => "/testimonial",
  },
  collectionKind({
    kind: "service",
    key: "services",
    label: "Service pages",
    description:
      "The 24 service pages: each page's heading, its sentence on the Services overview, the intro under the heading, its eight cards and the closing button. The menu and the page addresses stay as they are.",
    schema: servicePage,
    seed: seedServices,
    idPrefix: "service",
    untitled: "Untitled service",
    path: paths.service,
    // The heading and the sentence also show on the overview, the quote form's list of services,
    // the "related services" cards of the other service pages, and the case studies that name it.
    alsoShows: (was, is, after) =>
      was.title === is.title && was.summary === is.summary
        ? []
        : [
            paths.services,
            paths.quote,
            paths.quotesec,
            ...after.services.map((s) => paths.service(s.slug)),
            ...after.caseStudies.filter((c) => c.services.includes(is.slug)).map((c) => paths.caseStudy(c.slug)),
          ],
  }),
  // A product page's words show on that page only (the menu and the catalogue have their own).
  collectionKind({
    kind: "product",
    key: "products",
    label: "Product pages",
    description:
      "The nine product pages: the line above each heading, the heading, the intro and the sections with their cards. The menu, the catalogue on /products and the page addresses stay as they are.",
    schema: productPage,
    seed: seedProducts,
    idPrefix: "product",
    untitled: "Untitled product",
    path: paths.product,
  }),
  // A module's words show on its page; its name also in the other modules' links.
  collectionKind({
    kind: "erpModule",
    key: "erpModules",
    label: "ERP module pages",
    description:
      "The six ERP module pages linked from ERP Systems: each module's heading, description, intro, key features, outcomes and who it is for. The words every module page shares are the ERP module template's, under Page words.",
    schema: erpModulePage,
    seed: seedErpModules,
    idPrefix: "erp-module",
    untitled: "Untitled module",
    path: paths.erpModule,
    alsoShows: (was, is, after) => (was.title === is.title ? [] : after.erpModules.map((m) => paths.erpModule(m.slug))),
  }),
  pageKind({
    kind: "privacy",
    key: "privacy",
    label: "Privacy policy",
    description: `The words of /privacy. How long submissions are kept, the résumé limit and how to reach the company are placeholders, filled in on the page from the server's settings and the published company details, so the policy always says what the system does: ${privacyPlaceholders}. Put today's date in Last changed when the policy changes.`,
    schema: privacyPolicy,
    seed: seedPrivacy,
    pages: [paths.privacy],
  }),
  pageKind({
    kind: "pricing",
    key: "pricing",
    label: "Pricing page",
    description: `The engagement models on /price (what each includes, who it suits, how it is billed), the three steps to a quote and the questions and answers. The site states no prices: each model invites a quote. Facts in braces are filled in from the company details: ${pagePlaceholders}.`,
    schema: pricingPage,
    seed: { models: pricingModels, steps: pricingSteps, faq: pricingFaq },
    pages: [paths.price],
  }),
  pageKind({
    kind: "features",
    key: "featuresPage",
    label: "Features page",
    description: `The four reasons to choose us and the eight feature cards on /feature. Facts in braces are filled in from the company details: ${pagePlaceholders}.`,
    schema: featuresPage,
    seed: { sellingPoints, features: seedFeatures },
    pages: [paths.feature],
  }),
  pageKind({
    kind: "client-logos",
    key: "clientLogos",
    label: "Client logos",
    description:
      "The strip of client names on Home and Testimonials. The repository's are samples: name only clients who agreed to be named.",
    schema: clientLogosSchema,
    seed: seedClientLogos,
    pages: ["/", paths.testimonial],
  }),
  {
    kind: "page",
    label: "Page words",
    description: `The words of Home and About, and the words around each other page's own content: the title and description search engines show, the heading, intro and buttons at the top, the section headings and the closing banner of Services, Products, Testimonials, Features, Pricing, Quote, Contact, Privacy, Careers, Hiring process and Verify a certificate. Facts are written in braces and filled in from the published company details, so a new phone number or response promise reaches every sentence: ${pagePlaceholders}.`,
    schema: Object.fromEntries(
      (Object.keys(pagePaths) as PageKey[]).map((key) => [pagePaths[key].slug, pageSchemas[key]]),
    ),
    singleton: false,
    title: (data, slug) => {
      const key = pageKeyOf(slug);
      return (key && pagePaths[key].name) ?? (data as Partial<PagesCopy["services"]>).title ?? "Untitled page";
    },
    seed: (Object.keys(pagePaths) as PageKey[]).map((key) => ({
      id: `page-${pagePaths[key].slug}`,
      slug: pagePaths[key].slug,
      data: seedPages[key],
    })),
    apply: (content, docs) => {
      const next = { ...content.pages };
      for (const d of docs) {
        const key = pageKeyOf(d.slug);
        if (key) Object.assign(next, { [key]: d.data });
      }
      return { ...content, pages: next };
    },
    // A page's words show on that page only (and its other addresses: the quote page's /quotesec).
    touches: (before, after, all) => {
      const pages = new Set<string>();
      for (const key of Object.keys(pagePaths) as PageKey[])
        if (!same(before.pages[key], after.pages[key]))
          for (const p of all) if ((pagePaths[key].shows ?? ((x) => x === pagePaths[key].path))(p)) pages.add(p);
      return all.filter((p) => pages.has(p));
    },
    previewPath: (_data, slug) => {
      const key = pageKeyOf(slug);
      return key ? pagePaths[key].path : "/";
    },
  },
  {
    kind: "caseStudy",
    label: "Case studies",
    description:
      "A client's project as the challenge, the solution and the results, with up to four key figures and their words. Shown on Case studies, its own page, the pages of its services and Home. The repository's three are samples: replace them with real projects, with the client's permission.",
    schema: caseStudy,
    singleton: false,
    slugField: "slug",
    creatable: true,
    seed: seedCaseStudies.map((c) => ({ id: `case-study-${c.slug}`, slug: c.slug, data: c, sample: c.sample })),
    // Newest first: the order of /case-studies and Home's strip.
    apply: (content, docs) => ({
      ...content,
      caseStudies: [...docs]
        .sort((a, b) => b.firstPublishedAt.localeCompare(a.firstPublishedAt))
        .map((d) => d.data as CaseStudy),
    }),
    touches: (before, after, all) => {
      if (same(before.caseStudies, after.caseStudies)) return [];
      const pages = new Set([paths.home, paths.caseStudies]);
      const bySlug = (list: CaseStudy[]) => new Map(list.map((c) => [c.slug, c]));
      const a = bySlug(before.caseStudies);
      const b = bySlug(after.caseStudies);
      for (const slug of new Set([...a.keys(), ...b.keys()])) {
        const x = a.get(slug);
        const y = b.get(slug);
        if (same(x, y)) continue;
        pages.add(paths.caseStudy(slug));
        for (const s of [...(x?.services ?? []), ...(y?.services ?? [])]) pages.add(paths.service(s));
      }
      return all.filter((p) => pages.has(p));
    },
    previewPath: (data, slug) => paths.caseStudy((data as Partial<CaseStudy>).slug ?? slug),
  },
  {
    kind: "author",
    label: "Authors",
    description:
      "The staff who write articles: name, role and an optional photo, shown on their articles. The repository's two are samples: replace them with your own people.",
    schema: author,
    singleton: false,
    creatable: true,
    title: (data) => (data as Partial<Author>).name ?? "Unnamed",
    seed: seedAuthors.map((a) => ({ id: `author-${a.slug}`, slug: a.slug, data: a.data, sample: true })),
    apply: (content, docs) =>
      docs.length ? { ...content, authors: docs.map((d) => ({ ...(d.data as Author), slug: d.slug })) } : content,
    refuseRemoval: (content, slug) => {
      const theirs = content.articles.filter((a) => a.author === slug).map((a) => `“${a.title}”`);
      if (theirs.length)
        return `Published articles name this author (${theirs.join(", ")}): choose another author for them, or unpublish them, first.`;
      return content.authors.length > 1 ? null : "Articles need at least one author: publish another first.";
    },
    touches: (before, after, all) => {
      const changed = new Set(
        [...before.authors, ...after.authors]
          .filter(
            (a) =>
              !same(
                before.authors.find((x) => x.slug === a.slug),
                after.authors.find((x) => x.slug === a.slug),
              ),
          )
          .map((a) => a.slug),
      );
      if (!changed.size) return [];
      const pages = new Set(after.articles.filter((a) => changed.has(a.author)).map((a) => paths.article(a.slug)));
      return all.filter((p) => pages.has(p));
    },
    previewPath: (_data, slug) => {
      const first = seedArticles.find((a) => a.data.author === slug);
      return first ? paths.article(first.slug) : paths.insights;
    },
  },
  {
    kind: "article",
    label: "Articles",
    description:
      "Articles on Insights (/insights), in its feeds and on their tags' pages, newest first. The body is Markdown. The repository's three are samples: replace them with the company's own.",
    schema: article,
    singleton: false,
    creatable: true,
    seed: seedArticles.map((a) => ({
      id: `article-${a.slug}`,
      slug: a.slug,
      data: a.data,
      sample: true,
      publishedAt: `${a.publishedOn}T04:30:00.000Z`,
    })),
    // Every published article, none when none is (unpublishing the last one empties the listing).
    apply: (content, docs) => ({
      ...content,
      articles: docs
        .map((d): SiteArticle => ({
          ...(d.data as Article),
          slug: d.slug,
          publishedAt: d.firstPublishedAt,
          updatedAt: d.updatedAt,
        }))
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug)),
    }),
    touches: (before, after, all) => {
      if (same(before.articles, after.articles)) return [];
      const pages = new Set<string>([paths.insights]);
      for (const a of [...before.articles, ...after.articles]) {
        const was = before.articles.find((x) => x.slug === a.slug);
        const is = after.articles.find((x) => x.slug === a.slug);
        if (same(was, is)) continue;
        pages.add(paths.article(a.slug));
        for (const t of [...(was?.tags ?? []), ...(is?.tags ?? [])]) pages.add(paths.insightsTag(t));
      }
      return all.filter((p) => pages.has(p));
    },
    previewPath: (_data, slug) => paths.article(slug),
  },
];

export function contentKind(kind: string): ContentKind | undefined {
  return contentKinds.find((k) => k.kind === kind);
}
