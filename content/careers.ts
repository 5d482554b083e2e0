import { hiringRoundStages } from "#contracts/hiring.ts";
import { z } from "zod";
import { hiringRound, listing } from "./schema";

/**
 * Open positions (docs/product.md "Content data"): three jobs and two internships, and the four hiring
 * rounds. Each listing also has its own page, /career/<slug>, with JobPosting JSON-LD.
 *
 * Descriptions are multi-line: the first line is the summary on the card; lines starting
 * with "- " are bullet points; a line ending with ":" introduces a list; other lines are
 * paragraphs. `descriptionBlocks()` turns that into structure for the pages and JSON-LD.
 */
const careerListing = listing;
export type CareerListing = z.infer<typeof careerListing>;

/**
 * The first revision of every listing: a fresh install publishes these (docs/publishing.md). From
 * then on the workspace's documents are the site's listings; this list is a seed, not a second
 * source of truth.
 */
export const seedListings = z
  .array(careerListing)
  .superRefine((all, ctx) => {
    for (const key of ["id", "slug"] as const) {
      const seen = new Set<string>();
      for (const l of all) {
        if (seen.has(l[key])) ctx.addIssue({ code: "custom", message: `duplicate listing ${key} "${l[key]}"` });
        seen.add(l[key]);
      }
    }
  })
  .parse([
    {
      id: "job-software-engineer",
      slug: "software-engineer",
      kind: "job",
      title: "Software Engineer",
      location: "Remote",
      workMode: "remote",
      remoteRegion: "India",
      description: [
        "Build and ship features for the web and mobile products we deliver to clients in India, the Middle East and North America, working fully remote in a small, senior team.",
        "You will own features from the first conversation with a client to the release and the fixes after it. Most of our work is TypeScript end to end: React and React Native on the front, Node.js services behind them, PostgreSQL underneath.",
        "What you will do:",
        "- Turn client requirements into small, well-scoped tickets with clear acceptance criteria",
        "- Build features across the stack in TypeScript, React and Node.js, with tests alongside the code",
        "- Review pull requests from teammates and keep our shared component and API libraries healthy",
        "- Join client calls to demo work, explain trade-offs in plain language and agree next steps",
        "- Watch releases in production, chase down errors from logs and fix them at the root",
        "What we are looking for:",
        "- 2 or more years of professional software development, ideally for client-facing products",
        "- Solid JavaScript and TypeScript, and hands-on experience with React and a Node.js framework",
        "- Working knowledge of SQL, REST APIs and Git-based workflows",
        "- Clear written English: most of our collaboration happens in tickets, pull requests and chat",
        "- A reliable internet connection and a quiet place to work from anywhere in India",
        "What we offer:",
        "- Fully remote work with core overlap hours of 11 am to 4 pm IST",
        "- A company laptop and a yearly learning budget for courses, books and conferences",
        "- Health insurance for you and your family, and paid time off from your first month",
        "- An in-person team week at our Bhubaneswar office once a year, travel paid",
      ].join("\n"),
      datePosted: "2026-11-03",
      closesOn: "2027-02-28",
      employmentType: "FULL_TIME",
      experience: "2+ years",
    },
    {
      id: "job-ui-ux-designer",
      slug: "ui-ux-designer",
      kind: "job",
      title: "UI/UX Designer",
      location: "Bhubaneswar",
      region: "Odisha",
      workMode: "on-site",
      description: [
        "Design clear, accessible interfaces for websites, business software and mobile apps, working from our Bhubaneswar studio alongside developers and the clients who use what we build.",
        "Our designers are involved from discovery to launch. You will run short research rounds with real users, shape information architecture, and hand over designs that developers can build without guessing.",
        "What you will do:",
        "- Run stakeholder workshops and user interviews, and turn what you learn into flows and wireframes",
        "- Design high-fidelity screens and interactive prototypes in Figma for web and mobile",
        "- Extend and document our design system: components, tokens, spacing and accessible colour pairs",
        "- Test prototypes with users, and iterate on what the sessions show",
        "- Work day to day with developers to review builds and settle details before release",
        "What we are looking for:",
        "- 2 or more years designing digital products, with a portfolio that shows your process, not only final screens",
        "- Strong Figma skills, including auto layout, variants and component libraries",
        "- A working knowledge of WCAG accessibility guidelines and responsive layout",
        "- Comfort presenting your work to clients and taking feedback in the room",
        "What we offer:",
        "- A studio seat in Patia, Bhubaneswar, with flexible start times",
        "- Projects across industries, from retail and healthcare to logistics and education",
        "- Health insurance, paid time off and a yearly learning budget",
      ].join("\n"),
      datePosted: "2026-10-27",
      closesOn: "2027-01-31",
      employmentType: "FULL_TIME",
      experience: "2+ years",
    },
    {
      id: "job-backend-developer",
      slug: "backend-developer",
      kind: "job",
      title: "Backend Developer",
      location: "Bangalore",
      region: "Karnataka",
      workMode: "hybrid",
      description: [
        "Design and run the APIs, data models and integrations behind our clients' ERP, e-commerce and mobile products, from our Bangalore team.",
        "You will work on services that handle orders, payments, stock and payroll for businesses that depend on them every day, so correctness, observability and clear data models matter as much as speed.",
        "What you will do:",
        "- Design REST and event-driven APIs in Node.js (TypeScript) and document them with OpenAPI",
        "- Model data in PostgreSQL, write migrations that are safe to run on live systems, and tune slow queries",
        "- Integrate payment gateways, SMS and e-mail providers, and third-party ERPs with retries and idempotency",
        "- Write unit and integration tests, and keep continuous integration fast and green",
        "- Set up logging, metrics and alerts, and take part in a fair, shared on-call rota",
        "- Review code and mentor junior developers on the team",
        "What we are looking for:",
        "- 3 or more years building backend services in production",
        "- Deep knowledge of Node.js and TypeScript, or of another backend language and a willingness to switch",
        "- Strong SQL and relational data modelling; experience with Redis or a message queue is a plus",
        "- Hands-on experience with Docker and at least one cloud platform (AWS, Azure or Google Cloud)",
        "- Care for security basics: input validation, secrets handling and least-privilege access",
        "What we offer:",
        "- A hybrid week: three days with the team at a shared workspace in Bangalore, two from home",
        "- Ownership of services end to end, with a say in the architecture",
        "- Health insurance for you and your family, paid time off and a yearly learning budget",
      ].join("\n"),
      datePosted: "2026-11-10",
      closesOn: "2027-03-15",
      employmentType: "FULL_TIME",
      experience: "3+ years",
    },
    {
      id: "intern-frontend",
      slug: "frontend-intern",
      kind: "internship",
      title: "Frontend Intern",
      duration: "3 Months",
      workMode: "on-site",
      description: [
        "Spend three months building real interfaces with our web team in Bhubaneswar, paired with a senior developer who reviews your work every day.",
        "You will start with small fixes on live client projects and finish with a feature of your own, shipped to production.",
        "What you will learn and do:",
        "- Build responsive pages and components in React and TypeScript from Figma designs",
        "- Style with Tailwind CSS and make layouts work from phone to desktop",
        "- Make pages accessible: semantic HTML, keyboard support, labels and colour contrast",
        "- Use Git, pull requests and code review the way a professional team does",
        "Who should apply:",
        "- Final-year students or recent graduates in computer science or a related field",
        "- Comfortable with HTML, CSS and JavaScript, with a project or two you can show us",
        "What you get:",
        "- A monthly stipend and a mentor for the whole internship",
        "- A completion certificate that anyone can verify on our website",
        "- A fast track to a full-time interview for interns who do well",
      ].join("\n"),
      datePosted: "2026-11-05",
      closesOn: "2027-01-15",
      employmentType: "INTERN",
      experience: "Students and recent graduates",
    },
    {
      id: "intern-data-science",
      slug: "data-science-intern",
      kind: "internship",
      title: "Data Science Intern",
      duration: "6 Months",
      workMode: "on-site",
      description: [
        "Join our analytics team in Bhubaneswar for six months and help clients turn sales, stock and customer data into forecasts and dashboards they use every week.",
        "You will work on real, anonymised client data under the guidance of our data lead, from cleaning and exploration to a model or dashboard that goes into use.",
        "What you will learn and do:",
        "- Clean, join and explore data with Python, pandas and SQL",
        "- Build and evaluate forecasting and classification models with scikit-learn",
        "- Design dashboards that answer a business question clearly, and present them to the team",
        "- Write up your method and results so a non-specialist can follow them",
        "Who should apply:",
        "- Final-year students or recent graduates in statistics, mathematics, computer science or economics",
        "- Working Python and SQL, and a grasp of basic statistics and probability",
        "What you get:",
        "- A monthly stipend and weekly one-to-one sessions with your mentor",
        "- A completion certificate that anyone can verify on our website",
        "- A fast track to a full-time interview for interns who do well",
      ].join("\n"),
      datePosted: "2026-11-05",
      closesOn: "2027-01-31",
      employmentType: "INTERN",
      experience: "Students and recent graduates",
    },
  ]);

/**
 * A test hook, never set in production: CAREERS_CLOSING_DATES="<slug>:<YYYY-MM-DD>,..." gives
 * listings a closing date in a build made for one browser journey and in the server started on
 * it (tests/e2e/closing-date.exclusive.spec.ts), since every published listing is open. The
 * dates are checked like any other. Read only where `process` exists (the build, the server).
 */
const testClosingDates = typeof process === "undefined" ? undefined : process.env.CAREERS_CLOSING_DATES;
if (testClosingDates) {
  for (const pair of testClosingDates.split(",")) {
    const [slug, date] = pair.split(":");
    const l = seedListings.find((x) => x.slug === slug);
    if (!l || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? "")) throw new Error(`CAREERS_CLOSING_DATES: bad entry "${pair}"`);
    l.closesOn = date;
  }
}

// ---------------------------------------------------------------------------------------
// A listing's page (/career/<slug>): its own words, resolved per listing by listingWords()
// ---------------------------------------------------------------------------------------

const listingPage = {
  kind: { job: "Job opening", internship: "Internship" },
  noun: { job: "role", internship: "internship" },
  apply: "Apply Now",
  allOpenings: "All openings",
  seeOpen: "See open positions",
  glance: "At a glance",
  nextQuestion: "Curious what comes after you apply?",
  hiringProcess: "Our hiring process",
  applyLead:
    "Send us your details and résumé. Our hiring team reads every application and replies to each one, whatever the outcome.",
  facts: {
    type: "Type",
    /** The Type fact's value for each kind of listing. */
    typeValue: { job: "Full-time", internship: "Internship" },
    /** The Type fact's value for a job that is not full-time, by its employment type. */
    employmentValue: {
      FULL_TIME: "Full-time",
      PART_TIME: "Part-time",
      CONTRACTOR: "Contract",
      TEMPORARY: "Temporary",
      INTERN: "Internship",
    },
    location: "Location",
    remote: "Remote",
    hybrid: "Hybrid",
    office: "office",
    pay: "Pay",
    payUnit: { HOUR: "per hour", DAY: "per day", WEEK: "per week", MONTH: "per month", YEAR: "per year" },
    duration: "Duration",
    experience: "Experience",
    applyBy: "Apply by",
    closedOn: "Closed on",
  },
};

/** Every word of a listing's page for one listing, as plain strings (the page's data). */
export function listingWords(l: Pick<CareerListing, "kind" | "title">, closedOn: string | null) {
  const w = listingPage;
  const noun = w.noun[l.kind];
  return {
    eyebrow: w.kind[l.kind],
    apply: w.apply,
    allOpenings: w.allOpenings,
    seeOpen: w.seeOpen,
    glance: w.glance,
    nextQuestion: w.nextQuestion,
    hiringProcess: w.hiringProcess,
    about: `About the ${noun}`,
    applyHeading: `Apply for ${l.title}`,
    applyLead: w.applyLead,
    closedHeading: `This ${noun} is closed`,
    closedText: closedOn
      ? `We stopped taking applications for ${l.title} on ${closedOn}. Everyone who applied before then hears from our hiring team, whatever the outcome.`
      : "",
  };
}
export type ListingWords = ReturnType<typeof listingWords>;

/** The labels of a listing's facts (its sidebar "At a glance"). */
export const listingFactWords = listingPage.facts;

// ---------------------------------------------------------------------------------------
// Closing dates (docs/decisions/0081-listing-closing-date.md)
// ---------------------------------------------------------------------------------------

/** The moment applications to a listing end: the end of its `closesOn` day in India (UTC+05:30); null without one. */
export function closesAt(l: Pick<CareerListing, "closesOn">): number | null {
  return l.closesOn ? Date.parse(`${l.closesOn}T23:59:59.999+05:30`) : null;
}

/** True once the listing's closing date has passed (pages decide at build time, the server per request). */
export function isClosed(l: Pick<CareerListing, "closesOn">, now: number): boolean {
  const at = closesAt(l);
  return at !== null && now > at;
}

/** The last day to apply, as the pages and the JobPosting state it, or null when the role has no closing date. */
export const applyBy = (l: Pick<CareerListing, "closesOn">) => l.closesOn ?? null;

/** A pay range as a visitor reads it: "₹6,00,000 to ₹9,00,000 per year". */
export function payText(p: NonNullable<CareerListing["pay"]>): string {
  const f = new Intl.NumberFormat("en-IN", { style: "currency", currency: p.currency, maximumFractionDigits: 0 });
  const range = p.min === p.max ? f.format(p.min) : `${f.format(p.min)} to ${f.format(p.max)}`;
  return `${range} ${listingPage.facts.payUnit[p.unit]}`;
}

/** Where a role is worked, as its page's Location fact says it. */
export function whereText(l: Pick<CareerListing, "workMode" | "location" | "remoteRegion">, office: string): string {
  const w = listingPage.facts;
  if (l.workMode === "remote") return `${w.remote} (anywhere in ${l.remoteRegion ?? "India"})`;
  const place = l.location ? `${l.location}, India` : `${office} ${w.office}`;
  return l.workMode === "hybrid" ? `${w.hybrid}, ${place}` : place;
}

/** A date like "30 November 2026". */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The four rounds of our hiring process, in order (docs/product.md "Hiring process"). */
export const hiringRounds = z
  .array(hiringRound)
  .length(4)
  .superRefine((all, ctx) => {
    // Round ids are application stages in the workspace, next to these fixed ones.
    const seen = new Set<string>(["received", "offer", "hired", "rejected"]);
    for (const r of all) {
      if (seen.has(r.id)) ctx.addIssue({ code: "custom", message: `hiring round id "${r.id}" is taken` });
      seen.add(r.id);
    }
  })
  .parse([
    {
      round: "Round 1",
      ...hiringRoundStages[0],
      description:
        "A take-home coding test based on a small, realistic task from our projects. Take up to three days, work with your usual tools, and send us a repository or a zip file with a short README.",
      icon: "FileCode",
    },
    {
      round: "Round 2",
      ...hiringRoundStages[1],
      description:
        "A video call with two of our engineers or designers. We walk through your assessment together, talk about the decisions you made, and discuss a problem from your own past work.",
      icon: "MessagesSquare",
    },
    {
      round: "Round 3",
      ...hiringRoundStages[2],
      description:
        "A conversation with one of our founders about how you like to work, what you want to learn next, and how we run projects with clients. Bring your questions about the company.",
      icon: "Handshake",
    },
    {
      round: "Round 4",
      ...hiringRoundStages[3],
      description:
        "We go through the role, compensation, benefits, notice period and joining date, answer every remaining question, and send a written offer within two working days.",
      icon: "ClipboardCheck",
    },
  ]);

// ---------------------------------------------------------------------------------------
// Description structure
// ---------------------------------------------------------------------------------------

export type DescriptionBlock =
  { kind: "paragraph"; text: string } | { kind: "heading"; text: string } | { kind: "list"; items: string[] };

/** Splits a listing's description into its summary line and the blocks that follow it. */
export function descriptionBlocks(description: string): { summary: string; blocks: DescriptionBlock[] } {
  const lines = description
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const [summary = "", ...rest] = lines;
  const blocks: DescriptionBlock[] = [];
  for (const line of rest) {
    if (line.startsWith("- ")) {
      const last = blocks.at(-1);
      const item = line.slice(2).trim();
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else if (line.endsWith(":")) {
      blocks.push({ kind: "heading", text: line.slice(0, -1) });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return { summary, blocks };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The description as simple HTML, for the JobPosting `description` (Google accepts p, ul, li, strong). */
export function descriptionHtml(description: string): string {
  const { summary, blocks } = descriptionBlocks(description);
  const parts = [`<p>${escapeHtml(summary)}</p>`];
  for (const b of blocks) {
    if (b.kind === "paragraph") parts.push(`<p>${escapeHtml(b.text)}</p>`);
    else if (b.kind === "heading") parts.push(`<p><strong>${escapeHtml(b.text)}</strong></p>`);
    else parts.push(`<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`);
  }
  return parts.join("");
}

/** What a careers card and a listing page need, without the raw description. */
export function listingView(l: CareerListing) {
  const { summary, blocks } = descriptionBlocks(l.description);
  return {
    id: l.id,
    slug: l.slug,
    kind: l.kind,
    title: l.title,
    location: l.location,
    workMode: l.workMode,
    remote: l.workMode === "remote",
    /** The card's type badge: "Internship", or the job's employment type ("Full-time", "Contract"...). */
    typeLabel:
      l.kind === "internship"
        ? listingPage.facts.typeValue.internship
        : listingPage.facts.employmentValue[l.employmentType],
    /** The card's short place: "Remote", "Hybrid · Bangalore", a city, or nothing (the office). */
    place:
      l.workMode === "remote"
        ? listingPage.facts.remote
        : l.workMode === "hybrid"
          ? [listingPage.facts.hybrid, l.location].filter(Boolean).join(" · ")
          : l.location,
    remoteRegion: l.remoteRegion,
    duration: l.duration,
    experience: l.experience,
    summary,
    blocks,
  };
}
export type ListingView = ReturnType<typeof listingView>;
