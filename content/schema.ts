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
import { placeholdersIn } from "./placeholders";

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens");

/** A Lucide icon name, PascalCase. Checked against the icon set by the content test. */
export const iconName = z.string().regex(/^[A-Z][A-Za-z0-9]+$/, "icon must be a PascalCase Lucide name");
/** An icon as an editor's form names it. */
export const iconField = iconName.meta({ title: "Icon", description: "A Lucide icon name, e.g. ShieldCheck" });

/**
 * A check for `.check()`: every "{name}" in the value's strings is one of `names`
 * (content/placeholders.ts). It runs even when other fields are wrong, so one save names every
 * field that needs attention.
 */
export const knownPlaceholders = (names: readonly string[]) =>
  z.superRefine(placeholdersIn(names), { when: () => true });

/** Real copy: no placeholders, no filler. */
export const copy = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((s) => !/lorem ipsum|dynamic content|todo|tbd|placeholder/i.test(s), "placeholder copy")
    .refine((s) => s.trim() === s, "no leading or trailing whitespace");

/** The short line above a heading, as an editor's form names it. */
export const eyebrowField = copy(3, 40).meta({ title: "Line above the heading" });

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
  z
    .object({
      kind: z.literal("cards"),
      id: slug,
      heading: copy(3, 80),
      intro: copy(20, 300).optional(),
      /** Cards per row on large screens. */
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      items: z.array(featureCard).min(1).max(16),
    })
    .meta({ title: "Cards" }),
  z
    .object({
      kind: z.literal("groups"),
      id: slug,
      heading: copy(3, 80),
      intro: copy(20, 300).optional(),
      groups: z
        .array(z.object({ title: copy(3, 60), items: z.array(featureCard).min(1).max(6) }))
        .min(1)
        .max(3),
    })
    .meta({ title: "Groups of cards" }),
  z
    .object({
      kind: z.literal("chips"),
      id: slug,
      heading: copy(3, 80),
      intro: copy(20, 300).optional(),
      items: z
        .array(z.object({ icon: iconName, label: copy(2, 40) }))
        .min(2)
        .max(12),
    })
    .meta({ title: "Chips (short labels with an icon)" }),
  quotePanel.meta({ title: "Call-for-quote panel" }),
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
export type ErpModule = z.infer<typeof erpModule>;

// ---------------------------------------------------------------------------------------
// Careers
// ---------------------------------------------------------------------------------------

/** How a role is worked: at the office, partly at the office, or from anywhere in a region. */
export const workModes = ["on-site", "hybrid", "remote"] as const;
/** schema.org JobPosting employmentType values the site offers. */
export const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;
export const payUnits = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;
export const currencies = ["INR", "USD", "EUR", "GBP", "AED"] as const;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

/**
 * A job or internship listing: one description for the repository's seed (content/careers.ts),
 * the workspace's form and the server's checks (docs/publishing.md).
 */
export const listingFields = z.object({
  /** Stable id: applications point at it, and the job-board feed's reference number. Never reused. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an id is lower-case words joined by hyphens")
    .max(80),
  slug: slug.max(80),
  kind: z.enum(["job", "internship"]),
  title: copy(3, 80),
  workMode: z.enum(workModes),
  /** City of an on-site or hybrid role (empty: the company's office). */
  location: copy(2, 60).optional(),
  /** Where a remote role may be worked from (a country or region, e.g. "India"). */
  remoteRegion: copy(2, 60).optional(),
  duration: copy(3, 30).optional(),
  /**
   * Multi-line: the first line is the summary shown on the card; lines starting with "- "
   * are bullet points; a line ending with ":" is a heading; other lines are paragraphs. Plain
   * text only: it is escaped wherever it is shown.
   */
  description: z.string().min(80).max(6000),
  datePosted: isoDay,
  /**
   * Optional last day applications are accepted (a calendar day in India, inclusive): after it
   * the listing's page says the role is closed, the server refuses applications to it, and its
   * JobPosting, sitemap entry and feed item go (docs/decisions/0081-listing-closing-date.md).
   * When set, it is also the "Apply by" date and the JobPosting's validThrough; without one the
   * role stays open until staff close it.
   */
  closesOn: isoDay.optional(),
  employmentType: z.enum(employmentTypes),
  experience: copy(3, 60),
  /** Optional pay range, shown on the page and in the JobPosting's baseSalary. */
  pay: z
    .object({
      currency: z.enum(currencies),
      min: z.number().int().positive().max(1_000_000_000),
      max: z.number().int().positive().max(1_000_000_000),
      unit: z.enum(payUnits),
    })
    .refine((p) => p.max >= p.min, { message: "the maximum is at least the minimum", path: ["max"] })
    .optional(),
  /** State or region of an office-based role, for the JobPosting address. */
  region: copy(2, 40).optional(),
});

/** The checks across fields of a listing, for the full listing and for the workspace's draft alike. */
export function checkListing(
  l: Pick<z.infer<typeof listingFields>, "kind" | "duration" | "workMode" | "remoteRegion" | "closesOn"> & {
    datePosted?: string;
  },
  ctx: z.RefinementCtx,
): void {
  if (l.kind === "internship" && !l.duration)
    ctx.addIssue({ code: "custom", path: ["duration"], message: "an internship needs a duration" });
  if (l.workMode === "remote" && !l.remoteRegion)
    ctx.addIssue({
      code: "custom",
      path: ["remoteRegion"],
      message: "a remote role needs the region it can be worked from",
    });
  if (l.closesOn && l.datePosted && l.closesOn < l.datePosted)
    ctx.addIssue({ code: "custom", path: ["closesOn"], message: "the closing date is before the posting date" });
}

export const listing = listingFields.superRefine(checkListing);

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
  id: slug.meta({
    title: "Reference",
    description: "A short name of your own to tell the offices apart, never shown on the site, e.g. uae-dubai",
  }),
  label: copy(3, 40).meta({
    title: "Heading",
    description: "The small line above the city on the contact page, e.g. United Arab Emirates",
  }),
  city: copy(2, 40).meta({ title: "City" }),
  country: copy(2, 40).meta({ title: "Country" }),
  addressLines: z
    .array(copy(3, 80).meta({ title: "Line" }))
    .min(1)
    .max(4)
    .meta({ title: "Address", description: "One line each, as on an envelope" }),
  phone: z.object({ display: z.string(), e164: z.string().regex(/^\+\d{8,15}$/) }).optional(),
  hours: copy(3, 60).meta({ title: "Office hours" }),
  /** Link out to a map (no embedded third-party map). */
  mapUrl: z.url().meta({ title: "Map link", description: "The office on a map, e.g. a Google Maps address" }),
});
export type Office = z.infer<typeof office>;

export const counter = z.object({
  countNumber: z.number().int().positive().meta({ title: "Number" }),
  countPrefix: z.string().max(2).meta({ title: "After the number", description: "e.g. +" }),
  countpara: copy(3, 40).meta({ title: "Label", description: "e.g. Finished Projects" }),
});

export const testimonial = z.object({
  quote: copy(80, 500).meta({ title: "Quote", description: "The client's own words, as they agreed to publish them." }),
  name: copy(3, 60).meta({ title: "Client's name" }),
  role: copy(3, 60).meta({ title: "Their role", description: "e.g. Operations Head" }),
  company: copy(2, 60).meta({ title: "Company" }),
  industry: copy(2, 40).meta({ title: "Industry" }),
  service: copy(3, 60).meta({ title: "What we did for them", description: "e.g. POS & Billing Systems" }),
  /** Kept in the content data so the company can replace sample content. */
  sample: z.boolean().meta({ title: "Sample to replace (not yet a real client's words)" }),
});

// ---------------------------------------------------------------------------------------
// Company details (an editable content kind: docs/publishing.md "Content kinds")
// ---------------------------------------------------------------------------------------

/** The glyphs of app/components/layout/chrome-icons.svg a social link can show. */
export const socialIcons = ["linkedin", "x", "facebook", "instagram", "youtube"] as const;
const socialIconLabels: Record<(typeof socialIcons)[number], string> = {
  linkedin: "LinkedIn",
  x: "X (Twitter)",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
};

const digits = (s: string) => s.replace(/\D/g, "");

/**
 * How to reach the company, as every page shows it (top bar, menu, footer, contact page, calls to
 * action, JSON-LD). The repository's values (content/site.ts) are the first revision; editors
 * change them in the workspace, whose form is made from this schema (its `meta` titles are the
 * labels). The company's name stays in content/site.ts: it is in every page title.
 */
export const companyDetails = z
  .object({
    phone: z
      .object({
        display: copy(6, 24).meta({ title: "Phone number as shown", description: "e.g. +91 674 298 4410" }),
        e164: z
          .string()
          .regex(/^\+\d{8,15}$/, "the number in international form: + and 8 to 15 digits, no spaces")
          .meta({ title: "Phone number to dial", description: "International form, e.g. +916742984410" }),
      })
      .meta({ title: "Phone" }),
    email: z.email("an e-mail address, e.g. hello@corvanta.example").max(120).meta({ title: "E-mail" }),
    address: z
      .object({
        street: copy(3, 80).meta({ title: "Street" }),
        locality: copy(2, 40).meta({ title: "City" }),
        region: copy(2, 40).meta({ title: "State" }),
        postalCode: z
          .string()
          .regex(/^\d{6}$/, "an Indian PIN code: six digits")
          .meta({ title: "PIN code" }),
        country: copy(2, 40).meta({ title: "Country" }),
      })
      .meta({ title: "Head office address" }),
    hours: copy(3, 60).meta({ title: "Office hours", description: "e.g. Mon–Sat, 9:30 am – 6:30 pm IST" }),
    responsePromise: copy(10, 60).meta({
      title: "Response promise",
      description: "Shown in the top bar, the menu and the footer, e.g. We respond within 24 hours",
    }),
    social: z
      .array(
        z
          .object({
            label: copy(1, 30).meta({ title: "Network name" }),
            href: z
              .url({ protocol: /^https$/, error: "a full https:// address" })
              .max(200)
              .meta({ title: "Profile address" }),
            icon: z.enum(socialIcons).meta({ title: "Icon", optionLabels: socialIconLabels }),
          })
          .meta({ title: "Profile" }),
      )
      .max(socialIcons.length)
      .meta({ title: "Social profiles" }),
    offices: z
      .array(office.omit({ phone: true }).meta({ title: "Office" }))
      .max(6)
      .meta({ title: "Other offices", description: "Shown on the contact page after the head office" }),
  })
  .superRefine((c, ctx) => {
    if (digits(c.phone.display) !== digits(c.phone.e164))
      ctx.addIssue({
        code: "custom",
        path: ["phone", "display"],
        message: "the number shown and the number dialled differ: make their digits the same",
      });
    const icons = c.social.map((s) => s.icon);
    icons.forEach((icon, i) => {
      if (icons.indexOf(icon) !== i)
        ctx.addIssue({ code: "custom", path: ["social", i, "icon"], message: "each network once" });
    });
    const ids = c.offices.map((o) => o.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: "custom", path: ["offices", i, "id"], message: "each office needs its own id" });
    });
  });
export type CompanyDetails = z.infer<typeof companyDetails>;
