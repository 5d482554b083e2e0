import { Link } from "react-router";
import type { Route } from "./+types/not-found";
import { notFound, notFoundPage } from "#content/not-found.ts";
import * as paths from "#content/paths.ts";
import { Glyph } from "#app/components/layout/glyphs.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container, useCompany } from "#app/components/ui/container.tsx";
import { fillPlaceholders } from "#content/placeholders.ts";
import type { CompanyDetails } from "#content/schema.ts";
import { site } from "#content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { Heading } from "#app/components/ui/typography.tsx";

// The catch-all route: every unknown path renders this page (the server answers it with status
// 404; /404 is prerendered for that). No loader, so client-side navigation to any path works.
export const meta: Route.MetaFunction = () =>
  pageMeta({ title: notFound.title, description: notFound.description, path: "/404", noindex: true, canonical: false });

export default function NotFound() {
  return <NotFoundContent />;
}

/** The not-found page body; also rendered by RouteErrorBoundary for unknown slugs. */
export function NotFoundContent() {
  // The suggestions name the published response promise (content/not-found.ts); an error page
  // whose layout could not load its details falls back to the repository's.
  const company = useCompany() as CompanyDetails | null;
  const facts = { "response promise": company?.responsePromise ?? site.responsePromise };
  return (
    <div className="relative overflow-hidden bg-ink-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-200/50 blur-3xl"
      />
      <Container className="relative py-16 text-center sm:py-24">
        <p
          aria-hidden="true"
          className="select-none bg-gradient-to-b from-brand-700 to-brand-400 bg-clip-text text-[7rem] leading-none font-extrabold tracking-tighter text-transparent sm:text-[10rem]"
        >
          404
        </p>
        <Heading as="h1" size="section" className="mt-4">
          {notFound.heading}
        </Heading>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">{notFoundPage.lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.home}>{notFound.home}</ButtonLink>
          <ButtonLink to={paths.quote} variant="secondary">
            {notFoundPage.quote}
          </ButtonLink>
        </div>

        <h2 className="mt-16 text-sm font-bold uppercase tracking-[0.14em] text-ink-600">
          {notFoundPage.suggestionsTitle}
        </h2>
        <ul className="mx-auto mt-6 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
          {notFoundPage.suggestions.map((h) => (
            <li key={h.href}>
              <Link
                to={h.href}
                className="group flex h-full flex-col rounded-2xl border border-ink-100 bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
              >
                <span className="flex items-center justify-between text-lg font-bold text-ink-950 group-hover:text-link">
                  {h.title}
                  <Glyph name="arrowRight" className="size-5 transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-2 text-ink-700">{fillPlaceholders(h.text, facts)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
