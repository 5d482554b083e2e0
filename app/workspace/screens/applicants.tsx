/**
 * Hiring: applications, newest first, per listing or across listings (docs/workspace.md
 * "Hiring"), on the workspace's list page (ui/list-page.tsx). Filters live in the URL
 * (?listing=&stage=&assignee=&q=&from=&to=&channel=&campaign=&cursor=) as in the inbox; a line
 * opens the application's page (/hiring/:id). The listing filter offers every listing the site
 * has (the Listings API), closed ones too.
 */
import { listingStateLabels, type ListingSummary } from "#contracts/listings.ts";
import { applicationStages, seesKind, type ApplicantItem } from "#contracts/workspace.ts";
import { Briefcase } from "lucide-react";
import { api } from "../lib/client";
import { listingsApi } from "../lib/listings-client";
import { statusLabel } from "../lib/status";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { SelectFilter } from "../ui/list-controls";
import { ListPage, SHARED_FILTERS, useListUrl, type ListLines } from "../ui/list-page";

const FILTERS = ["listing", "stage", ...SHARED_FILTERS] as const;

/** A listing as the filter names it: its title, and its state unless it is published. */
const listingLabel = (l: ListingSummary) =>
  l.state === "published" ? l.title : `${l.title} (${listingStateLabels[l.state]})`;

export function ApplicantsPage() {
  const url = useListUrl(FILTERS, "/hiring");
  const { filters, apply } = url;
  const people = useResource(() => api.people(), "people");
  const listings = useResource((signal) => listingsApi.list({}, signal), "listings");
  const listingItems = [...(listings.data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title, "en-IN"));
  const listingName = (id: string) => listingItems.find((l) => l.id === id)?.title ?? id;
  useTitle(filters.listing ? `Applications · ${listingName(filters.listing)}` : "Applications");

  // The colleague the list is filtered by stays named, even if their roles changed since.
  const peopleItems = (people.data?.items ?? []).filter(
    (p) => p.id === filters.assignee || seesKind(p.roles, "application"),
  );

  const filterControls = (
    <>
      <SelectFilter
        label="Listing"
        value={filters.listing}
        onChange={(listing) => apply({ listing })}
        any="All listings"
      >
        {listingItems.map((l) => (
          <option key={l.id} value={l.id}>
            {listingLabel(l)}
          </option>
        ))}
        {filters.listing && !listingItems.some((l) => l.id === filters.listing) ? (
          <option value={filters.listing}>{filters.listing}</option>
        ) : null}
      </SelectFilter>
      <SelectFilter
        label="Stage"
        value={filters.stage}
        onChange={(stage) => apply({ stage })}
        any="Any stage"
        options={applicationStages}
        optionLabel={statusLabel}
      />
    </>
  );

  return (
    <ListPage
      url={url}
      load={api.applicants}
      lines={lines}
      title={filters.listing ? `Applications: ${listingName(filters.listing)}` : "Applications"}
      description="Job and internship applications from the careers pages, newest first. Times are India Standard Time (IST)."
      search={{
        id: "applicants-search",
        label: "Search name, e-mail, phone and last company",
        placeholder: "Search name, e-mail, phone, company…",
      }}
      filters={filterControls}
      filterGrid="md:grid-cols-4 2xl:grid-cols-7"
      people={peopleItems}
      chip={(k, v) => (k === "listing" ? `Listing: ${listingName(v)}` : `Stage: ${statusLabel(v)}`)}
      notice={
        listings.error ? (
          <p className="text-xs text-ink-700">
            The listings could not be loaded, so the listing filter names them by id.{" "}
            <button type="button" onClick={listings.reload} className="font-medium text-link underline">
              Try again
            </button>
          </p>
        ) : null
      }
      loadingLabel="Loading the applications"
      empty={{
        title: "No applications yet",
        text: "Applications sent from the careers pages will appear here.",
        icon: <Briefcase />,
      }}
    />
  );
}

const years = (y: string) => (y === "1" ? "1 year" : `${y} years`);

const lines: ListLines<ApplicantItem> = {
  caption: "Applications, newest first",
  href: (i) => `/hiring/${encodeURIComponent(i.id)}`,
  status: (i) => i.stage,
  columns: [
    { header: "Applicant", width: "w-[24%]", cell: "name" },
    {
      header: "Position",
      cell: (i) => (
        <>
          <span className="block truncate text-ink-900">{i.listingTitle}</span>
          <span className="block truncate text-xs text-ink-600">{i.assignee ? i.assignee.name : "Unassigned"}</span>
        </>
      ),
    },
    { header: "Phone", width: "w-36", className: "truncate text-ink-800 tabular-nums", cell: (i) => i.phone },
    { header: "Experience", width: "w-24", className: "text-ink-800", cell: (i) => years(i.experienceYears) },
    { header: "Received (IST)", width: "w-40", cell: "received" },
    { header: "Stage", width: "w-40", cell: "status" },
  ],
  card: {
    contact: (i) => (
      <>
        {i.email} · {i.phone}
      </>
    ),
    topic: (i) => i.listingTitle,
    tag: (i) => <span>{years(i.experienceYears)}</span>,
  },
};
