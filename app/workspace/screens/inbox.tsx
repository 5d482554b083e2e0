/**
 * The inbox: quotes and contact messages, newest first, on the workspace's list page
 * (ui/list-page.tsx). Every filter lives in the URL
 * (?kind=&status=&assignee=&q=&from=&to=&channel=&campaign=&unread=&cursor=), so a reload, a shared
 * link and the Back button all keep it; "/" jumps to the search box.
 */
import { inboxKinds, kindLabels, seesKind, statusesByKind, type InboxItem } from "#contracts/workspace.ts";
import { Download, Inbox as InboxIcon } from "lucide-react";
import { api } from "../lib/client";
import { useMe } from "../lib/session";
import { KindBadge, statusLabel } from "../lib/status";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { buttonClass } from "../ui/button";
import { SelectFilter } from "../ui/list-controls";
import { ListPage, SHARED_FILTERS, useListUrl, type ListLines } from "../ui/list-page";

const FILTERS = ["kind", "status", ...SHARED_FILTERS, "unread"] as const;

/** The kinds the list shows: the one chosen, or both (a colleague who sees neither is not offered as assignee). */
const kindsShown = (kind: string | undefined) => inboxKinds.filter((k) => !kind || k === kind);

function allStatuses(kind: string | undefined): string[] {
  if (kind === "quote" || kind === "contact") return [...statusesByKind[kind]];
  return [...new Set(inboxKinds.flatMap((k) => statusesByKind[k]))];
}

export function InboxPage() {
  useTitle("Inbox");
  const me = useMe();
  // A status that the chosen kind does not have is dropped.
  const url = useListUrl(FILTERS, "/inbox", (next) =>
    next.status && !allStatuses(next.kind).includes(next.status) ? { ...next, status: undefined } : next,
  );
  const { filters, apply } = url;
  const people = useResource(() => api.people(), "people");

  const filterControls = (
    <>
      <SelectFilter
        label="Kind"
        value={filters.kind}
        onChange={(kind) => apply({ kind })}
        any="All kinds"
        options={inboxKinds.filter((k) => me.kinds.includes(k))}
        optionLabel={(k) => kindLabels[k]}
      />
      <SelectFilter
        label="Status"
        value={filters.status}
        onChange={(status) => apply({ status })}
        any="Any status"
        options={allStatuses(filters.kind)}
        optionLabel={statusLabel}
      />
    </>
  );
  const unreadFilter = (
    <label className="flex h-9 items-center gap-2 self-end text-sm text-ink-800">
      <input
        type="checkbox"
        className="size-5 accent-brand-600"
        checked={filters.unread === "1"}
        onChange={(e) => apply({ unread: e.target.checked ? "1" : undefined })}
      />
      Unread only
    </label>
  );

  return (
    <ListPage
      url={url}
      load={api.inbox}
      lines={lines}
      title="Inbox"
      description="Quote requests and contact messages, newest first. Times are India Standard Time (IST)."
      actions={
        <a href={api.exportUrl(filters)} download className={buttonClass("secondary", "md")}>
          <Download aria-hidden="true" />
          Export CSV<span className="sr-only"> of the current filter</span>
        </a>
      }
      search={{
        id: "inbox-search",
        label: "Search name, e-mail and text",
        placeholder: "Search name, e-mail, text…",
      }}
      searchShortcut
      filters={filterControls}
      moreFilters={unreadFilter}
      filterGrid="md:grid-cols-4 2xl:grid-cols-[repeat(7,minmax(0,1fr))_auto]"
      people={(people.data?.items ?? []).filter(
        // The colleague the list is filtered by stays named, even if their roles changed since.
        (p) => p.id === filters.assignee || kindsShown(filters.kind).some((k) => seesKind(p.roles, k)),
      )}
      chip={chipLabel}
      loadingLabel="Loading the inbox"
      empty={{
        title: "The inbox is empty",
        text: "Quote requests and contact messages from the website will appear here.",
        icon: <InboxIcon />,
      }}
    />
  );
}

function chipLabel(k: "kind" | "status" | "unread", v: string): string {
  switch (k) {
    case "kind":
      return `Kind: ${kindLabels[v as "quote"] ?? v}`;
    case "status":
      return `Status: ${statusLabel(v)}`;
    case "unread":
      return "Unread only";
  }
}

const lines: ListLines<InboxItem> = {
  caption: "Submissions, newest first",
  key: (i) => `${i.kind}:${i.id}`,
  href: (i) => `/inbox/${i.kind}/${encodeURIComponent(i.id)}`,
  status: (i) => i.status,
  columns: [
    { header: "Kind", width: "w-24", cell: (i) => <KindBadge kind={i.kind} /> },
    { header: "From", width: "w-[24%]", cell: "name" },
    {
      header: "Subject or service",
      cell: (i) => (
        <>
          <span className={`block truncate text-ink-900 ${i.unread ? "font-semibold" : ""}`}>{i.topic}</span>
          <span className="block truncate text-xs text-ink-600">{i.excerpt}</span>
        </>
      ),
    },
    { header: "Received (IST)", width: "w-44", cell: "received" },
    { header: "Status", width: "w-28", cell: "status" },
    {
      header: "Assignee",
      width: "w-36",
      className: "truncate text-ink-800",
      cell: (i) => (i.assignee ? i.assignee.name : <span className="text-ink-600">Unassigned</span>),
    },
  ],
  card: { contact: (i) => i.email, topic: (i) => i.topic, tag: (i) => <KindBadge kind={i.kind} /> },
};
