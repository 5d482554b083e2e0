import { z } from "zod";
import { copy, counter, eyebrowField, featureCard, iconField } from "./schema";

/**
 * The About page (docs/product.md "About"): company overview, the animated counters strip,
 * six capability cards, and the Mission and Vision cards. Counter values are SPEC's.
 * Its words are a page document editors publish (content/pages.ts "about"); these are the first
 * revision, company facts written as placeholders ("{founded}"). The counters are published with
 * the site's other figures (content/kinds.ts "figures").
 */

const eyebrow = eyebrowField;
const icon = iconField;

const statement = z.object({
  icon,
  title: copy(3, 30).meta({ title: "Heading" }),
  lead: copy(20, 120).meta({ title: "Lead sentence" }),
  text: copy(60, 360).meta({ title: "Text" }),
  points: z
    .array(copy(10, 100).meta({ title: "Point" }))
    .min(2)
    .max(4)
    .meta({ title: "Points (two to four)" }),
});

/** About's words: the page document, without the counters (published as figures). */
export const aboutWords = z.object({
  /** The document title (the site's name is added) and the meta description. */
  title: copy(5, 60).meta({ title: "Title in search results and the browser tab" }),
  description: copy(80, 160).meta({
    title: "Description for search engines",
    description: "80 to 160 characters, placeholders counted as typed.",
  }),
  hero: z
    .object({
      eyebrow,
      title: copy(10, 80).meta({ title: "Heading" }),
      intro: copy(80, 260).meta({ title: "Intro under the heading" }),
    })
    .meta({ title: "Top of the page" }),
  overview: z
    .object({
      eyebrow,
      title: copy(10, 90).meta({ title: "Heading" }),
      paragraphs: z
        .array(copy(80, 460).meta({ title: "Paragraph" }))
        .min(2)
        .max(3)
        .meta({ title: "Paragraphs (two or three)" }),
      /** The two buttons under the text: contact first, then the services. */
      actions: z
        .object({
          contact: copy(5, 30).meta({ title: "Button to the contact page" }),
          services: copy(5, 30).meta({ title: "Button to the services" }),
        })
        .meta({ title: "Buttons" }),
      /** "At a glance" panel: its heading, then label and value pairs. */
      glanceTitle: copy(5, 40).meta({ title: "Heading of the at-a-glance panel" }),
      glance: z
        .array(
          z
            .object({
              icon,
              label: copy(3, 30).meta({ title: "Label" }),
              value: copy(2, 60).meta({ title: "Value" }),
            })
            .meta({ title: "Line" }),
        )
        .min(3)
        .max(6)
        .meta({ title: "At a glance (three to six lines)" }),
    })
    .meta({ title: "Who we are" }),
  capabilities: z
    .object({
      eyebrow,
      title: copy(3, 80).meta({ title: "Heading" }),
      intro: copy(40, 220).meta({ title: "Intro" }),
      items: z
        .array(featureCard.meta({ title: "Card" }))
        .length(6)
        .meta({ title: "Cards (six)" }),
    })
    .meta({ title: "Capabilities" }),
  mission: statement.meta({ title: "Mission card" }),
  vision: statement.meta({ title: "Vision card" }),
  /** The heading over the Mission and Vision cards. */
  statements: z
    .object({ eyebrow, title: copy(5, 80).meta({ title: "Heading" }) })
    .meta({ title: "Heading over Mission and Vision" }),
  banner: z
    .object({ title: copy(5, 80).meta({ title: "Heading" }), ctaLabel: copy(5, 40).meta({ title: "Button label" }) })
    .meta({ title: "Closing banner" }),
});
export type AboutWords = z.infer<typeof aboutWords>;
export type Counter = z.infer<typeof counter>;
/** About as its sections show it: the words and the counters. */
export type AboutContent = AboutWords & { counters: Counter[] };

/** The four counters on About, as the repository has them (SPEC's values). */
export const aboutCounters: Counter[] = z
  .array(counter)
  .length(4)
  .parse([
    { countNumber: 1790, countPrefix: "+", countpara: "Happy Clients" },
    { countNumber: 491, countPrefix: "+", countpara: "Finished Projects" },
    { countNumber: 245, countPrefix: "+", countpara: "Skilled Experts" },
    { countNumber: 1090, countPrefix: "+", countpara: "Media Posts" },
  ]);

/** The repository's words for About: the first revision of its page document. */
export const aboutSeedWords: AboutWords = aboutWords.parse({
  title: "About Us",
  description:
    "A tech consultancy in {city}, India with more than {years} years of experience: our story, capabilities, mission of affordable digital marketing and our vision.",
  hero: {
    eyebrow: "About Us",
    title: "A Technology Consultancy Built Around Your Growth",
    intro:
      "We are a tech consultancy in {city}, India. Since {founded} we have planned, built and marketed digital products for businesses that want results they can measure, at a price they can plan for.",
  },
  overview: {
    eyebrow: "Who We Are",
    title: "Senior thinking, practical delivery, honest advice",
    paragraphs: [
      "{company} began in {founded} as a small team of engineers and marketers who believed good technology should not be reserved for companies with large budgets. Today we design and build websites, mobile apps, custom software, ERP and cloud platforms, and run the marketing that brings customers to them.",
      "Our mission is to make digital marketing affordable and accessible, so a neighbourhood business can compete online with the same discipline as a large brand. Our vision is a world where every business grows with cost-effective digital strategies that pay for themselves.",
      "We work as one team with our clients: a named project lead, a weekly demo, a plain-language report and support around the clock once you are live.",
    ],
    actions: { contact: "Contact Us", services: "Explore our services" },
    glanceTitle: "At a glance",
    glance: [
      { icon: "CalendarCheck", label: "Founded", value: "{founded}" },
      { icon: "MapPin", label: "Headquarters", value: "{city}, India" },
      { icon: "Award", label: "Experience", value: "{years}+ years of delivery" },
      { icon: "Headset", label: "Support", value: "24/7 customer support" },
      { icon: "Clock", label: "Response", value: "{response promise}" },
    ],
  },
  capabilities: {
    eyebrow: "What We Do",
    title: "Six capabilities, one accountable team",
    intro:
      "Most clients start with one of these and add the others as they grow. Each is run by specialists who work side by side.",
    items: [
      {
        icon: "CodeXml",
        title: "Custom Software",
        description:
          "Business applications, portals and integrations built around the way your team already works, not the other way round.",
      },
      {
        icon: "Smartphone",
        title: "Web & Mobile Apps",
        description:
          "Fast websites and Android and iOS apps that load quickly on everyday phones and are easy to keep up to date.",
      },
      {
        icon: "Palette",
        title: "UI/UX & Brand Design",
        description:
          "Research-led interfaces, design systems, logos and graphics that make your product easy to use and easy to recognise.",
      },
      {
        icon: "Megaphone",
        title: "Digital Marketing",
        description:
          "SEO, social media, paid ads and email planned as one budget and reported in leads and sales, not just clicks.",
      },
      {
        icon: "Cloud",
        title: "Cloud & DevOps",
        description:
          "Migration, hosting, CI/CD pipelines and monitoring that keep your systems fast, secure and affordable to run.",
      },
      {
        icon: "Lightbulb",
        title: "IT Consulting",
        description:
          "Technology roadmaps, security reviews and vendor advice from consultants who have delivered what they recommend.",
      },
    ],
  },
  mission: {
    icon: "Target",
    title: "Our Mission",
    lead: "Affordable, accessible digital marketing for every business.",
    text: "We make professional digital marketing and the technology behind it affordable and accessible, so small and growing businesses can reach customers with the same care and rigour as large brands.",
    points: [
      "Plans sized to your budget, with no long lock-in",
      "Plain-language reports that tie spend to results",
      "Skills and tools handed over, so you are never dependent",
    ],
  },
  vision: {
    icon: "Eye",
    title: "Our Vision",
    lead: "Cost-effective digital strategies that pay for themselves.",
    text: "We want every business we work with to grow through cost-effective digital strategies: choosing the few channels and systems that matter, measuring them honestly and reinvesting in what works.",
    points: [
      "Decisions made on data rather than trends",
      "Technology chosen for long life and low running cost",
      "Long-term partnerships measured by client growth",
    ],
  },
  statements: { eyebrow: "What Drives Us", title: "Mission and Vision" },
  banner: { title: "Let's build what's next, together", ctaLabel: "Get Free Consultation" },
});

/** About as the build's first revision shows it (placeholders unfilled). */
export const about: AboutContent = { ...aboutSeedWords, counters: aboutCounters };
