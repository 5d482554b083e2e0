import type { Route } from "./+types/products";
import { pageWords } from "#app/lib/content.server.ts";
import { productCards } from "#content/products.ts";
import { ProductCatalogueGrid } from "#app/components/sections/product-catalogue-grid.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

// The catalogue: the ten product cards travel as page data (built at prerender time).
export function loader({ context }: Route.LoaderArgs) {
  const copy = pageWords(context, "products");
  return {
    art: mockupHtml("dashboard"),
    copy,
    catalogue: copy.sections.catalogue,
    cards: productCards.map((c) => ({ ...c, mockup: mockupHtml(c.mockup) })),
    icons: collectIcons(productCards, ["ArrowRight"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/products", breadcrumbs: crumbs.products }) : [];

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { copy, catalogue, cards, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.products} />
      <Section id="catalogue" tone="muted" {...catalogue}>
        <ProductCatalogueGrid cards={cards} />
      </Section>
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}
