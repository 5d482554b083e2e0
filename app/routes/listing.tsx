import { data } from "react-router";
import type { Route } from "./+types/listing";
import {
  applyBy,
  descriptionHtml,
  listingFactWords,
  listingView,
  listingWords,
  longDate,
  payText,
  whereText,
} from "#content/careers.ts";
import type { SiteListing } from "#content/site-content.ts";
import type { CompanyDetails } from "#content/schema.ts";
import { absoluteUrl, site } from "#content/site.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { CareersListingDetail, type ListingFact } from "#app/components/sections/careers-listing-detail.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { siteContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

function facts(l: SiteListing, office: CompanyDetails["address"]): ListingFact[] {
  const w = listingFactWords;
  const type = l.kind === "internship" ? w.typeValue.internship : w.employmentValue[l.employmentType];
  const list: ListingFact[] = [
    { icon: "Briefcase", label: w.type, value: type },
    { icon: "MapPin", label: w.location, value: whereText(l, office.locality) },
  ];
  if (l.duration) list.push({ icon: "Clock", label: w.duration, value: l.duration });
  list.push({ icon: "GraduationCap", label: w.experience, value: l.experience });
  if (l.pay) list.push({ icon: "Wallet", label: w.pay, value: payText(l.pay) });
  const last = l.closedOn ?? applyBy(l);
  if (last) list.push({ icon: "CalendarClock", label: l.closedOn ? w.closedOn : w.applyBy, value: longDate(last) });
  return list;
}

/** The head office, as published (the workspace's company details). */
const companyAddress = (office: CompanyDetails["address"]) => ({
  "@type": "PostalAddress",
  streetAddress: office.street,
  addressLocality: office.locality,
  addressRegion: office.region,
  postalCode: office.postalCode,
  addressCountry: site.address.countryCode,
});

/**
 * JobPosting structured data (Google reads job postings from a page per job): what Google asks
 * for and recommends. Every value is a plain string React escapes inside the JSON-LD script, and
 * the description is built from escaped text (content/careers.ts descriptionHtml).
 */
function jobPostingLd(l: SiteListing, office: CompanyDetails["address"]) {
  const place = {
    "@type": "Place",
    address: l.location
      ? { "@type": "PostalAddress", addressLocality: l.location, addressRegion: l.region, addressCountry: "IN" }
      : companyAddress(office),
  };
  const location =
    l.workMode === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: l.remoteRegion ?? "India" },
        }
      : { jobLocation: place };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: l.title,
    description: descriptionHtml(l.description),
    identifier: { "@type": "PropertyValue", name: site.name, value: l.id },
    datePosted: l.datePosted,
    ...(l.closesOn ? { validThrough: `${l.closesOn}T23:59:59+05:30` } : {}),
    employmentType: l.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/logo.png"),
    },
    ...location,
    ...(l.pay
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: l.pay.currency,
            value: { "@type": "QuantitativeValue", minValue: l.pay.min, maxValue: l.pay.max, unitText: l.pay.unit },
          },
        }
      : {}),
    directApply: true,
    url: absoluteUrl(paths.listing(l.slug)),
  };
}

export function loader({ params, context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const l = content.listings.find((x) => x.slug === params.slug);
  if (!l) throw data(null, { status: 404 });
  const office = content.company.address;
  const closed = l.closedOn !== null;
  return {
    art: mockupHtml("code"),
    listing: listingView(l),
    closed,
    words: listingWords(l, l.closedOn ? longDate(l.closedOn) : null),
    facts: facts(l, office),
    jobPosting: closed ? null : jobPostingLd(l, office),
    icons: collectIcons({}, ["Briefcase", "MapPin", "Clock", "GraduationCap", "Wallet", "CalendarClock"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { listing, jobPosting, closed } = loaderData;
  const path = paths.listing(listing.slug);
  const where = listing.remote
    ? "remote"
    : listing.workMode === "hybrid"
      ? `hybrid${listing.location ? `, ${listing.location}` : ""}`
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
    breadcrumbs: crumbs.listing(listing),
    jsonLd: jobPosting ? [jobPosting] : [],
  });
};

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, facts, icons, closed, words } = loaderData;
  return (
    <IconProvider icons={icons}>
      <PageHero
        art={loaderData.art}
        eyebrow={words.eyebrow}
        title={listing.title}
        intro={listing.summary}
        breadcrumbs={crumbs.listing(listing)}
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
