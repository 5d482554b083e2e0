import type { Route } from "./+types/price";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { withCompanyFacts } from "#content/placeholders.ts";
import { FaqSection, PricingModelsSection, PricingStepsSection } from "#app/components/sections/pricing-section.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { pricing, company } = siteContent(context);
  const data = withCompanyFacts(pricing, company);
  const copy = pageWords(context, "price");
  return {
    art: mockupHtml("invoice"),
    copy,
    headings: {
      models: copy.sections.models,
      steps: copy.sections["how-pricing-works"],
      faq: copy.sections.faq,
    },
    ...data,
    icons: collectIcons(data, ["ArrowRight", "CircleCheck", "MessagesSquare", "Plus"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/price", breadcrumbs: crumbs.price }) : [];

export default function PricePage({ loaderData }: Route.ComponentProps) {
  const { copy, headings, models, steps, faq, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.price} />
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
