import type { Route } from "./+types/price";
import { pages, sectionCopy } from "@content/pages";
import { pricingFaq, pricingModels, pricingSteps } from "@content/company";
import { FaqSection, PricingModelsSection, PricingStepsSection } from "~/components/sections/pricing-section";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";

const crumbs = [{ name: "Pricing", path: "/price" }];

export function loader() {
  const data = { models: pricingModels, steps: pricingSteps, faq: pricingFaq };
  return {
    art: mockupHtml("invoice"),
    copy: pages.price,
    headings: {
      models: sectionCopy(pages.price, "models"),
      steps: sectionCopy(pages.price, "how-pricing-works"),
      faq: sectionCopy(pages.price, "faq"),
    },
    ...data,
    icons: collectIcons(data, ["ArrowRight", "CircleCheck", "MessagesSquare", "Plus"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/price", breadcrumbs: crumbs }) : [];

export default function PricePage({ loaderData }: Route.ComponentProps) {
  const { copy, headings, models, steps, faq, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs} />
      <PricingModelsSection
        models={models}
        heading={headings.models}
        labels={copy.modelLabels}
        undecided={copy.undecided}
      />
      <PricingStepsSection steps={steps} heading={headings.steps} />
      <FaqSection items={faq} heading={headings.faq} />
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}
