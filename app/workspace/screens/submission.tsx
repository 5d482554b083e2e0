/** One submission: every field, its reference, its e-mails, status, assignee, notes and history. */
import {
  kindLabels,
  seesKind,
  type HistoryEntry,
  type MailState,
  type SubmissionDetail,
  type SubmissionKind,
} from "#contracts/workspace.ts";
import { Check, Clock, Mail, MailWarning, StickyNote, Trash2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { channelLabels, UTM_KEYS } from "#contracts/lead-source.ts";
import { ApiFailure } from "../lib/api";
import { api } from "../lib/client";
import { formatDateTime, nextTryText } from "../lib/format";
import { hasRole, useMe } from "../lib/session";
import { KindBadge, StatusBadge, statusLabel } from "../lib/status";
import { useTitle } from "../lib/title";
import { RejectDialog, ResumeCard } from "./applicant";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Alert, FailureAlert, LoadingBlock } from "../ui/feedback";
import { selectClass, TextareaField } from "../ui/field";
import { BackLink, Badge, Card, DescriptionList } from "../ui/layout";
import { useToast } from "../ui/toast";

const failureText = (e: unknown) => (e instanceof ApiFailure ? e.message : "That did not work. Try again.");

/** Where a kind's list lives: applications have their own (Hiring), the rest are in the inbox. */
export const listPath = (kind: string) => (kind === "application" ? "/hiring" : "/inbox");

/** One submission; `kind` is given by the route for applications (/hiring/:id), else from the URL. */
export function SubmissionPage({ kind: fixedKind }: { kind?: SubmissionKind } = {}) {
  const params = useParams();
  const kind = fixedKind ?? params.kind ?? "";
  const id = params.id ?? "";
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? "";
  const detail = useResource(() => api.submission(kind, id), `${kind}:${id}`);
  const d = detail.data;
  useTitle(d ? `${d.name} · ${kindLabels[d.kind]}` : "Submission");
  return (
    <div className="space-y-5">
      <BackLink to={`${listPath(kind)}${from}`}>{kind === "application" ? "Applications" : "Inbox"}</BackLink>
      {detail.error && !d ? <FailureAlert error={detail.error} onRetry={detail.reload} /> : null}
      {!d && detail.loading ? <LoadingBlock label="Loading the submission" /> : null}
      {d ? <Detail d={d} onChange={detail.set} /> : null}
    </div>
  );
}

function Detail({ d, onChange }: { d: SubmissionDetail; onChange: (d: SubmissionDetail) => void }) {
  const me = useMe();
  return (
    <>
      <header className="space-y-2 border-b border-ink-200 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={d.kind} />
          <StatusBadge status={d.status} />
          {d.spam ? <Badge tone="red">Spam{d.spamReason ? `: ${d.spamReason}` : ""}</Badge> : null}
        </div>
        <h1 className="text-xl font-semibold tracking-tight break-words">{d.topic || d.name}</h1>
        <p className="text-[13px] text-ink-700">
          From <strong className="font-medium text-ink-950">{d.name}</strong> ·{" "}
          <a
            className="text-link underline decoration-brand-200 underline-offset-2 hover:decoration-link"
            href={`mailto:${d.email}`}
          >
            {d.email}
          </a>{" "}
          · received <time dateTime={d.receivedAt}>{formatDateTime(d.receivedAt)}</time>
        </p>
        <p className="text-[13px] text-ink-700">
          Reference <span className="font-mono text-ink-950 select-all">{d.reference}</span>
        </p>
      </header>
      {d.spam ? (
        <Alert tone="warning" title="Flagged as spam">
          This submission is in the spam view and no e-mails were sent for it.{" "}
          <Link className="font-medium underline" to="/spam">
            Judge it in Spam
          </Link>
          .
        </Alert>
      ) : null}
      {/* On a phone the record's work (stage or status, assignee, e-mails) comes right after what
          they sent, before the notes and history; on a wide screen it is the column beside them. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-5">
          <Card title="What they sent">
            <DescriptionList
              items={d.fields.map((f) => ({
                label: f.label,
                value:
                  // A phone number calls from a phone, as the e-mail address writes.
                  f.name === "phone" && f.value ? (
                    <a href={`tel:${f.value.replace(/[^\d+]/g, "")}`} className="text-link hover:underline">
                      {f.value}
                    </a>
                  ) : (
                    <span className="whitespace-pre-wrap">{f.value || "—"}</span>
                  ),
                wide: f.value.length > 60 || f.name === "message",
              }))}
            />
          </Card>
          <SourceCard source={d.source} />
        </div>
        <div className="min-w-0 space-y-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {d.kind === "application" ? <ResumeCard d={d} /> : null}
          <Workflow d={d} onChange={onChange} />
          <MailCard mail={d.mail} />
          {hasRole(me, "admin") ? <Erase d={d} /> : null}
        </div>
        <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-2">
          <Notes d={d} onChange={onChange} />
          <History entries={d.history} application={d.kind === "application"} />
        </div>
      </div>
    </>
  );
}

function Workflow({ d, onChange }: { d: SubmissionDetail; onChange: (d: SubmissionDetail) => void }) {
  const me = useMe();
  const toast = useToast();
  const people = useResource(() => api.people(), "people");
  const [status, setStatus] = useState(d.status);
  const [assignee, setAssignee] = useState(d.assignee?.id ?? "");
  const [busy, setBusy] = useState<"status" | "assignee" | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const isApplication = d.kind === "application";
  const [error, setError] = useState<unknown>(null);
  // After a save (or a reload) the menus show what the record now says.
  const [shown, setShown] = useState({ status: d.status, assignee: d.assignee?.id ?? "" });
  if (shown.status !== d.status || shown.assignee !== (d.assignee?.id ?? "")) {
    setShown({ status: d.status, assignee: d.assignee?.id ?? "" });
    setStatus(d.status);
    setAssignee(d.assignee?.id ?? "");
  }
  const candidates = (people.data?.items ?? []).filter((p) => seesKind(p.roles, d.kind));
  if (d.assignee && !candidates.some((p) => p.id === d.assignee?.id)) candidates.push({ ...d.assignee, roles: [] });

  async function save(
    change: { status?: string; assigneeId?: string | null },
    what: "status" | "assignee",
    done: string,
  ) {
    setBusy(what);
    setError(null);
    try {
      onChange(await api.updateSubmission(d.kind, d.id, change));
      toast.success(done);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title="Workflow">
      <div className="space-y-4">
        {error ? <FailureAlert error={error} /> : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // Rejecting an applicant shows the e-mail they can be sent before anything changes.
            if (isApplication && status === "rejected") setRejecting(true);
            else
              void save({ status }, "status", `${isApplication ? "Stage" : "Status"} set to ${statusLabel(status)}.`);
          }}
          className="space-y-1.5"
        >
          <label htmlFor="status" className="block text-[13px] font-medium text-ink-800">
            {isApplication ? "Stage" : "Status"}
          </label>
          <div className="flex gap-2">
            <select id="status" className={selectClass} value={status} onChange={(e) => setStatus(e.target.value)}>
              {d.statuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
            <Button type="submit" size="md" disabled={status === d.status} busy={busy === "status"}>
              {isApplication ? "Move" : "Save"}
            </Button>
          </div>
        </form>
        {isApplication ? (
          <RejectDialog
            d={d}
            open={rejecting}
            onClose={() => setRejecting(false)}
            onDone={(next) => {
              setRejecting(false);
              onChange(next);
            }}
          />
        ) : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const person = candidates.find((p) => p.id === assignee);
            void save(
              { assigneeId: assignee || null },
              "assignee",
              person ? `Assigned to ${person.name}.` : "Unassigned.",
            );
          }}
          className="space-y-1.5"
        >
          <label htmlFor="assignee" className="block text-[13px] font-medium text-ink-800">
            Assignee
          </label>
          <div className="flex gap-2">
            <select
              id="assignee"
              className={selectClass}
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
            >
              <option value="">Unassigned</option>
              {candidates.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                  {p.id === me.id ? " (me)" : ""}
                </option>
              ))}
            </select>
            <Button type="submit" disabled={assignee === (d.assignee?.id ?? "")} busy={busy === "assignee"}>
              Save
            </Button>
          </div>
          {d.assignee?.id !== me.id ? (
            <button
              type="button"
              className="inline-flex min-h-8 items-center text-xs font-medium text-link hover:underline"
              onClick={() => void save({ assigneeId: me.id }, "assignee", "Assigned to you.")}
            >
              Assign to me
            </button>
          ) : null}
        </form>
        <MarkUnread d={d} />
      </div>
    </Card>
  );
}

function MarkUnread({ d }: { d: SubmissionDetail }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <div className="border-t border-ink-100 pt-3">
      <button
        type="button"
        disabled={busy}
        className="inline-flex min-h-8 items-center text-left text-xs font-medium text-ink-700 hover:text-ink-950 hover:underline"
        onClick={async () => {
          setBusy(true);
          try {
            await api.markUnread(d.kind, d.id);
            toast.success("Marked as unread.");
            navigate(listPath(d.kind));
          } catch (err) {
            toast.error(failureText(err));
            setBusy(false);
          }
        }}
      >
        Mark as unread and go back to {d.kind === "application" ? "the applications" : "the inbox"}
      </button>
    </div>
  );
}

function Notes({ d, onChange }: { d: SubmissionDetail; onChange: (d: SubmissionDetail) => void }) {
  const toast = useToast();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) {
      setError("Write a note first.");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await api.addNote(d.kind, d.id, body.trim());
      setBody("");
      toast.success("Note added.");
      onChange(await api.submission(d.kind, d.id));
    } catch (err) {
      setError(err instanceof ApiFailure && err.fields.body ? err.fields.body : failureText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={`Internal notes${d.notes.length ? ` (${d.notes.length})` : ""}`}>
      <div className="space-y-4">
        {d.notes.length ? (
          <ul className="space-y-3">
            {d.notes.map((n) => (
              <li key={n.id} className="rounded-md border border-ink-100 bg-ink-25 p-3">
                <p className="text-xs text-ink-600">
                  <strong className="font-medium text-ink-900">{n.author?.name ?? "Removed account"}</strong> ·{" "}
                  <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                </p>
                <p className="mt-1 text-[13px] whitespace-pre-wrap text-ink-900">{n.body}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-[13px] text-ink-600">No notes yet. Notes are seen only by staff, never by the sender.</p>
        )}
        <form noValidate onSubmit={submit} className="space-y-2">
          <TextareaField
            label="Add a note"
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={error}
            maxLength={5000}
          />
          <div className="flex justify-end">
            <Button type="submit" variant="primary" busy={busy}>
              <StickyNote aria-hidden="true" />
              Add note
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}

const mailLabels: Record<MailState["kind"], string> = {
  notify: "Notification to the company",
  ack: "Acknowledgement to the sender",
  reject: "Rejection to the applicant",
};

function MailCard({ mail }: { mail: MailState[] }) {
  return (
    <Card title="E-mails" bodyClass="">
      {mail.length === 0 ? (
        <p className="p-4 text-[13px] text-ink-600">No e-mails for this submission.</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {mail.map((m) => (
            <li key={m.kind} className="space-y-1 px-4 py-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-[13px] font-medium text-ink-900">{mailLabels[m.kind]}</span>
                <MailBadge state={m.state} />
              </div>
              <p className="text-xs wrap-anywhere text-ink-600">To {m.to || "—"}</p>
              <p className="text-xs text-ink-700">
                {m.state === "sent" ? (
                  <>Sent {formatDateTime(m.sentAt)}</>
                ) : m.state === "failed" ? (
                  <>
                    Gave up {formatDateTime(m.failedAt)} after {m.attempts} attempts
                  </>
                ) : m.state === "pending" ? (
                  <>
                    {m.attempts ? `${m.attempts} attempts so far; ` : ""}next try {nextTryText(m.nextAttemptAt)}
                  </>
                ) : (
                  <>Not queued (flagged as spam)</>
                )}
              </p>
              {m.lastError ? <p className="text-xs break-words text-red-800">Last error: {m.lastError}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MailBadge({ state }: { state: MailState["state"] }) {
  if (state === "sent")
    return (
      <Badge tone="green">
        <Check className="mr-0.5 size-3" aria-hidden="true" />
        Sent
      </Badge>
    );
  if (state === "failed")
    return (
      <Badge tone="red">
        <MailWarning className="mr-0.5 size-3" aria-hidden="true" />
        Failed
      </Badge>
    );
  if (state === "pending")
    return (
      <Badge tone="amber">
        <Clock className="mr-0.5 size-3" aria-hidden="true" />
        Pending
      </Badge>
    );
  return (
    <Badge>
      <Mail className="mr-0.5 size-3" aria-hidden="true" />
      Not queued
    </Badge>
  );
}

/** A history entry in words; an application's status is its stage, as its screen calls it. */
function describe(h: HistoryEntry, application: boolean): ReactNode {
  const who = <strong className="font-medium text-ink-950">{h.actor?.name ?? "System"}</strong>;
  switch (h.action) {
    case "received":
      return <>Received from the website</>;
    case "status":
      return (
        <>
          {who} changed the {application ? "stage" : "status"}
          {h.from ? ` from ${statusLabel(h.from)}` : ""} to {h.to ? statusLabel(h.to) : "—"}
        </>
      );
    case "assignee":
      return h.to ? (
        <>
          {who} {h.actor?.name === h.to ? "took it on" : `assigned it to ${h.to}`}
          {h.from ? ` (was ${h.from})` : ""}
        </>
      ) : (
        <>
          {who} removed the assignee{h.from ? ` (${h.from})` : ""}
        </>
      );
    case "note":
      return <>{who} added a note</>;
    case "released":
    case "spam_release":
      return <>{who} released it from spam; its e-mails were queued</>;
    case "read":
      return <>{who} opened it</>;
    case "rejection_email":
      return <>{who} sent the rejection e-mail to the applicant</>;
    default:
      return (
        <>
          {who} {h.action.replace(/_/g, " ")}
          {h.to ? `: ${h.to}` : ""}
        </>
      );
  }
}

function History({ entries, application }: { entries: HistoryEntry[]; application: boolean }) {
  return (
    <Card title="History">
      {entries.length === 0 ? (
        <p className="text-[13px] text-ink-600">Nothing has happened to it yet.</p>
      ) : (
        <ol className="relative space-y-3 border-l border-ink-200 pl-4">
          {entries.map((h) => (
            <li key={h.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-ink-300 ring-2 ring-surface"
              />
              <p className="text-[13px] text-ink-800">{describe(h, application)}</p>
              <p className="text-xs text-ink-600">
                <time dateTime={h.at}>{formatDateTime(h.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Erase({ d }: { d: SubmissionDetail }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const label = (kindLabels[d.kind as SubmissionKind] ?? "submission").toLowerCase();
  return (
    <Card title="Data protection">
      <p className="text-[13px] text-ink-700">
        When the sender asks to be forgotten: erase this {label}, its notes, history, files and queued e-mails.
      </p>
      <Button variant="secondary" className="mt-3 text-red-800" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Erase on request…
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Erase this ${label} for good?`}
        description={`Everything about ${d.name}'s ${label} (reference ${d.reference}) is deleted and cannot be brought back. The audit log keeps only that an erasure happened.`}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              variant="danger"
              busy={busy}
              onClick={async () => {
                setBusy(true);
                setError(null);
                try {
                  await api.erase(d.kind, d.id);
                  toast.success(`The ${label} was erased.`);
                  navigate(listPath(d.kind), { replace: true });
                } catch (err) {
                  setError(err);
                  setBusy(false);
                }
              }}
            >
              Erase for good
            </Button>
          </>
        }
      >
        {error ? <FailureAlert error={error} /> : null}
      </Dialog>
    </Card>
  );
}

/** Where it came from, in plain words first, then each part (server/lead-source.ts). */
function SourceCard({ source }: { source: SubmissionDetail["source"] }) {
  if (!source) {
    return (
      <Card title="Where it came from">
        <p className="text-sm text-ink-700">Not recorded: this arrived before sources were kept.</p>
      </Card>
    );
  }
  const utm = UTM_KEYS.filter((k) => source.utm[k]).map((k) => ({ label: `UTM ${k}`, value: source.utm[k]! }));
  return (
    <Card title="Where it came from">
      <p className="mb-4 text-sm text-ink-900">{source.summary}</p>
      <DescriptionList
        items={[
          { label: "Source", value: channelLabels[source.channel] },
          { label: "Landing page", value: source.landingPage ?? "Not known" },
          { label: "Referring site", value: source.referrer ?? "None" },
          ...utm,
          { label: "Sent from page", value: source.sentFrom ?? "Not known" },
          {
            label: "Sent by",
            value: source.via === "form" ? "A plain form post (no JavaScript)" : "The page's script",
          },
        ]}
      />
    </Card>
  );
}
