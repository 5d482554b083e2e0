import { useCompany } from "#app/components/ui/container.tsx";
import type { QuotePanel } from "#content/schema.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The 'Call Us For Quote' panel of the Services overview and the product pages: a heading and
 * a sentence from content, the company phone as a tel: link (content/site.ts) and a Get Started
 * button to /quote. Needs the PhoneCall icon.
 */
export function CallForQuotePanel({
  panel,
  tone = "muted",
  flushTop = false,
}: {
  panel: QuotePanel;
  tone?: "white" | "muted";
  /** Continue the previous section's band: no top padding of its own. */
  flushTop?: boolean;
}) {
  const company = useCompany();
  const headingId = `${panel.id}-title`;
  const bg = tone === "muted" ? "bg-ink-50" : "bg-surface";
  const pad = flushTop ? "pb-16 sm:pb-20 lg:pb-24" : "py-16 sm:py-20";
  return (
    <section id={panel.id} aria-labelledby={headingId} className={`${bg} ${pad}`}>
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-10 text-white shadow-xl ring-1 ring-white/10 sm:px-10 sm:py-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-14">
          <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
          <div className="relative max-w-2xl">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {panel.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-200">{panel.text}</p>
          </div>
          <div className="relative mt-8 flex shrink-0 flex-col items-start gap-5 lg:mt-0 lg:items-end">
            <a
              href={`tel:${company.phone.e164}`}
              className="inline-flex items-center gap-3 text-2xl font-bold tracking-tight text-white underline-offset-4 hover:underline sm:text-3xl"
            >
              <span className="grid size-12 place-items-center rounded-full bg-white/10 text-accent-300 ring-1 ring-white/20">
                <Icon name="PhoneCall" className="size-6" />
              </span>
              <span>
                <span className="sr-only">Call </span>
                {company.phone.display}
              </span>
            </a>
            <ButtonLink to="/quote" variant="light">
              Get Started
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
