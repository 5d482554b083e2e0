/**
 * Articles (/insights) and their authors: the two content kinds of content/kinds.ts "article" and
 * "author", described once here. The repository's three articles and two authors are samples
 * (`sample: true`): the first revision of a fresh install, listed in the workspace as samples to
 * replace. An article's body is Markdown, rendered to HTML at build and publish time only
 * (content/markdown.ts): raw HTML is never passed through.
 */
import { z } from "zod";
import { IMAGE_REF } from "./images";
import { copy, slug } from "./schema";

export const author = z.object({
  name: copy(3, 60).meta({ title: "Name" }),
  role: copy(3, 80).meta({ title: "Role", description: "e.g. Head of ERP Delivery" }),
  // An uploaded picture (content/images.ts), shown small beside the author's name: the name says
  // who it is, so the picture needs no alt text of its own.
  photo: z
    .object({ image: z.string().regex(IMAGE_REF, "upload a picture").meta({ title: "Picture" }) })
    .optional()
    .meta({
      title: "Photo",
      description:
        "Optional: a JPEG, PNG, WebP or AVIF portrait, at least 640 pixels wide. Without one, the articles show the author's initials.",
      widget: "image",
    }),
  sample: z.boolean().meta({ title: "Sample to replace (not a real member of staff)" }),
});
export type Author = z.infer<typeof author>;

export const article = z.object({
  title: copy(10, 110).meta({ title: "Title" }),
  summary: copy(60, 240).meta({
    title: "Summary",
    description: "One or two sentences: the listing, search results, the feeds and shared links show it.",
  }),
  body: copy(200, 40000).meta({
    title: "Body (Markdown)",
    description:
      "Headings (## and ###), lists, links, `code`, code blocks and images on this site (![what it shows](/images/...)). HTML is shown as text.",
  }),
  author: slug.meta({
    title: "Author",
    description: "One of the Authors in this workspace: add a new colleague there first.",
    widget: "document",
    of: "author",
  }),
  tags: z
    .array(slug.meta({ title: "Tag" }))
    .min(1)
    .max(6)
    .refine((t) => new Set(t).size === t.length, "each tag once")
    .meta({ title: "Tags", description: "Lower-case words joined by hyphens, e.g. erp, retail-technology." }),
  sample: z.boolean().meta({ title: "Sample to replace (not yet the company's own article)" }),
});
export type Article = z.infer<typeof article>;

const spelled: Record<string, string> = {
  ai: "AI",
  api: "API",
  crm: "CRM",
  devops: "DevOps",
  erp: "ERP",
  gst: "GST",
  hrms: "HRMS",
  lms: "LMS",
  pos: "POS",
  qa: "QA",
  saas: "SaaS",
  seo: "SEO",
  ui: "UI",
  ux: "UX",
};

/** What tag pages and chips call a tag: "retail-technology" → "Retail technology", "erp" → "ERP". */
export const tagLabel = (tag: string) => {
  const words = tag.split("-").map((w) => spelled[w] ?? w);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Minutes to read a Markdown body at 200 words a minute (never less than one). */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\s]+/g, "w"))
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 200));
}

export const seedAuthors: { slug: string; data: Author }[] = [
  {
    slug: "debashish-pattnaik",
    data: { name: "Debashish Pattnaik", role: "Lead Consultant, ERP and Business Software", sample: true },
  },
  {
    slug: "rohit-sahoo",
    data: { name: "Rohit Sahoo", role: "Engineering Manager, Mobile and Cloud", sample: true },
  },
];

export const seedArticles: { slug: string; data: Article; publishedOn: string }[] = [
  {
    slug: "phasing-an-erp-rollout-for-a-distributor",
    publishedOn: "2026-09-14",
    data: {
      title: "Phasing an ERP rollout for a growing distributor",
      summary:
        "Why we start a distributor's ERP with inventory and billing, leave payroll for later, and how each phase earns the trust the next one needs.",
      author: "debashish-pattnaik",
      tags: ["erp", "operations", "inventory"],
      sample: true,
      body: `A distributor that has outgrown spreadsheets usually asks for everything at once: stock, billing, purchase, payroll, reports. Switching all of it on in one weekend is the fastest way to lose the warehouse team's goodwill. We plan the rollout in phases instead, and each phase has to prove itself before the next one starts.

## Phase one: stock and billing

Stock and billing touch money and customers every day, so they go first. In the first weeks we:

- import the item master and opening stock from the existing sheets, and have the store keeper count a sample of shelves against it;
- set up the [Inventory module](/erp-systems/inventory-management) with the units the warehouse actually uses (cartons, strips, loose pieces);
- connect billing so that every invoice reduces stock at the moment it is printed.

The test of this phase is simple: at the end of a day, the stock the system shows matches the shelves.

## Phase two: purchase and suppliers

Once stock is trusted, purchase orders can be raised from it. Reorder levels come from the real movement of the first phase, not from guesses made in a meeting room.

## Phase three: finance and people

Ledgers, GST returns and payroll follow when the daily figures they are built on are already correct. Moving them earlier would only move the spreadsheet errors into a new system.

### What we ask of the client

One person on the client's side who owns each phase, and a fixed hour each week to review open questions. Read more about our [ERP systems](/products/erp-systems), or [ask for a quote](/quote) for your own rollout.`,
    },
  },
  {
    slug: "a-pos-switch-over-weekend",
    publishedOn: "2026-10-05",
    data: {
      title: "What a POS switch-over weekend looks like",
      summary:
        "Replacing the billing counters of a running store without closing it: the checklist our team follows from Friday evening to Monday's first bill.",
      author: "debashish-pattnaik",
      tags: ["pos", "retail-technology"],
      sample: true,
      body: `A store cannot stop selling while its billing software is replaced. When we move a retail client to our [POS system](/products/pos-systems), the change happens over one weekend, and the counters open on Monday as usual.

## Friday evening

- Export the item list, prices and tax rates from the old system and load them into the new one.
- Print a test bill for a handful of everyday items and compare each line with the old counter's bill.
- Agree with the store manager which counter switches first.

## Saturday

One counter runs the new system while the others keep the old one. Cashiers who will use it on Monday take turns on it, with one of our engineers beside them. Every question they ask goes on a list, and every answer goes into a one-page guide taped beside the counter.

## Sunday

The remaining counters switch over. At closing time, the day's sales in the new system are reconciled with the cash in each drawer. If they do not agree, we find out why before anyone goes home.

## Monday morning

We are at the store when it opens. The first hour shows whether barcode scanners, receipt printers and card terminals behave under a real queue.

\`\`\`text
Switch-over checklist
[ ] prices and taxes match the old system
[ ] every counter prints a test bill
[ ] day-end totals reconciled
[ ] cashier guide at each counter
\`\`\`

If your store is planning a change like this, [talk to us](/contact) about the weekend you have in mind.`,
    },
  },
  {
    slug: "steady-mobile-releases-with-qa-and-devops",
    publishedOn: "2026-11-02",
    data: {
      title: "Steady mobile releases: where QA and DevOps meet",
      summary:
        "A release every fortnight is only calm when testing and deployment are planned together. How our mobile, QA and DevOps engineers share one pipeline.",
      author: "rohit-sahoo",
      tags: ["mobile", "devops", "quality-assurance"],
      sample: true,
      body: `Clients who ask us for a [mobile app](/services/mobile-development) rarely ask about releases. They notice them later, when an update breaks sign-in on older phones. We plan the release path on the first day of a project, with the QA and DevOps engineers in the room.

## One pipeline from commit to store

Every change goes through the same steps:

1. Automated checks run on each commit: lint, unit tests and a build for both platforms.
2. A build that passes goes to the testers' devices the same day.
3. Our [testing and QA](/services/testing-qa) team runs the regression list on the phones the client's customers actually use.
4. Only a build the testers signed off is submitted to the app stores.

## What the testers own

Testers keep the regression list, and they can stop a release. A failing check is fixed before new features are added, so the list never becomes a formality.

## What DevOps owns

Our [DevOps](/services/devops) engineers keep signing keys, build machines and store credentials out of individual laptops. A new developer can ship a fix in their first week without asking anyone for a password.

### The result for the client

Releases stop being events. The client sees a short note of what changed, and their customers see an app that keeps working. To plan your own release process, [request a quote](/quote).`,
    },
  },
];

/** An author as the pages show them. */
export type SiteAuthor = Author & { slug: string };

/** A published article as the pages and feeds show it (newest first in SiteContent). */
export type SiteArticle = Article & {
  slug: string;
  /** Its first publication (ISO 8601). */
  publishedAt: string;
  /** When its published revision was made (ISO 8601). */
  updatedAt: string;
};

/** The repository's authors and articles as the build renders them (newest article first). */
export function seedArticleContent(): { authors: SiteAuthor[]; articles: SiteArticle[] } {
  return {
    authors: seedAuthors.map((a) => ({ ...a.data, slug: a.slug })),
    articles: seedArticles
      .map((a) => ({
        ...a.data,
        slug: a.slug,
        publishedAt: `${a.publishedOn}T04:30:00.000Z`,
        updatedAt: `${a.publishedOn}T04:30:00.000Z`,
      }))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
  };
}

/** Every tag of the published articles, in alphabetical order. */
export const articleTags = (articles: readonly SiteArticle[]) => [...new Set(articles.flatMap((a) => a.tags))].sort();
