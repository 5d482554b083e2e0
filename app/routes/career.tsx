import type { Route } from "./+types/career";
import { internships, isClosed, jobs, listingView, type CareerListing } from "#content/careers.ts";
import { pages, sectionCopy } from "#content/pages.ts";
import { CareersListingsSection } from "#app/components/sections/careers-listings-section.tsx";
import { CareersPathsSection } from "#app/components/sections/careers-paths-section.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";

const crumbs = [{ name: "Career", path: "/career" }];
const open = (l: CareerListing) => !isClosed(l, Date.now());

export function loader() {
  const copy = pages.career;
  return {
    art: mockupHtml("people"),
    copy,
    openings: sectionCopy(copy, "openings"),
    paths: sectionCopy(copy, "before-you-apply"),
    // Only listings open when the site is built; a closed one keeps its page, which says so.
    jobs: jobs.filter(open).map(listingView),
    internships: internships.filter(open).map(listingView),
    icons: collectIcons(copy.notes, ["MapPin", "Clock", "ArrowRight"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/career" }) : [];

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  const { copy, openings, paths } = loaderData;
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs} />
      <CareersListingsSection jobs={loaderData.jobs} internships={loaderData.internships} title={openings.title} />
      <CareersPathsSection heading={paths} paths={copy.notes} />
    </IconProvider>
  );
}
