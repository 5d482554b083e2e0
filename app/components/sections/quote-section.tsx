import type { CompanyDetails } from "#content/schema.ts";
import type { HomeContent } from "#content/home.ts";
import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import { Island } from "#app/islands/island.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Heading, Eyebrow } from "#app/components/ui/typography.tsx";

/** Home's quote section, the target of every 'Free Quote' link (id="quotesec"). */
export function QuoteSection({ quote, company }: { quote: HomeContent["quote"]; company: CompanyDetails }) {
  return (
    <section id="quotesec" aria-labelledby="quotesec-title" className="relative bg-surface py-16 sm:py-20 lg:py-24">
      <Container className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-14">
        <div>
          <Eyebrow>{quote.eyebrow}</Eyebrow>
          <Heading as="h2" size="section" id="quotesec-title">
            {quote.title}
          </Heading>
          <p className="mt-5 text-lg leading-relaxed text-ink-600">{quote.text}</p>
          <ul className="mt-8 space-y-4">
            {quote.points.map((p) => (
              <li key={p} className="flex gap-3 font-medium text-ink-800">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent-400 text-ink-950">
                  <Icon name="Check" className="size-4" strokeWidth={3} />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <a
              href={`tel:${company.phone.e164}`}
              className="flex items-center gap-4 rounded-2xl border border-ink-100 p-4 transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon name="Phone" className="size-5" />
              </span>
              <span>
                <span className="block text-sm text-ink-600">{quote.call}</span>
                <span className="block font-semibold text-ink-950">{company.phone.display}</span>
              </span>
            </a>
            <a
              href={`mailto:${company.email}`}
              className="flex items-center gap-4 rounded-2xl border border-ink-100 p-4 transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon name="Mail" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-ink-600">{quote.write}</span>
                <span className="block break-words font-semibold text-ink-950">{company.email}</span>
              </span>
            </a>
          </div>
        </div>
        <div className="rounded-3xl bg-ink-50 p-5 ring-1 ring-ink-100 sm:p-8">
          <Island name="quote-form" component={QuoteForm} props={{ idPrefix: "home-quote" }} load="visible" />
        </div>
      </Container>
    </section>
  );
}
