import type { Route } from "./+types/home";
import { homeAsShown } from "#content/home.ts";
import { CaseStudyProof } from "#app/components/sections/case-study-proof.tsx";
import { caseStudyLink } from "#app/lib/case-studies.server.ts";
import { useCompany } from "#app/components/ui/container.tsx";
import { AboutSection } from "#app/components/sections/about-section.tsx";
import { ClientLogosSection } from "#app/components/sections/client-logos-section.tsx";
import { CoreValuesSection } from "#app/components/sections/core-values-section.tsx";
import { FactsSection } from "#app/components/sections/facts-section.tsx";
import { FlipCardsSection } from "#app/components/sections/flip-cards-section.tsx";
import { HeroSection } from "#app/components/sections/hero-section.tsx";
import { IndustriesSection } from "#app/components/sections/industries-section.tsx";
import { ProcessSection } from "#app/components/sections/process-section.tsx";
import { QuoteSection } from "#app/components/sections/quote-section.tsx";
import { DeferIcons, IconProvider } from "#app/components/ui/icon.tsx";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Runs when the page is rendered (the build, or a publication).
export function loader({ context }: Route.LoaderArgs) {
  // Home's words are a page document (content/pages.ts "home"), its facts are published with the
  // site's figures (content/kinds.ts "figures"); placeholders such as the response promise come filled.
  const content = siteContent(context);
  const { title, description, ...words } = pageWords(context, "home");
  const { clientLogos } = content;
  const home = homeAsShown(words, content.figures.homeFacts);
  return {
    home,
    meta: { title, description },
    clientLogos,
    // The proof strip: the three newest case studies (content/kinds.ts "caseStudy").
    caseStudiesCopy: pageWords(context, "caseStudies").homeStrip,
    caseStudies: content.caseStudies.slice(0, 3).map((c) => ({ ...caseStudyLink(c), summary: "" })),
    icons: collectIcons({ home, clientLogos }, ["ArrowRight", "Check", "Phone", "Mail", "RefreshCw"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: "/" }) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, clientLogos, caseStudies, caseStudiesCopy, icons } = loaderData;
  const company = useCompany();
  return (
    <IconProvider icons={icons}>
      <HeroSection hero={home.hero} />
      {/* Home is the one page over its first round trip: the icons below its first screen are
          drawn after the paint (docs/decisions/0169-decorative-drawings-after-the-paint.md). */}
      <DeferIcons>
        <ClientLogosSection logos={clientLogos} />
        <AboutSection about={home.about} company={company} />
        <CoreValuesSection values={home.coreValues} />
        <FactsSection facts={home.facts} />
        <CaseStudyProof items={caseStudies} copy={caseStudiesCopy} />
        <IndustriesSection industries={home.industries} />
        <FlipCardsSection cards={home.flipCards} />
        <ProcessSection process={home.process} />
        <QuoteSection quote={home.quote} company={company} />
      </DeferIcons>
    </IconProvider>
  );
}
