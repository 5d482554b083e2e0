import type { Route } from "./+types/case-studies";
import { CaseStudyCards } from "#app/components/sections/case-study-cards.tsx";
import { caseStudyLink } from "#app/lib/case-studies.server.ts";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";
import * as paths from "#content/paths.ts";

// Published from the workspace (content/kinds.ts "caseStudy"); the build renders the repository's.
export function loader({ context }: Route.LoaderArgs) {
  return {
    // The page's words (content/pages.ts "caseStudies").
    copy: pageWords(context, "caseStudies"),
    art: mockupHtml("dashboard"),
    items: siteContent(context).caseStudies.map(caseStudyLink),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.copy.title,
        description: loaderData.copy.description,
        path: paths.caseStudies,
        breadcrumbs: crumbs.caseStudies,
      })
    : [];

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { art, items, copy } = loaderData;
  const { hero } = copy;
  return (
    <>
      <PageHero
        art={art}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={hero.actions}
        breadcrumbs={crumbs.caseStudies}
      />
      <Section id="case-studies" tone="muted" title={copy.listHeading} className="pb-16!">
        {items.length ? (
          <CaseStudyCards items={items} headingLevel="h3" />
        ) : (
          <p className="text-center text-ink-700">New case studies are on their way.</p>
        )}
      </Section>
      <CtaBanner />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
