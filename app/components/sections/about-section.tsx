import type { CompanyDetails } from "#content/schema.ts";
import type { HomeContent } from "#content/home.ts";
import { site } from "#content/site.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Heading, Eyebrow } from "#app/components/ui/typography.tsx";

/** Home's About Us block: illustration, text, four benefits, a phone call-out and a CTA. */
export function AboutSection({ about, company }: { about: HomeContent["about"]; company: CompanyDetails }) {
  return (
    <section
      id="about-us"
      aria-labelledby="about-us-title"
      className="overflow-hidden bg-surface py-16 sm:py-20 lg:py-24"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <img
            src={about.image.src}
            alt={about.image.alt}
            width={about.image.width}
            height={about.image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          <div className="absolute -bottom-4 left-2 flex items-center gap-3 rounded-2xl bg-ink-950 px-5 py-4 text-white shadow-xl sm:left-6">
            <span className="text-4xl font-extrabold text-accent-300">{site.experienceYears}+</span>
            <span className="text-sm font-semibold leading-tight">
              Years of
              <br />
              experience
            </span>
          </div>
        </div>
        <div>
          <Eyebrow>{about.eyebrow}</Eyebrow>
          <Heading as="h2" size="section" id="about-us-title">
            {about.title}
          </Heading>
          {about.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-ink-600">
              {p}
            </p>
          ))}
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {about.benefits.map((b) => (
              <li key={b} className="flex gap-3 text-ink-800">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                  <Icon name="Check" className="size-4" strokeWidth={3} />
                </span>
                <span className="font-medium">{b}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-6 border-t border-ink-100 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <a href={`tel:${company.phone.e164}`} className="group flex items-center gap-4">
              <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <Icon name="Phone" className="size-6" />
              </span>
              <span>
                <span className="block text-sm text-ink-600">{about.callout}</span>
                <span className="block text-xl font-bold text-ink-950 group-hover:text-link">
                  {company.phone.display}
                </span>
              </span>
            </a>
            <ButtonLink to={about.cta.href}>{about.cta.label}</ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
