import type { Route } from "./+types/testimonial";
import { ClientLogosSection } from "#app/components/sections/client-logos-section.tsx";
import { FactsSection } from "#app/components/sections/facts-section.tsx";
import { TestimonialsGrid } from "#app/components/sections/testimonials-section.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  // Published from the workspace (content/kinds.ts "testimonial"); the build renders the repository's.
  const { testimonials, figures, clientLogos } = siteContent(context);
  const data = { testimonials, facts: figures.homeFacts, clientLogos };
  const copy = pageWords(context, "testimonial");
  return {
    art: mockupHtml("chat"),
    copy,
    stories: copy.sections["client-stories"],
    ...data,
    icons: collectIcons(data, ["Quote"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/testimonial", breadcrumbs: crumbs.testimonial }) : [];

export default function TestimonialPage({ loaderData }: Route.ComponentProps) {
  const { copy, stories, testimonials, facts, clientLogos, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.testimonial} />
      <ClientLogosSection logos={clientLogos} />
      <Section id="client-stories" tone="muted" {...stories}>
        <TestimonialsGrid testimonials={testimonials} />
      </Section>
      <FactsSection facts={facts} />
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}
