import { data } from "react-router";
import type { Route } from "./+types/erp-module";
import { siteContent, templateWords } from "#app/lib/content.server.ts";
import { ErpModuleLinks } from "#app/components/sections/erp-module-links.tsx";
import { ErpOutcomesSection } from "#app/components/sections/erp-outcomes-section.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

// One template for the six ERP module pages linked from /products/erp-systems.
export function loader({ params, context }: Route.LoaderArgs) {
  // Published from the workspace (content/kinds.ts "erpModule"); the build renders the repository's.
  const { erpModules } = siteContent(context);
  const erpModule = erpModules.find((m) => m.slug === params.slug);
  if (!erpModule) throw data(null, { status: 404 });
  const others = erpModules.filter((m) => m !== erpModule).map(({ slug, title, icon }) => ({ slug, title, icon }));
  return {
    erpModule,
    // The template's words (content/pages.ts "erpModulePage"), "{module}" filled with this one's name.
    copy: templateWords(context, "erpModulePage", { module: erpModule.title }),
    art: mockupHtml(erpModule.mockup),
    others,
    icons: collectIcons([erpModule.features, others], ["ArrowRight", "CircleCheck", "UsersRound"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { erpModule } = loaderData;
  return pageMeta({
    title: `${erpModule.title} ERP Module`,
    description: erpModule.summary,
    path: paths.erpModule(erpModule.slug),
    breadcrumbs: crumbs.erpModule(erpModule),
  });
};

export default function ErpModulePage({ loaderData }: Route.ComponentProps) {
  const { erpModule, copy, art, others, icons } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero
        art={art}
        eyebrow={copy.eyebrow}
        title={erpModule.title}
        intro={erpModule.intro}
        breadcrumbs={crumbs.erpModule(erpModule)}
        actions={copy.actions}
      />
      <Section id="features" tone="muted" {...copy.features}>
        <FeatureGrid cards={erpModule.features} columns={3} />
      </Section>
      <ErpOutcomesSection copy={copy} outcomes={erpModule.outcomes} audience={erpModule.audience} />
      <ErpModuleLinks copy={copy} modules={others} />
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
