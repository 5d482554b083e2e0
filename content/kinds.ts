/**
 * The kinds of content editors publish from the workspace besides listings (docs/publishing.md
 * "Content kinds"). Each is described once, here: its zod schema (the same one that checks the
 * repository's content at build time; the workspace's form is made from it), its first revision
 * (the repository's content), where the published documents go in the site's snapshot, and which
 * pages show it (a change republishes those first).
 */
import { z } from "zod";
import { about } from "./about";
import { testimonials as seedTestimonials, type Testimonial } from "./company";
import { fact, home } from "./home";
import { seedCompany } from "./offices";
import { companyDetails, counter, testimonial } from "./schema";
import type { SiteContent } from "./site-content";
import { article, author, seedArticles, seedAuthors, type Article, type Author, type SiteArticle } from "./articles";
import * as paths from "./paths";

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
    kind: "author",
    label: "Authors",
    description:
      "The staff who write articles: name, role and an optional photo, shown on their articles. The repository's two are samples: replace them with your own people.",
    schema: author,
    singleton: false,
    title: (data) => (data as Partial<Author>).name ?? "Unnamed",
    seed: seedAuthors.map((a) => ({ id: `author-${a.slug}`, slug: a.slug, data: a.data, sample: true })),
    apply: (content, docs) =>
      docs.length ? { ...content, authors: docs.map((d) => ({ ...(d.data as Author), slug: d.slug })) } : content,
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
