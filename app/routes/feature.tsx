import type { Route } from "./+types/feature";
import { pages, sectionCopy } from "@content/pages";
import { features, sellingPoints } from "@content/company";
import { home } from "@content/home";
import { FactsSection } from "~/components/sections/facts-section";
import { SellingPointsSection } from "~/components/sections/features-section";
import { CtaBanner } from "~/components/ui/cta-banner";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";

const crumbs = [{ name: "Why Choose Us", path: "/feature" }];

export function loader() {
  const data = { sellingPoints, features, facts: home.facts };
  return {
    art: mockupHtml("checklist"),
    copy: pages.feature,
    promise: sectionCopy(pages.feature, "selling-points"),
    details: sectionCopy(pages.feature, "features"),
    ...data,
    icons: collectIcons(data),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/feature", breadcrumbs: crumbs }) : [];

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { copy, promise, details, sellingPoints, features, facts, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs} />
      <SellingPointsSection points={sellingPoints} heading={promise} />
      <Section id="features" tone="muted" {...details}>
        <FeatureGrid cards={features} columns={4} />
      </Section>
      <FactsSection facts={facts} />
      <CtaBanner />
    </IconProvider>
  );
}
