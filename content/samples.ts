/**
 * Everything on the site that is sample content and must be replaced before launch: each item
 * is flagged `sample: true` where it lives, and this list is collected from those flags, so
 * replacing an item and clearing its flag takes it off the list. `npm run build` prints the list
 * (scripts/postbuild.mjs) and a unit test keeps it honest (samples.test.ts).
 */
import { clientLogos } from "./client-logos";
import { testimonials } from "./company";
import { site } from "./site";
import { seedArticles, seedAuthors } from "./articles";

export interface SampleItem {
  what: string;
  where: string;
}

/** The seeded certificate of the verification page (server/db/migrations.ts SAMPLE_CERTIFICATE). */
export const sampleCertificate = { id: "12345", sample: true } as const;

export function samplesToReplace(): SampleItem[] {
  const items: SampleItem[] = [];
  const quotes = testimonials.filter((t) => t.sample);
  if (quotes.length)
    items.push({
      what: `${quotes.length} client testimonials (names, companies, quotes)`,
      where: "content/company.ts testimonials",
    });
  const logos = clientLogos.items.filter((l) => l.sample);
  if (logos.length)
    items.push({
      what: `${logos.length} client logos (${logos.map((l) => l.name).join(", ")})`,
      where: "content/client-logos.ts",
    });
  if (site.phone.sample) items.push({ what: `the phone number ${site.phone.display}`, where: "content/site.ts phone" });
  if (site.emailSample)
    items.push({
      what: `the e-mail addresses ${site.email} and ${site.careersEmail}`,
      where: "content/site.ts email, careersEmail",
    });
  const social = site.social.filter((s) => s.sample);
  if (social.length)
    items.push({
      what: `${social.length} social links (${social.map((s) => s.label).join(", ")})`,
      where: "content/site.ts social",
    });
  const articles = seedArticles.filter((a) => a.data.sample);
  const authors = seedAuthors.filter((a) => a.data.sample);
  if (articles.length || authors.length)
    items.push({
      what: `${articles.length} articles on Insights and ${authors.length} authors (workspace: Content, marked "Sample: replace")`,
      where: "content/articles.ts seedArticles, seedAuthors",
    });
  if (sampleCertificate.sample)
    items.push({
      what: `the sample certificate ${sampleCertificate.id}`,
      where: "server/db/migrations.ts SAMPLE_CERTIFICATE (revoke it: npm run cli -- certificates revoke 12345)",
    });
  return items;
}
