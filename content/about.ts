import { z } from "zod";
import { copy, counter, featureCard, iconName } from "./schema";
import { site } from "./site";

/**
 * The About page (docs/product.md "About"): company overview, the animated counters strip,
 * six capability cards, and the Mission and Vision cards. Counter values are SPEC's.
 */

const statement = z.object({
  icon: iconName,
  title: copy(3, 30),
  lead: copy(20, 120),
  text: copy(60, 360),
  points: z.array(copy(10, 100)).min(2).max(4),
});

const aboutSchema = z.object({
  hero: z.object({ eyebrow: copy(3, 40), title: copy(10, 80), intro: copy(80, 260) }),
  overview: z.object({
    eyebrow: copy(3, 40),
    title: copy(10, 90),
    paragraphs: z.array(copy(80, 460)).min(2).max(3),
    /** The two buttons under the text: contact first, then the services. */
    actions: z.object({ contact: copy(5, 30), services: copy(5, 30) }),
    /** "At a glance" panel: its heading, then label and value pairs. */
    glanceTitle: copy(5, 40),
    glance: z
      .array(z.object({ icon: iconName, label: copy(3, 30), value: copy(2, 60) }))
      .min(3)
      .max(6),
  }),
  counters: z.array(counter).length(4),
  capabilities: z.object({
    eyebrow: copy(3, 40),
    title: copy(3, 80),
    intro: copy(40, 220),
    items: z.array(featureCard).length(6),
  }),
  mission: statement,
  vision: statement,
  /** The heading over the Mission and Vision cards. */
  statements: z.object({ eyebrow: copy(3, 40), title: copy(5, 80) }),
  banner: z.object({ title: copy(5, 80), ctaLabel: copy(5, 40) }),
  /** The document title (the site's name is added) and the meta description. */
  meta: z.object({ title: copy(5, 60), description: copy(80, 200) }),
});
export type AboutContent = z.infer<typeof aboutSchema>;
export type Counter = z.infer<typeof counter>;

export const about: AboutContent = aboutSchema.parse({
  hero: {
    eyebrow: "About Us",
    title: "A Technology Consultancy Built Around Your Growth",
    intro: `We are a tech consultancy in ${site.address.locality}, ${site.address.country}. Since ${site.foundingYear} we have planned, built and marketed digital products for businesses that want results they can measure, at a price they can plan for.`,
  },
  overview: {
    eyebrow: "Who We Are",
    title: "Senior thinking, practical delivery, honest advice",
    paragraphs: [
      `${site.name} began in ${site.foundingYear} as a small team of engineers and marketers who believed good technology should not be reserved for companies with large budgets. Today we design and build websites, mobile apps, custom software, ERP and cloud platforms, and run the marketing that brings customers to them.`,
      "Our mission is to make digital marketing affordable and accessible, so a neighbourhood business can compete online with the same discipline as a large brand. Our vision is a world where every business grows with cost-effective digital strategies that pay for themselves.",
      "We work as one team with our clients: a named project lead, a weekly demo, a plain-language report and support around the clock once you are live.",
    ],
    actions: { contact: "Contact Us", services: "Explore our services" },
    glanceTitle: "At a glance",
    glance: [
      { icon: "CalendarCheck", label: "Founded", value: String(site.foundingYear) },
      { icon: "MapPin", label: "Headquarters", value: `{city}, ${site.address.country}` },
      { icon: "Award", label: "Experience", value: `${site.experienceYears}+ years of delivery` },
      { icon: "Headset", label: "Support", value: "24/7 customer support" },
      { icon: "Clock", label: "Response", value: "{response promise}" },
    ],
  },
  counters: [
    { countNumber: 1790, countPrefix: "+", countpara: "Happy Clients" },
    { countNumber: 491, countPrefix: "+", countpara: "Finished Projects" },
    { countNumber: 245, countPrefix: "+", countpara: "Skilled Experts" },
    { countNumber: 1090, countPrefix: "+", countpara: "Media Posts" },
  ],
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
  meta: {
    title: "About Us",
    description: `A tech consultancy in ${site.address.locality}, ${site.address.country} with more than ${site.experienceYears} years of experience: our story, capabilities, mission of affordable digital marketing and our vision.`,
  },
});
