import type { Route } from "./+types/products";
import { productCards } from "@content/products";
import { ProductCatalogueGrid } from "~/components/sections/product-catalogue-grid";
import { ButtonLink } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";

const crumbs = [{ name: "Products", path: "/products" }];

// The catalogue: the ten product cards travel as page data (built at prerender time).
export function loader() {
  return { cards: productCards, icons: collectIcons(productCards, ["ArrowRight"]) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Products",
    description:
      "ERP, CRM, POS, billing and inventory, HRMS, project management, LMS, multivendor and e-commerce software, configured for your business.",
    path: "/products",
    breadcrumbs: crumbs,
  });

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { cards, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art="dashboard"
        eyebrow="Our Products"
        title="Software products, ready to run your business"
        intro="Proven products we configure to your processes, brand and compliance needs, then install, train your team and support after go-live."
        breadcrumbs={crumbs}
      >
        <ButtonLink to="/quote" variant="light">
          Request a Demo
        </ButtonLink>
      </PageHero>
      <Section
        id="catalogue"
        tone="muted"
        eyebrow="Product catalogue"
        title="Find the right product for your team"
        intro="Each product can run on its own or connect to the others. Pick one to see its modules and features."
      >
        <ProductCatalogueGrid cards={cards} />
      </Section>
      <CtaBanner
        title="Not sure which product fits?"
        text="Tell us how your business works today. We will recommend a product, or a custom build, and show you a live demo."
        ctaLabel="Get a Quote"
      />
    </IconProvider>
  );
}
