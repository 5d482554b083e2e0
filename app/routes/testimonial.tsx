import type { Route } from "./+types/testimonial";
import { pages, sectionCopy } from "@content/pages";
import { testimonials } from "@content/company";
import { clientLogos } from "@content/client-logos";
import { home } from "@content/home";
import { ClientLogosSection } from "~/components/sections/client-logos-section";
import { FactsSection } from "~/components/sections/facts-section";
import { TestimonialsGrid } from "~/components/sections/testimonials-section";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";

const crumbs = [{ name: "Testimonials", path: "/testimonial" }];

export function loader() {
  const data = { testimonials, facts: home.facts, clientLogos };
  return {
    art: mockupHtml("chat"),
    copy: pages.testimonial,
    stories: sectionCopy(pages.testimonial, "client-stories"),
    ...data,
    icons: collectIcons(data, ["Quote"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/testimonial", breadcrumbs: crumbs }) : [];

export default function TestimonialPage({ loaderData }: Route.ComponentProps) {
  const { copy, stories, testimonials, facts, clientLogos, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs} />
      <ClientLogosSection logos={clientLogos} />
      <Section id="client-stories" tone="muted" {...stories}>
        <TestimonialsGrid testimonials={testimonials} />
      </Section>
      <FactsSection facts={facts} />
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}
