import type { Route } from "./+types/services";
import { serviceCategories, services } from "@content/services";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { ServicesCategoryNav, ServicesCategorySection } from "~/components/sections/services-category-section";
import { CallForQuotePanel } from "~/components/sections/call-for-quote-panel";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { absoluteUrl } from "@content/site";
import { pages } from "@content/pages";
import { mockupHtml } from "~/lib/mockup.server";
import * as paths from "@content/paths";

// Runs at build time: the page receives the eight categories with only what its cards
// show (slug, title, icon, summary), and the SVG paths of those icons.
export function loader() {
  const categories = serviceCategories.map((c) => ({
    ...c,
    services: services
      .filter((s) => s.overviewCategory === c.id)
      .map(({ slug, title, icon, summary }) => ({ slug, title, icon, summary })),
  }));
  return {
    art: mockupHtml("code"),
    copy: pages.services,
    categories,
    icons: collectIcons(categories, ["PhoneCall"]),
  };
}

const crumbs = [{ name: "Services", path: "/services" }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.copy.title,
        description: loaderData.copy.description,
        path: "/services",
        breadcrumbs: crumbs,
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "ItemList",
            name: loaderData.copy.title,
            itemListElement: loaderData.categories
              .flatMap((c) => c.services)
              .map((s, i) => ({
                "@type": "ListItem",
                position: i + 1,
                name: s.title,
                url: absoluteUrl(paths.service(s.slug)),
              })),
          },
        ],
      })
    : [];

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { copy, categories, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs} />
      <ServicesCategoryNav categories={categories} />
      <Section id="service-catalogue" labelledBy={false}>
        <ServicesCategorySection categories={categories} />
      </Section>
      {copy.callForQuote && <CallForQuotePanel panel={copy.callForQuote} />}
    </IconProvider>
  );
}
