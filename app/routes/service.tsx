import { data } from "react-router";
import type { Route } from "./+types/service";
import { CaseStudyCards } from "#app/components/sections/case-study-cards.tsx";
import { caseStudyLink } from "#app/lib/case-studies.server.ts";
import { ServiceLinkGrid } from "#app/components/sections/services-link-grid.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageWords, siteContent, templateWords } from "#app/lib/content.server.ts";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta, serviceLd } from "#app/lib/seo.ts";
import type { MockupKind, Service } from "#content/schema.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

// One template for all 24 service pages. The loader runs at build time: the page's own
// data (and the SVG paths of its icons) travel as page data, not as JavaScript.
export function loader({ params, context }: Route.LoaderArgs) {
  const { services } = siteContent(context);
  const service = services.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  const related = relatedTo(service, services);
  return {
    service,
    related,
    // Case studies that name this service (content/kinds.ts "caseStudy"), newest first.
    caseStudies: siteContent(context)
      .caseStudies.filter((c) => c.services.includes(service.slug))
      .slice(0, 3)
      .map(caseStudyLink),
    // The template's words (content/pages.ts "servicePage"), "{service}" filled with this one's name.
    copy: templateWords(context, "servicePage", { service: service.menuLabel }),
    caseStudiesHeading: pageWords(context, "caseStudies").serviceStrip,
    art: mockupHtml(serviceArt[service.overviewCategory]),
    icons: collectIcons({ service, related }),
  };
}

/** The interface sketch beside each service's heading, by overview category (chosen at build time). */
const serviceArt: Record<Service["overviewCategory"], MockupKind> = {
  development: "code",
  "cloud-devops": "dashboard",
  design: "shop",
  "marketing-branding": "dashboard",
  "testing-qa": "checklist",
  "consulting-support": "chat",
  "emerging-tech": "code",
  other: "pipeline",
};

/**
 * Three other services worth a look: same overview category first, then the same menu
 * column. Only what the link cards show travels to the page.
 */
function relatedTo(service: Service, services: readonly Service[]) {
  const others = services.filter((s) => s.slug !== service.slug);
  const picks = [
    ...others.filter((s) => s.overviewCategory === service.overviewCategory),
    ...others.filter((s) => s.overviewCategory !== service.overviewCategory && s.menuGroup === service.menuGroup),
  ].slice(0, 3);
  return picks.map(({ slug, title, icon, summary }) => ({ slug, title, icon, summary }));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { service } = loaderData;
  const path = paths.service(service.slug);
  return pageMeta({
    title: service.title,
    description: service.summary,
    path,
    breadcrumbs: crumbs.service(service),
    jsonLd: [serviceLd({ title: service.title, summary: service.summary, path })],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, related, caseStudies, caseStudiesHeading, copy, art, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero
        art={art}
        eyebrow={copy.eyebrow}
        title={service.title}
        intro={service.intro}
        breadcrumbs={crumbs.service(service)}
      />
      <Section id="capabilities" {...copy.sections.capabilities} tone="muted">
        <FeatureGrid cards={service.cards} columns={4} />
      </Section>
      {caseStudies.length > 0 && (
        <Section id="case-studies" {...caseStudiesHeading}>
          <CaseStudyCards items={caseStudies} />
        </Section>
      )}
      {related.length > 0 && (
        <Section id="related-services" {...copy.sections.related} className="pb-0!">
          <ServiceLinkGrid items={related} />
        </Section>
      )}
      <CtaBanner ctaLabel={service.ctaLabel} />
    </IconProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
