/**
 * Hiring: applications, newest first, per listing or across listings (docs/workspace.md
 * "Hiring"). Filters live in the URL (?listing=&stage=&assignee=&q=&from=&to=&cursor=) as in the
 * inbox; a line opens the application's page (/hiring/:id). The listing filter offers every
 * listing the site has (the Listings API), closed ones too.
 */
import { listingStateLabels, type ListingSummary } from "#contracts/listings.ts";
import { applicationStages, type ApplicantItem } from "#contracts/workspace.ts";
import { Briefcase } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { api } from "../lib/client";
import { listingsApi } from "../lib/listings-client";
import { formatDateTime, relativeTime } from "../lib/format";
import { useMe } from "../lib/session";
import { StatusBadge, statusLabel } from "../lib/status";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { PageHeader } from "../ui/layout";
import {
  AssigneeFilter,
  assigneeChip,
  DateRangeFilter,
  FilterChips,
  FilterPanel,
  Pager,
  SearchBox,
  SelectFilter,
  SourceFilters,
  sourceChip,
  useUrlFilters,
} from "../ui/list-controls";
import { PAGE_SIZE, UnreadDot } from "./inbox";

const FILTERS = ["listing", "stage", "assignee", "q", "from", "to", "channel", "campaign"] as const;
type FilterName = (typeof FILTERS)[number];

/** A listing as the filter names it: its title, and its state unless it is published. */
const listingLabel = (l: ListingSummary) =>
  l.state === "published" ? l.title : `${l.title} (${listingStateLabels[l.state]})`;

export function ApplicantsPage() {
  const me = useMe();
  const filters = useUrlFilters(FILTERS);
  const navigate = useNavigate();
  const location = useLocation();
  const back = ((location.state as { back?: string[] } | null)?.back ?? []).slice();
  const people = useResource(() => api.people(), "people");
  const listings = useResource((signal) => listingsApi.list({}, signal), "listings");
  const listingItems = [...(listings.data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title, "en-IN"));
  const listingName = (id: string) => listingItems.find((l) => l.id === id)?.title ?? id;
  const page = useResource(
    (signal) => api.applicants({ ...filters, limit: PAGE_SIZE }, signal),
    JSON.stringify(filters),
  );
  const [q, setQ] = useState(filters.q ?? "");
  const [qInUrl, setQInUrl] = useState(filters.q);
  if (qInUrl !== filters.q) {
    setQInUrl(filters.q);
    setQ(filters.q ?? "");
  }
  useTitle(filters.listing ? `Applications · ${listingName(filters.listing)}` : "Applications");

  function go(values: Partial<Record<FilterName | "cursor", string | undefined>>, state?: { back: string[] }) {
    const next = new URLSearchParams();
    for (const k of [...FILTERS, "cursor"] as const) if (values[k]) next.set(k, values[k] as string);
    const s = next.toString();
    navigate({ pathname: "/hiring", search: s ? `?${s}` : "" }, state ? { state } : undefined);
  }
  const apply = (change: Partial<Record<FilterName, string | undefined>>) =>
    go({ ...filters, ...change, cursor: undefined });
  function submitSearch(e: FormEvent) {
    e.preventDefault();
    apply({ q: q.trim() || undefined });
  }

  const active = FILTERS.filter((k) => filters[k]).length;
  const peopleItems = (people.data?.items ?? []).filter(
    (p) => p.roles.includes("recruiter") || p.roles.includes("admin"),
  );

  const filterControls = (
    <>
      <SelectFilter label="Listing" value={filters.listing} onChange={(listing) => apply({ listing })}>
        <option value="">All listings</option>
        {listingItems.map((l) => (
          <option key={l.id} value={l.id}>
            {listingLabel(l)}
          </option>
        ))}
        {filters.listing && !listingItems.some((l) => l.id === filters.listing) ? (
          <option value={filters.listing}>{filters.listing}</option>
        ) : null}
      </SelectFilter>
      <SelectFilter label="Stage" value={filters.stage} onChange={(stage) => apply({ stage })}>
        <option value="">Any stage</option>
        {applicationStages.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </SelectFilter>
      <AssigneeFilter
        value={filters.assignee}
        people={peopleItems}
        meId={me.id}
        onChange={(assignee) => apply({ assignee })}
      />
      <DateRangeFilter from={filters.from} to={filters.to} onChange={apply} />
      <SourceFilters channel={filters.channel} campaign={filters.campaign} onChange={apply} />
    </>
  );

  const chip = (k: FilterName, v: string) =>
    k === "listing"
      ? `Listing: ${listingName(v)}`
      : k === "stage"
        ? `Stage: ${statusLabel(v)}`
        : k === "assignee"
          ? assigneeChip(v, peopleItems, me.id)
          : k === "q"
            ? `Search: “${v}”`
            : k === "from"
              ? `From ${v}`
              : k === "to"
                ? `To ${v}`
                : sourceChip(k, v);

  return (
    <div className="space-y-4">
      <PageHeader
        title={filters.listing ? `Applications: ${listingName(filters.listing)}` : "Applications"}
        description="Job and internship applications from the careers pages, newest first. Times are India Standard Time (IST)."
      />
      <div className="space-y-3">
        <SearchBox
          id="applicants-search"
          label="Search name, e-mail, phone and last company"
          placeholder="Search name, e-mail, phone, company…"
          value={q}
          onChange={setQ}
          onSubmit={submitSearch}
        />
        <FilterPanel active={active} desktopGrid="md:grid-cols-4 xl:grid-cols-7">
          {filterControls}
        </FilterPanel>
        <FilterChips
          names={FILTERS}
          filters={filters}
          label={chip}
          onRemove={(k) => apply({ [k]: undefined })}
          onClear={() => navigate("/hiring")}
        />
      </div>

      {listings.error ? (
        <p className="text-xs text-ink-700">
          The listings could not be loaded, so the listing filter names them by id.{" "}
          <button type="button" onClick={listings.reload} className="font-medium text-link underline">
            Try again
          </button>
        </p>
      ) : null}
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      <div className="overflow-hidden rounded-lg border border-ink-200 bg-surface shadow-xs" aria-busy={page.loading}>
        {!page.data && page.loading ? (
          <LoadingBlock label="Loading the applications" />
        ) : page.data && page.data.items.length === 0 ? (
          <Empty title={active ? "Nothing matches these filters" : "No applications yet"} icon={<Briefcase />}>
            {active
              ? "Try fewer filters or another search."
              : "Applications sent from the careers pages will appear here."}
          </Empty>
        ) : page.data ? (
          <>
            <ApplicantsTable items={page.data.items} from={location.search} />
            <ApplicantCards items={page.data.items} from={location.search} />
          </>
        ) : null}
      </div>

      {page.data ? (
        <Pager
          back={back}
          nextCursor={page.data.nextCursor}
          cursor={filters.cursor}
          onPage={(cursor, nextBack) => go({ ...filters, cursor: cursor ?? undefined }, { back: nextBack })}
        />
      ) : null}
    </div>
  );
}

const itemHref = (i: ApplicantItem) => `/hiring/${encodeURIComponent(i.id)}`;
const linkClass = (unread: boolean) =>
  `block truncate text-ink-950 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600 ${unread ? "font-semibold" : "font-medium"}`;
const years = (y: string) => (y === "1" ? "1 year" : `${y} years`);

function ApplicantsTable({ items, from }: { items: ApplicantItem[]; from: string }) {
  return (
    <table className="hidden w-full table-fixed text-left text-[13px] md:table">
      <caption className="sr-only">Applications, newest first</caption>
      <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-700">
        <tr>
          <th scope="col" className="w-7 py-2 pl-3">
            <span className="sr-only">Unread</span>
          </th>
          <th scope="col" className="w-[24%] py-2 pr-3 font-medium">
            Applicant
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Position
          </th>
          <th scope="col" className="w-36 py-2 pr-3 font-medium">
            Phone
          </th>
          <th scope="col" className="w-24 py-2 pr-3 font-medium">
            Experience
          </th>
          <th scope="col" className="w-40 py-2 pr-3 font-medium">
            Received (IST)
          </th>
          <th scope="col" className="w-40 py-2 pr-3 font-medium">
            Stage
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {items.map((i) => (
          <tr key={i.id} className={`relative hover:bg-ink-50 ${i.unread ? "bg-brand-50/40" : ""}`}>
            <td className="py-2.5 pl-3 align-top">
              <UnreadDot unread={i.unread} />
            </td>
            <td className="py-2.5 pr-3 align-top">
              <Link to={itemHref(i)} state={{ from }} className={linkClass(i.unread)}>
                {i.name}
              </Link>
              <span className="block truncate text-xs text-ink-600">{i.email}</span>
            </td>
            <td className="py-2.5 pr-3 align-top">
              <span className="block truncate text-ink-900">{i.listingTitle}</span>
              <span className="block truncate text-xs text-ink-600">{i.assignee ? i.assignee.name : "Unassigned"}</span>
            </td>
            <td className="truncate py-2.5 pr-3 align-top text-ink-800 tabular-nums">{i.phone}</td>
            <td className="py-2.5 pr-3 align-top text-ink-800">{years(i.experienceYears)}</td>
            <td className="py-2.5 pr-3 align-top whitespace-nowrap text-ink-800 tabular-nums">
              <time dateTime={i.receivedAt}>{formatDateTime(i.receivedAt)}</time>
              <span className="block text-xs text-ink-600">{relativeTime(i.receivedAt)}</span>
            </td>
            <td className="py-2.5 pr-3 align-top">
              <StatusBadge status={i.stage} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ApplicantCards({ items, from }: { items: ApplicantItem[]; from: string }) {
  return (
    <ul className="divide-y divide-ink-100 md:hidden">
      {items.map((i) => (
        <li key={i.id} className={`relative px-4 py-3 ${i.unread ? "bg-brand-50/40" : ""}`}>
          <div className="flex items-center gap-2">
            <UnreadDot unread={i.unread} />
            <Link to={itemHref(i)} state={{ from }} className={`min-w-0 flex-1 ${linkClass(i.unread)}`}>
              {i.name}
            </Link>
            <StatusBadge status={i.stage} />
          </div>
          <p className="mt-0.5 truncate text-xs text-ink-600">
            {i.email} · {i.phone}
          </p>
          <p className="mt-1.5 truncate text-[13px] text-ink-900">{i.listingTitle}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
            <span>{years(i.experienceYears)}</span>
            <time dateTime={i.receivedAt}>{formatDateTime(i.receivedAt)}</time>
            <span>{i.assignee ? i.assignee.name : "Unassigned"}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
