import type { Route } from "./+types/price";
import { pricingFaq, pricingModels, pricingSteps } from "@content/company";
import { FaqSection, PricingModelsSection, PricingStepsSection } from "~/components/sections/pricing-section";
import { ButtonLink } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";

const crumbs = [{ name: "Pricing", path: "/price" }];

export function loader() {
  const data = { models: pricingModels, steps: pricingSteps, faq: pricingFaq };
  return { ...data, icons: collectIcons(data, ["ArrowRight", "CircleCheck", "MessagesSquare", "Plus"]) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Pricing & Engagement Models",
    description:
      "Fixed-scope projects, dedicated teams, time and materials, support retainers and start-up MVPs: how each model works and is billed. Get a free quote.",
    path: "/price",
    breadcrumbs: crumbs,
  });

export default function PricePage({ loaderData }: Route.ComponentProps) {
  const { models, steps, faq, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art="invoice"
        eyebrow="Pricing"
        title="Engagement & Pricing Models"
        intro="No rate cards and no surprises. Pick the way of working that suits your project, and we will send a written, itemised estimate for it, free of charge."
        breadcrumbs={crumbs}
      >
        <ButtonLink to="/quote" variant="light">
          Get a free quote
        </ButtonLink>
        <ButtonLink to="#models" variant="outline-light">
          Compare models
        </ButtonLink>
      </PageHero>
      <PricingModelsSection models={models} />
      <PricingStepsSection steps={steps} />
      <FaqSection items={faq} />
      <CtaBanner title="Get an estimate for your project" ctaLabel="Request a Free Quote" />
    </IconProvider>
  );
}
