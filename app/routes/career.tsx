import type { Route } from "./+types/career";
import { listingView } from "#content/careers.ts";
import { jobFeeds } from "#content/job-feeds.ts";
import { openListings } from "#content/site-content.ts";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { CareersListingsSection } from "#app/components/sections/careers-listings-section.tsx";
import { Island } from "#app/islands/island.tsx";
import { CareersPathsSection } from "#app/components/sections/careers-paths-section.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  const copy = pageWords(context, "career");
  const open = openListings(siteContent(context));
  return {
    art: mockupHtml("people"),
    copy,
    openings: copy.sections.openings,
    paths: copy.sections["before-you-apply"],
    // Only open listings; a closed one keeps its page, which says so.
    jobs: open.filter((l) => l.kind === "job").map(listingView),
    internships: open.filter((l) => l.kind === "internship").map(listingView),
    icons: collectIcons(copy.notes, ["MapPin", "Clock", "ArrowRight"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({ ...loaderData.copy, path: "/career" }),
        // For job boards and aggregators that look for them (content/careers.ts jobFeeds).
        { tagName: "link", rel: "alternate", type: "application/json", title: "Open roles", href: jobFeeds.json },
      ]
    : [];

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  const { copy, openings, paths } = loaderData;
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.careers} />
      <Island
        name="careers"
        component={CareersListingsSection}
        props={{ jobs: loaderData.jobs, internships: loaderData.internships, title: openings.title }}
        icons={loaderData.icons}
        load="visible"
      />
      <Container className="pt-10 text-sm text-ink-600">
        <p className="mx-auto max-w-3xl text-center">
          For job boards: our open roles are published as an{" "}
          <a
            href={jobFeeds.xml}
            className="font-semibold text-link underline underline-offset-4 hover:text-link-strong"
          >
            XML feed
          </a>{" "}
          in the format Indeed reads, and as a{" "}
          <a
            href={jobFeeds.json}
            className="font-semibold text-link underline underline-offset-4 hover:text-link-strong"
          >
            JSON file
          </a>
          , both updated whenever a role opens or closes.
        </p>
      </Container>
      <CareersPathsSection heading={paths} paths={copy.notes} />
    </IconProvider>
  );
}
