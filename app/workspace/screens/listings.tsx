/**
 * Listings (recruiters and admins; docs/publishing.md): every job and internship the site has,
 * drafts, scheduled, published and closed, with its applications; filters by state and kind in the
 * URL (?state=&kind=). A line opens the listing's editor (listing-editor.tsx).
 */
import { listingStateLabels, listingStates, type ListingState, type ListingSummary } from "#contracts/listings.ts";
import { FilePlus2, Newspaper } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { dayText } from "#contracts/days.ts";
import { formatDate, formatDateTime, plural } from "../lib/format";
import { listingsApi } from "../lib/listings-client";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { ButtonLink } from "../ui/button";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { Badge, PageHeader, type BadgeTone } from "../ui/layout";
import { FilterChips, SelectFilter, useUrlFilters } from "../ui/list-controls";

const FILTERS = ["state", "kind"] as const;
type FilterName = (typeof FILTERS)[number];

const stateTones: Record<ListingState, BadgeTone> = {
  draft: "neutral",
  scheduled: "violet",
  published: "green",
  closed: "red",
};

export function ListingStateBadge({ state }: { state: ListingState }) {
  return <Badge tone={stateTones[state]}>{listingStateLabels[state]}</Badge>;
}

export const kindLabel = (kind: "job" | "internship") => (kind === "job" ? "Job" : "Internship");

/** A published listing whose saved draft says more than its page (a draft or a scheduled one is all unpublished). */
export const pendingChanges = (l: ListingSummary) => l.state === "published" && l.unpublishedChanges;

const isState = (v: string | undefined): v is ListingState => listingStates.includes(v as ListingState);
const isKind = (v: string | undefined): v is "job" | "internship" => v === "job" || v === "internship";

export function ListingsPage() {
  useTitle("Listings");
  const filters = useUrlFilters(FILTERS);
  const navigate = useNavigate();
  const state = isState(filters.state) ? filters.state : undefined;
  const kind = isKind(filters.kind) ? filters.kind : undefined;
  const list = useResource((signal) => listingsApi.list({ state, kind }, signal), `${state}:${kind}`);

  function apply(change: Partial<Record<FilterName, string | undefined>>) {
    const next = new URLSearchParams();
    const values = { ...filters, ...change };
    for (const k of FILTERS) if (values[k]) next.set(k, values[k]);
    const s = next.toString();
    navigate({ pathname: "/listings", search: s ? `?${s}` : "" }, { replace: true });
  }
  const active = FILTERS.filter((k) => filters[k]).length;
  const items = list.data?.items ?? [];

  return (
    <div className="space-y-4">
      <PageHeader
        title="Listings"
        description="Jobs and internships on the careers pages: drafts, scheduled, published and closed. Times are India Standard Time (IST)."
        actions={
          <ButtonLink to="/listings/new" variant="primary">
            <FilePlus2 aria-hidden="true" />
            New listing
          </ButtonLink>
        }
      />
      <div className="space-y-3">
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <SelectFilter
            label="State"
            value={state}
            onChange={(v) => apply({ state: v })}
            any="Any state"
            options={listingStates}
            optionLabel={(s) => listingStateLabels[s]}
          />
          <SelectFilter label="Kind" value={kind} onChange={(v) => apply({ kind: v })} any="Any kind">
            <option value="job">Jobs</option>
            <option value="internship">Internships</option>
          </SelectFilter>
        </div>
        <FilterChips
          names={FILTERS}
          filters={filters}
          label={(k, v) =>
            k === "state" ? `State: ${isState(v) ? listingStateLabels[v] : v}` : `Kind: ${isKind(v) ? kindLabel(v) : v}`
          }
          onRemove={(k) => apply({ [k]: undefined })}
          onClear={() => navigate("/listings", { replace: true })}
        />
      </div>

      {list.error ? <FailureAlert error={list.error} onRetry={list.reload} /> : null}
      <div className="overflow-hidden rounded-lg border border-ink-200 bg-surface shadow-xs" aria-busy={list.loading}>
        {!list.data && list.loading ? (
          <LoadingBlock label="Loading the listings" />
        ) : list.data && items.length === 0 ? (
          <Empty title={active ? "No listing matches these filters" : "No listings yet"} icon={<Newspaper />}>
            {active ? "Try another state or kind." : "Create the first one with “New listing”."}
          </Empty>
        ) : list.data ? (
          <>
            <ListingsTable items={items} />
            <ListingCards items={items} />
          </>
        ) : null}
      </div>
    </div>
  );
}

const editorHref = (l: ListingSummary) => `/listings/${encodeURIComponent(l.id)}`;
const applicationsHref = (l: ListingSummary) => `/hiring?listing=${encodeURIComponent(l.id)}`;
const titleLink =
  "block font-medium break-words text-ink-950 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/** What the listing's date column says: when it goes live, when it closes or closed. */
function When({ l }: { l: ListingSummary }) {
  if (l.state === "scheduled" && l.publishAt)
    return (
      <>
        <span className="block text-xs text-ink-600">Goes live</span>
        <time dateTime={l.publishAt}>{formatDateTime(l.publishAt)}</time>
      </>
    );
  if (l.state === "closed" && l.closedAt)
    return (
      <>
        <span className="block text-xs text-ink-600">Closed</span>
        <time dateTime={l.closedAt}>{formatDate(l.closedAt)}</time>
      </>
    );
  if (l.closesOn)
    return (
      <>
        <span className="block text-xs text-ink-600">Apply by</span>
        <time dateTime={l.closesOn}>{dayText(l.closesOn)}</time>
      </>
    );
  return <span className="text-ink-600">—</span>;
}

function ApplicationsLink({ l }: { l: ListingSummary }) {
  return (
    <Link
      to={applicationsHref(l)}
      className="font-medium text-link tabular-nums underline decoration-brand-200 underline-offset-2 hover:decoration-link"
    >
      {plural(l.applications, "application")}
      <span className="sr-only"> for {l.title}</span>
    </Link>
  );
}

function ListingsTable({ items }: { items: ListingSummary[] }) {
  return (
    <table className="hidden w-full table-fixed text-left text-[13px] md:table">
      <caption className="sr-only">Listings</caption>
      <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-700">
        <tr>
          <th scope="col" className="py-2 pr-3 pl-4 font-medium">
            Listing
          </th>
          <th scope="col" className="w-32 py-2 pr-3 font-medium">
            State
          </th>
          <th scope="col" className="w-24 py-2 pr-3 font-medium">
            Kind
          </th>
          <th scope="col" className="w-[18%] py-2 pr-3 font-medium">
            Where
          </th>
          <th scope="col" className="w-32 py-2 pr-3 font-medium">
            Applications
          </th>
          <th scope="col" className="w-32 py-2 pr-3 font-medium">
            First published
          </th>
          <th scope="col" className="w-44 py-2 pr-4 font-medium">
            Scheduled or closing
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {items.map((l) => (
          <tr key={l.id} className="hover:bg-ink-50">
            <td className="py-2.5 pr-3 pl-4 align-top">
              <Link to={editorHref(l)} className={titleLink}>
                {l.title}
              </Link>
              <span className="block text-xs break-all text-ink-600">/career/{l.slug}</span>
            </td>
            <td className="py-2.5 pr-3 align-top">
              <ListingStateBadge state={l.state} />
              {pendingChanges(l) ? <span className="mt-1 block text-xs text-ink-600">Unpublished changes</span> : null}
            </td>
            <td className="py-2.5 pr-3 align-top text-ink-800">{kindLabel(l.kind)}</td>
            <td className="py-2.5 pr-3 align-top break-words text-ink-800">{l.where}</td>
            <td className="py-2.5 pr-3 align-top">
              <ApplicationsLink l={l} />
            </td>
            <td className="py-2.5 pr-3 align-top text-ink-800 tabular-nums">
              {l.firstPublishedAt ? (
                <time dateTime={l.firstPublishedAt}>{formatDate(l.firstPublishedAt)}</time>
              ) : (
                <span className="text-ink-600">Never</span>
              )}
            </td>
            <td className="py-2.5 pr-4 align-top text-ink-800 tabular-nums">
              <When l={l} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ListingCards({ items }: { items: ListingSummary[] }) {
  return (
    <ul className="divide-y divide-ink-100 md:hidden" aria-label="Listings">
      {items.map((l) => (
        <li key={l.id} className="space-y-1.5 px-4 py-3">
          <div className="flex items-start justify-between gap-2">
            <Link to={editorHref(l)} className={`min-w-0 flex-1 ${titleLink}`}>
              {l.title}
            </Link>
            <ListingStateBadge state={l.state} />
          </div>
          <p className="text-xs text-ink-600">
            {kindLabel(l.kind)} · {l.where}
            {pendingChanges(l) ? " · Unpublished changes" : ""}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] text-ink-800">
            <ApplicationsLink l={l} />
            <span>
              {l.firstPublishedAt ? (
                <>
                  First published <time dateTime={l.firstPublishedAt}>{formatDate(l.firstPublishedAt)}</time>
                </>
              ) : (
                "Never published"
              )}
            </span>
          </div>
          {l.publishAt || l.closesOn || l.closedAt ? (
            <p className="text-xs text-ink-700 tabular-nums">
              {l.state === "scheduled" && l.publishAt ? (
                <>
                  Goes live <time dateTime={l.publishAt}>{formatDateTime(l.publishAt)}</time>
                </>
              ) : l.state === "closed" && l.closedAt ? (
                <>
                  Closed <time dateTime={l.closedAt}>{formatDate(l.closedAt)}</time>
                </>
              ) : l.closesOn ? (
                <>
                  Apply by <time dateTime={l.closesOn}>{dayText(l.closesOn)}</time>
                </>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
