import { type Dashboard as DashboardData, type SubmissionKind } from "#contracts/workspace.ts";
import { ArrowRight, CircleAlert, CircleCheck, Clock, Inbox, Mail, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { api } from "../lib/client";
import { formatDateTime, plural, relativeTime } from "../lib/format";
import { hasRole, useMe } from "../lib/session";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Alert, FailureAlert, Skeleton } from "../ui/feedback";
import { Card, PageHeader } from "../ui/layout";

const kindPlural: Record<SubmissionKind, string> = {
  quote: "Quote requests",
  contact: "Contact messages",
  application: "Applications",
};
const inboxKind = (k: SubmissionKind) => k === "quote" || k === "contact";

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="block text-2xl font-semibold tracking-tight text-ink-950 tabular-nums">
        {value.toLocaleString("en-IN")}
      </span>
      <span className="block text-xs text-ink-600">{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className="block rounded-md px-2 py-1.5 hover:bg-ink-50">
      {body}
    </Link>
  ) : (
    <div className="px-2 py-1.5">{body}</div>
  );
}

function KindCard({ k }: { k: DashboardData["kinds"][number] }) {
  // Applications have their own list (Hiring); quotes and contact messages are in the inbox.
  const list = k.kind === "application" ? "/hiring" : inboxKind(k.kind) ? "/inbox" : null;
  const q = (filter: string) =>
    k.kind === "application" ? `/hiring?${filter.replace("status=", "stage=")}` : `/inbox?kind=${k.kind}&${filter}`;
  return (
    <Card
      title={kindPlural[k.kind]}
      actions={
        list ? (
          <Link
            to={k.kind === "application" ? list : `/inbox?kind=${k.kind}`}
            className="inline-flex items-center gap-1 text-xs font-medium text-link hover:underline"
          >
            Open <ArrowRight className="size-3.5" aria-hidden="true" />
            <span className="sr-only">
              {kindPlural[k.kind].toLowerCase()}
              {k.kind === "application" ? "" : " in the inbox"}
            </span>
          </Link>
        ) : null
      }
      bodyClass="grid grid-cols-2 gap-1 p-2 sm:grid-cols-4"
    >
      <Stat
        label="New"
        value={k.new}
        to={list ? q(`status=${k.kind === "application" ? "received" : "new"}`) : undefined}
      />
      <Stat label="Last 7 days" value={k.lastWeek} />
      <Stat label="Unassigned" value={k.unassigned} to={list ? q("assignee=none") : undefined} />
      <Stat label="Spam" value={k.spam} to={`/spam?kind=${k.kind}`} />
    </Card>
  );
}

function Row({ icon, children, end }: { icon: ReactNode; children: ReactNode; end?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 px-4 py-2.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-ink-500">
      {icon}
      <div className="min-w-0 flex-1">{children}</div>
      {end}
    </li>
  );
}

export function Dashboard() {
  useTitle("Dashboard");
  const me = useMe();
  const data = useResource(() => api.dashboard(), "dashboard");
  const admin = hasRole(me, "admin");
  const d = data.data;
  const leads = me.kinds.some(inboxKind);
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Hello, ${me.name.split(" ")[0] ?? me.name}`}
        description="What has come in, what waits for whom, and whether e-mail is getting out."
      />
      {data.error ? <FailureAlert error={data.error} onRetry={data.reload} /> : null}
      {!d && data.loading ? (
        <div className="grid gap-4 lg:grid-cols-2" role="status">
          <span className="sr-only">Loading the dashboard…</span>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : null}
      {d && d.pausedDestinations.length ? (
        <Alert tone="warning" title="Deliveries are paused">
          {plural(d.pausedDestinations.length, "destination has", "destinations have")} failed for a day and stopped
          receiving leads:{" "}
          {d.pausedDestinations.map((p, i) => (
            <span key={p.id}>
              {i ? ", " : ""}
              <Link to={`/destinations/${encodeURIComponent(p.id)}`} className="font-medium underline">
                {p.name}
              </Link>
            </span>
          ))}
          . Open one to see why, then resume it.
        </Alert>
      ) : null}
      {d ? (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {d.kinds.map((k) => (
              <KindCard key={k.kind} k={k} />
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title="What waits for whom" bodyClass="">
              <ul className="divide-y divide-ink-100">
                {leads ? (
                  <Row
                    icon={<UserRound aria-hidden="true" />}
                    end={
                      <Link className="text-xs font-medium text-link hover:underline" to="/inbox?assignee=me">
                        View
                      </Link>
                    }
                  >
                    <span className="font-medium text-ink-900">Assigned to you</span>
                    <span className="block text-xs text-ink-600">{plural(d.mine, "open item")}</span>
                  </Row>
                ) : null}
                {d.waiting.length === 0 ? (
                  <Row icon={<CircleCheck aria-hidden="true" />}>
                    <span className="text-ink-700">Nothing is waiting: every item is closed.</span>
                  </Row>
                ) : (
                  d.waiting.map((w) => (
                    <Row
                      key={w.assignee?.id ?? "none"}
                      icon={<Inbox aria-hidden="true" />}
                      end={
                        leads ? (
                          <Link
                            className="text-xs font-medium text-link hover:underline"
                            to={`/inbox?assignee=${w.assignee ? encodeURIComponent(w.assignee.id) : "none"}`}
                          >
                            View<span className="sr-only"> items of {w.assignee?.name ?? "nobody"}</span>
                          </Link>
                        ) : null
                      }
                    >
                      <span className="text-ink-900">
                        {w.assignee ? w.assignee.name : <em className="not-italic text-amber-900">Unassigned</em>}
                      </span>
                      <span className="block text-xs text-ink-600">{plural(w.count, "open item")}</span>
                    </Row>
                  ))
                )}
              </ul>
            </Card>
            <Card
              title="E-mail health"
              actions={
                admin ? (
                  <Link
                    to="/email"
                    className="inline-flex items-center gap-1 text-xs font-medium text-link hover:underline"
                  >
                    Details <ArrowRight className="size-3.5" aria-hidden="true" />
                  </Link>
                ) : null
              }
              bodyClass=""
            >
              <ul className="divide-y divide-ink-100">
                <Row
                  icon={
                    d.mail.failed > 0 ? (
                      <CircleAlert aria-hidden="true" className="!text-red-700" />
                    ) : (
                      <CircleCheck aria-hidden="true" className="!text-emerald-700" />
                    )
                  }
                >
                  <span className="font-medium text-ink-900">
                    {d.mail.failed > 0
                      ? plural(d.mail.failed, "e-mail has failed", "e-mails have failed")
                      : "No failed e-mails"}
                  </span>
                  {d.mail.failed > 0 ? (
                    <span className="block text-xs text-ink-600">
                      {admin ? "Open the details to see why and retry." : "An admin can see why and retry."}
                    </span>
                  ) : null}
                </Row>
                <Row icon={<Mail aria-hidden="true" />}>
                  <span className="text-ink-900">
                    {d.mail.pending > 0
                      ? plural(d.mail.pending, "e-mail waiting to be sent", "e-mails waiting to be sent")
                      : "Nothing waiting to be sent"}
                  </span>
                </Row>
                {d.mail.oldestPendingAt ? (
                  <Row icon={<Clock aria-hidden="true" />}>
                    <span className="text-ink-900">Oldest waiting since {formatDateTime(d.mail.oldestPendingAt)}</span>
                    <span className="block text-xs text-ink-600">{relativeTime(d.mail.oldestPendingAt)}</span>
                  </Row>
                ) : null}
              </ul>
            </Card>
          </div>
          {d.kinds.length === 0 ? (
            <p className="text-sm text-ink-600">
              Your roles do not include any kind of submission yet. An admin can change your roles.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
