/**
 * Spam: submissions the honeypot or the fill-time check flagged, with their full content so
 * staff can judge them. "Not spam" moves one to the inbox and sends the e-mails it missed;
 * "Delete" erases it for good after a confirmation.
 */
import { kindLabels, submissionKinds, type SpamItem } from "#contracts/workspace.ts";
import { ShieldCheck, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiFailure } from "../lib/api";
import { api } from "../lib/client";
import { formatDateTime } from "../lib/format";
import { useMe } from "../lib/session";
import { KindBadge } from "../lib/status";
import { useTitle } from "../lib/title";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { Badge, PageHeader } from "../ui/layout";
import { LoadMore, usePagedList } from "../ui/load-more";
import { useToast } from "../ui/toast";

const reasons: Record<string, string> = {
  honeypot: "Filled the hidden field",
  "too-fast": "Sent too fast for a person",
};

export function SpamPage() {
  useTitle("Spam");
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind") ?? "";
  const {
    page,
    items: listed,
    ...list
  } = usePagedList((cursor) => api.spam({ kind: kind || undefined, limit: 25, cursor }), `spam:${kind}`);
  const [gone, setGone] = useState<Set<string>>(new Set());
  const items = listed.filter((i) => !gone.has(`${i.kind}:${i.id}`));
  const kinds = submissionKinds.filter((k) => me.kinds.includes(k));

  return (
    <div className="space-y-4">
      <PageHeader
        title="Spam"
        description="Flagged submissions are kept here with everything they contained. Nothing was e-mailed for them."
      />
      {kinds.length > 1 ? (
        <div role="group" aria-label="Kind" className="flex flex-wrap gap-1.5">
          {["", ...kinds].map((k) => (
            <button
              key={k || "all"}
              type="button"
              aria-pressed={kind === k}
              onClick={() => setParams(k ? { kind: k } : {})}
              className={`h-8 rounded-full border px-3 text-[13px] font-medium ${kind === k ? "border-ink-900 bg-ink-900 text-white" : "border-ink-200 bg-surface text-ink-800 hover:bg-ink-50"}`}
            >
              {k ? `${kindLabels[k as keyof typeof kindLabels]}s` : "All"}
            </button>
          ))}
        </div>
      ) : null}
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      {!page.data && page.loading ? <LoadingBlock label="Loading spam" /> : null}
      {page.data && items.length === 0 ? (
        <div className="rounded-lg border border-ink-200 bg-surface">
          <Empty title="No spam" icon={<ShieldCheck />}>
            Nothing is waiting to be judged.
          </Empty>
        </div>
      ) : null}
      <ul className="space-y-3">
        {items.map((item) => (
          <SpamCard
            key={`${item.kind}:${item.id}`}
            item={item}
            onGone={() => setGone((g) => new Set(g).add(`${item.kind}:${item.id}`))}
          />
        ))}
      </ul>
      <LoadMore list={list} label="Load older" />
    </div>
  );
}

function SpamCard({ item, onGone }: { item: SpamItem; onGone: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState<"release" | "delete" | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const label = kindLabels[item.kind].toLowerCase();
  const headingId = `spam-${item.kind}-${item.id}`;

  async function release() {
    setBusy("release");
    setError(null);
    try {
      const d = await api.releaseSpam(item.kind, item.id);
      onGone();
      toast.success(`Moved to the inbox; its e-mails are on their way. Reference ${d.reference}.`);
    } catch (err) {
      if (err instanceof ApiFailure && (err.kind === "not-found" || err.kind === "conflict")) {
        onGone();
        toast.error(err.message);
      } else setError(err);
      setBusy(null);
    }
  }
  async function remove() {
    setBusy("delete");
    setError(null);
    try {
      await api.deleteSpam(item.kind, item.id);
      setConfirm(false);
      onGone();
      toast.success(`The ${label} was deleted.`);
    } catch (err) {
      setError(err);
      setBusy(null);
    }
  }

  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-ink-200 bg-surface shadow-xs">
      <div className="flex flex-col gap-3 border-b border-ink-100 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <KindBadge kind={item.kind} />
            {item.reason ? <Badge tone="red">{reasons[item.reason] ?? item.reason}</Badge> : null}
            <time className="text-xs text-ink-600" dateTime={item.receivedAt}>
              {formatDateTime(item.receivedAt)}
            </time>
          </div>
          <h2 id={headingId} className="truncate text-sm font-semibold">
            {item.name} <span className="font-normal text-ink-600">· {item.email}</span>
          </h2>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={release} busy={busy === "release"} disabled={busy !== null}>
            <Undo2 aria-hidden="true" />
            Not spam<span className="sr-only">: {item.name}</span>
          </Button>
          <Button size="sm" className="text-red-800" onClick={() => setConfirm(true)} disabled={busy !== null}>
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {item.name}</span>
          </Button>
        </div>
      </div>
      <div className="space-y-3 px-4 py-3">
        {error ? <FailureAlert error={error} /> : null}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {item.fields.map((f) => (
            <div key={f.name} className={f.value.length > 60 || f.name === "message" ? "sm:col-span-2" : ""}>
              <dt className="text-xs font-medium text-ink-600">{f.label}</dt>
              <dd className="text-[13px] break-words whitespace-pre-wrap text-ink-900">{f.value || "—"}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={`Delete this ${label} for good?`}
        description={`The ${label} from ${item.name} is erased and cannot be brought back. If it might be real, use “Not spam” instead.`}
        footer={
          <>
            <Button onClick={() => setConfirm(false)}>Cancel</Button>
            <Button variant="danger" onClick={remove} busy={busy === "delete"}>
              Delete for good
            </Button>
          </>
        }
      >
        {error ? <FailureAlert error={error} /> : null}
      </Dialog>
    </li>
  );
}
