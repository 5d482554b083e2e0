/**
 * The inbox: quotes and contact messages, newest first. Every filter lives in the URL
 * (?kind=&status=&assignee=&q=&from=&to=&unread=&cursor=), so a reload, a shared link and the
 * Back button all keep it; the cursors of earlier pages ride in the history entry's state.
 */
import { inboxKinds, kindLabels, statusesByKind, type InboxItem } from "#contracts/workspace.ts";
import { Download, Inbox as InboxIcon } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { api } from "../lib/client";
import { formatDateTime, relativeTime } from "../lib/format";
import { useMe } from "../lib/session";
import { KindBadge, StatusBadge, statusLabel } from "../lib/status";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { buttonClass } from "../ui/button";
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

const FILTERS = ["kind", "status", "assignee", "q", "from", "to", "channel", "campaign", "unread"] as const;
type FilterName = (typeof FILTERS)[number];
export const PAGE_SIZE = 25;

interface PageState {
  /** Cursors of the pages before this one (the first page's is ""). */
  back?: string[];
}

function allStatuses(kind: string | undefined): string[] {
  if (kind === "quote" || kind === "contact") return [...statusesByKind[kind]];
  return [...new Set(inboxKinds.flatMap((k) => statusesByKind[k]))];
}

export function InboxPage() {
  useTitle("Inbox");
  const me = useMe();
  const filters = useUrlFilters(FILTERS);
  const navigate = useNavigate();
  const location = useLocation();
  const back = ((location.state as PageState | null)?.back ?? []).slice();
  const people = useResource(() => api.people(), "people");
  const key = JSON.stringify(filters);
  const page = useResource((signal) => api.inbox({ ...filters, limit: PAGE_SIZE }, signal), key);
  const searchRef = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState(filters.q ?? "");
  // Back, Forward and "Clear all" change the URL: the search box follows it.
  const [qInUrl, setQInUrl] = useState(filters.q);
  if (qInUrl !== filters.q) {
    setQInUrl(filters.q);
    setQ(filters.q ?? "");
  }

  // "/" jumps to the search box, as in most tools of this kind.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (
        e.key === "/" &&
        !e.metaKey &&
        !e.ctrlKey &&
        !(t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))
      ) {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function apply(change: Partial<Record<FilterName, string | undefined>>, replace = false) {
    const next = new URLSearchParams();
    const merged = { ...filters, ...change, cursor: undefined };
    // A status that the chosen kind does not have is dropped.
    if (merged.status && !allStatuses(merged.kind).includes(merged.status)) merged.status = undefined;
    for (const k of FILTERS) if (merged[k]) next.set(k, merged[k] as string);
    const s = next.toString();
    navigate({ pathname: "/inbox", search: s ? `?${s}` : "" }, { replace });
  }

  function goPage(cursor: string | null, nextBack: string[]) {
    const next = new URLSearchParams();
    for (const k of FILTERS) if (filters[k]) next.set(k, filters[k] as string);
    if (cursor) next.set("cursor", cursor);
    const s = next.toString();
    navigate({ pathname: "/inbox", search: s ? `?${s}` : "" }, { state: { back: nextBack } satisfies PageState });
  }

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    apply({ q: q.trim() || undefined });
  }

  const active = FILTERS.filter((k) => filters[k]).length;
  const exportHref = api.exportUrl(filters);
  const peopleItems = people.data?.items ?? [];

  const filterControls = (
    <>
      <SelectFilter label="Kind" value={filters.kind} onChange={(kind) => apply({ kind })}>
        <option value="">All kinds</option>
        {inboxKinds
          .filter((k) => me.kinds.includes(k))
          .map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
      </SelectFilter>
      <SelectFilter label="Status" value={filters.status} onChange={(status) => apply({ status })}>
        <option value="">Any status</option>
        {allStatuses(filters.kind).map((s) => (
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
      <label className="flex h-9 items-center gap-2 self-end text-sm text-ink-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={filters.unread === "1"}
          onChange={(e) => apply({ unread: e.target.checked ? "1" : undefined })}
        />
        Unread only
      </label>
    </>
  );

  return (
    <div className="space-y-4">
      <PageHeader
        title="Inbox"
        description="Quote requests and contact messages, newest first. Times are India Standard Time (IST)."
        actions={
          <a href={exportHref} download className={buttonClass("secondary", "md")}>
            <Download aria-hidden="true" />
            Export CSV<span className="sr-only"> of the current filter</span>
          </a>
        }
      />

      <div className="space-y-3">
        <SearchBox
          id="inbox-search"
          label="Search name, e-mail and text"
          placeholder="Search name, e-mail, text…  ( / )"
          value={q}
          onChange={setQ}
          onSubmit={submitSearch}
          inputRef={searchRef}
        />
        <FilterPanel active={active} desktopGrid="md:grid-cols-4 xl:grid-cols-[repeat(7,minmax(0,1fr))_auto]">
          {filterControls}
        </FilterPanel>
        <FilterChips
          names={FILTERS}
          filters={filters}
          label={(k, v) => chipLabel(k, v, peopleItems, me.id)}
          onRemove={(k) => apply({ [k]: undefined })}
          onClear={() => navigate("/inbox")}
        />
      </div>

      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}

      <div className="overflow-hidden rounded-lg border border-ink-200 bg-surface shadow-xs" aria-busy={page.loading}>
        {!page.data && page.loading ? (
          <LoadingBlock label="Loading the inbox" />
        ) : page.data && page.data.items.length === 0 ? (
          <Empty title={active ? "Nothing matches these filters" : "The inbox is empty"} icon={<InboxIcon />}>
            {active
              ? "Try fewer filters or another search."
              : "Quote requests and contact messages from the website will appear here."}
          </Empty>
        ) : page.data ? (
          <>
            <InboxTable items={page.data.items} from={location.search} />
            <InboxCards items={page.data.items} from={location.search} />
          </>
        ) : null}
      </div>

      {page.data ? (
        <Pager back={back} nextCursor={page.data.nextCursor} cursor={filters.cursor} onPage={goPage} />
      ) : null}
    </div>
  );
}

function chipLabel(k: FilterName, v: string, people: { id: string; name: string }[], meId: string): string {
  switch (k) {
    case "kind":
      return `Kind: ${kindLabels[v as "quote"] ?? v}`;
    case "status":
      return `Status: ${statusLabel(v)}`;
    case "assignee":
      return assigneeChip(v, people, meId);
    case "q":
      return `Search: “${v}”`;
    case "from":
      return `From ${v}`;
    case "to":
      return `To ${v}`;
    case "unread":
      return "Unread only";
    case "channel":
    case "campaign":
      return sourceChip(k, v);
  }
}

const itemHref = (i: InboxItem) => `/inbox/${i.kind}/${encodeURIComponent(i.id)}`;

export function UnreadDot({ unread }: { unread: boolean }) {
  return unread ? (
    <span className="inline-flex items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
      <span className="sr-only">Unread</span>
    </span>
  ) : null;
}

function InboxTable({ items, from }: { items: InboxItem[]; from: string }) {
  return (
    <table className="hidden w-full table-fixed text-left text-[13px] md:table">
      <caption className="sr-only">Submissions, newest first</caption>
      <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-700">
        <tr>
          <th scope="col" className="w-7 py-2 pl-3">
            <span className="sr-only">Unread</span>
          </th>
          <th scope="col" className="w-24 py-2 pr-3 font-medium">
            Kind
          </th>
          <th scope="col" className="w-[24%] py-2 pr-3 font-medium">
            From
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Subject or service
          </th>
          <th scope="col" className="w-44 py-2 pr-3 font-medium">
            Received (IST)
          </th>
          <th scope="col" className="w-28 py-2 pr-3 font-medium">
            Status
          </th>
          <th scope="col" className="w-36 py-2 pr-3 font-medium">
            Assignee
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {items.map((i) => (
          <tr key={`${i.kind}:${i.id}`} className={`relative hover:bg-ink-50 ${i.unread ? "bg-brand-50/40" : ""}`}>
            <td className="py-2.5 pl-3 align-top">
              <UnreadDot unread={i.unread} />
            </td>
            <td className="py-2.5 pr-3 align-top">
              <KindBadge kind={i.kind} />
            </td>
            <td className="py-2.5 pr-3 align-top">
              <Link
                to={itemHref(i)}
                state={{ from }}
                className={`block truncate text-ink-950 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600 ${i.unread ? "font-semibold" : "font-medium"}`}
              >
                {i.name}
              </Link>
              <span className="block truncate text-xs text-ink-600">{i.email}</span>
            </td>
            <td className="py-2.5 pr-3 align-top">
              <span className={`block truncate text-ink-900 ${i.unread ? "font-semibold" : ""}`}>{i.topic}</span>
              <span className="block truncate text-xs text-ink-600">{i.excerpt}</span>
            </td>
            <td className="py-2.5 pr-3 align-top whitespace-nowrap text-ink-800 tabular-nums">
              <time dateTime={i.receivedAt}>{formatDateTime(i.receivedAt)}</time>
              <span className="block text-xs text-ink-600">{relativeTime(i.receivedAt)}</span>
            </td>
            <td className="py-2.5 pr-3 align-top">
              <StatusBadge status={i.status} />
            </td>
            <td className="truncate py-2.5 pr-3 align-top text-ink-800">
              {i.assignee ? i.assignee.name : <span className="text-ink-600">Unassigned</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InboxCards({ items, from }: { items: InboxItem[]; from: string }) {
  return (
    <ul className="divide-y divide-ink-100 md:hidden">
      {items.map((i) => (
        <li key={`${i.kind}:${i.id}`} className={`relative px-4 py-3 ${i.unread ? "bg-brand-50/40" : ""}`}>
          <div className="flex items-center gap-2">
            <UnreadDot unread={i.unread} />
            <Link
              to={itemHref(i)}
              state={{ from }}
              className={`min-w-0 flex-1 truncate text-ink-950 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600 ${i.unread ? "font-semibold" : "font-medium"}`}
            >
              {i.name}
            </Link>
            <StatusBadge status={i.status} />
          </div>
          <p className="mt-0.5 truncate text-xs text-ink-600">{i.email}</p>
          <p className="mt-1.5 truncate text-[13px] text-ink-900">{i.topic}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
            <KindBadge kind={i.kind} />
            <time dateTime={i.receivedAt}>{formatDateTime(i.receivedAt)}</time>
            <span>{i.assignee ? i.assignee.name : "Unassigned"}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
