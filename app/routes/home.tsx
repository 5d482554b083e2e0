import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Route } from "./+types/home";
import { clientLogos } from "@content/client-logos";
import { home } from "@content/home";
import { site } from "@content/site";
import { AboutSection } from "~/components/sections/about-section";
import { ClientLogosSection } from "~/components/sections/client-logos-section";
import { CoreValuesSection } from "~/components/sections/core-values-section";
import { FactsSection } from "~/components/sections/facts-section";
import { FlipCardsSection } from "~/components/sections/flip-cards-section";
import { HeroSection } from "~/components/sections/hero-section";
import { IndustriesSection } from "~/components/sections/industries-section";
import { ProcessSection } from "~/components/sections/process-section";
import { QuoteSection } from "~/components/sections/quote-section";
import { IconProvider } from "~/components/ui/icon";
import { collectIcons } from "~/lib/icons.server";
import { industryTilesHtml } from "~/lib/industry-art.server";
import { pageMeta } from "~/lib/seo";

// Runs at build time. The hero illustration is read here and inlined into the prerendered
// HTML (no request, no JavaScript, and the h1 stays the largest contentful paint).
export function loader() {
  const heroArt = readFileSync(join(process.cwd(), "public/illustrations/hero.svg"), "utf8").trim();
  const { items, ...industries } = home.industries;
  return {
    home: { ...home, industries },
    // The industry tiles and their scenes, drawn to markup here, at build time (no JavaScript, no request).
    industryTiles: industryTilesHtml(items),
    clientLogos,
    heroArt,
    icons: collectIcons({ home, clientLogos }, ["ArrowRight", "Check", "Phone", "Mail", "RefreshCw"]),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Cutting-Edge Digital Solutions",
    description: `${site.name} builds websites, mobile apps, custom software and cloud platforms, and runs digital marketing that grows your business.`,
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, industryTiles, clientLogos, heroArt, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <HeroSection hero={home.hero} art={heroArt} />
      <ClientLogosSection logos={clientLogos} />
      <AboutSection about={home.about} />
      <CoreValuesSection values={home.coreValues} />
      <FactsSection facts={home.facts} />
      <IndustriesSection industries={home.industries} tiles={industryTiles} />
      <FlipCardsSection cards={home.flipCards} />
      <ProcessSection process={home.process} />
      <QuoteSection quote={home.quote} />
    </IconProvider>
  );
}
