import type { Route } from "./+types/about";
import { about } from "@content/about";
import { CapabilitiesSection } from "~/components/sections/capabilities-section";
import { CompanyOverviewSection } from "~/components/sections/company-overview-section";
import { CountersSection } from "~/components/sections/counters-section";
import { MissionVisionSection } from "~/components/sections/mission-vision-section";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";

const crumbs = [{ name: "About Us", path: "/about" }];

export function loader() {
  return {
    art: mockupHtml("people"),
    about,
    icons: collectIcons(about, ["ArrowRight", "CircleCheck"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.about.meta, path: "/about", breadcrumbs: crumbs }) : [];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero
        art={loaderData.art}
        eyebrow={about.hero.eyebrow}
        title={about.hero.title}
        intro={about.hero.intro}
        breadcrumbs={crumbs}
      />
      <CompanyOverviewSection overview={about.overview} />
      <CountersSection counters={about.counters} />
      <CapabilitiesSection capabilities={about.capabilities} />
      <MissionVisionSection mission={about.mission} vision={about.vision} heading={about.statements} />
      <CtaBanner {...about.banner} />
    </IconProvider>
  );
}
