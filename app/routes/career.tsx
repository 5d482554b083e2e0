import type { Route } from "./+types/career";
import { internships, isClosed, jobs, listingView, type CareerListing } from "@content/careers";
import { pages, sectionCopy } from "@content/pages";
import { CareersListingsSection } from "~/components/sections/careers-listings-section";
import { CareersPathsSection } from "~/components/sections/careers-paths-section";
import { IconProvider } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { collectIcons } from "~/lib/icons.server";
import { pageMeta } from "~/lib/seo";
import { mockupHtml } from "~/lib/mockup.server";

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
