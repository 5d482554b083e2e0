/** E-mail health (admin): what waits in the outbox, what failed and why, and a retry. */
import type { OutboxItem } from "#contracts/workspace.ts";
import { CircleAlert, CircleCheck, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../lib/client";
import { formatDateTime, nextTryText, plural, relativeTime } from "../lib/format";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { Card, PageHeader } from "../ui/layout";
import { useToast } from "../ui/toast";

const kindText: Record<string, string> = {
  notify: "Notification",
  ack: "Acknowledgement",
  reject: "Rejection",
  invite: "Invitation",
  reset: "Password reset",
};

export function EmailHealth() {
  useTitle("E-mail health");
  const toast = useToast();
  const health = useResource(() => api.outbox(), "outbox");
  const [busy, setBusy] = useState<string | null>(null);
  const h = health.data;

  async function retry(id: string | null) {
    setBusy(id ?? "all");
    try {
      if (id) {
        await api.retryOutbox(id);
        toast.success("Queued again; the relay will try it now.");
      } else {
        const { count } = await api.retryAllFailed();
        toast.success(`${plural(count, "e-mail")} queued again.`);
      }
      health.reload();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "The retry did not work.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-5">
      <PageHeader
        title="E-mail health"
        description="Every e-mail goes through the outbox: it is retried with backoff until it is sent or gives up."
        actions={
          <Button onClick={health.reload} busy={health.loading && Boolean(h)}>
            <RotateCw aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      {health.error ? <FailureAlert error={health.error} onRetry={health.reload} /> : null}
      {!h && health.loading ? <LoadingBlock label="Loading the outbox" /> : null}
      {h ? (
        <>
          <div className="grid grid-cols-3 gap-3">
            <Figure label="Failed" value={h.counts.failed} tone={h.counts.failed ? "text-red-700" : "text-ink-950"} />
            <Figure
              label="Waiting"
              value={h.counts.pending}
              tone="text-ink-950"
              hint={h.oldestPendingAt ? `oldest ${relativeTime(h.oldestPendingAt)}` : undefined}
            />
            <Figure label="Sent" value={h.counts.sent} tone="text-ink-950" />
          </div>
          <Card
            title={`Failed (${h.failed.length})`}
            actions={
              h.failed.length > 1 ? (
                <Button size="sm" onClick={() => retry(null)} busy={busy === "all"} disabled={busy !== null}>
                  <RotateCw aria-hidden="true" />
                  Retry all
                </Button>
              ) : null
            }
            bodyClass=""
          >
            {h.failed.length === 0 ? (
              <Empty title="No failed e-mails" icon={<CircleCheck />} />
            ) : (
              <OutboxList items={h.failed} onRetry={retry} busy={busy} failed />
            )}
          </Card>
          <Card title={`Waiting to be sent (${h.pending.length})`} bodyClass="">
            {h.pending.length === 0 ? (
              <Empty title="Nothing waiting" icon={<CircleCheck />} />
            ) : (
              <OutboxList items={h.pending} />
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}

function Figure({ label, value, tone, hint }: { label: string; value: number; tone: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-ink-200 bg-surface px-4 py-3 shadow-xs">
      <p className="text-xs font-medium text-ink-600">{label}</p>
      <p className={`text-2xl font-semibold tabular-nums ${tone}`}>{value.toLocaleString("en-IN")}</p>
      {hint ? <p className="text-xs text-ink-600">{hint}</p> : null}
    </div>
  );
}

function OutboxList({
  items,
  onRetry,
  busy,
  failed,
}: {
  items: OutboxItem[];
  onRetry?: (id: string) => void;
  busy?: string | null;
  failed?: boolean;
}) {
  return (
    <ul className="divide-y divide-ink-100">
      {items.map((m) => (
        <li key={m.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-0.5">
            <p className="truncate text-[13px] font-medium text-ink-900">{m.subject}</p>
            <p className="flex flex-wrap gap-x-1.5 text-xs text-ink-600">
              <span className="min-w-0 truncate">
                {kindText[m.kind] ?? m.kind} to {m.to}
              </span>
              {m.submissionKind === "quote" || m.submissionKind === "contact" ? (
                <Link
                  className="text-link hover:underline"
                  to={`/inbox/${m.submissionKind}/${encodeURIComponent(m.submissionId)}`}
                >
                  Open the {m.submissionKind}
                </Link>
              ) : null}
            </p>
            <p className="text-xs text-ink-700">
              Queued {formatDateTime(m.createdAt)} · {plural(m.attempts, "attempt")}
              {failed
                ? m.failedAt
                  ? ` · gave up ${formatDateTime(m.failedAt)}`
                  : ""
                : m.nextAttemptAt
                  ? ` · next try ${nextTryText(m.nextAttemptAt)}`
                  : ""}
            </p>
            {m.lastError ? (
              <p className="flex items-start gap-1 text-xs break-words text-red-800">
                <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                {m.lastError}
              </p>
            ) : null}
          </div>
          {onRetry ? (
            <Button size="sm" onClick={() => onRetry(m.id)} busy={busy === m.id} disabled={Boolean(busy)}>
              <RotateCw aria-hidden="true" />
              Retry<span className="sr-only"> “{m.subject}”</span>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
