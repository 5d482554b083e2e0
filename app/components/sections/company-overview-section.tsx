import type { AboutContent } from "#content/about.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Heading, Eyebrow } from "#app/components/ui/typography.tsx";

/** About's company overview: who we are, with an 'at a glance' panel and a Contact Us button. */
export function CompanyOverviewSection({ overview }: { overview: AboutContent["overview"] }) {
  return (
    <section id="who-we-are" aria-labelledby="who-we-are-title" className="bg-surface py-16 sm:py-20 lg:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr] lg:gap-16">
        <div>
          <Eyebrow>{overview.eyebrow}</Eyebrow>
          <Heading as="h2" size="section" id="who-we-are-title">
            {overview.title}
          </Heading>
          {overview.paragraphs.map((p, i) => (
            <p
              key={p.slice(0, 24)}
              className={`mt-5 leading-relaxed text-ink-600 ${i === 0 ? "text-xl text-ink-800" : "text-lg"}`}
            >
              {p}
            </p>
          ))}
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink to="/contact">
              {overview.actions.contact}
              <Icon name="ArrowRight" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/services" variant="secondary">
              {overview.actions.services}
            </ButtonLink>
          </div>
        </div>
        <aside
          aria-labelledby="glance-title"
          className="relative self-start overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-xl sm:p-10 max-sm:p-6"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-16 -top-16 size-56 rounded-full bg-white/10 blur-2xl"
          />
          <h3 id="glance-title" className="relative text-lg font-semibold uppercase tracking-[0.14em] text-accent-300">
            {overview.glanceTitle}
          </h3>
          <dl className="relative mt-6 divide-y divide-white/15">
            {overview.glance.map((g) => (
              <div key={g.label} className="flex items-center gap-4 py-4">
                <dt className="flex w-32 shrink-0 sm:w-36 items-center gap-3 text-sm text-brand-100">
                  <Icon name={g.icon} className="size-5 text-accent-300" />
                  {g.label}
                </dt>
                <dd className="font-semibold text-white">{g.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </Container>
    </section>
  );
}
