import { useCompany } from "#app/components/ui/container.tsx";
import type { FaqItem, PricingModel } from "#content/company.ts";
import type { HeadingCopy, PriceModelLabels } from "#content/pages.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneDisclosure } from "#app/components/ui/phone-disclosure.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading } from "#app/components/ui/typography.tsx";

/**
 * /price: the engagement models as cards, each inviting a quote. No price figures. On a phone
 * each card shows its summary and folds what it includes, who it suits and its billing behind
 * one tap (ui/phone-disclosure.tsx).
 */
export function PricingModelsSection({
  models,
  heading,
  labels,
  undecided,
}: {
  models: PricingModel[];
  heading: HeadingCopy;
  labels: PriceModelLabels;
  undecided: { title: string; text: string; ctaLabel: string };
}) {
  const company = useCompany();
  return (
    <Section id="models" tone="muted" {...heading}>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {models.map((m) => (
          <li key={m.id} id={m.id} className="flex scroll-mt-24">
            <article
              aria-labelledby={`${m.id}-title`}
              className="flex w-full flex-col rounded-3xl border border-ink-100 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl sm:p-8"
            >
              <div className="flex items-center gap-4">
                <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-md shadow-brand-700/25">
                  <Icon name={m.icon} className="size-7" />
                </span>
                <h3 id={`${m.id}-title`} className="text-xl font-bold leading-tight text-ink-950">
                  {m.name}
                </h3>
              </div>
              <p className="mt-4 leading-relaxed text-ink-600 sm:mt-5">{m.summary}</p>
              <PhoneDisclosure summary={labels.details} className="mt-5 sm:mt-0">
                <h4 className="mt-5 text-sm font-semibold uppercase tracking-[0.12em] text-ink-600 sm:mt-6">
                  {labels.includes}
                </h4>
                <ul className="mt-3 space-y-2.5">
                  {m.includes.map((item) => (
                    <li key={item} className="flex gap-3 text-[0.95rem] text-ink-800">
                      <Icon name="CircleCheck" className="mt-0.5 size-5 shrink-0 text-link" />
                      {item}
                    </li>
                  ))}
                </ul>
                <dl className="mt-6 space-y-4 rounded-2xl bg-ink-50 p-5 text-[0.95rem]">
                  <div>
                    <dt className="font-semibold text-ink-950">{labels.bestFor}</dt>
                    <dd className="mt-1 leading-relaxed text-ink-600">{m.bestFor}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink-950">{labels.billing}</dt>
                    <dd className="mt-1 leading-relaxed text-ink-600">{m.billing}</dd>
                  </div>
                </dl>
              </PhoneDisclosure>
              <div className="mt-auto pt-5 sm:pt-7">
                <ButtonLink to="/quote" className="w-full" aria-label={`${m.ctaLabel}: ${labels.quoteFor} ${m.name}`}>
                  {m.ctaLabel}
                  <Icon name="ArrowRight" className="size-5" />
                </ButtonLink>
              </div>
            </article>
          </li>
        ))}
        <li className="flex">
          <div className="relative flex w-full flex-col justify-center overflow-hidden rounded-3xl bg-ink-950 p-8 text-white sm:p-10">
            <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0 opacity-70" />
            <Icon name="MessagesSquare" className="relative size-10 text-accent-300" />
            <h3 className="relative mt-5 text-2xl font-bold text-white">{undecided.title}</h3>
            <p className="relative mt-3 leading-relaxed text-ink-200">{undecided.text}</p>
            <div className="relative mt-7 flex flex-wrap gap-3">
              <ButtonLink to="/contact" variant="light">
                {undecided.ctaLabel}
              </ButtonLink>
              <ButtonLink to={`tel:${company.phone.e164}`} variant="outline-light">
                {company.phone.display}
              </ButtonLink>
            </div>
          </div>
        </li>
      </ul>
    </Section>
  );
}

/** /price: from brief to kick-off, three steps. */
export function PricingStepsSection({
  steps,
  heading,
}: {
  steps: { icon: string; title: string; description: string }[];
  heading: HeadingCopy;
}) {
  return (
    <Section id="how-pricing-works" {...heading}>
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute left-[16%] right-[16%] top-8 hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-accent-400 md:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map((s, i) => (
            <li key={s.title} className="relative flex flex-col items-center text-center">
              <span className="relative grid size-16 place-items-center rounded-full bg-surface text-link shadow-md ring-4 ring-brand-100">
                <Icon name={s.icon} className="size-7" />
                <span className="absolute -right-1 -top-1 grid size-6 place-items-center rounded-full bg-accent-400 text-xs font-bold text-ink-950">
                  {i + 1}
                </span>
              </span>
              <Heading as="h3" size="card" className="mt-5">
                {s.title}
              </Heading>
              <p className="mt-2 max-w-xs leading-relaxed text-ink-600">{s.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Frequently asked questions as native disclosure widgets (work without JavaScript). */
export function FaqSection({ items, heading }: { items: FaqItem[]; heading: HeadingCopy }) {
  return (
    <Section
      id="faq"
      tone="muted"
      {...heading}
      align="left"
      className="lg:[&>div]:grid lg:[&>div]:grid-cols-[2fr_3fr] lg:[&>div]:gap-16 lg:[&>div>:first-child]:sticky lg:[&>div>:first-child]:top-28 lg:[&>div>:first-child]:self-start"
    >
      <div className="space-y-4">
        {items.map((f) => (
          <details
            key={f.question}
            className="group rounded-2xl border border-ink-100 bg-surface shadow-sm open:border-brand-200 open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-lg font-semibold text-ink-950 sm:p-6 [&::-webkit-details-marker]:hidden">
              {f.question}
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-link transition-transform group-open:rotate-45">
                <Icon name="Plus" className="size-5" />
              </span>
            </summary>
            <p className="px-5 pb-6 leading-relaxed text-ink-600 sm:px-6">{f.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
