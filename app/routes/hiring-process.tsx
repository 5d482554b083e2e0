import type { Route } from "./+types/hiring-process";
import { hiringRounds } from "#content/careers.ts";
import { HiringRoundsSection } from "#app/components/sections/hiring-rounds-section.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";

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
