/**
 * The shape of every piece of content on the site.
 *
 * Content modules (services.ts, products.ts, ...) hold plain data and export it through
 * these schemas with `parse`, so a missing field, an over-long line or a duplicate slug
 * fails the build (loaders run at prerender time) and the unit tests, never a visitor.
 * Types are inferred from the schemas: nothing is declared twice.
 *
 * Icons are Lucide icon names in PascalCase (https://lucide.dev, ISC licence), e.g.
 * "Smartphone", "ShieldCheck". They are resolved to SVG path data at build time by
 * app/lib/icons.server.ts, so icons cost no JavaScript in the browser.
 */
import { z } from "zod";

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens");

/** A Lucide icon name, PascalCase. Checked against the icon set by the content test. */
export const iconName = z.string().regex(/^[A-Z][A-Za-z0-9]+$/, "icon must be a PascalCase Lucide name");

/** Real copy: no placeholders, no filler. */
export const copy = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((s) => !/lorem ipsum|dynamic content|todo|tbd|placeholder/i.test(s), "placeholder copy")
    .refine((s) => s.trim() === s, "no leading or trailing whitespace");

/** Every `icon` name anywhere in a piece of content (objects and arrays, any depth), in order. */
export function iconNamesIn(data: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, val] of Object.entries(v)) {
        if (k === "icon" && typeof val === "string") out.push(val);
        else walk(val);
      }
    }
  };
  walk(data);
  return out;
}

export const internalHref = z.string().regex(/^\/[a-z0-9\-/#?=&]*$/, "internal links start with /");

/** A card with an icon, a title and a short description (service items, feature cards...). */
export const featureCard = z.object({
  icon: iconName,
  title: copy(2, 60),
  description: copy(20, 220),
  /** Optional bullet list shown under the description (e.g. multivendor features). */
  details: z.array(copy(3, 120)).max(8).optional(),
  /** Optional link, e.g. an ERP item pointing at its module page. */
  href: internalHref.optional(),
});

// ---------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------

/** The three columns of the Services mega menu. */
export const menuGroups = ["development", "design-marketing", "enterprise"] as const;
export const menuGroupLabels: Record<(typeof menuGroups)[number], string> = {
  development: "Development Services",
  "design-marketing": "Design & Marketing",
  enterprise: "Enterprise Solutions",
};

/** The eight categories of the Services overview page (docs/product.md "Services overview"). */
export const overviewCategories = [
  "development",
  "cloud-devops",
  "design",
  "marketing-branding",
  "testing-qa",
  "consulting-support",
  "emerging-tech",
  "other",
] as const;
export const overviewCategoryLabels: Record<(typeof overviewCategories)[number], string> = {
  development: "Development Services",
  "cloud-devops": "Cloud and DevOps",
  design: "Design Services",
  "marketing-branding": "Marketing and Branding",
  "testing-qa": "Testing and QA",
  "consulting-support": "IT Consulting and Support",
  "emerging-tech": "Emerging Technologies",
  other: "Other Services",
};

export const service = z.object({
  slug,
  /** The page's h1, e.g. "Digital Marketing". */
  title: copy(3, 60),
  /** Short label for menus, e.g. "Digital Marketing". */
  menuLabel: copy(3, 32),
  menuGroup: z.enum(menuGroups),
  overviewCategory: z.enum(overviewCategories),
  icon: iconName,
  /** One sentence for the overview card and the meta description (120-160 chars ideal). */
  summary: copy(60, 170),
  /** The intro sentence under the h1 (the page caps its width at 600 px). */
  intro: copy(80, 260),
  /** Exactly eight cards (docs/product.md "Service pages"). */
  cards: z.array(featureCard).length(8),
  /** The closing banner's button; every one goes to /quote. */
  ctaLabel: z.enum(["Schedule a Call", "Get Free Consultation"]),
});
export type Service = z.infer<typeof service>;

// ---------------------------------------------------------------------------------------
// Products and ERP modules
// ---------------------------------------------------------------------------------------

/** The product-interface mock-ups drawn by app/components/ui/screen-mockup.tsx. */
export const mockupKinds = [
  "dashboard",
  "pipeline",
  "pos",
  "invoice",
  "people",
  "timeline",
  "marketplace",
  "course",
  "shop",
  "code",
  "chat",
  "checklist",
  "certificate",
  "shield",
] as const;
export type MockupKind = (typeof mockupKinds)[number];
export const mockupKind = z.enum(mockupKinds);

/** A product card on /products (picture, title, description). */
export const productCard = z.object({
  icon: iconName,
  mockup: mockupKind,
  title: copy(3, 60),
  description: copy(40, 220),
  href: internalHref,
});

/** The 'Call Us For Quote' panel with the company phone and a Get Started button. */
export const quotePanel = z.object({
  kind: z.literal("quote-panel"),
  id: slug,
  heading: copy(3, 80),
  text: copy(20, 300),
});
export type QuotePanel = z.infer<typeof quotePanel>;

/** Sections a product page is assembled from. */
export const productSection = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("cards"),
    id: slug,
    heading: copy(3, 80),
    intro: copy(20, 300).optional(),
    /** Cards per row on large screens. */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    items: z.array(featureCard).min(1).max(16),
  }),
  z.object({
    kind: z.literal("groups"),
    id: slug,
    heading: copy(3, 80),
    intro: copy(20, 300).optional(),
    groups: z
      .array(z.object({ title: copy(3, 60), items: z.array(featureCard).min(1).max(6) }))
      .min(1)
      .max(3),
  }),
  z.object({
    kind: z.literal("chips"),
    id: slug,
    heading: copy(3, 80),
    intro: copy(20, 300).optional(),
    items: z
      .array(z.object({ icon: iconName, label: copy(2, 40) }))
      .min(2)
      .max(12),
  }),
  quotePanel,
]);
export type ProductSection = z.infer<typeof productSection>;

export const product = z.object({
  slug,
  title: copy(3, 60),
  menuLabel: copy(3, 32),
  icon: iconName,
  /** Small line above the h1. */
  eyebrow: copy(3, 40),
  /** The interface sketch beside the h1. */
  mockup: mockupKind,
  summary: copy(60, 170),
  intro: copy(80, 320),
  sections: z.array(productSection).min(1).max(6),
});
export type Product = z.infer<typeof product>;

export const erpModule = z.object({
  slug,
  title: copy(3, 60),
  icon: iconName,
  mockup: mockupKind,
  summary: copy(60, 170),
  intro: copy(80, 320),
  /** Six capabilities of the module. */
  features: z.array(featureCard).length(6),
  /** Four to six outcomes a business can expect, one line each. */
  outcomes: z.array(copy(20, 160)).min(4).max(6),
  /** Who it is for, one paragraph. */
  audience: copy(60, 400),
});

// ---------------------------------------------------------------------------------------
// Careers
// ---------------------------------------------------------------------------------------

export const listing = z.object({
  id: z.string().min(1),
  slug,
  kind: z.enum(["job", "internship"]),
  title: copy(3, 60),
  location: copy(3, 60).optional(),
  remote: z.boolean(),
  duration: copy(3, 30).optional(),
  /**
   * Multi-line: the first line is the summary shown on the card; lines starting with "- "
   * are bullet points; other lines are paragraphs.
   */
  description: z.string().min(80).max(4000),
  datePosted: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  validThrough: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /**
   * Optional last day applications are accepted (a calendar day in India, inclusive): after it
   * the listing's page says the role is closed, the server refuses applications to it, and its
   * JobPosting and sitemap entry go at the next build. When set, it is also the "Apply by" date
   * and the JobPosting's validThrough (docs/decisions/0081-listing-closing-date.md).
   */
  closesOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  employmentType: z.enum(["FULL_TIME", "INTERN"]),
  experience: copy(3, 60),
});

export const hiringRound = z.object({
  /**
   * Stable id of the round: the workspace stores it as an application's stage, so renaming the
   * title keeps applications where they are (docs/decisions/0080-hiring-stages-from-content.md).
   * Never reuse an id for a different round.
   */
  id: slug,
  round: copy(3, 20),
  title: copy(3, 60),
  description: copy(40, 300),
  icon: iconName,
});

// ---------------------------------------------------------------------------------------
// Company
// ---------------------------------------------------------------------------------------

export const office = z.object({
  id: slug,
  label: copy(3, 40),
  city: copy(2, 40),
  country: copy(2, 40),
  addressLines: z.array(copy(3, 80)).min(1).max(4),
  phone: z.object({ display: z.string(), e164: z.string().regex(/^\+\d{8,15}$/) }).optional(),
  hours: copy(3, 60),
  /** Link out to a map (no embedded third-party map). */
  mapUrl: z.url(),
});
export type Office = z.infer<typeof office>;

export const counter = z.object({
  countNumber: z.number().int().positive(),
  countPrefix: z.string().max(2),
  countpara: copy(3, 40),
});

export const testimonial = z.object({
  quote: copy(80, 500),
  name: copy(3, 60),
  role: copy(3, 60),
  company: copy(2, 60),
  industry: copy(2, 40),
  service: copy(3, 60),
  /** Kept in the content data so the company can replace sample content. */
  sample: z.boolean(),
});
