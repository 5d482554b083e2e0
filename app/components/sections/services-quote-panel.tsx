import { site } from "@content/site";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";

/**
 * The 'Call Us For Quote' block of the Services overview: the company phone (a tel: link
 * from content/site.ts) and a Get Started button to /quote. Needs the PhoneCall icon.
 */
export function ServicesQuotePanel({
  title = "Call Us For Quote",
  text = `Not sure which service fits? Call us or send the quote form, and a consultant will suggest an approach and an estimate. ${site.responsePromise}.`,
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section id="call-for-quote" aria-labelledby="call-for-quote-title" className="bg-ink-50 py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-10 text-white shadow-xl sm:px-10 sm:py-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-14">
          <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -top-32 size-80 rounded-full bg-brand-600/30 blur-3xl"
          />
          <div className="relative max-w-2xl">
            <h2 id="call-for-quote-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-200">{text}</p>
          </div>
          <div className="relative mt-8 flex shrink-0 flex-col items-start gap-5 lg:mt-0 lg:items-end">
            <a
              href={`tel:${site.phone.e164}`}
              className="inline-flex items-center gap-3 text-2xl font-bold tracking-tight text-white underline-offset-4 hover:underline sm:text-3xl"
            >
              <span className="grid size-12 place-items-center rounded-full bg-white/10 text-accent-300 ring-1 ring-white/20">
                <Icon name="PhoneCall" className="size-6" />
              </span>
              <span>
                <span className="sr-only">Call </span>
                {site.phone.display}
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
