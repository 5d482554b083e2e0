import type { Route } from "./+types/feature";
import { features, sellingPoints } from "@content/company";
import { home } from "@content/home";
import { site } from "@content/site";
import { FactsSection } from "~/components/sections/facts-section";
import { SellingPointsSection } from "~/components/sections/features-section";
import { ButtonLink } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";

const crumbs = [{ name: "Why Choose Us", path: "/feature" }];

export function loader() {
  const data = { sellingPoints, features, facts: home.facts };
  return { ...data, icons: collectIcons(data) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Why Choose Us",
    description: `Trusted expertise, a highly skilled team, 24/7 customer support and competitive pricing: what working with ${site.name} looks like, day to day.`,
    path: "/feature",
    breadcrumbs: crumbs,
  });

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { sellingPoints, features, facts, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art="checklist"
        eyebrow="Why Choose Us"
        title="Why Businesses Choose Us"
        intro={`Since ${site.foundingYear}, clients have trusted us with products their business depends on. Here is what they get, in practice, from the first call onwards.`}
        breadcrumbs={crumbs}
      >
        <ButtonLink to="/quote" variant="light">
          Get a free quote
        </ButtonLink>
        <ButtonLink to="/testimonial" variant="outline-light">
          Read client stories
        </ButtonLink>
      </PageHero>
      <SellingPointsSection points={sellingPoints} />
      <Section
        id="features"
        tone="muted"
        eyebrow="The Details"
        title="What working with us looks like"
        intro="Eight habits that make projects calmer, faster and easier to trust, written into how we plan, build and hand over."
      >
        <FeatureGrid cards={features} columns={4} />
      </Section>
      <FactsSection facts={facts} />
      <CtaBanner />
    </IconProvider>
  );
}
