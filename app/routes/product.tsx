import { data } from "react-router";
import type { Route } from "./+types/product";
import { productBanner, productHeroActions } from "@content/pages";
import { products } from "@content/products";
import type { ProductSection } from "@content/schema";
import { isLongCatalogue, ProductCardsSection } from "~/components/sections/product-cards-section";
import { ProductChipsSection } from "~/components/sections/product-chips-section";
import { ProductGroupsSection } from "~/components/sections/product-groups-section";
import { CallForQuotePanel } from "~/components/sections/call-for-quote-panel";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";
import * as paths from "@content/paths";

// One template for the nine product pages; each page is its hero plus its sections by kind.
export function loader({ params }: Route.LoaderArgs) {
  const product = products.find((p) => p.slug === params.slug);
  if (!product) throw data(null, { status: 404 });
  const { slug, title, menuLabel, eyebrow, mockup, intro, summary, sections } = product;
  return {
    product: { slug, title, eyebrow, intro, summary, sections },
    banner: productBanner(menuLabel),
    art: mockupHtml(mockup),
    actions: productHeroActions,
    icons: collectIcons(sections, [
      "ArrowRight",
      "PhoneCall",
      ...(sections.some(isLongCatalogue) ? ["ChevronDown"] : []),
    ]),
  };
}

function crumbsFor(p: { slug: string; title: string }) {
  return [
    { name: "Products", path: "/products" },
    { name: p.title, path: paths.product(p.slug) },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { product } = loaderData;
  return pageMeta({
    title: product.title,
    description: product.summary,
    path: paths.product(product.slug),
    breadcrumbs: crumbsFor(product),
  });
};

function ProductSectionView({
  section,
  tone,
  flushTop,
}: {
  section: ProductSection;
  tone: "white" | "muted";
  flushTop: boolean;
}) {
  switch (section.kind) {
    case "cards":
      return <ProductCardsSection section={section} tone={tone} />;
    case "groups":
      return <ProductGroupsSection section={section} tone={tone} />;
    case "chips":
      return <ProductChipsSection section={section} tone={tone} />;
    case "quote-panel":
      return <CallForQuotePanel panel={section} tone={tone} flushTop={flushTop} />;
  }
}

/**
 * Section backgrounds alternate white and muted. A quote panel joins the band of the
 * section before it (no second band of padding), so it does not break the rhythm.
 */
function sectionBands(sections: ProductSection[]) {
  let tone: "white" | "muted" = "muted";
  return sections.map((section, i) => {
    if (section.kind === "quote-panel" && i > 0) return { section, tone, flushTop: true };
    tone = tone === "white" ? "muted" : "white";
    return { section, tone, flushTop: false };
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, banner, actions, art, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero
        art={art}
        eyebrow={product.eyebrow}
        title={product.title}
        intro={product.intro}
        breadcrumbs={crumbsFor(product)}
        actions={actions}
      />
      {sectionBands(product.sections).map(({ section, tone, flushTop }) => (
        <ProductSectionView key={section.id} section={section} tone={tone} flushTop={flushTop} />
      ))}
      <CtaBanner {...banner} />
    </IconProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
