/**
 * Content (/content, editors and admins): every document of the editors' content kinds
 * (content/kinds.ts) with its state, whether it has unpublished changes, whether it is sample
 * content to replace, and who changed it last. About 80 documents: a search box and a filter
 * (kept in the address, so Back and a shared link keep them) narrow the list as one types.
 */
import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { Link, useSearchParams } from "react-router";
import type { ContentSummary } from "#contracts/content.ts";
import { contentApi } from "../lib/content-client";
import { changedText, formatDateTime, plural, singular } from "../lib/format";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button, buttonClass } from "../ui/button";
import { inputClass, selectClass } from "../ui/field";
import { Badge, Card, PageHeader } from "../ui/layout";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { ListingStateBadge } from "./listings";

/** The Show filter: which documents need something of the editors. */
export const contentShows = {
  "": "All documents",
  sample: "Sample content to replace",
  changes: "Unpublished changes",
  draft: "Drafts never published",
  scheduled: "Scheduled",
} as const;
export type ContentShow = keyof typeof contentShows;
const isShow = (v: string): v is ContentShow => Object.hasOwn(contentShows, v);

const shows: Record<Exclude<ContentShow, "">, (i: ContentSummary) => boolean> = {
  sample: (i) => i.sample,
  changes: (i) => i.state === "published" && i.unpublishedChanges,
  // Unpublishing makes a document a draft again: it has been on the site, so it is not one of these.
  draft: (i) => i.state === "draft" && i.firstPublishedAt === null,
  scheduled: (i) => i.publishAt !== null,
};

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The documents a search and a filter leave: every word of the search is in the document's title,
 * its address or its kind's name (in any case, accents ignored), and the filter holds for it.
 */
export function matchContent(items: readonly ContentSummary[], q: string, show: ContentShow): ContentSummary[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const test = show ? shows[show] : () => true;
  return items.filter((i) => {
    if (!test(i)) return false;
    const text = fold(`${i.title} ${i.slug} ${i.kindLabel}`);
    return words.every((w) => text.includes(w));
  });
}

export function ContentPage() {
  useTitle("Content");
  const page = useResource((signal) => contentApi.list(signal), "content");
  const [params, setParams] = useSearchParams();
  const searchRef = useRef<HTMLInputElement>(null);
  const q = params.get("q") ?? "";
  const showParam = params.get("show") ?? "";
  const show: ContentShow = isShow(showParam) ? showParam : "";
  const filtering = q.trim() !== "" || show !== "";
  const set = (next: { q?: string; show?: string }) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  };
  const all = page.data?.items ?? [];
  const shown = matchContent(all, q, show);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Content"
        description="What the site says: edit a draft, preview the exact page, then publish now or at a time. Every save is a revision you can compare and restore."
      />
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      {!page.data && page.loading ? <LoadingBlock label="Loading the content" /> : null}
      {page.data ? (
        <div className="space-y-2">
          <form
            role="search"
            aria-label="Content"
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(e) => e.preventDefault()}
          >
            <div className="flex-1 space-y-1.5">
              <label htmlFor="content-search" className="block text-[13px] font-medium text-ink-800">
                Find a document
              </label>
              <input
                ref={searchRef}
                id="content-search"
                type="search"
                value={q}
                maxLength={100}
                placeholder="A title, an address or a kind, like “devops” or “testimonial”"
                onChange={(e) => set({ q: e.target.value })}
                className={inputClass}
              />
            </div>
            <div className="space-y-1.5 sm:w-64">
              <label htmlFor="content-show" className="block text-[13px] font-medium text-ink-800">
                Show
              </label>
              <select
                id="content-show"
                value={show}
                onChange={(e) => set({ show: e.target.value })}
                className={selectClass}
              >
                {Object.entries(contentShows).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </form>
          <p role="status" className="text-xs text-ink-600">
            {filtering
              ? `${shown.length} of ${plural(all.length, "document")} ${shown.length === 1 ? "matches" : "match"}.`
              : `${plural(all.length, "document")}.`}
          </p>
        </div>
      ) : null}
      {page.data && filtering && shown.length === 0 ? (
        <div className="rounded-lg border border-ink-200 bg-surface shadow-xs">
          <Empty title="No document matches">
            <p>Try fewer words, or another choice under Show.</p>
            <Button
              className="mt-3"
              onClick={() => {
                set({ q: "", show: "" });
                searchRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
              Clear the search
            </Button>
          </Empty>
        </div>
      ) : null}
      {page.data?.kinds.map((kind) => {
        const items = shown.filter((i) => i.kind === kind.kind);
        if (filtering && items.length === 0) return null;
        return (
          <Card key={kind.kind} title={kind.label} bodyClass="p-0">
            <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-4 py-3">
              <p className="max-w-3xl text-sm text-ink-600">{kind.description}</p>
              {kind.creatable ? (
                <Link to={`/content/new/${encodeURIComponent(kind.kind)}`} className={buttonClass("primary", "sm")}>
                  <Plus aria-hidden="true" />
                  {`New ${singular(kind.label)}`}
                </Link>
              ) : null}
            </div>
            <ul className="divide-y divide-ink-100">
              {items.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <Link to={`/content/${encodeURIComponent(i.id)}`} className="font-medium text-link hover:underline">
                      {i.title}
                    </Link>
                    <p className="text-xs text-ink-600">{changedText(i)}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {i.sample ? <Badge tone="amber">Sample: replace</Badge> : null}
                    {i.state === "published" && i.unpublishedChanges ? (
                      <Badge tone="blue">Unpublished changes</Badge>
                    ) : null}
                    {i.publishAt ? <Badge tone="blue">{`Scheduled ${formatDateTime(i.publishAt)}`}</Badge> : null}
                    <ListingStateBadge state={i.state} />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
