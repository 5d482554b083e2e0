/**
 * Hiring: applications, newest first, per listing or across listings (docs/workspace.md
 * "Hiring"). Filters live in the URL (?listing=&stage=&assignee=&q=&from=&to=&cursor=) as in the
 * inbox; a line opens the application's page (/hiring/:id).
 */
import { applicationStages, hiringListings, type ApplicantItem } from "@contracts/workspace";
import { Briefcase, ChevronLeft, ChevronRight, Search, SlidersHorizontal, X } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { api } from "../lib/client";
import { formatDateTime, relativeTime } from "../lib/format";
import { useMe } from "../lib/session";
import { StatusBadge, statusLabel } from "../lib/status";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { buttonClass } from "../ui/button";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { inputClass, selectClass } from "../ui/field";
import { PageHeader } from "../ui/layout";
import { PAGE_SIZE, UnreadDot } from "./inbox";

const FILTERS = ["listing", "stage", "assignee", "q", "from", "to"] as const;
type FilterName = (typeof FILTERS)[number];

const listingName = (id: string) => hiringListings.find((l) => l.id === id)?.title ?? id;

function useFilters() {
  const [params] = useSearchParams();
  return useMemo(() => {
    const f: Partial<Record<FilterName | "cursor", string>> = {};
    for (const k of [...FILTERS, "cursor"] as const) {
      const v = params.get(k);
      if (v) f[k] = v;
    }
    return f;
  }, [params]);
}

export function ApplicantsPage() {
  const me = useMe();
  const filters = useFilters();
  const navigate = useNavigate();
  const location = useLocation();
  const back = ((location.state as { back?: string[] } | null)?.back ?? []).slice();
  const people = useResource(() => api.people(), "people");
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
      <label className="block">
        <span className="mb-1 block text-xs font-medium text-ink-700">Listing</span>
        <select
          className={selectClass}
          value={filters.listing ?? ""}
          onChange={(e) => apply({ listing: e.target.value || undefined })}
        >
          <option value="">All listings</option>
          {hiringListings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-xs font-medium text-ink-700">Stage</span>
        <select
          className={selectClass}
          value={filters.stage ?? ""}
          onChange={(e) => apply({ stage: e.target.value || undefined })}
        >
          <option value="">Any stage</option>
          {applicationStages.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-xs font-medium text-ink-700">Assignee</span>
        <select
          className={selectClass}
          value={filters.assignee ?? ""}
          onChange={(e) => apply({ assignee: e.target.value || undefined })}
        >
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Unassigned</option>
          {peopleItems
            .filter((p) => p.id !== me.id)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-xs font-medium text-ink-700">Received from</span>
        <input
          type="date"
          className={inputClass}
          value={filters.from ?? ""}
          max={filters.to}
          onChange={(e) => apply({ from: e.target.value || undefined })}
        />
      </label>
      <label className="block">
        <span className="mb-1 block text-xs font-medium text-ink-700">Received to</span>
        <input
          type="date"
          className={inputClass}
          value={filters.to ?? ""}
          min={filters.from}
          onChange={(e) => apply({ to: e.target.value || undefined })}
        />
      </label>
    </>
  );

  const chip = (k: FilterName, v: string) =>
    k === "listing"
      ? `Listing: ${listingName(v)}`
      : k === "stage"
        ? `Stage: ${statusLabel(v)}`
        : k === "assignee"
          ? `Assignee: ${v === "me" || v === me.id ? "me" : v === "none" ? "unassigned" : (peopleItems.find((p) => p.id === v)?.name ?? "someone")}`
          : k === "q"
            ? `Search: “${v}”`
            : k === "from"
              ? `From ${v}`
              : `To ${v}`;

  return (
    <div className="space-y-4">
      <PageHeader
        title={filters.listing ? `Applications: ${listingName(filters.listing)}` : "Applications"}
        description="Job and internship applications from the careers pages, newest first. Times are India Standard Time (IST)."
      />
      <div className="space-y-3">
        <form role="search" onSubmit={submitSearch} className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
              aria-hidden="true"
            />
            <label htmlFor="applicants-search" className="sr-only">
              Search name, e-mail, phone and last company
            </label>
            <input
              id="applicants-search"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Search name, e-mail, phone, company…"
              className={`${inputClass} pl-9`}
              maxLength={200}
            />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            Search
          </button>
        </form>
        <details className="group rounded-lg border border-ink-200 bg-white md:hidden">
          <summary className="flex h-10 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-ink-800 [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal className="size-4 text-ink-500" aria-hidden="true" />
            Filters{active ? ` (${active} on)` : ""}
          </summary>
          <div className="grid grid-cols-2 gap-3 border-t border-ink-100 p-3">{filterControls}</div>
        </details>
        <div className="hidden gap-3 md:grid md:grid-cols-5">{filterControls}</div>
        {active > 0 ? (
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="text-ink-600">Filtered:</span>
            {FILTERS.filter((k) => filters[k]).map((k) => (
              <button
                key={k}
                type="button"
                onClick={() => apply({ [k]: undefined })}
                className="inline-flex items-center gap-1 rounded-full border border-ink-200 bg-white px-2 py-0.5 text-ink-800 hover:bg-ink-50"
              >
                {chip(k, filters[k] ?? "")}
                <X className="size-3" aria-hidden="true" />
                <span className="sr-only">(remove this filter)</span>
              </button>
            ))}
            <button
              type="button"
              onClick={() => navigate("/hiring")}
              className="font-medium text-brand-700 hover:underline"
            >
              Clear all
            </button>
          </div>
        ) : null}
      </div>

      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      <div className="overflow-hidden rounded-lg border border-ink-200 bg-white shadow-xs" aria-busy={page.loading}>
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

      {page.data && (back.length > 0 || page.data.nextCursor) ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            disabled={back.length === 0}
            onClick={() => go({ ...filters, cursor: back[back.length - 1] || undefined }, { back: back.slice(0, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
            Newer
          </button>
          <span className="text-xs text-ink-600">Page {back.length + 1}</span>
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            disabled={!page.data.nextCursor}
            onClick={() =>
              go({ ...filters, cursor: page.data?.nextCursor ?? undefined }, { back: [...back, filters.cursor ?? ""] })
            }
          >
            Older
            <ChevronRight aria-hidden="true" />
          </button>
        </nav>
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
