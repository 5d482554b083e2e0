/**
 * The one list page of the workspace's lists of submissions: the inbox and Applications. It holds
 * what they share: the header; the search box (with "/" to jump to it, where the screen asks); the
 * filter panel with the screen's own filters, then assignee, received dates and source; the chips
 * of the filters on and "Clear all"; the loading, failure and empty states; the results as a table
 * from md up and as cards on phones, each line opening the item with the list's address kept for
 * Back; and the Newer/Older pager over keyset pages. Every filter and the cursor live in the URL
 * (useListUrl), so a reload, a shared link and Back keep them; the cursors of earlier pages ride in
 * the history entry's state. A screen gives only what differs: its own filters and their chips, its
 * columns and card lines, and its API call.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { dayText } from "#contracts/days.ts";
import { formatDateTime, relativeTime } from "../lib/format";
import { buttonClass } from "./button";
import { useMe } from "../lib/session";
import { StatusBadge } from "../lib/status";
import { useResource } from "../lib/use-resource";
import { Empty, FailureAlert, LoadingBlock } from "./feedback";
import { PageHeader } from "./layout";
import {
  AssigneeFilter,
  assigneeChip,
  DateRangeFilter,
  FilterChips,
  FilterPanel,
  Pager,
  SearchBox,
  SourceFilters,
  sourceChip,
  useUrlFilters,
  type UrlFilters,
} from "./list-controls";

const PAGE_SIZE = 25;

/** The filters every list of submissions has, in the order the URL and the chips give them. */
export const SHARED_FILTERS = ["assignee", "q", "from", "to", "channel", "campaign"] as const;
type SharedFilter = (typeof SHARED_FILTERS)[number];

type Values<K extends string> = Partial<Record<K, string | undefined>>;

interface PageState {
  /** Cursors of the pages before this one (the first page's is ""). */
  back?: string[];
}

/**
 * A list's filters as the URL at `pathname` has them, and the ways to change them, each a new
 * history entry: `apply` changes filters and goes back to the first page (`normalize` may drop
 * what no longer fits), `page` goes to another page, `clear` drops every filter.
 */
export function useListUrl<K extends string>(
  names: readonly K[],
  pathname: string,
  normalize: (next: Values<K | "cursor">) => Values<K | "cursor"> = (next) => next,
) {
  const filters = useUrlFilters(names);
  const navigate = useNavigate();
  function go(values: Values<K | "cursor">, back?: string[]) {
    const next = new URLSearchParams();
    for (const k of [...names, "cursor" as const]) {
      const v = values[k];
      if (v) next.set(k, v);
    }
    const s = next.toString();
    navigate({ pathname, search: s ? `?${s}` : "" }, back ? { state: { back } satisfies PageState } : undefined);
  }
  return {
    names,
    filters,
    apply: (change: Values<K>) => go(normalize({ ...filters, ...change, cursor: undefined })),
    page: (cursor: string | null, back: string[]) => go({ ...filters, cursor: cursor ?? undefined }, back),
    clear: () => navigate(pathname),
  };
}
type ListUrl<K extends string> = ReturnType<typeof useListUrl<K>>;

/** What every line of these lists has. */
interface ListItem {
  id: string;
  name: string;
  email: string;
  receivedAt: string;
  assignee: { name: string } | null;
  unread: boolean;
}

/** A column of the table after the unread mark; `width` is its header cell's width class. */
interface Column<T> {
  header: string;
  width?: string;
  /**
   * What a cell shows: "name" the item's name, linked to it, over its e-mail; "received" the time
   * it came and how long ago; "status" its status badge; or the screen's own.
   */
  cell: "name" | "received" | "status" | ((item: T) => ReactNode);
  /** More classes of the cell (the screen's own cells). */
  className?: string;
}

/** The lines of a card (phones) besides the name, the status, the time and the assignee. */
interface CardLines<T> {
  /** Under the name: how to reach them. */
  contact: (item: T) => ReactNode;
  /** What it is about. */
  topic: (item: T) => ReactNode;
  /** First in the last line, before the time. */
  tag: (item: T) => ReactNode;
}

/** How the screen's items show: a row of the table (md up) and a card (phones), each opening the item. */
export interface ListLines<T> {
  /** The table's caption (for screen readers). */
  caption: string;
  /** The item's page. */
  href: (item: T) => string;
  /** The React key of an item (its id unless told). */
  key?: (item: T) => string;
  /** Its status or stage (a badge). */
  status: (item: T) => string;
  columns: Column<T>[];
  card: CardLines<T>;
}

export function ListPage<O extends string, T extends ListItem>({
  url,
  load,
  lines,
  title,
  description,
  actions,
  search,
  searchShortcut = false,
  filters: ownFilters,
  moreFilters,
  filterGrid,
  people,
  chip,
  notice,
  loadingLabel,
  empty,
}: {
  /** The list's filters in the URL (useListUrl); `O` names the screen's own. */
  url: ListUrl<O | SharedFilter>;
  /** The API call for one page. */
  load: (
    query: UrlFilters<O | SharedFilter> & { limit: number },
    signal: AbortSignal,
  ) => Promise<{ items: T[]; nextCursor: string | null }>;
  lines: ListLines<T>;
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
  /** The search box's id, name and placeholder. */
  search: { id: string; label: string; placeholder: string };
  /** Whether "/" jumps to the search box. */
  searchShortcut?: boolean;
  /** The screen's own filters, before the shared ones. */
  filters: ReactNode;
  /** The screen's own filters after the shared ones. */
  moreFilters?: ReactNode;
  /** The filters' grid from md up (FilterPanel). */
  filterGrid: string;
  /** Whom the assignee filter offers. */
  people: { id: string; name: string }[];
  /** The chip of one of the screen's own filters. */
  chip: (name: O, value: string) => string;
  /** Said above the results (e.g. a filter's options that could not be loaded). */
  notice?: ReactNode;
  loadingLabel: string;
  /** What an empty list says when no filter is on (the icon shows with a filter on too). */
  empty: { title: string; text: string; icon: ReactNode };
}) {
  const me = useMe();
  const location = useLocation();
  const { names, filters } = url;
  // The shared filters' controls change only theirs (a screen's own filters never share their names).
  const apply = url.apply as (change: Values<SharedFilter>) => void;
  const back = ((location.state as PageState | null)?.back ?? []).slice();
  const page = useResource((signal) => load({ ...filters, limit: PAGE_SIZE }, signal), JSON.stringify(filters));
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
    if (!searchShortcut) return;
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
  }, [searchShortcut]);

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    apply({ q: q.trim() || undefined });
  }

  const active = names.filter((k) => filters[k]).length;
  // A range typed (or linked) the wrong way round matches nothing: said so, with the way out.
  const reversed =
    filters.from && filters.to && filters.from > filters.to ? { from: filters.from, to: filters.to } : null;
  const chipLabel = (k: O | SharedFilter, v: string) => (isShared(k) ? sharedChip(k, v, people, me.id) : chip(k, v));

  return (
    <div className="space-y-4">
      <PageHeader title={title} description={description} actions={actions} />

      <div className="space-y-3">
        <SearchBox
          {...search}
          value={q}
          onChange={setQ}
          onSubmit={submitSearch}
          inputRef={searchRef}
          shortcut={searchShortcut ? "/" : undefined}
        />
        <FilterPanel active={active} desktopGrid={filterGrid}>
          {ownFilters}
          <AssigneeFilter
            value={filters.assignee}
            people={people}
            meId={me.id}
            onChange={(assignee) => apply({ assignee })}
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={apply} />
          <SourceFilters channel={filters.channel} campaign={filters.campaign} onChange={apply} />
          {moreFilters}
        </FilterPanel>
        <FilterChips
          names={names}
          filters={filters}
          label={chipLabel}
          onRemove={(k) => url.apply({ [k]: undefined } as Values<O | SharedFilter>)}
          onClear={url.clear}
        />
      </div>

      {notice}
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}

      <div className="overflow-hidden rounded-lg border border-ink-200 bg-surface shadow-xs" aria-busy={page.loading}>
        {!page.data && page.loading ? (
          <LoadingBlock label={loadingLabel} />
        ) : page.data && page.data.items.length === 0 ? (
          reversed ? (
            <Empty title="The dates are the wrong way round" icon={empty.icon}>
              <p>{`“Received from” (${dayText(reversed.from)}) is after “Received to” (${dayText(reversed.to)}), so nothing can match.`}</p>
              <button
                type="button"
                className={`${buttonClass("secondary", "sm")} mt-3`}
                onClick={() => {
                  apply({ from: reversed.to, to: reversed.from });
                  // The button goes with the message: the focus goes back to the list's search.
                  searchRef.current?.focus();
                }}
              >
                Swap the dates
              </button>
            </Empty>
          ) : (
            <Empty title={active ? "Nothing matches these filters" : empty.title} icon={empty.icon}>
              {active ? "Try fewer filters or another search." : empty.text}
            </Empty>
          )
        ) : page.data ? (
          <>
            <ItemTable items={page.data.items} from={location.search} lines={lines} />
            <ItemCards items={page.data.items} from={location.search} lines={lines} />
          </>
        ) : null}
      </div>

      {page.data ? (
        <Pager back={back} nextCursor={page.data.nextCursor} cursor={filters.cursor} onPage={url.page} />
      ) : null}
    </div>
  );
}

const isShared = (k: string): k is SharedFilter => (SHARED_FILTERS as readonly string[]).includes(k);

function sharedChip(k: SharedFilter, v: string, people: { id: string; name: string }[], meId: string): string {
  switch (k) {
    case "assignee":
      return assigneeChip(v, people, meId);
    case "q":
      return `Search: “${v}”`;
    case "from":
      return `Received from ${dayText(v)}`;
    case "to":
      return `Received to ${dayText(v)}`;
    case "channel":
    case "campaign":
      return sourceChip(k, v);
  }
}

function UnreadDot({ unread }: { unread: boolean }) {
  return unread ? (
    <span className="inline-flex items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
      <span className="sr-only">Unread</span>
    </span>
  ) : null;
}

/** The line's link to the item: the whole line (table row or card) is its target. */
const linkClass = (unread: boolean) =>
  `block truncate text-ink-950 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600 ${unread ? "font-semibold" : "font-medium"}`;

interface LinesProps<T> {
  items: T[];
  /** The list's query, for the item's "Back to the list". */
  from: string;
  lines: ListLines<T>;
}

const keyOf = <T extends ListItem>(lines: ListLines<T>, item: T) => (lines.key ? lines.key(item) : item.id);

function ItemTable<T extends ListItem>({ items, from, lines }: LinesProps<T>) {
  const { href, status, columns } = lines;
  const cell = (c: Column<T>, i: T): ReactNode => {
    switch (c.cell) {
      case "name":
        return (
          <>
            <Link to={href(i)} state={{ from }} className={linkClass(i.unread)}>
              {i.name}
            </Link>
            <span className="block truncate text-xs text-ink-600">{i.email}</span>
          </>
        );
      case "received":
        return (
          <>
            <time dateTime={i.receivedAt}>{formatDateTime(i.receivedAt)}</time>
            <span className="block text-xs text-ink-600">{relativeTime(i.receivedAt)}</span>
          </>
        );
      case "status":
        return <StatusBadge status={status(i)} />;
      default:
        return c.cell(i);
    }
  };
  const cellClass = (c: Column<T>) =>
    c.cell === "received"
      ? "py-2.5 pr-3 align-top whitespace-nowrap text-ink-800 tabular-nums"
      : `py-2.5 pr-3 align-top${c.className ? ` ${c.className}` : ""}`;
  return (
    <table className="hidden w-full table-fixed text-left text-[13px] md:table">
      <caption className="sr-only">{lines.caption}</caption>
      <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-700">
        <tr>
          <th scope="col" className="w-7 py-2 pl-3">
            <span className="sr-only">Unread</span>
          </th>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={`${c.width ? `${c.width} ` : ""}py-2 pr-3 font-medium`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {items.map((i) => (
          <tr key={keyOf(lines, i)} className={`relative hover:bg-ink-50 ${i.unread ? "bg-brand-50/40" : ""}`}>
            <td className="py-2.5 pl-3 align-top">
              <UnreadDot unread={i.unread} />
            </td>
            {columns.map((c) => (
              <td key={c.header} className={cellClass(c)}>
                {cell(c, i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ItemCards<T extends ListItem>({ items, from, lines }: LinesProps<T>) {
  const { href, status, card } = lines;
  return (
    <ul className="divide-y divide-ink-100 md:hidden">
      {items.map((i) => (
        <li key={keyOf(lines, i)} className={`relative px-4 py-3 ${i.unread ? "bg-brand-50/40" : ""}`}>
          <div className="flex items-center gap-2">
            <UnreadDot unread={i.unread} />
            <Link to={href(i)} state={{ from }} className={`min-w-0 flex-1 ${linkClass(i.unread)}`}>
              {i.name}
            </Link>
            <StatusBadge status={status(i)} />
          </div>
          <p className="mt-0.5 truncate text-xs text-ink-600">{card.contact(i)}</p>
          <p className="mt-1.5 truncate text-[13px] text-ink-900">{card.topic(i)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
            {card.tag(i)}
            <time dateTime={i.receivedAt}>{formatDateTime(i.receivedAt)}</time>
            <span>{i.assignee ? i.assignee.name : "Unassigned"}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
