import type { Route } from "./+types/products";
import { pages, sectionCopy } from "@content/pages";
import { productCards } from "@content/products";
import { ProductCatalogueGrid } from "~/components/sections/product-catalogue-grid";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";

const crumbs = [{ name: "Products", path: "/products" }];

// The catalogue: the ten product cards travel as page data (built at prerender time).
export function loader() {
  return {
    art: mockupHtml("dashboard"),
    copy: pages.products,
    catalogue: sectionCopy(pages.products, "catalogue"),
    cards: productCards.map((c) => ({ ...c, mockup: mockupHtml(c.mockup) })),
    icons: collectIcons(productCards, ["ArrowRight"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/products", breadcrumbs: crumbs }) : [];

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { copy, catalogue, cards, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs} />
      <Section id="catalogue" tone="muted" {...catalogue}>
        <ProductCatalogueGrid cards={cards} />
      </Section>
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}
