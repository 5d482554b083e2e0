import { data } from "react-router";
import type { Route } from "./+types/listing";
import {
  applyBy,
  descriptionHtml,
  isClosed,
  listingFactWords,
  listingView,
  listingWords,
  listings,
  longDate,
  type CareerListing,
} from "#content/careers.ts";
import { absoluteUrl, site } from "#content/site.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { CareersListingDetail, type ListingFact } from "#app/components/sections/careers-listing-detail.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";

function facts(l: CareerListing, closed: boolean): ListingFact[] {
  const w = listingFactWords;
  const list: ListingFact[] = [
    { icon: "Briefcase", label: w.type, value: w.typeValue[l.kind] },
    {
      icon: "MapPin",
      label: w.location,
      value: l.remote ? w.remote : l.location ? `${l.location}, India` : `${site.address.locality} ${w.office}`,
    },
  ];
  if (l.duration) list.push({ icon: "Clock", label: w.duration, value: l.duration });
  list.push({ icon: "GraduationCap", label: w.experience, value: l.experience });
  list.push({ icon: "CalendarClock", label: closed ? w.closedOn : w.applyBy, value: longDate(applyBy(l)) });
  return list;
}

/** JobPosting structured data (Google reads job postings from a page per job). */
function jobPostingLd(l: CareerListing) {
  const location = l.remote
    ? {
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: "India" },
      }
    : {
        jobLocation: {
          "@type": "Place",
          address: l.location
            ? { "@type": "PostalAddress", addressLocality: l.location, addressRegion: l.region, addressCountry: "IN" }
            : {
                "@type": "PostalAddress",
                streetAddress: site.address.street,
                addressLocality: site.address.locality,
                addressRegion: site.address.region,
                postalCode: site.address.postalCode,
                addressCountry: site.address.countryCode,
              },
        },
      };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: l.title,
    description: descriptionHtml(l.description),
    identifier: { "@type": "PropertyValue", name: site.name, value: l.id },
    datePosted: l.datePosted,
    validThrough: `${applyBy(l)}T23:59:59+05:30`,
    employmentType: l.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/logo.png"),
    },
    ...location,
    directApply: true,
    url: absoluteUrl(paths.listing(l.slug)),
  };
}

export function loader({ params }: Route.LoaderArgs) {
  const l = listings.find((x) => x.slug === params.slug);
  if (!l) throw data(null, { status: 404 });
  const view = listingView(l);
  // Decided when the page is built: a listing past its closing date is built closed, without its JobPosting.
  const closed = isClosed(l, Date.now());
  return {
    art: mockupHtml("code"),
    listing: view,
    closed,
    words: listingWords(l, closed ? longDate(applyBy(l)) : null),
    facts: facts(l, closed),
    jobPosting: closed ? null : jobPostingLd(l),
    icons: collectIcons({}, ["Briefcase", "MapPin", "Clock", "GraduationCap", "CalendarClock"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { listing, jobPosting, closed } = loaderData;
  const path = paths.listing(listing.slug);
  const where = listing.remote
    ? "remote"
    : listing.location
      ? `in ${listing.location}`
      : listing.duration
        ? `${listing.duration}`
        : "";
  return pageMeta({
    title: `${listing.title} (${listing.kind === "job" ? "Full-time" : "Internship"}${where ? `, ${where}` : ""})${closed ? ", closed" : ""}`,
    description:
      listing.summary.length > 160 ? `${listing.summary.slice(0, 157).replace(/\s+\S*$/, "")}...` : listing.summary,
    path,
    breadcrumbs: [
      { name: "Career", path: "/career" },
      { name: listing.title, path },
    ],
    jsonLd: jobPosting ? [jobPosting] : [],
  });
};

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, facts, icons, closed, words } = loaderData;
  const path = paths.listing(listing.slug);
  return (
    <IconProvider icons={icons}>
      <PageHero
        art={loaderData.art}
        eyebrow={words.eyebrow}
        title={listing.title}
        intro={listing.summary}
        breadcrumbs={[
          { name: "Career", path: "/career" },
          { name: listing.title, path },
        ]}
      >
        {closed ? null : (
          <ButtonLink to="#apply" variant="light">
            {words.apply}
          </ButtonLink>
        )}
        <ButtonLink to={paths.careers} variant="outline-light">
          {words.allOpenings}
        </ButtonLink>
      </PageHero>
      <CareersListingDetail listing={listing} facts={facts} closed={closed} words={words} />
    </IconProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
