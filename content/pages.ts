import { z } from "zod";
import { copy, iconName, internalHref, quotePanel } from "./schema";
import { site } from "./site";
import * as paths from "./paths";

/**
 * The words around each overview page's data: its title and description for search engines,
 * the hero's eyebrow, heading, intro and buttons, its section headings and its closing banner.
 * Route loaders pass a page's own entry as page data (docs/decisions/0001), so the components
 * hold layout only and the copy lives here, beside the rest of what the site says.
 */
const action = z.object({
  label: copy(3, 40),
  href: z.union([internalHref, z.string().regex(/^#[a-z][a-z0-9-]*$/), z.string().regex(/^tel:\+\d{8,15}$/)]),
  /** The hero's first button is solid, the second outlined. */
  variant: z.enum(["light", "outline-light"]),
});

const hero = z.object({
  eyebrow: copy(3, 40),
  title: copy(5, 80),
  /** Absent where the page's own content has one (the privacy policy's). */
  intro: copy(40, 240).optional(),
  actions: z.array(action).max(2).default([]),
});

const heading = z.object({ eyebrow: copy(3, 40).optional(), title: copy(5, 80), intro: copy(20, 240).optional() });

const banner = z.object({
  title: copy(5, 80),
  text: copy(40, 240).optional(),
  ctaLabel: copy(5, 40),
  /** Where the button leads; the quote page unless given. */
  href: internalHref.optional(),
});

/** A short note with an icon (how certificate checks work); `href` and `cta` make it a link card. */
const note = z.object({
  icon: iconName,
  title: copy(5, 60),
  text: copy(40, 200),
  href: internalHref.optional(),
  cta: copy(5, 40).optional(),
});
export type NoteCopy = z.infer<typeof note>;

const page = z.object({
  /** The document title (the site's name is added) and the meta description (up to 160 characters). */
  title: copy(5, 60),
  description: copy(80, 160),
  hero,
  sections: z.record(z.string(), heading).default({}),
  banner: banner.optional(),
  /** Numbered steps (the quote page's "What happens next"). */
  steps: z.array(z.object({ title: copy(5, 60), text: copy(30, 200) })).default([]),
  callForQuote: quotePanel.optional(),
  /** Short notes or link cards beside a section (the certificate check, the careers paths). */
  notes: z.array(note).default([]),
});
export type PageCopy = z.infer<typeof page>;
export type HeadingCopy = z.infer<typeof heading>;
export type BannerCopy = z.infer<typeof banner>;

/** /price: the labels inside each engagement-model card, and the card for the undecided. */
const pricePage = page.extend({
  modelLabels: z.object({
    includes: copy(5, 40),
    bestFor: copy(5, 40),
    billing: copy(5, 40),
    /** The tap that unfolds those three on a phone. */
    details: copy(5, 60),
    /** Completes a card button's accessible name: "<ctaLabel>: <quoteFor> <model>". */
    quoteFor: copy(5, 40),
  }),
  undecided: z.object({ title: copy(5, 60), text: copy(40, 240), ctaLabel: copy(5, 40) }),
});

export type PriceModelLabels = z.infer<typeof pricePage>["modelLabels"];

export const pages = z
  .object({
    services: page,
    products: page,
    testimonial: page,
    feature: page,
    price: pricePage,
    quote: page,
    contact: page,
    privacy: page,
    career: page,
    hiringProcess: page,
    verifyCertificate: page,
  })
  .parse({
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
        text: `Not sure which service fits? Call us or send the quote form, and a consultant will suggest an approach and an estimate. ${site.responsePromise}.`,
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
      description: `Trusted expertise, a highly skilled team, 24/7 customer support and competitive pricing: what working with ${site.name} looks like, day to day.`,
      hero: {
        eyebrow: "Why Choose Us",
        title: "Why Businesses Choose Us",
        intro: `Since ${site.foundingYear}, clients have trusted us with products their business depends on. Here is what they get, in practice, from the first call onwards.`,
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
        text: `Describe your project and we will recommend a model in your written estimate, with the reasons. ${site.responsePromise}.`,
        ctaLabel: "Talk to us",
      },
      banner: { title: "Get an estimate for your project", ctaLabel: "Request a Free Quote" },
    },
    quote: {
      title: "Request a Free Quote",
      description: `Tell us about your project and get a free, no-obligation quote from ${site.name}. ${site.responsePromise} with next steps.`,
      hero: {
        eyebrow: "Free quote",
        title: "Request a Quote",
        intro: `Share a few details about your project and the service you need. ${site.responsePromise}, with next steps and no obligation.`,
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
          title: "We reply within 24 hours",
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
      description: `Call, e-mail or visit ${site.name} in Bhubaneswar, Dubai, Singapore or Houston, or send us a message. ${site.responsePromise}.`,
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
          intro: `Write to us about a project, a partnership or anything else. ${site.responsePromise}, on working days and weekends alike.`,
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
      description: `What ${site.name} collects through its quote, contact and application forms, who sees it, how long it is kept, your rights. No cookies, no trackers.`,
      hero: {
        eyebrow: "Your data",
        title: "Privacy Policy",
      },
    },
    career: {
      title: "Careers: Jobs and Internships",
      description: `Open jobs and internships at ${site.name}: software, design and backend roles in Bhubaneswar, Bangalore and remote, plus paid internships.`,
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
      description: `How we hire at ${site.name}: a take-home technical assessment, a technical interview, a founder interview and an HR discussion.`,
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
      description: `Check that an internship or training certificate issued by ${site.name} is genuine: enter its certificate ID to see the holder, programme and dates.`,
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
  });

/** A section's heading from a page's copy; a missing one fails the build (loaders run at build time). */
export function sectionCopy(page: PageCopy, id: string): HeadingCopy {
  const found = page.sections[id];
  if (!found) throw new Error(`content/pages.ts: the page "${page.title}" has no section "${id}"`);
  return found;
}

/** The hero buttons of every product page: a demo request and the company phone. */
export const productHeroActions = z.array(action).parse([
  { label: "Request a Demo", href: paths.quote, variant: "light" },
  { label: `Call ${site.phone.display}`, href: `tel:${site.phone.e164}`, variant: "outline-light" },
]);

/** The closing banner of a product page, named after the product (content/products.ts `menuLabel`). */
export function productBanner(menuLabel: string): BannerCopy {
  return banner.parse({
    title: `Ready to see ${menuLabel} in action?`,
    text: `Book a walkthrough with our product team: we will show it working with your kind of data and send a written proposal. ${site.responsePromise}.`,
    ctaLabel: "Get a Quote",
  });
}

/** The words around an ERP module page's data (content/erp-modules.ts), named after the module. */
export function erpModuleCopy(title: string) {
  return z
    .object({
      eyebrow: copy(3, 40),
      actions: z.array(action).max(2),
      features: heading,
      outcomes: heading,
      audience: copy(5, 40),
      others: heading,
      backLink: copy(5, 40),
      banner,
    })
    .parse({
      eyebrow: "ERP Module",
      actions: [
        { label: "Request a Demo", href: paths.quote, variant: "light" },
        { label: "All ERP modules", href: paths.product("erp-systems"), variant: "outline-light" },
      ],
      features: { eyebrow: "Key features", title: `What the ${title} module covers` },
      outcomes: { eyebrow: "Outcomes", title: `What changes with ${title}` },
      audience: "Who it is for",
      others: {
        eyebrow: "One connected suite",
        title: "Explore the other ERP modules",
        intro:
          "Every module shares the same masters, users and reports, so you can start with one and add the rest as you grow.",
      },
      backLink: "Back to ERP Systems",
      banner: {
        title: `Put ${title} to work in your business`,
        text: `See the module with your own data in a guided demo, then get a rollout plan and a written quote. ${site.responsePromise}.`,
        ctaLabel: "Get a Quote",
      },
    });
}
export type ErpModuleCopy = ReturnType<typeof erpModuleCopy>;

/** The words of the service page template (content/services.ts holds each service's own). */
export function serviceCopy(menuLabel: string) {
  return z.object({ eyebrow: copy(3, 40), capabilities: heading, related: heading }).parse({
    eyebrow: "Our Services",
    capabilities: { title: `What our ${menuLabel} team delivers` },
    related: { title: "Related services" },
  });
}

/** The footer's words on every page (its links come from the navigation data). */
/** The call-out in the desktop Services menu, beside the service columns. */
export const servicesMenuCallout = z.object({ title: copy(5, 60), text: copy(20, 200), ctaLabel: copy(3, 30) }).parse({
  title: "Not sure which service fits?",
  text: `Tell us what you want to build or fix, and a consultant will suggest the right mix. ${site.responsePromise}.`,
  ctaLabel: "Get a free quote",
});

export const footerCopy = z
  .object({
    blurb: copy(40, 240),
    columns: z.object({ quickLinks: copy(3, 30), services: copy(3, 30), products: copy(3, 30), careers: copy(3, 30) }),
  })
  .parse({
    blurb: `A technology partner from ${site.address.locality} for businesses worldwide: software, web and mobile products, design, marketing, cloud and consulting, delivered by one senior team since ${site.foundingYear}.`,
    columns: { quickLinks: "Quick Links", services: "Services", products: "Products", careers: "Careers" },
  });
