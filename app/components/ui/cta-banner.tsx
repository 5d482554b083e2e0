import { useCompany } from "#app/components/ui/container.tsx";
import { ButtonLink } from "./button";
import { Container } from "./container";

/** The blue-gradient closing banner every service page ends with (docs/product.md "Service pages"). */
export function CtaBanner({
  title = "Ready to Transform Your Business?",
  text,
  ctaLabel = "Get Free Consultation",
  href = "/quote",
}: {
  title?: string;
  text?: string;
  ctaLabel?: string;
  href?: string;
}) {
  const company = useCompany();
  const body =
    text ??
    `Tell us where you want to go. A senior consultant will map the first steps with you, free of charge. ${company.responsePromise}.`;
  return (
    <section aria-labelledby="cta-banner-title" className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -left-20 -top-20 size-72 rounded-full bg-white/10 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-24 -right-10 size-80 rounded-full bg-accent-400/20 blur-3xl"
          />
          <h2 id="cta-banner-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-50">{body}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={href} variant="light">
              {ctaLabel}
            </ButtonLink>
            <ButtonLink to={`tel:${company.phone.e164}`} variant="outline-light">
              Call {company.phone.display}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
