import type { Route } from "./+types/hiring-process";
import { pageWords } from "#app/lib/content.server.ts";
import { hiringRounds } from "#content/careers.ts";
import { HiringRoundsSection } from "#app/components/sections/hiring-rounds-section.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  const copy = pageWords(context, "hiringProcess");
  return {
    art: mockupHtml("checklist"),
    copy,
    heading: copy.sections.rounds,
    rounds: hiringRounds,
    icons: collectIcons(hiringRounds),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: paths.hiringProcess, breadcrumbs: crumbs.hiringProcess }) : [];

export default function HiringProcessPage({ loaderData }: Route.ComponentProps) {
  const { copy, heading, rounds } = loaderData;
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.hiringProcess} />
      <HiringRoundsSection rounds={rounds} heading={heading} />
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}
