import { data } from "react-router";
import type { Route } from "./+types/thank-you";
import { thankYouFrame, thankYouPages } from "#content/form-outcomes.ts";
import { submissionKinds, type SubmissionKind } from "#contracts/api.ts";
import { OutcomeCard } from "#app/components/ui/outcome-card.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { Heading, Eyebrow, Lead } from "#app/components/ui/typography.tsx";
import * as paths from "#content/paths.ts";
import { companyFacts, fillPlaceholders } from "#content/placeholders.ts";
import { siteContent } from "#app/lib/content.server.ts";

// Where a form posted without JavaScript lands after success (the server redirects here).
export function loader({ params, context }: Route.LoaderArgs) {
  const form = params.form as SubmissionKind;
  if (!submissionKinds.includes(form)) throw data(null, { status: 404 });
  // "{response promise}, as the confirmation says": the published promise, as the e-mail states it.
  const page = fillPlaceholders(thankYouPages[form], companyFacts(siteContent(context).company));
  return { form, page, frame: thankYouFrame };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `Thank you: ${loaderData.page.eyebrow}`,
        description: loaderData.page.lead,
        path: paths.thankYou(loaderData.form),
        noindex: true,
      })
    : [];

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { page, frame } = loaderData;
  return (
    <OutcomeCard outcome="sent" links={page.links}>
      <Eyebrow className="mt-6">{page.eyebrow}</Eyebrow>
      <Heading as="h1" size="page" className="mt-2">
        {frame.heading}
      </Heading>
      <Lead className="mt-4">{page.lead}</Lead>
      <Heading as="h2" size="card" className="mt-10 text-left">
        {frame.nextSteps}
      </Heading>
      <ol className="mt-4 space-y-4 text-left">
        {page.steps.map((s, i) => (
          <li key={s} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-link-strong ring-1 ring-brand-200"
            >
              {i + 1}
            </span>
            <span className="pt-1 leading-relaxed text-ink-700">{s}</span>
          </li>
        ))}
      </ol>
    </OutcomeCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
