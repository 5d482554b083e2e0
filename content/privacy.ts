/**
 * The privacy policy (docs/product.md "Site-wide" and "Server rules": what the forms collect, why, and for how long).
 * Retention periods come from the site config, which the purge command also reads, so the page
 * can never promise something the system does not do.
 */
import { z } from "zod";
import { ANALYTICS_RAW_DAYS, ANALYTICS_ROLLUP_MONTHS } from "#contracts/lead-source.ts";
import { RESUME_MAX_BYTES } from "#contracts/limits.ts";
import { copy, knownPlaceholders, slug, type CompanyDetails } from "./schema";
import { retentionDays, site } from "./site";
import { companyFacts, companyPlaceholderNames, fillPlaceholders, listPlaceholders } from "./placeholders";

/** 730 -> "24 months", 365 -> "12 months", 90 -> "90 days". */
export function describeDays(days: number): string {
  return days % 365 === 0 ? `${(days / 365) * 12} months` : `${days} days`;
}

const collected = z.object({
  form: copy(3, 60),
  where: copy(3, 80),
  fields: z.array(copy(3, 120)).min(2).max(10),
  purpose: copy(20, 300),
  kept: copy(3, 40),
});

const section = z.object({
  id: slug,
  heading: copy(3, 80),
  paragraphs: z.array(copy(20, 700)).min(1),
  bullets: z.array(copy(3, 320)).optional(),
});

/**
 * The facts the policy names by placeholder, such as "{enquiries kept}": filled in when the page is
 * rendered, from the configuration the server obeys (retention periods, the résumé limit, how long
 * page counts are kept) and from the published company details. The policy can then never promise
 * a period the server does not keep, or a number the company no longer answers.
 */
const placeholderNames = [
  ...companyPlaceholderNames,
  "legal name",
  "careers email",
  "postal address",
  "enquiries kept",
  "applications kept",
  "spam kept",
  "résumé limit",
  "page notes kept",
  "daily totals kept",
] as const;

export function privacyFacts(company: CompanyDetails): Record<(typeof placeholderNames)[number], string> {
  const a = company.address;
  return {
    ...companyFacts(company),
    "legal name": site.legalName,
    "careers email": site.careersEmail,
    "postal address": `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`,
    "enquiries kept": describeDays(retentionDays.enquiries),
    "applications kept": describeDays(retentionDays.applications),
    "spam kept": describeDays(retentionDays.spam),
    "résumé limit": `${RESUME_MAX_BYTES / (1024 * 1024)} MB`,
    "page notes kept": `${ANALYTICS_RAW_DAYS} days`,
    "daily totals kept": `${ANALYTICS_ROLLUP_MONTHS} months`,
  };
}
/** "{company}, {phone}, ...": for the editor's form. */
export const privacyPlaceholders = listPlaceholders(placeholderNames);

/** The policy as the page shows it: placeholders filled in from `company` and the configuration. */
export const privacyAsShown = (policy: PrivacyPolicy, company: CompanyDetails): PrivacyPolicy =>
  fillPlaceholders(policy, privacyFacts(company));

export const privacyPolicy = z
  .object({
    /** ISO date the policy last changed; shown on the page. */
    updated: z.iso
      .date()
      .meta({ title: "Last changed", description: "The date shown at the top of the policy, as YYYY-MM-DD." }),
    intro: copy(60, 400),
    summary: z.array(copy(10, 200)).min(3).max(6),
    collected: z.array(collected).length(5),
    sections: z.array(section).min(4),
    /** The page's own words around the policy text. */
    words: z.object({
      updated: copy(3, 30),
      toc: copy(3, 30),
      summaryTitle: copy(3, 40),
      collected: z.object({ id: slug, heading: copy(3, 80), lead: copy(40, 400) }),
      /** The tap that unfolds a form's fields and purpose on a phone. */
      collectedDetails: copy(5, 60),
      why: copy(2, 20),
      kept: copy(2, 20),
      questions: copy(5, 60),
      writeTo: copy(2, 20),
      orCall: copy(2, 20),
    }),
  })
  .check(knownPlaceholders(placeholderNames))
  .meta({
    description: `Words in braces are filled in on the page from the server's settings and the published company details: ${privacyPlaceholders}.`,
  });
export type PrivacyPolicy = z.infer<typeof privacyPolicy>;

/** The repository's policy: the first revision of the "privacy" kind (content/kinds.ts). */
export const privacy: PrivacyPolicy = privacyPolicy.parse({
  updated: "2026-11-26",
  intro:
    "This policy explains what {company} learns about you through this website, why, who sees it, how long we keep it and how you can have it corrected or deleted. It is written to be read, not just to exist.",
  summary: [
    "We only collect what you type into our forms, to answer you.",
    "No cookies, no advertising trackers, no third-party scripts. We count page views ourselves, in a way that cannot tell who you are.",
    "Enquiries are deleted after {enquiries kept}, job applications after {applications kept}.",
    "Write to {email} to see, correct or delete what we hold about you.",
  ],
  collected: [
    {
      form: "Quote request",
      where: "Home page and /quote",
      fields: ["Name", "E-mail address", "The service you need", "Your message"],
      purpose:
        "To understand your project, prepare an estimate and reply to you. We may write to you about this request; we never add you to a mailing list.",
      kept: "{enquiries kept}",
    },
    {
      form: "Contact message",
      where: "/contact",
      fields: ["Name", "E-mail address", "Subject", "Your message"],
      purpose:
        "To answer your question or pass it to the right person in the team, and to keep a record of the conversation while it is useful.",
      kept: "{enquiries kept}",
    },
    {
      form: "Job or internship application",
      where: "/career and each role's page",
      fields: [
        "Full name",
        "E-mail address",
        "Phone number",
        "Years of experience",
        "Address",
        "Last company",
        "Résumé or CV (PDF, DOC or DOCX, up to {résumé limit})",
        "The role you applied for",
      ],
      purpose:
        "To assess your application, contact you about interviews and keep a fair record of the hiring decision.",
      kept: "{applications kept}",
    },
    {
      form: "Certificate check",
      where: "/career/verify-certificate",
      fields: ["The certificate ID you enter", "Nothing else: the check needs no name or e-mail"],
      purpose:
        "To look the ID up in our register and show whether the certificate is genuine. The ID is not stored with anything that identifies you.",
      kept: "Not stored",
    },
    {
      form: "Certificate holders",
      where: "Our certificate register",
      fields: [
        "Your name",
        "The programme you completed",
        "The dates it was issued and, if any, valid until",
        "The certificate ID",
      ],
      purpose:
        "To let an employer you show your certificate to confirm it is genuine: anyone who enters its ID sees your name, the programme and the dates, nothing else. A withdrawn certificate shows as invalid.",
      kept: "While the certificate is valid",
    },
  ],
  words: {
    updated: "Last updated",
    toc: "On this page",
    summaryTitle: "In short",
    collected: {
      id: "collected",
      heading: "What we collect",
      lead: "Only what you type into a form, and only when you press its submit button. Each form also carries two hidden anti-spam fields (an empty trap field and the time the form was opened), which say nothing about you, and a note of how you reached us, described under “Cookies, page counts and server logs”.",
    },
    collectedDetails: "What it holds, and why",
    why: "Why",
    kept: "Kept",
    questions: "Questions about your data?",
    writeTo: "Write to",
    orCall: "or call",
  },
  sections: [
    {
      id: "why",
      heading: "Why we use your information",
      paragraphs: [
        "We use what you send for the purpose you sent it: to reply to an enquiry, to prepare a quote, or to assess a job application. Our legal basis is your consent, given when you submit a form, and our legitimate interest in answering the people who contact us.",
        "We do not sell, rent or trade personal data, we do not use it for advertising, and we do not make automated decisions about you.",
      ],
    },
    {
      id: "who",
      heading: "Who sees it",
      paragraphs: [
        "Only {company} staff who need it, each through a personal account in our staff workspace that shows them nothing beyond their role. Every export, download and deletion there is recorded in an audit log.",
        "When a form is submitted, an e-mail notification with its contents goes to our team, and an acknowledgement goes to the address you gave. These e-mails are delivered by our mail provider, which handles them only to deliver them. Our website and database run on servers we control or rent under contract.",
        "We share personal data with nobody else unless the law requires it, for example on a valid order from a court or a government authority.",
      ],
    },
    {
      id: "who-by-role",
      heading: "Who can read what",
      paragraphs: ["Access follows the job a person does, and the server enforces it on every request:"],
      bullets: [
        "Sales staff read quote requests and contact messages.",
        "Recruiters read job and internship applications, résumés included, and manage the certificate register.",
        "Administrators can read everything above, and manage staff accounts.",
        "Administrators, sales staff and editors see the page counts described below: totals, with nothing about any one visitor.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        "Submissions are deleted automatically once their period ends: a clean-up runs by itself inside our server every day, with nobody needing to remember it, and removes résumé files together with their applications. If a conversation turns into a project or a job offer, the information then becomes part of that contract and is kept as the contract and the law require.",
        "A deleted submission, whether on request or at the end of its period, disappears at once from our staff workspace and our database, with its notes, our records of its e-mails and its résumé file. In our standard setup, where the database is a file on our own server, its text is also overwritten in the database's files as it is deleted (or, if another program is reading the database at that instant, at the next daily clean-up). Where the database runs on a separate database server, the space it took is freed at once and overwritten as new records arrive. E-mails already delivered, to our team or to you, are in those mailboxes, not in our database.",
      ],
      bullets: [
        "Quote requests and contact messages: {enquiries kept} from the day you send them.",
        "Job and internship applications, résumés included: {applications kept}, so we can contact you about a later opening; ask us and we delete them sooner.",
        "Submissions our automated checks flag as likely spam: {spam kept}, so that a real enquiry caught by mistake can still be found and answered.",
        "Certificate records: for as long as the certificate is valid; ask us and we withdraw and delete yours.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies, page counts and server logs",
      paragraphs: [
        "This website sets no cookies. It uses no advertising or social-media trackers, loads no fonts, scripts or images from other companies, and embeds no third-party maps or videos.",
        "To learn which pages are read and how people find us, each page you open sends a short note to our own server, never to anyone else: the page's address and, on the first page of your visit, the site that linked to it and any campaign labels in the address (utm_source, utm_medium, utm_campaign, utm_term and utm_content). The server adds the day, the kind of device (phone, tablet or computer) and the browser's name.",
        "To count visitors as well as pages, the server combines your network address, your browser's description of itself and our site's name with a random secret, and keeps only a one-way hash of the result. The secret is made new every day (India time) and the old one is deleted, so nobody, ourselves included, can link a hash to you, or one day's hash to another day's. Neither your address nor your browser's description is stored.",
        "Not counted: programs that announce themselves as automated, and our own signed-in staff. If your browser sends the Global Privacy Control signal, your pages are counted without the hash, so you are not counted as a visitor. Each note is kept for {page notes kept}; after that only daily totals remain (page views and visitors per page, linking site, campaign, kind of device and browser), kept for {daily totals kept}.",
        "While a tab is open, your browser remembers in its session storage (cleared when you close the tab; not a cookie) the first page of your visit, the site that linked to it and its campaign labels. When you send a form, that note and the page you sent it from go with it, so we know which page or campaign brought your message; they are kept with your submission and deleted with it. If JavaScript is off, your browser tells us only the page the form was sent from.",
        "The same session storage also notes that our typeface has loaded, so the next page need not wait for it. If you choose light or dark colours with the theme button, your browser keeps that choice in its local storage until you switch back or clear it; nothing else is kept there.",
        "That is why you see no cookie banner: there is no cookie to ask about, what your browser keeps for us is forgotten with the tab unless you choose a colour theme yourself, and the page count cannot recognise you, follow you from one day to the next or onto other sites, and is shared with nobody.",
        "Our server writes technical logs (time, page requested, response status and duration) to keep the site running and secure. The logs hold no form contents, names or e-mail addresses. To protect the site from abuse, the server also keeps short-lived technical records that are not linked to anything you send, and stores with each submission a one-way, keyed fingerprint of the network address it came from (never the address itself), deleted with the submission.",
        "Links to our LinkedIn, X, Facebook, Instagram and YouTube pages take you to those companies' sites, where their own privacy policies apply.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Forms are sent over an encrypted connection. Résumés are stored outside the public website under random names and are never reachable by a web address. Access to submissions is limited to the staff named above, and the files are deleted with the rest of the application when its period ends.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        "Whoever and wherever you are, you can ask us what we hold about you, have it corrected or completed, or have it deleted before its period ends. To ask for erasure, write to {email} (or {careers email} for an application or a certificate) from the address you used, or tell us how else we can confirm it is you. We confirm your request within 24 hours, complete it within 30 days, and there is no charge.",
        "If you are in India, the Digital Personal Data Protection Act, 2023 also gives you the right to withdraw consent, to nominate someone to exercise your rights, and to complain to the Data Protection Board of India. If you live in the European Union or the United Kingdom, you have similar rights under the GDPR, including the right to complain to your local data protection authority. We would be glad to resolve any concern with you first.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This website is meant for businesses and job seekers. We do not knowingly collect information from anyone under 18; if you believe a child has sent us their details, tell us and we will delete them.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and contact",
      paragraphs: [
        "If we change how we handle personal data, we update this page and the date at the top. Questions about this policy go to {email}, by phone to {phone}, or by post to {legal name}, {postal address}.",
      ],
    },
  ],
});
