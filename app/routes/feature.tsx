import type { Route } from "./+types/feature";
import { FactsSection } from "#app/components/sections/facts-section.tsx";
import { SellingPointsSection } from "#app/components/sections/features-section.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { withCompanyFacts } from "#content/placeholders.ts";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { featuresPage, figures, company } = siteContent(context);
  const data = withCompanyFacts({ ...featuresPage, facts: figures.homeFacts }, company);
  const copy = pageWords(context, "feature");
  return {
    art: mockupHtml("checklist"),
    copy,
    promise: copy.sections["selling-points"],
    details: copy.sections.features,
    ...data,
    icons: collectIcons(data),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/feature", breadcrumbs: crumbs.feature }) : [];

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { copy, promise, details, sellingPoints, features, facts, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.feature} />
      <SellingPointsSection points={sellingPoints} heading={promise} />
      <Section id="features" tone="muted" {...details}>
        <FeatureGrid cards={features} columns={4} />
      </Section>
      <FactsSection facts={facts} />
      <CtaBanner />
    </IconProvider>
  );
}
