import { site } from "@content/site";
import type { ProductSection } from "@content/schema";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";

type QuotePanel = Extract<ProductSection, { kind: "quote-panel" }>;

/**
 * The 'Call Us For Quote' panel: the company phone (from content/site.ts, as a tel: link)
 * and a Get Started button to /quote. Needs the PhoneCall and ArrowRight icons.
 */
export function ProductQuotePanel({
  section,
  tone = "white",
  flushTop = false,
}: {
  section: QuotePanel;
  tone?: "white" | "muted";
  /** Continue the previous section's band: no top padding of its own. */
  flushTop?: boolean;
}) {
  const headingId = `${section.id}-title`;
  const bg = tone === "muted" ? "bg-ink-50" : "bg-surface";
  const pad = flushTop ? "pb-16 sm:pb-20 lg:pb-24" : "py-16 sm:py-20";
  return (
    <section id={section.id} aria-labelledby={headingId} className={`${bg} ${pad}`}>
      <Container>
        <div className="relative overflow-hidden rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-10 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-16 -top-20 size-64 rounded-full bg-brand-100/80 blur-2xl"
          />
          <div className="relative flex flex-col gap-4 sm:flex-row sm:gap-5">
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white shadow-md"
            >
              <Icon name="PhoneCall" className="size-7" />
            </span>
            <div className="max-w-xl">
              <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">
                {section.heading}
              </h2>
              <p className="mt-2 leading-relaxed text-ink-700">{section.text}</p>
            </div>
          </div>
          <div className="relative mt-6 flex flex-col gap-4 sm:flex-row sm:items-center lg:mt-0 lg:shrink-0">
            <a
              href={`tel:${site.phone.e164}`}
              className="text-2xl font-bold tracking-tight text-link-strong underline-offset-4 hover:underline"
            >
              {site.phone.display}
            </a>
            <ButtonLink to="/quote">
              Get Started
              <Icon name="ArrowRight" className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
