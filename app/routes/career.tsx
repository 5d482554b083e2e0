import type { Route } from "./+types/career";
import { internships, isClosed, jobs, listingView, type CareerListing } from "@content/careers";
import { CareersListingsSection } from "~/components/sections/careers-listings-section";
import { CareersPathsSection } from "~/components/sections/careers-paths-section";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";

const open = (l: CareerListing) => !isClosed(l, Date.now());

export function loader() {
  return {
    art: mockupHtml("people"),
    // Only listings open when the site is built; a closed one keeps its page, which says so.
    jobs: jobs.filter(open).map(listingView),
    internships: internships.filter(open).map(listingView),
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
      <PageHero
        art={loaderData.art}
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
