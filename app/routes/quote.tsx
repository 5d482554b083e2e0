import type { Route } from "./+types/quote";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import { Island } from "#app/islands/island.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { Heading } from "#app/components/ui/typography.tsx";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

// One module, two routes: /quote and /quotesec (route ids "quote" and "quotesec"). Both show
// the same page; /quotesec names /quote as its canonical address.
export function loader({ context }: Route.LoaderArgs) {
  const copy = pageWords(context, "quote");
  return {
    art: mockupHtml("checklist"),
    serviceOptions: siteContent(context).services.map((s) => s.title),
    copy,
    headings: {
      form: copy.sections.form,
      nextSteps: copy.sections["next-steps"],
      call: copy.sections.call,
    },
    // A copy: the page data must not depend on sharing an object with the root loader (contact.tsx).
    phone: { ...siteContent(context).company.phone },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/quote" }) : [];

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { serviceOptions, copy, headings, phone } = loaderData;
  const { form, nextSteps, call } = headings;
  return (
    <>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.quote} />
      <Section id="quote" tone="muted">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <div className="rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
            <Heading as="h2" size="subsection">
              {form.title}
            </Heading>
            <div className="mt-6">
              <Island
                name="quote-form"
                component={QuoteForm}
                props={{ idPrefix: "quote", serviceOptions }}
                load="visible"
              />
            </div>
          </div>
          <aside aria-labelledby="next-steps-title">
            <h2 id="next-steps-title" className="text-2xl font-bold text-ink-950">
              {nextSteps.title}
            </h2>
            <ol className="mt-6 space-y-6">
              {copy.steps.map((s, i) => (
                <li key={s.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-base font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink-950">{s.title}</h3>
                    <p className="mt-1 leading-relaxed text-ink-600">{s.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-8 rounded-2xl border border-ink-200 bg-surface p-6">
              <p className="font-semibold text-ink-950">{call.title}</p>
              <p className="mt-1 text-ink-600">{call.intro}</p>
              <a
                href={`tel:${phone.e164}`}
                className="mt-3 inline-block text-lg font-bold text-link underline decoration-brand-200 underline-offset-4 hover:text-link-strong"
              >
                {phone.display}
              </a>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
