import type { Route } from "./+types/career";
import { internships, jobs, listingView } from "@content/careers";
import { CareersListingsSection } from "~/components/sections/careers-listings-section";
import { CareersPathsSection } from "~/components/sections/careers-paths-section";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return {
    jobs: jobs.map(listingView),
    internships: internships.map(listingView),
    icons: collectIcons({}, ["MapPin", "Clock", "ListChecks", "BadgeCheck", "ArrowRight"]),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Careers: Jobs and Internships",
    description:
      "Open jobs and internships at Corvanta Technologies: software, design and backend roles in Bhubaneswar, Bangalore and remote, plus paid internships.",
    path: "/career",
  });

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero art="people"
        eyebrow="Careers"
        title="Career Opportunities"
        intro="Find the perfect role for your next big move! Join our team."
        breadcrumbs={[{ name: "Career", path: "/career" }]}
      />
      <CareersListingsSection jobs={loaderData.jobs} internships={loaderData.internships} />
      <CareersPathsSection />
    </IconProvider>
  );
}
