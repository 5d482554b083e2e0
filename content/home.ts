import { z } from "zod";
import { copy, iconName, internalHref, slug } from "./schema";
import { site } from "./site";
import * as paths from "./paths";

/**
 * The Home page, section by section (docs/product.md "Home"). Names the product description gives (core values,
 * industries, flip cards, facts) are exact; the copy around them is original.
 * Company identity (name, city, years, phone) comes from site.ts, never typed here.
 */

const link = z.object({ label: copy(3, 40), href: z.union([internalHref, z.string().regex(/^#[a-z][a-z0-9-]*$/)]) });

/** An illustration file in public/illustrations, with its intrinsic size (no layout shift). */
export const illustration = z.object({
  src: z.string().regex(/^\/illustrations\/[a-z0-9-]+\.svg$/),
  alt: z.string().max(200),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const hero = z.object({
  eyebrow: copy(3, 40),
  title: copy(10, 60),
  text: copy(60, 170),
  primary: link,
  secondary: link,
  /** Short proof points under the buttons. */
  badges: z.array(z.object({ icon: iconName, label: copy(3, 40) })).length(3),
});

const about = z.object({
  eyebrow: copy(3, 40),
  title: copy(10, 90),
  paragraphs: z.array(copy(80, 420)).min(1).max(2),
  /** The four tick-list benefits. */
  benefits: z.array(copy(10, 90)).length(4),
  callout: copy(5, 60),
  cta: link,
  image: illustration,
});

export const coreValue = z.object({ icon: iconName, heading: copy(3, 40), description: copy(40, 200) });

export const fact = z.object({
  icon: iconName.meta({ title: "Icon" }),
  value: z.number().int().positive().meta({ title: "Number" }),
  suffix: z.literal("+").meta({ title: "After the number" }),
  label: copy(3, 30).meta({ title: "Label", description: "e.g. Happy Clients" }),
});

/** The scene drawn for each industry on Home (app/lib/industry-art.server.tsx), one per industry. */
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

export const industry = z.object({ art: z.enum(industryArts), heading: copy(3, 40) });

/**
 * A Home service card: the front shows `content`, the back (after the flip) shows `content2` and
 * a link to the service page it names (`service`, a slug of content/services.ts; a unit test
 * checks it exists).
 */
export const flipCard = z
  .object({
    id: slug,
    icon: iconName,
    title: copy(3, 40),
    content: copy(60, 220),
    content2: copy(60, 220),
    service: slug,
    link: copy(3, 40),
  })
  .refine((c) => c.content !== c.content2, "front and back text must differ");

export const processStep = z.object({ icon: iconName, title: copy(3, 30), description: copy(30, 160) });

const homeSchema = z.object({
  hero,
  about,
  coreValues: z.object({
    eyebrow: copy(3, 40),
    title: copy(3, 60),
    intro: copy(40, 220),
    items: z.array(coreValue).length(6),
  }),
  facts: z.array(fact).length(3),
  industries: z.object({
    eyebrow: copy(3, 40),
    title: copy(3, 60),
    intro: copy(40, 220),
    items: z.array(industry).length(12),
  }),
  flipCards: z.object({
    eyebrow: copy(3, 40),
    title: copy(3, 60),
    intro: copy(40, 220),
    /** The label on both faces of a card ("How we deliver"), also the start of its toggle's name. */
    backLabel: copy(5, 30),
    items: z.array(flipCard).length(3),
  }),
  process: z.object({
    eyebrow: copy(3, 40),
    title: copy(3, 60),
    intro: copy(40, 220),
    image: illustration,
    steps: z.array(processStep).length(6),
  }),
  quote: z.object({
    eyebrow: copy(3, 40),
    title: z.literal("Request A Quote"),
    text: copy(60, 300),
    points: z.array(copy(10, 90)).min(2).max(4),
    /** The labels over the phone number and the e-mail address beside the form. */
    call: copy(3, 30),
    write: copy(3, 30),
  }),
});
export type HomeContent = z.infer<typeof homeSchema>;

const place = `${site.address.locality}, ${site.address.country}`;
const years = site.experienceYears;

export const home: HomeContent = homeSchema.parse({
  hero: {
    eyebrow: site.tagline,
    title: "Cutting-Edge Digital Solutions",
    text: "Websites, apps, cloud platforms and marketing that move your numbers, designed and built by one accountable team.",
    primary: { label: "Free Quote", href: "#quotesec" },
    secondary: { label: "Contact Us", href: paths.contact },
    badges: [
      { icon: "Award", label: `${years}+ years of delivery` },
      { icon: "Headset", label: "24/7 customer support" },
      { icon: "Clock", label: "Replies within 24 hours" },
    ],
  },
  about: {
    eyebrow: "About Us",
    title: "Your technology partner from idea to launch, and long after",
    paragraphs: [
      `Since ${site.foundingYear} we have helped start-ups, family businesses and established companies turn ideas into software that works. From our base in ${place}, we serve clients across the world with the same engineers, designers and marketers from first call to go-live.`,
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
    image: {
      src: "/illustrations/about-team.svg",
      alt: "Illustration of our team planning a product together around a shared dashboard",
      width: 560,
      height: 480,
    },
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
  facts: [
    { icon: "Smile", value: 100, suffix: "+", label: "Happy Clients" },
    { icon: "BriefcaseBusiness", value: 50, suffix: "+", label: "Projects Done" },
    { icon: "Trophy", value: 5, suffix: "+", label: "Win Awards" },
  ],
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
    image: {
      src: "/illustrations/process.svg",
      alt: "Our working process as a path with six stages: Discover, Plan, Design, Build, Test, and Launch & Support",
      width: 1200,
      height: 340,
    },
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
