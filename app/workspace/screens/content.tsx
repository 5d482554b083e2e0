/**
 * Content (/content, editors and admins): every document of the editors' content kinds
 * (content/kinds.ts) with its state, whether it has unpublished changes, whether it is sample
 * content to replace, and who changed it last.
 */
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { contentApi } from "../lib/content-client";
import { changedText, formatDateTime, singular } from "../lib/format";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { buttonClass } from "../ui/button";
import { Badge, Card, PageHeader } from "../ui/layout";
import { FailureAlert, LoadingBlock } from "../ui/feedback";
import { ListingStateBadge } from "./listings";

export function ContentPage() {
  useTitle("Content");
  const page = useResource((signal) => contentApi.list(signal), "content");
  return (
    <div className="space-y-5">
      <PageHeader
        title="Content"
        description="What the site says: edit a draft, preview the exact page, then publish now or at a time. Every save is a revision you can compare and restore."
      />
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      {!page.data && page.loading ? <LoadingBlock label="Loading the content" /> : null}
      {page.data?.kinds.map((kind) => {
        const items = page.data!.items.filter((i) => i.kind === kind.kind);
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
