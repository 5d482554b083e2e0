import type { Route } from "./+types/services";
import { serviceCategories, services } from "@content/services";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { ServicesCategoryNav, ServicesCategorySection } from "~/components/sections/services-category-section";
import { ServicesQuotePanel } from "~/components/sections/services-quote-panel";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { absoluteUrl } from "@content/site";

const description =
  "Development, cloud and DevOps, design, marketing, testing, IT consulting, AI and business systems: all 24 services of our team, grouped in eight categories.";

// Runs at build time: the page receives the eight categories with only what its cards
// show (slug, title, icon, summary), and the SVG paths of those icons.
export function loader() {
  const categories = serviceCategories.map((c) => ({
    ...c,
    services: services
      .filter((s) => s.overviewCategory === c.id)
      .map(({ slug, title, icon, summary }) => ({ slug, title, icon, summary })),
  }));
  return { categories, icons: collectIcons(categories, ["PhoneCall"]) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Our Services",
    description,
    path: "/services",
    breadcrumbs: [{ name: "Services", path: "/services" }],
    jsonLd: loaderData
      ? [
          {
            "@context": "https://schema.org",
            "@type": "ItemList",
            name: "Our Services",
            itemListElement: loaderData.categories
              .flatMap((c) => c.services)
              .map((s, i) => ({
                "@type": "ListItem",
                position: i + 1,
                name: s.title,
                url: absoluteUrl(`/services/${s.slug}`),
              })),
          },
        ]
      : [],
  });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { categories, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art="code"
        eyebrow="What We Do"
        title="Our Services"
        intro="One partner for the software, design, marketing and cloud work your business needs, planned around your goals and delivered by a team that stays with you after launch."
        breadcrumbs={[{ name: "Services", path: "/services" }]}
      />
      <ServicesCategoryNav categories={categories} />
      <Section id="service-catalogue" labelledBy={false}>
        <ServicesCategorySection categories={categories} />
      </Section>
      <ServicesQuotePanel />
    </IconProvider>
  );
}
