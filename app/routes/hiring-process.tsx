import type { Route } from "./+types/hiring-process";
import { hiringRounds } from "@content/careers";
import { pages, sectionCopy } from "@content/pages";
import { HiringRoundsSection } from "~/components/sections/hiring-rounds-section";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";
import { paths } from "@content/paths";

const crumbs = [
  { name: "Career", path: "/career" },
  { name: "Our Hiring Process", path: paths.hiringProcess },
];

export function loader() {
  return {
    art: mockupHtml("checklist"),
    copy: pages.hiringProcess,
    heading: sectionCopy(pages.hiringProcess, "rounds"),
    rounds: hiringRounds,
    icons: collectIcons(hiringRounds),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: paths.hiringProcess, breadcrumbs: crumbs }) : [];

export default function HiringProcessPage({ loaderData }: Route.ComponentProps) {
  const { copy, heading, rounds } = loaderData;
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs} />
      <HiringRoundsSection rounds={rounds} heading={heading} />
      <CtaBanner {...copy.banner} />
    </IconProvider>
  );
}
