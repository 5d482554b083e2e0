import type { Route } from "./+types/career";
import { internships, isClosed, jobs, listingView, type CareerListing } from "#content/careers.ts";
import { CareersListingsSection } from "#app/components/sections/careers-listings-section.tsx";
import { CareersPathsSection } from "#app/components/sections/careers-paths-section.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";

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
