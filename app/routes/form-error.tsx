import { data } from "react-router";
import type { Route } from "./+types/form-error";
import { formErrorFrame, formErrorPages } from "#content/form-outcomes.ts";
import { type FormErrorReason, formErrorReasons } from "#contracts/api.ts";
import * as paths from "#content/paths.ts";
import { siteContent } from "#app/lib/content.server.ts";
import { OutcomeCard } from "#app/components/ui/outcome-card.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { Heading, Eyebrow, Lead } from "#app/components/ui/typography.tsx";

// Where a form posted without JavaScript lands when the server refused it: what was wrong,
// and how to put it right.
export function loader({ params, context }: Route.LoaderArgs) {
  const reason = params.reason as FormErrorReason;
  if (!formErrorReasons.includes(reason)) throw data(null, { status: 404 });
  return {
    reason,
    page: formErrorPages[reason],
    frame: formErrorFrame,
    // Copies: the page data must not depend on sharing an object with the root loader (contact.tsx).
    contact: (({ phone, email }) => ({ phone: { ...phone }, email }))(siteContent(context).company),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.lead,
        path: paths.formError(loaderData.reason),
        noindex: true,
      })
    : [];

export default function FormErrorPage({ loaderData }: Route.ComponentProps) {
  const { page, frame, contact } = loaderData;
  return (
    <OutcomeCard
      outcome="refused"
      links={page.links}
      after={
        <p className="mt-8 border-t border-ink-100 pt-6 text-ink-700">
          {frame.direct.before}{" "}
          <a href={`tel:${contact.phone.e164}`} className="font-semibold text-link underline underline-offset-4">
            {contact.phone.display}
          </a>{" "}
          {frame.direct.between}{" "}
          <a
            href={`mailto:${contact.email}`}
            className="font-semibold whitespace-nowrap text-link underline underline-offset-4"
          >
            {contact.email}
          </a>
          .
        </p>
      }
    >
      <Eyebrow className="mt-6">{frame.eyebrow}</Eyebrow>
      <Heading as="h1" size="section" className="mt-2">
        {page.title}
      </Heading>
      <Lead className="mt-4">{page.lead}</Lead>
      <Heading as="h2" size="card" className="mt-8">
        {frame.fixHeading}
      </Heading>
      <ul className="mt-4 space-y-3">
        {page.fixes.map((f) => (
          <li key={f} className="flex gap-3 leading-relaxed text-ink-700">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-xl bg-ink-50 px-4 py-3 text-ink-700">{frame.back}</p>
    </OutcomeCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
