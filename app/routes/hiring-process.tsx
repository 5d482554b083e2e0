import type { Route } from "./+types/hiring-process";
import { hiringRounds } from "@content/careers";
import { HiringRoundsSection } from "~/components/sections/hiring-rounds-section";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";
import * as paths from "@content/paths";

const crumbs = [
  { name: "Career", path: "/career" },
  { name: "Our Hiring Process", path: paths.hiringProcess },
];

export function loader() {
  return {
    art: mockupHtml("checklist"),
    rounds: hiringRounds,
    icons: collectIcons(hiringRounds),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our Hiring Process",
    description:
      "How we hire at Corvanta Technologies: a take-home technical assessment, a technical interview, a founder interview and an HR discussion.",
    path: paths.hiringProcess,
    breadcrumbs: crumbs,
  });

export default function HiringProcessPage({ loaderData }: Route.ComponentProps) {
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero
        art={loaderData.art}
        eyebrow="Careers"
        title="Our Hiring Process"
        intro="A clear, respectful process in four rounds. You will know what each step involves before it starts, and hear back from us after every round."
        breadcrumbs={crumbs}
      />
      <HiringRoundsSection rounds={loaderData.rounds} />
      <CtaBanner
        title="Ready to take the first step?"
        text="Browse our open jobs and internships, and apply in a few minutes with your résumé."
        ctaLabel="View Open Positions"
        href="/career"
      />
    </IconProvider>
  );
}
