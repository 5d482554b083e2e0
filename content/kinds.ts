/**
 * The kinds of content editors publish from the workspace besides listings (docs/publishing.md
 * "Content kinds"). Each is described once, here: its zod schema (the same one that checks the
 * repository's content at build time; the workspace's form is made from it), its first revision
 * (the repository's content), where the published documents go in the site's snapshot, and which
 * pages show it (a change republishes those first).
 */
import { z } from "zod";
import { about } from "./about";
import { caseStudy, seedCaseStudies, type CaseStudy } from "./case-studies";
import { testimonials as seedTestimonials, type Testimonial } from "./company";
import { fact, home } from "./home";
import { seedCompany } from "./offices";
import { companyDetails, counter, testimonial } from "./schema";
import type { SiteContent } from "./site-content";

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
  /** The one description of its fields: the build's check, the server's, and the form's. */
  schema: z.ZodType;
  /** One document (company details) rather than a collection. */
  singleton: boolean;
  /** How the workspace names one document of a collection (default: its `title`, else its slug). */
  title?: (data: unknown) => string;
  /**
   * The field that is a document's slug (its page's address), for collections whose documents
   * staff add: kept unique within the kind, a duplicate refused at that field.
   */
  slugField?: string;
  /** Staff can add documents of this collection from the workspace (a draft until published). */
  creatable?: boolean;
  /** The first revision: the repository's content. */
  seed: { id: string; slug: string; data: unknown; sample?: boolean }[];
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
export const seedFigures: SiteFigures = { homeFacts: home.facts, aboutCounters: about.counters };

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
    touches: (before, after, all) =>
      same(before.testimonials, after.testimonials) ? [] : all.filter((p) => p === "/testimonial"),
    previewPath: () => "/testimonial",
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
      const pages = new Set(["/", "/case-studies"]);
      const bySlug = (list: CaseStudy[]) => new Map(list.map((c) => [c.slug, c]));
      const a = bySlug(before.caseStudies);
      const b = bySlug(after.caseStudies);
      for (const slug of new Set([...a.keys(), ...b.keys()])) {
        const x = a.get(slug);
        const y = b.get(slug);
        if (same(x, y)) continue;
        pages.add(`/case-studies/${slug}`);
        for (const s of [...(x?.services ?? []), ...(y?.services ?? [])]) pages.add(`/services/${s}`);
      }
      return all.filter((p) => pages.has(p));
    },
    previewPath: (data, slug) => `/case-studies/${(data as Partial<CaseStudy>).slug ?? slug}`,
  },
];

export function contentKind(kind: string): ContentKind | undefined {
  return contentKinds.find((k) => k.kind === kind);
}
