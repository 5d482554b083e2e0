/**
 * The company's identity, in one place (docs/product.md "Shape": no page hard-codes it).
 * The brand is fictional; replace these values to rebrand the whole site.
 */
import * as paths from "./paths";
export const site = {
  name: "Corvanta Technologies",
  shortName: "Corvanta",
  legalName: "Corvanta Technologies Private Limited",
  tagline: "Innovative & Creative",
  description:
    "Corvanta Technologies is an IT and digital-solutions partner from Bhubaneswar, India: software, web and mobile development, design, marketing, cloud and consulting for growing businesses.",
  foundingYear: 2019,
  /** "5+ years": the specification's figure, true of a company founded in 2019. */
  experienceYears: 5,
  responsePromise: "We respond within 24 hours",
  supportClaim: "24/7 customer support",
  // `sample: true` marks what must be replaced before launch (content/samples.ts lists it all).
  phone: { display: "+91 674 298 4410", e164: "+916742984410", sample: true },
  email: "hello@corvanta.example",
  careersEmail: "careers@corvanta.example",
  /** The e-mail addresses above use the reserved .example domain. */
  emailSample: true,
  address: {
    street: "4th Floor, Utkal Signature, Patia",
    locality: "Bhubaneswar",
    region: "Odisha",
    postalCode: "751024",
    country: "India",
    countryCode: "IN",
  },
  /** Office hours (calls and visits); the JSON-LD uses `officeHours`, pages the display line. */
  hours: "Mon–Sat, 9:30 am – 6:30 pm IST",
  officeHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "09:30",
    closes: "18:30",
  },
  social: [
    {
      label: "LinkedIn",
      href: "https://www.linkedin.com/company/corvanta-technologies",
      icon: "linkedin",
      sample: true,
    },
    { label: "X (Twitter)", href: "https://x.com/corvantatech", icon: "x", sample: true },
    { label: "Facebook", href: "https://www.facebook.com/corvantatech", icon: "facebook", sample: true },
    { label: "Instagram", href: "https://www.instagram.com/corvantatech", icon: "instagram", sample: true },
    { label: "YouTube", href: "https://www.youtube.com/@corvantatech", icon: "youtube", sample: true },
  ],
} as const;

/**
 * The public origin the site is served from, for canonical URLs, Open Graph, the sitemap
 * and JSON-LD. Set SITE_URL at build time; the default is a reserved example domain.
 */
export const siteUrl = (process.env.SITE_URL || "https://www.corvanta.example").replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}

export const quickLinks = [
  { label: "Home", href: paths.home },
  { label: "About Us", href: paths.about },
  { label: "Our Services", href: paths.services },
  { label: "Contact Us", href: paths.contact },
] as const;

/**
 * How long submissions are kept (the privacy page states these; `npm run cli -- purge`
 * deletes what is older). Days.
 */
export const retentionDays = {
  enquiries: 730, // quotes and contact messages: 24 months
  applications: 365, // applications and résumés: 12 months
  spam: 90, // submissions flagged as spam, kept so a real lead caught by mistake can be released
} as const;
