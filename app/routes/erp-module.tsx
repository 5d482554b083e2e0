import { data } from "react-router";
import type { Route } from "./+types/erp-module";
import { erpModules } from "@content/erp-modules";
import { site } from "@content/site";
import { ErpModuleLinks } from "~/components/sections/erp-module-links";
import { ErpOutcomesSection } from "~/components/sections/erp-outcomes-section";
import { ButtonLink } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";

// One template for the six ERP module pages linked from /products/erp-systems.
export function loader({ params }: Route.LoaderArgs) {
  const erpModule = erpModules.find((m) => m.slug === params.slug);
  if (!erpModule) throw data(null, { status: 404 });
  const others = erpModules.filter((m) => m !== erpModule).map(({ slug, title, icon }) => ({ slug, title, icon }));
  return {
    erpModule,
    others,
    icons: collectIcons([erpModule.features, others], ["ArrowRight", "CircleCheck", "UsersRound"]),
  };
}

function crumbsFor(m: { slug: string; title: string }) {
  return [
    { name: "Products", path: "/products" },
    { name: "ERP Systems", path: "/products/erp-systems" },
    { name: m.title, path: `/erp-systems/${m.slug}` },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { erpModule } = loaderData;
  return pageMeta({
    title: `${erpModule.title} ERP Module`,
    description: erpModule.summary,
    path: `/erp-systems/${erpModule.slug}`,
    breadcrumbs: crumbsFor(erpModule),
  });
};

export default function ErpModulePage({ loaderData }: Route.ComponentProps) {
  const { erpModule, others, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero art={erpModule.mockup} eyebrow="ERP Module" title={erpModule.title} intro={erpModule.intro} breadcrumbs={crumbsFor(erpModule)}>
        <ButtonLink to="/quote" variant="light">
          Request a Demo
        </ButtonLink>
        <ButtonLink to="/products/erp-systems" variant="outline-light">
          All ERP modules
        </ButtonLink>
      </PageHero>
      <Section
        id="features"
        tone="muted"
        eyebrow="Key features"
        title={`What the ${erpModule.title} module covers`}
      >
        <FeatureGrid cards={erpModule.features} columns={3} />
      </Section>
      <ErpOutcomesSection moduleTitle={erpModule.title} outcomes={erpModule.outcomes} audience={erpModule.audience} />
      <ErpModuleLinks modules={others} />
      <CtaBanner
        title={`Put ${erpModule.title} to work in your business`}
        text={`See the module with your own data in a guided demo, then get a rollout plan and a written quote. ${site.responsePromise}.`}
        ctaLabel="Get a Quote"
      />
    </IconProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
