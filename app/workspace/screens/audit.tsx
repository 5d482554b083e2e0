/** The audit log (admin): who did what and when. It never holds submission content. */
import { auditActions, type AuditEntry } from "#contracts/workspace.ts";
import { ScrollText } from "lucide-react";
import { useSearchParams } from "react-router";
import { api } from "../lib/client";
import { formatDateTime } from "../lib/format";
import { useTitle } from "../lib/title";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { PageHeader } from "../ui/layout";
import { SelectFilter } from "../ui/list-controls";
import { LoadMore, usePagedList } from "../ui/load-more";

const actionLabel = (a: string) => (a.charAt(0).toUpperCase() + a.slice(1)).replace(/_/g, " ");

function detailText(e: AuditEntry): string {
  if (!e.detail) return "";
  return Object.entries(e.detail)
    .map(([k, v]) => `${k.replace(/_/g, " ")}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" · ");
}

export function AuditPage() {
  useTitle("Audit log");
  const [params, setParams] = useSearchParams();
  const action = params.get("action") ?? "";
  const { page, items, ...list } = usePagedList(
    (cursor) => api.audit({ action: action || undefined, limit: 50, cursor }),
    `audit:${action}`,
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title="Audit log"
        description="Sign-ins, account changes, status changes, exports and erasures. Times are IST."
      />
      <SelectFilter
        label="Action"
        className="block max-w-xs"
        value={action || undefined}
        onChange={(a) => setParams(a ? { action: a } : {})}
        any="Every action"
        options={auditActions}
        optionLabel={actionLabel}
      />
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      <div className="overflow-hidden rounded-lg border border-ink-200 bg-surface shadow-xs">
        {!page.data && page.loading ? (
          <LoadingBlock label="Loading the audit log" />
        ) : page.data && items.length === 0 ? (
          <Empty title="Nothing recorded" icon={<ScrollText />}>
            {action ? "No entries for this action." : "Entries appear as staff sign in and work."}
          </Empty>
        ) : (
          <ul className="divide-y divide-ink-100">
            {items.map((e) => (
              <li
                key={e.id}
                className="grid gap-1 px-4 py-2.5 text-[13px] sm:grid-cols-[11rem_12rem_minmax(0,1fr)] sm:gap-4"
              >
                <time dateTime={e.at} className="text-xs text-ink-600 tabular-nums sm:text-[13px] sm:text-ink-700">
                  {formatDateTime(e.at)}
                </time>
                <span className="font-medium text-ink-900">{actionLabel(e.action)}</span>
                <span className="min-w-0 wrap-anywhere text-ink-700">
                  {e.actor ? e.actor.name : "System or signed out"}
                  {/* The whole id: a listing's, a document's or a certificate's names which one. */}
                  {e.targetType ? ` · ${e.targetType}${e.targetId ? ` ${e.targetId}` : ""}` : ""}
                  {e.detail ? <span className="block text-xs text-ink-600">{detailText(e)}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <LoadMore list={list} label="Load older" />
    </div>
  );
}
