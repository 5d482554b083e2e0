import type { Route } from "./+types/about";
import { CapabilitiesSection } from "#app/components/sections/capabilities-section.tsx";
import { CompanyOverviewSection } from "#app/components/sections/company-overview-section.tsx";
import { CountersSection } from "#app/components/sections/counters-section.tsx";
import { MissionVisionSection } from "#app/components/sections/mission-vision-section.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  // About's words are a page document (content/pages.ts "about"), its counters are published with
  // the site's figures (content/kinds.ts "figures"); placeholders come filled.
  const page = { ...pageWords(context, "about"), counters: siteContent(context).figures.aboutCounters };
  return {
    art: mockupHtml("people"),
    about: page,
    icons: collectIcons(page, ["ArrowRight", "CircleCheck"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.about.title,
        description: loaderData.about.description,
        path: "/about",
        breadcrumbs: crumbs.about,
      })
    : [];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero
        art={loaderData.art}
        eyebrow={about.hero.eyebrow}
        title={about.hero.title}
        intro={about.hero.intro}
        breadcrumbs={crumbs.about}
      />
      <CompanyOverviewSection overview={about.overview} />
      <CountersSection counters={about.counters} />
      <CapabilitiesSection capabilities={about.capabilities} />
      <MissionVisionSection mission={about.mission} vision={about.vision} heading={about.statements} />
      <CtaBanner {...about.banner} />
    </IconProvider>
  );
}
