import { z } from "zod";
import { copy, eyebrowField, iconField, iconName, internalHref, slug } from "./schema";
import { services } from "./services";
import * as paths from "./paths";

/**
 * The Home page, section by section (docs/product.md "Home"). Names the product description gives (core values,
 * industries, flip cards, facts) are exact; the copy around them is original.
 * Its words are a page document editors publish (content/pages.ts "home"); these are the first
 * revision. Company facts (name, city, founding year, years of delivery, the response promise) are
 * placeholders such as "{city}", filled from the published company details, never typed here.
 * The facts strip is published with the site's other figures (content/kinds.ts "figures"), and
 * the two illustrations' files and sizes stay the repository's (`homeArt`): editors write their alt text.
 */

const link = z.object({
  label: copy(3, 40).meta({ title: "Button label" }),
  href: z
    .union([internalHref, z.string().regex(/^#[a-z][a-z0-9-]*$/)], {
      error: "A page of this site (/quote) or a section of this page (#quotesec).",
    })
    .meta({
      title: "Leads to",
      description: "A page of this site (e.g. /contact) or a section of this page (#quotesec).",
    }),
});

/** An illustration file in public/illustrations, with its intrinsic size (no layout shift). */
export const illustration = z.object({
  src: z.string().regex(/^\/illustrations\/[a-z0-9-]+\.svg$/),
  alt: z.string().max(200),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A section's eyebrow, heading and intro, as the workspace's form labels them. */
const head = {
  eyebrow: eyebrowField,
  title: copy(3, 60).meta({ title: "Heading" }),
  intro: copy(40, 220).meta({ title: "Intro" }),
};
const icon = iconField;

const hero = z.object({
  eyebrow: eyebrowField,
  title: copy(10, 60).meta({ title: "Heading" }),
  text: copy(60, 170).meta({ title: "Intro under the heading" }),
  primary: link.meta({ title: "First button" }),
  secondary: link.meta({ title: "Second button" }),
  /** Short proof points under the buttons. */
  badges: z
    .array(z.object({ icon, label: copy(3, 40).meta({ title: "Label" }) }).meta({ title: "Proof point" }))
    .length(3)
    .meta({ title: "Proof points under the buttons (three)" }),
});

/** The alt text of a section's illustration (its file and size are the repository's: `homeArt`). */
const imageAlt = copy(10, 200).meta({
  title: "Description of the illustration",
  description: "Read out by screen readers in place of the picture.",
});

const about = z.object({
  eyebrow: head.eyebrow,
  title: copy(10, 90).meta({ title: "Heading" }),
  paragraphs: z
    .array(copy(80, 420).meta({ title: "Paragraph" }))
    .min(1)
    .max(2)
    .meta({ title: "Paragraphs (one or two)" }),
  /** The four tick-list benefits. */
  benefits: z
    .array(copy(10, 90).meta({ title: "Benefit" }))
    .length(4)
    .meta({ title: "Ticked benefits (four)" }),
  callout: copy(5, 60).meta({ title: "Line above the phone number" }),
  cta: link.meta({ title: "Button" }),
  imageAlt,
});

export const coreValue = z.object({
  icon,
  heading: copy(3, 40).meta({ title: "Heading" }),
  description: copy(40, 200).meta({ title: "Text" }),
});

export const fact = z.object({
  icon: iconName.meta({ title: "Icon" }),
  value: z.number().int().positive().meta({ title: "Number" }),
  suffix: z.literal("+").meta({ title: "After the number" }),
  label: copy(3, 30).meta({ title: "Label", description: "e.g. Happy Clients" }),
});

/** The scene drawn for each industry on Home (a symbol of app/art/industry-scenes.svg), one per industry. */
export const industryArts = [
  "ecommerce",
  "food",
  "logistics",
  "retail",
  "health",
  "travel",
  "energy",
  "agriculture",
  "education",
  "construction",
  "oil-gas",
  "finance",
] as const;
export type IndustryArt = (typeof industryArts)[number];
/** How the workspace names each scene in its menu. */
const industryArtLabels: Record<IndustryArt, string> = {
  ecommerce: "E-commerce",
  food: "Hotels and food",
  logistics: "Transport and logistics",
  retail: "Retail",
  health: "Health",
  travel: "Travel and tourism",
  energy: "Energy and utilities",
  agriculture: "Agriculture",
  education: "Education",
  construction: "Design and construction",
  "oil-gas": "Oil and gas",
  finance: "Finance and banking",
};

export const industry = z.object({
  art: z.enum(industryArts).meta({ title: "Scene drawn on the tile", optionLabels: industryArtLabels }),
  heading: copy(3, 40).meta({ title: "Name" }),
});

/**
 * A Home service card: the front shows `content`, the back (after the flip) shows `content2` and
 * a link to the service page it names (`service`, a slug of content/services.ts; a unit test
 * checks it exists).
 */
export const flipCard = z
  .object({
    id: slug.meta({ title: "Address on the page", description: "Lower-case letters, digits and hyphens." }),
    icon,
    title: copy(3, 40).meta({ title: "Heading" }),
    content: copy(60, 220).meta({ title: "Front text" }),
    content2: copy(60, 220).meta({ title: "Back text (how we deliver)" }),
    service: z.enum(services.map((s) => s.slug) as [string, ...string[]]).meta({
      title: "Service page on the back",
      optionLabels: Object.fromEntries(services.map((s) => [s.slug, s.title])),
    }),
    link: copy(3, 40).meta({ title: "Link label on the back" }),
  })
  .refine((c) => c.content !== c.content2, {
    message: "The back must say something the front does not.",
    path: ["content2"],
  });

export const processStep = z.object({
  icon,
  title: copy(3, 30).meta({ title: "Heading" }),
  description: copy(30, 160).meta({ title: "Text" }),
});

/** Home's words: the page document, without the facts (published as figures). */
export const homeWords = z.object({
  hero: hero.meta({ title: "Top of the page" }),
  about: about.meta({ title: "About us" }),
  coreValues: z
    .object({
      ...head,
      items: z
        .array(coreValue.meta({ title: "Value" }))
        .length(6)
        .meta({ title: "Values (six)" }),
    })
    .meta({ title: "Core values" }),
  industries: z
    .object({
      ...head,
      items: z
        .array(industry.meta({ title: "Industry" }))
        .length(12)
        .meta({ title: "Industries (twelve)" }),
    })
    .meta({ title: "Industries" }),
  flipCards: z
    .object({
      ...head,
      /** The label on both faces of a card ("How we deliver"), also the start of its toggle's name. */
      backLabel: copy(5, 30).meta({ title: "Label on both faces of a card" }),
      items: z
        .array(flipCard.meta({ title: "Card" }))
        .length(3)
        .meta({ title: "Cards (three)" }),
    })
    .meta({ title: "Service cards that turn over" }),
  process: z
    .object({
      ...head,
      imageAlt,
      steps: z
        .array(processStep.meta({ title: "Stage" }))
        .length(6)
        .meta({ title: "Stages (six)" }),
    })
    .meta({ title: "Working process" }),
  quote: z
    .object({
      eyebrow: head.eyebrow,
      title: copy(5, 60).meta({ title: "Heading" }),
      text: copy(60, 300).meta({ title: "Intro" }),
      points: z
        .array(copy(10, 90).meta({ title: "Point" }))
        .min(2)
        .max(4)
        .meta({ title: "Points (two to four)" }),
      /** The labels over the phone number and the e-mail address beside the form. */
      call: copy(3, 30).meta({ title: "Label over the phone number" }),
      write: copy(3, 30).meta({ title: "Label over the e-mail address" }),
    })
    .meta({ title: "Quote form section" }),
});
export type HomeWords = z.infer<typeof homeWords>;
export type Illustration = z.infer<typeof illustration>;

/** The two illustrations Home draws, as files with their intrinsic sizes (no layout shift). */
export const homeArt = {
  about: { src: "/illustrations/about-team.svg", width: 560, height: 480 },
  process: { src: "/illustrations/process.svg", width: 1200, height: 340 },
} as const;

/** Home as its sections show it: the words, the illustrations with their alt text, and the facts. */
export type HomeContent = Omit<HomeWords, "about" | "process"> & {
  about: Omit<HomeWords["about"], "imageAlt"> & { image: Illustration };
  process: Omit<HomeWords["process"], "imageAlt"> & { image: Illustration };
  facts: z.infer<typeof fact>[];
};

export function homeAsShown(words: HomeWords, facts: HomeContent["facts"]): HomeContent {
  const { imageAlt: aboutAlt, ...aboutWords } = words.about;
  const { imageAlt: processAlt, ...processWords } = words.process;
  return {
    ...words,
    about: { ...aboutWords, image: { ...homeArt.about, alt: aboutAlt } },
    process: { ...processWords, image: { ...homeArt.process, alt: processAlt } },
    facts,
  };
}

/** The three facts on Home, Features and Testimonials, as the repository has them (SPEC's values). */
export const homeFacts = z
  .array(fact)
  .length(3)
  .parse([
    { icon: "Smile", value: 100, suffix: "+", label: "Happy Clients" },
    { icon: "BriefcaseBusiness", value: 50, suffix: "+", label: "Projects Done" },
    { icon: "Trophy", value: 5, suffix: "+", label: "Win Awards" },
  ]);

/** The repository's words for Home: the first revision of its page document. */
export const homeSeedWords: HomeWords = homeWords.parse({
  hero: {
    eyebrow: "Innovative & Creative",
    title: "Cutting-Edge Digital Solutions",
    text: "Websites, apps, cloud platforms and marketing that move your numbers, designed and built by one accountable team.",
    primary: { label: "Free Quote", href: "#quotesec" },
    secondary: { label: "Contact Us", href: paths.contact },
    badges: [
      { icon: "Award", label: "{years}+ years of delivery" },
      { icon: "Headset", label: "24/7 customer support" },
      { icon: "Clock", label: "Replies within 24 hours" },
    ],
  },
  about: {
    eyebrow: "About Us",
    title: "Your technology partner from idea to launch, and long after",
    paragraphs: [
      "Since {founded} we have helped start-ups, family businesses and established companies turn ideas into software that works. From our base in {city}, India, we serve clients across the world with the same engineers, designers and marketers from first call to go-live.",
      "Clients stay with us for trusted expertise, a highly skilled team, 24/7 customer support and competitive pricing: a partner that explains the trade-offs plainly and keeps its promises on scope, dates and budget.",
    ],
    benefits: [
      "Trusted expertise across web, mobile, cloud and marketing",
      "A highly skilled team that owns your project end to end",
      "24/7 customer support with a named point of contact",
      "Competitive pricing with a written estimate before work starts",
    ],
    callout: "Talk to a consultant today",
    cta: { label: "Get a Free Consultation", href: paths.quotesec },
    imageAlt: "Illustration of our team planning a product together around a shared dashboard",
  },
  coreValues: {
    eyebrow: "Data Driven",
    title: "Our Core Values",
    intro:
      "Six principles shape how we scope, build and measure every engagement, whether it is a landing page or an enterprise platform.",
    items: [
      {
        icon: "Target",
        heading: "Business Goal",
        description:
          "Every project starts from the result you need, such as more enquiries, faster operations or lower costs, and is judged against it.",
      },
      {
        icon: "ChartNoAxesCombined",
        heading: "Web Analytics",
        description:
          "Clean tracking from day one shows how visitors find you, what they do on your site and exactly where they drop off.",
      },
      {
        icon: "Layers",
        heading: "Integrated Marketing",
        description:
          "Search, social, email and your website work as one plan with one message, instead of separate channels pulling apart.",
      },
      {
        icon: "PanelsTopLeft",
        heading: "Landing Made Easy",
        description:
          "Fast, focused landing pages built around a single action, with variants we test and improve week after week.",
      },
      {
        icon: "Flag",
        heading: "Goal Driven",
        description:
          "Milestones with clear owners and dates, weekly demos and honest progress notes, so you always know where things stand.",
      },
      {
        icon: "Boxes",
        heading: "Supply Chain Management",
        description:
          "Software that tracks stock, orders and deliveries in real time, connecting suppliers, warehouses and stores in one view.",
      },
    ],
  },
  industries: {
    eyebrow: "Industries",
    title: "Industries We Serve",
    intro:
      "We learn how your sector works before we write a line of code, so the software fits your customers, rules and daily routines.",
    items: [
      { art: "ecommerce", heading: "E-commerce" },
      { art: "food", heading: "Hotel and Food" },
      { art: "logistics", heading: "Transport & Logistics" },
      { art: "retail", heading: "Retail" },
      { art: "health", heading: "Health" },
      { art: "travel", heading: "Travel & Tourism" },
      { art: "energy", heading: "Energy & Utilities" },
      { art: "agriculture", heading: "Agriculture" },
      { art: "education", heading: "Education" },
      { art: "construction", heading: "Design & Construction" },
      { art: "oil-gas", heading: "Oil & Gas" },
      { art: "finance", heading: "Finance & Banking" },
    ],
  },
  flipCards: {
    eyebrow: "What Clients Ask For",
    title: "On-Demand Services",
    intro: "Hover over, tab to or tap a card to see how we deliver each service; tap again to turn it back.",
    backLabel: "How we deliver",
    items: [
      {
        id: "artificial-intelligence",
        icon: "BrainCircuit",
        title: "Artificial Intelligence",
        content:
          "Chatbots, recommendation engines, document reading and demand forecasts that put the data you already hold to work.",
        content2:
          "We begin with a short proof of concept on your own data, measure the gain with you, then scale it into production with monitoring.",
        service: "ai-ml",
        link: "Our AI and ML services",
      },
      {
        id: "blockchain",
        icon: "Blocks",
        title: "BlockChain",
        content:
          "Smart contracts, digital assets and tamper-proof records for supply chains, certificates, loyalty schemes and payments.",
        content2:
          "Reviewed and tested contracts, wallet sign-in and dashboards your operations team can use, on public or private networks.",
        service: "blockchain-development",
        link: "Our blockchain services",
      },
      {
        id: "programming-and-tech",
        icon: "CodeXml",
        title: "Programming And Tech",
        content:
          "Custom web, mobile and desktop software written by engineers who own the code from the first commit to release day.",
        content2:
          "React, Node.js, Flutter, Python and .NET, with code review, automated tests and documentation handed over at every release.",
        service: "custom-software",
        link: "Our custom software services",
      },
    ],
  },
  process: {
    eyebrow: "How We Work",
    title: "Our Working Process",
    intro:
      "A clear path from first conversation to a product in your customers' hands, with a working demo at the end of every stage.",
    imageAlt:
      "Our working process as a path with six stages: Discover, Plan, Design, Build, Test, and Launch & Support",
    steps: [
      {
        icon: "Search",
        title: "Discover",
        description: "We listen, study your users and competitors, and agree on the goals the project must meet.",
      },
      {
        icon: "ClipboardList",
        title: "Plan",
        description: "A written scope, milestones, team and estimate, so you know what you get, when and for how much.",
      },
      {
        icon: "PenTool",
        title: "Design",
        description: "Wireframes and clickable prototypes you can try and comment on before any code is written.",
      },
      {
        icon: "CodeXml",
        title: "Build",
        description: "Short sprints with a demo at the end of each, so you see real progress and can steer it.",
      },
      {
        icon: "ShieldCheck",
        title: "Test",
        description: "Functional, performance and security checks on real devices before anything reaches your users.",
      },
      {
        icon: "Rocket",
        title: "Launch & Support",
        description: "A smooth go-live, then 24/7 support, monitoring and improvements as your business grows.",
      },
    ],
  },
  quote: {
    eyebrow: "Free Quote",
    title: "Request A Quote",
    text: "Tell us what you want to build or improve. A consultant reads every request and replies with questions, a suggested approach and an estimate.",
    points: [
      "{response promise}",
      "A free consultation, with no obligation",
      "Your idea stays confidential; we sign an NDA on request",
    ],
    call: "Call us",
    write: "E-mail us",
  },
});

/** Home as the build's first revision shows it (placeholders unfilled). */
export const home: HomeContent = homeAsShown(homeSeedWords, homeFacts);
