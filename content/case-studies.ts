/**
 * Case studies (an editable content kind: content/kinds.ts "caseStudy", docs/publishing.md
 * "Content kinds"): one client's project told as the challenge, the solution and the results, with
 * up to four key figures and the client's own words. Shown on /case-studies, on its own page, on
 * the pages of the services it names, and as the proof strip on Home.
 *
 * The three below are the first revision and are samples (`sample: true`): their clients are
 * fictional, like the testimonials (content/company.ts), and the workspace lists them as samples
 * to replace with real, consented projects. Their figures describe the one project (counters,
 * weeks, branches); none restates or contradicts the company's own figures (content/home.ts,
 * content/about.ts).
 */
import { z } from "zod";
import { IMAGE_REF } from "./images";
import { copy, slug } from "./schema";
import { services } from "./services";

const serviceSlugs = services.map((s) => s.slug) as [string, ...string[]];

/** Text in paragraphs: a blank line starts a new one. Plain text, escaped wherever it is shown. */
const prose = (title: string, description: string) =>
  copy(120, 1500).meta({ title, description: `${description} A blank line starts a new paragraph.` });

export const caseStudy = z.object({
  title: copy(20, 100).meta({ title: "Headline", description: "What changed for the client, in one line." }),
  slug: slug.max(80).meta({
    title: "Address",
    description: "The page's address after /case-studies/: lower-case words joined by hyphens, unique.",
  }),
  client: copy(2, 80).meta({
    title: "Client",
    description: "Their name, or a description such as “A diagnostics chain in Odisha” when they stay anonymous.",
  }),
  industry: copy(2, 40).meta({ title: "Industry" }),
  services: z
    .array(
      z
        .enum(serviceSlugs)
        .meta({ title: "Service", optionLabels: Object.fromEntries(services.map((s) => [s.slug, s.title])) }),
    )
    .min(1)
    .max(3)
    .meta({ title: "Services", description: "The service pages that show this case study (one to three)." }),
  summary: copy(60, 220).meta({ title: "Summary", description: "Shown on the cards that link to it." }),
  challenge: prose("The challenge", "What the client faced before the project."),
  solution: prose("The solution", "What we built or changed, and how we worked."),
  results: prose("The results", "What is different now."),
  figures: z
    .array(
      z
        .object({
          value: copy(1, 12).meta({ title: "Figure", description: "e.g. 14 or 6 weeks" }),
          label: copy(3, 60).meta({ title: "What it counts" }),
        })
        .meta({ title: "Key figure" }),
    )
    .max(4)
    .meta({ title: "Key figures", description: "Up to four, each one the client can stand behind." }),
  quote: z
    .object({
      text: copy(40, 400).meta({ title: "Their words", description: "As the client agreed to publish them." }),
      name: copy(3, 60).meta({ title: "Name" }),
      role: copy(3, 80).meta({ title: "Role", description: "e.g. Operations Head, Kalinga Fresh Mart" }),
    })
    .meta({ title: "Quote from the client" }),
  cover: z
    .object({
      image: z.string().regex(IMAGE_REF, "upload a picture").meta({ title: "Picture" }),
      alt: copy(5, 200).meta({
        title: "Alt text",
        description: "What the picture shows, for people who cannot see it (required).",
      }),
    })
    .optional()
    .meta({
      title: "Cover image",
      description: "A JPEG, PNG, WebP or AVIF picture, at least 640 pixels wide; shown on its page and its cards.",
      widget: "image",
    }),
  sample: z.boolean().meta({ title: "Sample to replace (not yet a real client's project)" }),
});
export type CaseStudy = z.infer<typeof caseStudy>;

/** The paragraphs of a prose field. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const seedCaseStudies: CaseStudy[] = z.array(caseStudy).parse([
  {
    title: "Festive-season billing that no longer freezes at the counter",
    slug: "kalinga-fresh-mart-billing",
    client: "Kalinga Fresh Mart",
    industry: "Retail",
    services: ["pos-billing", "custom-software"],
    summary:
      "A grocery chain in Bhubaneswar replaced ageing billing counters with a POS and inventory system its cashiers learnt in a morning.",
    challenge:
      "Kalinga Fresh Mart's billing software had been patched for years. Every festive rush the counters slowed to a crawl, queues reached the door, and stock was counted by hand each night because sales and inventory lived in separate tools.\n\nThe owners wanted faster counters without retraining every cashier, and stock figures they could trust the next morning.",
    solution:
      "We started with two days at the busiest store, watching cashiers work. The new POS keeps their familiar keyboard shortcuts, works offline when the connection drops and syncs when it returns.\n\nSales post straight into inventory, so stock reconciles overnight on its own. We rolled it out one store at a time, on quiet weekdays, with a person from our team at the counter for the first shift.",
    results:
      "The following festive season passed without a frozen counter. Store managers read yesterday's stock on their phones before opening, and reorders are raised from the same screen.\n\nThe chain now adds a new counter by plugging in a terminal and signing in.",
    figures: [
      { value: "4", label: "stores moved to the new POS" },
      { value: "1 morning", label: "to train a cashier" },
      { value: "0", label: "frozen counters last festive season" },
    ],
    quote: {
      text: "Our cashiers learnt the new counters in a morning, and the stock now reconciles itself overnight. Support picks up even on Sunday evenings.",
      name: "Ananya Mohanty",
      role: "Operations Head, Kalinga Fresh Mart",
    },
    sample: true,
  },
  {
    title: "Patients download their reports instead of waiting by the phone",
    slug: "sanjeevani-diagnostics-report-portal",
    client: "Sanjeevani Diagnostics",
    industry: "Health",
    services: ["custom-software", "website-development", "cloud-services"],
    summary:
      "A diagnostics lab gave its patients a secure portal for their reports, and gave its front desk back the time it spent on the phone.",
    challenge:
      "Sanjeevani Diagnostics sent reports by courier or read results over the phone. The front desk spent most of its day answering “is my report ready?”, and doctors asked for copies the lab had to find and send again.\n\nAny new system had to keep patients' data private, work on basic phones, and fit the lab's existing analysers and billing.",
    solution:
      "We built a report portal on the lab's own cloud account: patients sign in with their phone number and a one-time code, see each report as soon as a pathologist signs it, and can share a link with their doctor that expires.\n\nThe portal reads signed reports from the lab's system, so no one types them twice. We explained every technical choice in plain words to the medical director before building it.",
    results:
      "Most patients now collect reports online, and the phones at the front desk ring for appointments rather than results. Doctors receive a link the moment a report is ready.",
    figures: [
      { value: "2", label: "labs on one patient portal" },
      { value: "1", label: "sign-in: a phone number and a code" },
      { value: "12 weeks", label: "from first workshop to launch" },
    ],
    quote: {
      text: "Our front desk finally has time for the people in the queue. The project lead explained every choice in plain words.",
      name: "Dr. Meera Iyer",
      role: "Medical Director, Sanjeevani Diagnostics",
    },
    sample: true,
  },
  {
    title: "One ERP for dispatch, warehouse and accounts across two countries",
    slug: "gulfway-cargo-erp",
    client: "Gulfway Cargo Services",
    industry: "Transport & Logistics",
    services: ["erp-crm", "mobile-development"],
    summary:
      "A cargo company joined its dispatch, warehouse and accounts teams in one ERP, with drivers updating deliveries from their phones.",
    challenge:
      "Gulfway Cargo ran dispatch on spreadsheets, the warehouse on a separate stock tool and accounts on a third system. The managing director, based in Dubai, saw the state of operations only in a weekly report.\n\nDeliveries were confirmed by phone calls, and invoices waited until someone matched them to paper delivery notes.",
    solution:
      "We configured an ERP around the way the teams already worked, moved three years of records into it, and built a small driver app that records pickup, delivery and a photo of the signed note.\n\nEvery Friday we showed the week's work to the people who would use it, so changes were made while they were still cheap.",
    results:
      "Dispatch, the warehouse and accounts now work from the same records. A delivery confirmed on a driver's phone is ready to invoice the same day, and the managing director follows the operation live.",
    figures: [
      { value: "3", label: "tools replaced by one ERP" },
      { value: "Same day", label: "from delivery to invoice" },
      { value: "Weekly", label: "demos throughout the project" },
    ],
    quote: {
      text: "Drivers update deliveries from their phones and I can see the whole operation from my desk in Dubai. Weekly demos kept us in control.",
      name: "Farid Al Mansoori",
      role: "Managing Director, Gulfway Cargo Services",
    },
    sample: true,
  },
]);
