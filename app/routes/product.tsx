import { data } from "react-router";
import type { Route } from "./+types/product";
import { productHeroActions } from "#content/pages.ts";
import { siteContent, templateWords } from "#app/lib/content.server.ts";
import type { ProductSection } from "#content/schema.ts";
import { isLongCatalogue, ProductCardsSection } from "#app/components/sections/product-cards-section.tsx";
import { ProductChipsSection } from "#app/components/sections/product-chips-section.tsx";
import { ProductGroupsSection } from "#app/components/sections/product-groups-section.tsx";
import { CallForQuotePanel } from "#app/components/sections/call-for-quote-panel.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

// One template for the nine product pages; each page is its hero plus its sections by kind.
export function loader({ params, context }: Route.LoaderArgs) {
  const { products, company } = siteContent(context);
  const product = products.find((p) => p.slug === params.slug);
  if (!product) throw data(null, { status: 404 });
  const { slug, title, menuLabel, eyebrow, mockup, intro, summary, sections } = product;
  // The template's words (content/pages.ts "productPage"), "{product}" filled with this one's name.
  const words = templateWords(context, "productPage", { product: menuLabel });
  return {
    product: { slug, title, eyebrow, intro, summary, sections },
    banner: words.banner,
    art: mockupHtml(mockup),
    actions: productHeroActions(words, company),
    icons: collectIcons(sections, [
      "ArrowRight",
      "PhoneCall",
      ...(sections.some(isLongCatalogue) ? ["ChevronDown"] : []),
    ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { product } = loaderData;
  return pageMeta({
    title: product.title,
    description: product.summary,
    path: paths.product(product.slug),
    breadcrumbs: crumbs.product(product),
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
        breadcrumbs={crumbs.product(product)}
        actions={actions}
      />
      {sectionBands(product.sections).map(({ section, tone, flushTop }) => (
        <ProductSectionView key={section.id} section={section} tone={tone} flushTop={flushTop} />
      ))}
      <CtaBanner {...banner} />
    </IconProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
