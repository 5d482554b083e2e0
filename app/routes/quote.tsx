import type { Route } from "./+types/quote";
import { services } from "@content/services";
import { site } from "@content/site";
import { QuoteForm } from "~/components/forms/quote-form";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";
import { Heading } from "~/components/ui/typography";

// One module, two routes: /quote and /quotesec (route ids "quote" and "quotesec"). Both show
// the same page; /quotesec names /quote as its canonical address.
export function loader() {
  return {
    serviceOptions: services.map((s) => s.title),
    responsePromise: site.responsePromise,
    phone: site.phone,
    steps: [
      {
        title: "We read your brief",
        text: "A senior consultant, not a sales script, reviews what you sent and notes any questions.",
      },
      {
        title: "We reply within 24 hours",
        text: "You hear back by e-mail with first thoughts and a time for a short call, if one would help.",
      },
      {
        title: "You receive a clear proposal",
        text: "Scope, timeline, team and a fixed or time-and-materials estimate, with no obligation to go ahead.",
      },
    ],
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Request a Free Quote",
    description:
      "Tell us about your project and get a free, no-obligation quote from Corvanta Technologies. We respond within 24 hours with next steps.",
    path: "/quote",
  });

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { serviceOptions, steps, responsePromise, phone } = loaderData;
  return (
    <>
      <PageHero art="checklist"
        eyebrow="Free quote"
        title="Request a Quote"
        intro={`Share a few details about your project and the service you need. ${responsePromise}, with next steps and no obligation.`}
        breadcrumbs={[{ name: "Quote", path: "/quote" }]}
      />
      <Section id="quote" tone="muted">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <div className="rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
            <Heading as="h2" size="subsection">Tell us about your project</Heading>
            <div className="mt-6">
              <QuoteForm idPrefix="quote" serviceOptions={serviceOptions} />
            </div>
          </div>
          <aside aria-labelledby="next-steps-title">
            <h2 id="next-steps-title" className="text-2xl font-bold text-ink-950">
              What happens next
            </h2>
            <ol className="mt-6 space-y-6">
              {steps.map((s, i) => (
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
              <p className="font-semibold text-ink-950">Prefer to talk?</p>
              <p className="mt-1 text-ink-600">Call us and describe your project in a few minutes.</p>
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
