import { z } from "zod";
import {
  copy,
  eyebrowField,
  iconField,
  internalHref,
  knownPlaceholders,
  quotePanel,
  type CompanyDetails,
} from "./schema";
import {
  companyFacts,
  companyPlaceholderNames,
  fillPlaceholders,
  listPlaceholders,
  withCompanyFacts,
} from "./placeholders";
import { fixedPaths } from "./fixed-pages";
import * as paths from "./paths";
import { homeSeedWords, homeWords } from "./home";
import { aboutSeedWords, aboutWords } from "./about";

/**
 * The words around each overview page's data: its title and description for search engines,
 * the hero's eyebrow, heading, intro and buttons, its section headings and its closing banner.
 * Editors change them from the workspace (content/kinds.ts "page"): each page is one document,
 * described by its own schema below, whose fields are exactly what that page shows. Route loaders
 * read a page's words from the published snapshot (`pageWords`), so the components hold layout
 * only. Facts such as the phone number are placeholders ("{phone}"), filled in from the published
 * company details when the page is rendered (content/placeholders.ts).
 */

/** A page a button or a link card may lead to: one that never goes away (content/fixed-pages.ts). */
const linkable = new Set(fixedPaths);
const sitePage = internalHref.refine(
  (href) => linkable.has(href.replace(/[#?].*$/, "")),
  "Not a page of this site: use the address of a page in the menu, e.g. /quote or /services/devops.",
);

const action = z.object({
  label: copy(3, 40).meta({ title: "Button label" }),
  href: z
    .union([sitePage, z.string().regex(/^#[a-z][a-z0-9-]*$/), z.string().regex(/^tel:\+\d{8,15}$/)], {
      error: "A page of this site (/quote), a section of this page (#models) or a phone number (tel:+91…).",
    })
    .meta({ title: "Leads to", description: "A page of this site (e.g. /quote) or a section of this page (#models)." }),
  /** The hero's first button is solid, the second outlined. */
  variant: z
    .enum(["light", "outline-light"])
    .meta({ title: "Style", optionLabels: { light: "Solid", "outline-light": "Outlined" } }),
});

const hero = z
  .object({
    eyebrow: eyebrowField,
    title: copy(5, 80).meta({ title: "Heading" }),
    intro: copy(40, 240).meta({ title: "Intro under the heading" }),
    actions: z
      .array(action.meta({ title: "Button" }))
      .max(2)
      .default([])
      .meta({ title: "Buttons (up to two)" }),
  })
  .meta({ title: "Top of the page" });
/** The privacy policy's hero: its intro is the policy's own (content/privacy.ts). */
const heroWithoutIntro = hero.omit({ intro: true }).meta({ title: "Top of the page" });

const heading = z.object({
  eyebrow: copy(3, 40).optional().meta({ title: "Line above the heading" }),
  title: copy(5, 80).meta({ title: "Heading" }),
  intro: copy(20, 240).optional().meta({ title: "Intro" }),
});
const section = (title: string) => heading.meta({ title });

const banner = z
  .object({
    title: copy(5, 80).meta({ title: "Heading" }),
    text: copy(40, 240).optional().meta({ title: "Text" }),
    ctaLabel: copy(5, 40).meta({ title: "Button label" }),
    /** Where the button leads; the quote page unless given. */
    href: sitePage.optional().meta({ title: "Button leads to", description: "The quote page (/quote) unless given." }),
  })
  .meta({ title: "Closing banner" });

/** A short note with an icon (how certificate checks work); `href` and `cta` make it a link card. */
const note = z.object({
  icon: iconField,
  title: copy(5, 60).meta({ title: "Heading" }),
  text: copy(40, 200).meta({ title: "Text" }),
  href: sitePage.optional().meta({ title: "Leads to" }),
  cta: copy(5, 40).optional().meta({ title: "Link label" }),
});
export type NoteCopy = z.infer<typeof note>;
const notes = (title: string) =>
  z
    .array(note.meta({ title: "Card" }))
    .min(1)
    .max(4)
    .superRefine((list, ctx) =>
      list.forEach((n, i) => {
        if (n.href && !n.cta)
          ctx.addIssue({
            code: "custom",
            path: [i, "cta"],
            message: "A card that leads to a page needs a link label.",
          });
      }),
    )
    .meta({ title });

/** What every page has: its title and description for search engines, and its hero. */
const base = {
  /** The document title (the site's name is added) and the meta description (up to 160 characters). */
  title: copy(5, 60).meta({ title: "Title in search results and the browser tab" }),
  description: copy(80, 160).meta({
    title: "Description for search engines",
    description: "80 to 160 characters, placeholders counted as typed.",
  }),
  hero,
};

/**
 * The words one template shows on many pages (every service page), with the names of the page's
 * own facts it may use besides the company's ("{service}": the service's name, filled in per page).
 */
const templateWordsOf = <S extends z.ZodRawShape>(own: readonly string[], shape: S) =>
  z.object(shape).check(knownPlaceholders([...companyPlaceholderNames, ...own]));
const named = (what: string) => `Write {${what}} where the ${what}'s name goes.`;

const footerWords = z
  .object({
    blurb: copy(40, 240).meta({ title: "Sentence under the logo" }),
    columns: z
      .object({
        quickLinks: copy(3, 30).meta({ title: "Quick links" }),
        services: copy(3, 30).meta({ title: "Services" }),
        products: copy(3, 30).meta({ title: "Products" }),
        careers: copy(3, 30).meta({ title: "Careers" }),
      })
      .meta({ title: "Column headings" }),
  })
  .meta({ title: "Footer" });

/** One page's words: `shape` on top of the title, description and hero; placeholders checked. */
const pageWordsOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...base, ...shape }).check(knownPlaceholders(companyPlaceholderNames));

/** Each overview page's schema, by its key in the snapshot. */
export const pageSchemas = {
  home: z
    .object({ title: base.title, description: base.description, ...homeWords.shape })
    .check(knownPlaceholders(companyPlaceholderNames)),
  about: aboutWords.check(knownPlaceholders(companyPlaceholderNames)),
  services: pageWordsOf({
    callForQuote: quotePanel.meta({ title: "Call-for-quote panel" }),
  }),
  products: pageWordsOf({
    sections: z.object({ catalogue: section("Catalogue") }).meta({ title: "Section headings" }),
    banner,
  }),
  testimonial: pageWordsOf({
    sections: z.object({ "client-stories": section("Client stories") }).meta({ title: "Section headings" }),
    banner,
  }),
  feature: pageWordsOf({
    sections: z
      .object({ "selling-points": section("Reasons to choose us"), features: section("Features") })
      .meta({ title: "Section headings" }),
  }),
  price: pageWordsOf({
    sections: z
      .object({
        models: section("Engagement models"),
        "how-pricing-works": section("How pricing works"),
        faq: section("Questions"),
      })
      .meta({ title: "Section headings" }),
    modelLabels: z
      .object({
        includes: copy(5, 40).meta({ title: "Label of what a model includes" }),
        bestFor: copy(5, 40).meta({ title: "Label of who it suits" }),
        billing: copy(5, 40).meta({ title: "Label of how it is billed" }),
        /** The tap that unfolds those three on a phone. */
        details: copy(5, 60).meta({ title: "Button that unfolds them on a phone" }),
        /** Completes a card button's accessible name: "<ctaLabel>: <quoteFor> <model>". */
        quoteFor: copy(5, 40).meta({
          title: "Words for screen readers on a card's button",
          description: "Read as “<button label>: <these words> <model name>”.",
        }),
      })
      .meta({ title: "Labels in each model's card" }),
    undecided: z
      .object({
        title: copy(5, 60).meta({ title: "Heading" }),
        text: copy(40, 240).meta({ title: "Text" }),
        ctaLabel: copy(5, 40).meta({ title: "Button label" }),
      })
      .meta({ title: "Card for the undecided" }),
    banner,
  }),
  quote: pageWordsOf({
    sections: z
      .object({ form: section("Form"), "next-steps": section("What happens next"), call: section("Call us") })
      .meta({ title: "Section headings" }),
    /** Numbered steps ("What happens next"). */
    steps: z
      .array(
        z
          .object({ title: copy(5, 60).meta({ title: "Heading" }), text: copy(30, 200).meta({ title: "Text" }) })
          .meta({ title: "Step" }),
      )
      .min(2)
      .max(5)
      .meta({ title: "What happens next (steps)" }),
  }),
  contact: pageWordsOf({
    sections: z
      .object({ "reach-us": section("Talk to us"), message: section("Message form"), offices: section("Offices") })
      .meta({ title: "Section headings" }),
  }),
  privacy: z
    .object({ title: base.title, description: base.description, hero: heroWithoutIntro })
    .check(knownPlaceholders(companyPlaceholderNames)),
  career: pageWordsOf({
    sections: z
      .object({ openings: section("Open positions"), "before-you-apply": section("Before you apply") })
      .meta({ title: "Section headings" }),
    notes: notes("Link cards under Before you apply"),
  }),
  hiringProcess: pageWordsOf({
    sections: z.object({ rounds: section("The rounds") }).meta({ title: "Section headings" }),
    banner,
  }),
  verifyCertificate: pageWordsOf({
    sections: z
      .object({ verify: section("The check"), how: section("How verification works") })
      .meta({ title: "Section headings" }),
    notes: notes("Notes under How verification works"),
  }),
  caseStudies: pageWordsOf({
    homeStrip: z
      .object({
        eyebrow: eyebrowField,
        title: copy(5, 80).meta({ title: "Heading" }),
        intro: copy(20, 240).meta({ title: "Intro" }),
        all: copy(5, 40).meta({ title: "Link to all case studies" }),
      })
      .meta({ title: "Strip on Home (the three newest)" }),
    listHeading: copy(3, 60).meta({ title: "Heading over the list" }),
    serviceStrip: section("Strip on a service page (its case studies)"),
    headings: z
      .object({
        challenge: copy(3, 40).meta({ title: "The challenge" }),
        solution: copy(3, 40).meta({ title: "The solution" }),
        results: copy(3, 40).meta({ title: "The results" }),
      })
      .meta({ title: "Section headings on each case study" }),
  }),
  insights: pageWordsOf({}),
  servicePage: templateWordsOf(["service"], {
    eyebrow: copy(3, 40).meta({ title: "Line above each service's heading" }),
    sections: z
      .object({
        capabilities: section("Cards").meta({ description: named("service") }),
        related: section("Related services"),
      })
      .meta({ title: "Section headings" }),
  }),
  productPage: templateWordsOf(["product"], {
    actions: z
      .object({
        demo: copy(3, 40).meta({ title: "First button (to the quote form)" }),
        call: copy(3, 40).meta({
          title: "Second button (calls the company)",
          description: "Write {phone} for the number.",
        }),
      })
      .meta({ title: "Buttons at the top" }),
    banner: banner.meta({ title: "Closing banner", description: named("product") }),
  }),
  erpModulePage: templateWordsOf(["module"], {
    eyebrow: copy(3, 40).meta({ title: "Line above each module's heading" }),
    actions: z
      .array(action.meta({ title: "Button" }))
      .max(2)
      .meta({ title: "Buttons at the top (up to two)" }),
    features: section("Key features").meta({ description: named("module") }),
    outcomes: section("Outcomes").meta({ description: named("module") }),
    audience: copy(5, 40).meta({ title: "Heading of who it is for" }),
    others: section("The other modules"),
    backLink: copy(5, 40).meta({ title: "Link back to ERP Systems" }),
    banner: banner.meta({ title: "Closing banner", description: named("module") }),
  }),
  siteWide: z
    .object({
      footer: footerWords,
      servicesMenu: z
        .object({
          title: copy(5, 60).meta({ title: "Heading" }),
          text: copy(20, 200).meta({ title: "Text" }),
          ctaLabel: copy(3, 30).meta({ title: "Button label" }),
        })
        .meta({ title: "Call-out in the Services menu (desktop)" }),
    })
    .check(knownPlaceholders(companyPlaceholderNames)),
};
export type PageKey = keyof typeof pageSchemas;
export const pagesSchema = z.object(pageSchemas);
export type PagesCopy = z.infer<typeof pagesSchema>;
export type HeadingCopy = z.infer<typeof heading>;
export type HeroCopy = z.infer<typeof hero>;
export type PriceModelLabels = PagesCopy["price"]["modelLabels"];

/** Where a page document's words show, and its address among the page documents (content/kinds.ts "page"). */
export interface PagePlace {
  /** The page its preview shows (for a template: one of its pages). */
  path: string;
  slug: string;
  /** Every page that shows these words; only `path` unless given. */
  shows?: (path: string) => boolean;
  /** How the workspace names the document; its `title` unless given (a template has none). */
  name?: string;
}

export const pagePaths: Record<PageKey, PagePlace> = {
  home: { path: "/", slug: "home" },
  about: { path: paths.about, slug: "about" },
  services: { path: paths.services, slug: "services" },
  products: { path: paths.products, slug: "products" },
  testimonial: { path: paths.testimonial, slug: "testimonial" },
  feature: { path: paths.feature, slug: "feature" },
  price: { path: paths.price, slug: "price" },
  quote: { path: paths.quote, slug: "quote", shows: (p) => p === paths.quote || p === paths.quotesec },
  contact: { path: paths.contact, slug: "contact" },
  privacy: { path: paths.privacy, slug: "privacy" },
  career: { path: paths.careers, slug: "career" },
  hiringProcess: { path: paths.hiringProcess, slug: "hiring-process" },
  verifyCertificate: { path: paths.verifyCertificate, slug: "verify-certificate" },
  caseStudies: {
    path: paths.caseStudies,
    slug: "case-studies",
    // The list, each case study's headings, and the strips on Home and the service pages.
    shows: (p) => p === paths.caseStudies || p.startsWith(`${paths.caseStudies}/`) || p === paths.home || isService(p),
  },
  insights: { path: paths.insights, slug: "insights" },
  servicePage: {
    path: paths.service("devops"),
    slug: "service-pages",
    shows: isService,
    name: "Every service page (template)",
  },
  productPage: {
    path: paths.product("erp-systems"),
    slug: "product-pages",
    shows: (p) => p.startsWith(`${paths.products}/`),
    name: "Every product page (template)",
  },
  erpModulePage: {
    path: paths.erpModule("finance-management"),
    slug: "erp-module-pages",
    shows: (p) => p.startsWith(paths.erpModule("")),
    name: "Every ERP module page (template)",
  },
  siteWide: { path: paths.home, slug: "site-wide", shows: () => true, name: "Footer and menu (every page)" },
};
function isService(p: string) {
  return p.startsWith(`${paths.services}/`);
}

/** "{company}, {phone}, ...": the facts the pages' words may name, for the editor's form. */
export const pagePlaceholders = listPlaceholders(companyPlaceholderNames);

/** One page's words as the page shows them: placeholders filled in from the published company details. */
export function pageAsShown<K extends PageKey>(words: PagesCopy[K], company: CompanyDetails): PagesCopy[K] {
  return withCompanyFacts(words, company);
}

/** The repository's words: the first revision of every page document. */
export const pages: PagesCopy = pagesSchema.parse({
  home: {
    title: "Cutting-Edge Digital Solutions",
    description:
      "{company} builds websites, mobile apps, custom software and cloud platforms, and runs digital marketing that grows your business.",
    ...homeSeedWords,
  },
  about: aboutSeedWords,
  services: {
    title: "Our Services",
    description:
      "Development, cloud and DevOps, design, marketing, testing, IT consulting, AI and business systems: all 24 services of our team, grouped in eight categories.",
    hero: {
      eyebrow: "What We Do",
      title: "Our Services",
      intro:
        "One partner for the software, design, marketing and cloud work your business needs, planned around your goals and delivered by a team that stays with you after launch.",
    },
    callForQuote: {
      kind: "quote-panel",
      id: "call-for-quote",
      heading: "Call Us For Quote",
      text: `Not sure which service fits? Call us or send the quote form, and a consultant will suggest an approach and an estimate. {response promise}.`,
    },
  },
  products: {
    title: "Products",
    description:
      "ERP, CRM, POS, billing and inventory, HRMS, project management, LMS, multivendor and e-commerce software, configured for your business.",
    hero: {
      eyebrow: "Our Products",
      title: "Software products, ready to run your business",
      intro:
        "Proven products we configure to your processes, brand and compliance needs, then install, train your team and support after go-live.",
      actions: [{ label: "Request a Demo", href: paths.quote, variant: "light" }],
    },
    sections: {
      catalogue: {
        eyebrow: "Product catalogue",
        title: "Find the right product for your team",
        intro: "Each product can run on its own or connect to the others. Pick one to see its modules and features.",
      },
    },
    banner: {
      title: "Not sure which product fits?",
      text: "Tell us how your business works today. We will recommend a product, or a custom build, and show you a live demo.",
      ctaLabel: "Get a Quote",
    },
  },
  testimonial: {
    title: "Client Testimonials",
    description:
      "What clients in retail, health, travel, logistics, e-commerce and finance say about working with our developers, designers and marketers.",
    hero: {
      eyebrow: "Testimonials",
      title: "What Our Clients Say",
      intro:
        "Founders, operations heads and technology leaders on what it was like to build with us, in their own words.",
    },
    sections: {
      "client-stories": {
        title: "Stories from our clients",
        intro: "Software, design and marketing projects across industries, at home and abroad.",
      },
    },
    banner: { title: "Become our next success story", ctaLabel: "Get Free Consultation" },
  },
  feature: {
    title: "Why Choose Us",
    description: `Trusted expertise, a highly skilled team, 24/7 customer support and competitive pricing: what working with {company} looks like, day to day.`,
    hero: {
      eyebrow: "Why Choose Us",
      title: "Why Businesses Choose Us",
      intro: `Since {founded}, clients have trusted us with products their business depends on. Here is what they get, in practice, from the first call onwards.`,
      actions: [
        { label: "Get a free quote", href: paths.quote, variant: "light" },
        { label: "Read client stories", href: paths.testimonial, variant: "outline-light" },
      ],
    },
    sections: {
      "selling-points": {
        eyebrow: "Our Promise",
        title: "Four things every client can count on",
        intro:
          "These are the commitments we make in every proposal, and the ones clients mention most when they recommend us.",
      },
      features: {
        eyebrow: "The Details",
        title: "What working with us looks like",
        intro:
          "Eight habits that make projects calmer, faster and easier to trust, written into how we plan, build and hand over.",
      },
    },
  },
  price: {
    title: "Pricing & Engagement Models",
    description:
      "Fixed-scope projects, dedicated teams, time and materials, support retainers and start-up MVPs: how each model works and is billed. Get a free quote.",
    hero: {
      eyebrow: "Pricing",
      title: "Engagement & Pricing Models",
      intro:
        "No rate cards and no surprises. Pick the way of working that suits your project, and we will send a written, itemised estimate for it, free of charge.",
      actions: [
        { label: "Get a free quote", href: paths.quote, variant: "light" },
        { label: "Compare models", href: "#models", variant: "outline-light" },
      ],
    },
    sections: {
      models: {
        eyebrow: "Engagement Models",
        title: "Choose how we work together",
        intro:
          "Every model comes with the same team, the same quality checks and the same 24/7 support. What changes is how scope and billing are handled.",
      },
      "how-pricing-works": { eyebrow: "How Pricing Works", title: "From your brief to a written estimate" },
      faq: { eyebrow: "FAQ", title: "Questions about pricing and contracts" },
    },
    modelLabels: {
      includes: "What's included",
      bestFor: "Best for",
      billing: "How billing works",
      details: "Scope, best fit and billing",
      quoteFor: "request a quote for",
    },
    undecided: {
      title: "Not sure which model fits?",
      text: `Describe your project and we will recommend a model in your written estimate, with the reasons. {response promise}.`,
      ctaLabel: "Talk to us",
    },
    banner: { title: "Get an estimate for your project", ctaLabel: "Request a Free Quote" },
  },
  quote: {
    title: "Request a Free Quote",
    description: `Tell us about your project and get a free, no-obligation quote from {company}. {response promise} with next steps.`,
    hero: {
      eyebrow: "Free quote",
      title: "Request a Quote",
      intro: `Share a few details about your project and the service you need. {response promise}, with next steps and no obligation.`,
    },
    sections: {
      form: { title: "Tell us about your project" },
      "next-steps": { title: "What happens next" },
      call: { title: "Prefer to talk?", intro: "Call us and describe your project in a few minutes." },
    },
    steps: [
      {
        title: "We read your brief",
        text: "A senior consultant, not a sales script, reviews what you sent and notes any questions.",
      },
      {
        title: "{response promise}",
        text: "You hear back by e-mail with first thoughts and a time for a short call, if one would help.",
      },
      {
        title: "You receive a clear proposal",
        text: "Scope, timeline, team and a fixed or time-and-materials estimate, with no obligation to go ahead.",
      },
    ],
  },
  contact: {
    title: "Contact Us",
    description: `Call, e-mail or visit {company} in Bhubaneswar, Dubai, Singapore or Houston, or send us a message. {response promise}.`,
    hero: {
      eyebrow: "Contact",
      title: "Contact Us",
      intro:
        "Tell us what you are working on. Whether it is a new product, a system that needs rescuing or a quick question, we will get back to you.",
    },
    sections: {
      "reach-us": {
        title: "Talk to us",
        intro: "Call, write or drop by our head office in Bhubaneswar. A real person answers.",
      },
      message: {
        title: "Send Us a Message",
        intro: `Write to us about a project, a partnership or anything else. {response promise}, on working days and weekends alike.`,
      },
      offices: {
        eyebrow: "Our offices",
        title: "Where to find us",
        intro:
          "Our delivery team works from Bhubaneswar; our regional offices look after clients in the Middle East, South-East Asia and North America.",
      },
    },
  },
  privacy: {
    title: "Privacy Policy",
    description: `What {company} collects through its quote, contact and application forms, who sees it, how long it is kept, your rights. No cookies, no trackers.`,
    hero: {
      eyebrow: "Your data",
      title: "Privacy Policy",
    },
  },
  career: {
    title: "Careers: Jobs and Internships",
    description: `Open jobs and internships at {company}: software, design and backend roles in Bhubaneswar, Bangalore and remote, plus paid internships.`,
    hero: {
      eyebrow: "Careers",
      title: "Career Opportunities",
      intro: "Find the perfect role for your next big move! Join our team.",
    },
    sections: {
      openings: { title: "Open positions" },
      "before-you-apply": {
        title: "Before you apply",
        intro: "Everything a candidate or an employer usually asks us about.",
      },
    },
    notes: [
      {
        icon: "ListChecks",
        title: "Our hiring process",
        text: "Four rounds, from a take-home coding test to the HR discussion. See what each one involves and how to prepare.",
        href: paths.hiringProcess,
        cta: "See the four rounds",
      },
      {
        icon: "BadgeCheck",
        title: "Verify a certificate",
        text: "Hiring one of our former interns? Check their internship or training certificate by its ID in a few seconds.",
        href: paths.verifyCertificate,
        cta: "Verify a certificate",
      },
    ],
  },
  hiringProcess: {
    title: "Our Hiring Process",
    description: `How we hire at {company}: a take-home technical assessment, a technical interview, a founder interview and an HR discussion.`,
    hero: {
      eyebrow: "Careers",
      title: "Our Hiring Process",
      intro:
        "A clear, respectful process in four rounds. You will know what each step involves before it starts, and hear back from us after every round.",
    },
    sections: {
      rounds: {
        eyebrow: "Four rounds",
        title: "From application to offer",
        intro: "Every candidate goes through the same four steps, and we tell you after each one where you stand.",
      },
    },
    banner: {
      title: "Ready to take the first step?",
      text: "Browse our open jobs and internships, and apply in a few minutes with your résumé.",
      ctaLabel: "View Open Positions",
      href: paths.careers,
    },
  },
  verifyCertificate: {
    title: "Verify Our Certificate",
    description: `Check that an internship or training certificate issued by {company} is genuine: enter its certificate ID to see the holder, programme and dates.`,
    hero: {
      eyebrow: "Careers",
      title: "Verify Our Certificate",
      intro:
        "Enter the ID printed on an internship or training certificate to confirm it was issued by us, and to whom.",
    },
    sections: {
      verify: { title: "Check a certificate" },
      how: { title: "How verification works" },
    },
    notes: [
      {
        icon: "ShieldCheck",
        title: "Straight from our records",
        text: "Each check looks the ID up in the register of certificates we have issued. We show only the holder's name, the programme and the dates.",
      },
      {
        icon: "Link",
        title: "Share a check",
        text: "After a check, the address in your browser includes the ID. Send that link and the other person sees the same result.",
      },
      {
        icon: "Mail",
        title: "Something looks wrong?",
        text: "If a certificate you were given shows as invalid, write to our careers team with the ID and we will look into it.",
      },
    ],
  },
  caseStudies: {
    title: "Case Studies",
    description:
      "Client projects from {company}: the challenge, the solution and the results, in the clients' own words.",
    hero: {
      eyebrow: "Case Studies",
      title: "Projects Told by the Problems They Solved",
      intro:
        "How clients' businesses work differently after a project with us: what they faced, what we built with them, and what changed.",
    },
    listHeading: "Client Projects",
    homeStrip: {
      eyebrow: "Proof, Not Promises",
      title: "What Changed for Our Clients",
      intro: "Recent projects, told by the problem each client brought us and what is different now.",
      all: "All case studies",
    },
    serviceStrip: {
      eyebrow: "Case Studies",
      title: "Where We Have Done This",
      intro: "Projects in which this service made the difference.",
    },
    headings: { challenge: "The Challenge", solution: "The Solution", results: "The Results" },
  },
  insights: {
    title: "Insights",
    description:
      "Notes from the engineers and consultants of {company} on ERP rollouts, retail systems, mobile releases and the work behind them.",
    hero: {
      eyebrow: "Insights",
      title: "Insights from our team",
      intro:
        "Notes from our engineers and consultants on ERP rollouts, retail systems, mobile releases and the work behind them.",
    },
  },
  servicePage: {
    eyebrow: "Our Services",
    sections: {
      capabilities: { title: "What our {service} team delivers" },
      related: { title: "Related services" },
    },
  },
  productPage: {
    actions: { demo: "Request a Demo", call: "Call {phone}" },
    banner: {
      title: "Ready to see {product} in action?",
      text: "Book a walkthrough with our product team: we will show it working with your kind of data and send a written proposal. {response promise}.",
      ctaLabel: "Get a Quote",
    },
  },
  erpModulePage: {
    eyebrow: "ERP Module",
    actions: [
      { label: "Request a Demo", href: paths.quote, variant: "light" },
      { label: "All ERP modules", href: paths.product("erp-systems"), variant: "outline-light" },
    ],
    features: { eyebrow: "Key features", title: "What the {module} module covers" },
    outcomes: { eyebrow: "Outcomes", title: "What changes with {module}" },
    audience: "Who it is for",
    others: {
      eyebrow: "One connected suite",
      title: "Explore the other ERP modules",
      intro:
        "Every module shares the same masters, users and reports, so you can start with one and add the rest as you grow.",
    },
    backLink: "Back to ERP Systems",
    banner: {
      title: "Put {module} to work in your business",
      text: "See the module with your own data in a guided demo, then get a rollout plan and a written quote. {response promise}.",
      ctaLabel: "Get a Quote",
    },
  },
  siteWide: {
    footer: {
      blurb:
        "A technology partner from {city} for businesses worldwide: software, web and mobile products, design, marketing, cloud and consulting, delivered by one senior team since {founded}.",
      columns: { quickLinks: "Quick Links", services: "Services", products: "Products", careers: "Careers" },
    },
    servicesMenu: {
      title: "Not sure which service fits?",
      text: "Tell us what you want to build or fix, and a consultant will suggest the right mix. {response promise}.",
      ctaLabel: "Get a free quote",
    },
  },
});

/** A template's words for one page: its own facts ("{service}") and the company's filled in. */
export function templateAsShown<K extends PageKey>(
  words: PagesCopy[K],
  company: CompanyDetails,
  own: Record<string, string>,
): PagesCopy[K] {
  return fillPlaceholders(words, { ...companyFacts(company), ...own });
}

/** The hero buttons of every product page: a demo request and a call to the company's phone. */
export function productHeroActions(words: PagesCopy["productPage"], company: CompanyDetails) {
  return z.array(action).parse([
    { label: words.actions.demo, href: paths.quote, variant: "light" },
    { label: words.actions.call, href: `tel:${company.phone.e164}`, variant: "outline-light" },
  ]);
}
export type ErpModuleCopy = PagesCopy["erpModulePage"];
