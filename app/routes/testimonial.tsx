import type { Route } from "./+types/testimonial";
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

const crumbs = [{ name: "Testimonials", path: "/testimonial" }];

export function loader() {
  const data = { testimonials, facts: home.facts, clientLogos };
  return { ...data, icons: collectIcons(data, ["Quote"]) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Client Testimonials",
    description:
      "What clients in retail, health, travel, logistics, e-commerce and finance say about working with our developers, designers and marketers.",
    path: "/testimonial",
    breadcrumbs: crumbs,
  });

export default function TestimonialPage({ loaderData }: Route.ComponentProps) {
  const { testimonials, facts, clientLogos, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art="chat"
        eyebrow="Testimonials"
        title="What Our Clients Say"
        intro="Founders, operations heads and technology leaders on what it was like to build with us, in their own words."
        breadcrumbs={crumbs}
      />
      <ClientLogosSection logos={clientLogos} />
      <Section id="client-stories" tone="muted" title="Stories from our clients" intro="Software, design and marketing projects across industries, at home and abroad.">
        <TestimonialsGrid testimonials={testimonials} />
      </Section>
      <FactsSection facts={facts} />
      <CtaBanner title="Become our next success story" ctaLabel="Get Free Consultation" />
    </IconProvider>
  );
}
