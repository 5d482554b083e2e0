import type { Route } from "./+types/services";
import { serviceCategories } from "#content/services.ts";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { ServicesCategoryNav, ServicesCategorySection } from "#app/components/sections/services-category-section.tsx";
import { CallForQuotePanel } from "#app/components/sections/call-for-quote-panel.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#content/site.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

// Runs at build time: the page receives the eight categories with only what its cards
// show (slug, title, icon, summary), and the SVG paths of those icons.
export function loader({ context }: Route.LoaderArgs) {
  const { services } = siteContent(context);
  const categories = serviceCategories.map((c) => ({
    ...c,
    services: services
      .filter((s) => s.overviewCategory === c.id)
      .map(({ slug, title, icon, summary }) => ({ slug, title, icon, summary })),
  }));
  return {
    art: mockupHtml("code"),
    copy: pageWords(context, "services"),
    categories,
    icons: collectIcons(categories, ["PhoneCall"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.copy.title,
        description: loaderData.copy.description,
        path: "/services",
        breadcrumbs: crumbs.services,
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
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.services} />
      <ServicesCategoryNav categories={categories} />
      <Section id="service-catalogue" labelledBy={false}>
        <ServicesCategorySection categories={categories} />
      </Section>
      {copy.callForQuote && <CallForQuotePanel panel={copy.callForQuote} />}
    </IconProvider>
  );
}
