/**
 * Destinations (admin, docs/deliveries.md): where new leads and other events are sent (Slack,
 * Teams, Google Chat, signed webhooks, the CDN purge), each with its delivery log: every attempt
 * with its time, status code, latency and the first bytes of the answer; a test event, redelivery,
 * pause and resume, and secret rotation (the secret is shown once).
 */
import {
  addableKinds,
  type Delivery,
  type Destination,
  type DestinationKindName,
  type DestinationList,
} from "#contracts/destinations.ts";
import { kindLabels, submissionKinds, type SubmissionKind } from "#contracts/workspace.ts";
import { KeyRound, Pause, Play, RotateCw, Send, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { destinationsApi } from "../lib/destinations-client";
import { formatDateTime, plural, relativeTime } from "../lib/format";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button, ButtonLink } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Alert, Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { Field, InputField, selectClass } from "../ui/field";
import { Checkboxes } from "../ui/checkboxes";
import { CopyField } from "../ui/copy-field";
import { CreateDialog, DoneButtons, ItemsPage, useCreateForm, type CreateDialogProps } from "../ui/item-list-page";
import { Badge, Card, DescriptionList, PageHeader } from "../ui/layout";
import { useToast } from "../ui/toast";

export const kindNames: Record<DestinationKindName, string> = {
  webhook: "Webhook (signed JSON)",
  slack: "Slack",
  teams: "Microsoft Teams",
  google_chat: "Google Chat",
  cdn: "CDN purge",
};

const urlHints: Record<DestinationKindName, string> = {
  webhook: "Any https:// URL. Each request is signed (Standard Webhooks); verify it with the secret shown next.",
  slack: "An incoming webhook URL of a Slack app: https://hooks.slack.com/services/...",
  teams: "The URL of a Teams Workflows flow “Post to a channel when a webhook request is received”.",
  google_chat: "A space's webhook URL: https://chat.googleapis.com/v1/spaces/.../messages?key=...",
  cdn: "Set by CDN_PURGE_URL on the server.",
};

function StateBadge({ d }: { d: Destination }) {
  if (d.state === "paused") return <Badge tone="amber">Paused</Badge>;
  if (d.failingSince) return <Badge tone="red">Failing since {relativeTime(d.failingSince)}</Badge>;
  return <Badge tone="green">Active</Badge>;
}

export function DestinationsPage() {
  useTitle("Destinations");
  const list = useResource(() => destinationsApi.list(), "destinations");
  const data = list.data;
  // Adding needs the catalogue of events, which comes with the list.
  const addDialog = (props: CreateDialogProps) => (data ? <AddDialog list={data} {...props} /> : null);
  return (
    <ItemsPage
      className="space-y-5"
      title="Destinations"
      description="New leads and other events go to chat and to your own systems as soon as they are stored. Each destination keeps a log of every attempt."
      add={{ label: "Add destination", icon: <Webhook aria-hidden="true" />, dialog: addDialog }}
      list={list}
      loading="Loading destinations"
    >
      {data?.allowPrivate ? (
        <Alert tone="warning" title="Local testing mode">
          DELIVERY_ALLOW_PRIVATE is on: deliveries may go to http:// and private addresses. Turn it off in production.
        </Alert>
      ) : null}
      {data ? (
        <Card title={`Destinations (${data.items.length})`} bodyClass="">
          {data.items.length === 0 ? (
            <Empty title="No destinations yet" icon={<Webhook />}>
              Add Slack, Teams, Google Chat or a webhook URL to be told of new leads where your team works.
            </Empty>
          ) : (
            <ul className="divide-y divide-ink-100">
              {data.items.map((d) => (
                <li key={d.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <Link
                      to={`/destinations/${encodeURIComponent(d.id)}`}
                      className="text-[13px] font-medium text-link hover:underline"
                    >
                      {d.name}
                    </Link>
                    <p className="truncate text-xs text-ink-600">
                      {kindNames[d.kind]} · {d.url}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-ink-700">
                    <StateBadge d={d} />
                    <span>
                      {d.counts.delivered} delivered · {d.counts.pending} waiting · {d.counts.failed} failed
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </ItemsPage>
  );
}

/** A new signing secret, shown once (above Done). */
function SecretShown({ secret }: { secret: string }) {
  return (
    <>
      <p className="text-[13px] text-ink-700">
        This is the signing secret, shown this once. Receivers verify the <code>webhook-signature</code> header with it
        (any Standard Webhooks library does this).
      </p>
      <CopyField label="Signing secret" value={secret} copied="Secret copied." />
    </>
  );
}

type AddableKind = (typeof addableKinds)[number];

/** The form as it opens: a webhook for new quotes and messages, of every kind of submission. */
const noDestination = (): {
  name: string;
  kind: AddableKind;
  url: string;
  events: string[];
  kinds: SubmissionKind[];
} => ({
  name: "",
  kind: "webhook",
  url: "",
  events: ["quote.received", "contact.received"],
  kinds: [...submissionKinds],
});

function AddDialog({ list, ...props }: CreateDialogProps & { list: DestinationList }) {
  const form = useCreateForm(props, {
    initial: noDestination,
    check: ({ name, url, events }) => ({
      name: name.trim() ? undefined : "Give it a name.",
      url: url.trim() ? undefined : "Enter the URL.",
      events: events.length ? undefined : "Choose at least one event.",
    }),
    create: async ({ name, kind, url, events, kinds }) =>
      (await destinationsApi.create({ name: name.trim(), kind, url: url.trim(), events, kinds })).secret,
    // The next one keeps the kind, events and kinds chosen.
    clear: (values) => ({ ...values, name: "", url: "" }),
  });
  const { kind } = form.values;
  return (
    <CreateDialog
      form={form}
      title="Add a destination"
      description="Events are sent to it from now on, retried for a day when it does not answer."
      submitLabel="Add destination"
      doneTitle="Destination added"
      shown={(secret) => <SecretShown secret={secret} />}
    >
      <InputField label="Name" {...form.field("name")} autoComplete="off" maxLength={80} />
      <Field label="Kind" error={form.errors.kind}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className={selectClass}
            value={kind}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => form.set("kind", e.target.value as AddableKind)}
          >
            {addableKinds.map((k) => (
              <option key={k} value={k}>
                {kindNames[k]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField
        label="URL"
        type="url"
        {...form.field("url")}
        hint={urlHints[kind]}
        autoComplete="off"
        spellCheck={false}
      />
      <Checkboxes
        legend="Events"
        name="events"
        options={list.catalogue.map((c) => ({ value: c.type, label: c.label }))}
        {...form.field("events")}
      />
      <Checkboxes
        legend="Kinds of submission"
        name="kinds"
        options={submissionKinds.map((k) => ({ value: k, label: kindLabels[k] }))}
        {...form.field("kinds")}
      />
    </CreateDialog>
  );
}

const stateTone = { delivered: "green", pending: "amber", failed: "red" } as const;
const stateText = { delivered: "Delivered", pending: "Waiting", failed: "Failed" } as const;

export function DestinationPage() {
  const { id = "" } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const page = useResource((signal) => destinationsApi.deliveries(id, { limit: 25 }, signal), `deliveries:${id}`);
  const [busy, setBusy] = useState<string | null>(null);
  const [rotated, setRotated] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const d = page.data?.destination;
  useTitle(d ? d.name : "Destination");

  async function act(what: string, action: () => Promise<unknown>, done: string) {
    setBusy(what);
    try {
      await action();
      toast.success(done);
      page.reload();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "That did not work.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-5">
      <p className="text-[13px]">
        <Link to="/destinations" className="text-link hover:underline">
          All destinations
        </Link>
      </p>
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      {!d && page.loading ? <LoadingBlock label="Loading the delivery log" /> : null}
      {d ? (
        <>
          <PageHeader
            title={d.name}
            description={`${kindNames[d.kind]} · ${plural(d.counts.delivered, "delivery", "deliveries")} made`}
            actions={
              <>
                <Button
                  onClick={() => act("test", () => destinationsApi.test(d.id), "Test event queued; it appears below.")}
                  busy={busy === "test"}
                  disabled={busy !== null}
                >
                  <Send aria-hidden="true" />
                  Send test event
                </Button>
                {d.state === "paused" ? (
                  <Button
                    onClick={() =>
                      act("resume", () => destinationsApi.resume(d.id), "Resumed: what waited is sent now.")
                    }
                    busy={busy === "resume"}
                    disabled={busy !== null}
                  >
                    <Play aria-hidden="true" />
                    Resume
                  </Button>
                ) : (
                  <Button
                    onClick={() =>
                      act("pause", () => destinationsApi.pause(d.id), "Paused: events wait until you resume.")
                    }
                    busy={busy === "pause"}
                    disabled={busy !== null}
                  >
                    <Pause aria-hidden="true" />
                    Pause
                  </Button>
                )}
                <Button onClick={page.reload} busy={page.loading}>
                  <RotateCw aria-hidden="true" />
                  Refresh
                </Button>
              </>
            }
          />
          {d.state === "paused" ? (
            <Alert tone="warning" title="Paused">
              {d.failingSince
                ? `Every delivery failed from ${formatDateTime(d.failingSince)} for a day, so deliveries stopped on ${formatDateTime(d.pausedAt)}. `
                : `Paused on ${formatDateTime(d.pausedAt)}. `}
              New events are kept and sent when you resume.
            </Alert>
          ) : null}
          <Card title="Settings">
            <DescriptionList
              items={[
                { label: "URL", value: <span className="break-all">{d.url}</span>, wide: true },
                { label: "State", value: <StateBadge d={d} /> },
                { label: "Added", value: formatDateTime(d.createdAt) },
                { label: "Events", value: d.events.join(", ") || "none", wide: true },
                { label: "Kinds", value: d.kinds.map((k) => kindLabels[k]).join(", ") || "none" },
                {
                  label: "Signing secret",
                  value: d.previousSecretUntil
                    ? `Rotated; the previous secret also signs until ${formatDateTime(d.previousSecretUntil)}`
                    : "Set (shown only when made or rotated)",
                },
              ]}
            />
            {d.kind !== "cdn" ? (
              <div className="mt-4 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() =>
                    act(
                      "rotate",
                      async () => setRotated((await destinationsApi.rotate(d.id, 24)).secret),
                      "New secret made; the old one signs too for 24 hours.",
                    )
                  }
                  busy={busy === "rotate"}
                  disabled={busy !== null}
                >
                  <KeyRound aria-hidden="true" />
                  Rotate secret
                </Button>
                <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)} disabled={busy !== null}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            ) : null}
          </Card>
          <Card title="Delivery log" bodyClass="">
            {page.data!.items.length === 0 ? (
              <Empty title="Nothing sent yet" icon={<Send />}>
                Send a test event to check the destination.
              </Empty>
            ) : (
              <ul className="divide-y divide-ink-100">
                {page.data!.items.map((x) => (
                  <DeliveryItem
                    key={x.id}
                    x={x}
                    busy={busy === x.id}
                    disabled={busy !== null}
                    onRedeliver={() =>
                      act(x.id, () => destinationsApi.redeliver(d.id, x.id), "Queued again with the same webhook-id.")
                    }
                  />
                ))}
              </ul>
            )}
          </Card>
          {rotated ? (
            <Dialog open onClose={() => setRotated(null)} title="New signing secret">
              <div className="space-y-3">
                <SecretShown secret={rotated} />
                <DoneButtons onDone={() => setRotated(null)} />
              </div>
            </Dialog>
          ) : null}
          {confirmDelete ? (
            <Dialog
              open
              onClose={() => setConfirmDelete(false)}
              title={`Delete ${d.name}?`}
              description="Nothing more is sent to it, and its delivery log is deleted."
            >
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
                <Button
                  variant="danger"
                  busy={busy === "delete"}
                  onClick={() =>
                    act(
                      "delete",
                      async () => {
                        await destinationsApi.remove(d.id);
                        navigate("/destinations");
                      },
                      "Destination deleted.",
                    )
                  }
                >
                  Delete destination
                </Button>
              </div>
            </Dialog>
          ) : null}
        </>
      ) : null}
      {!d && !page.loading && !page.error ? <ButtonLink to="/destinations">Back to destinations</ButtonLink> : null}
    </div>
  );
}

function DeliveryItem({
  x,
  busy,
  disabled,
  onRedeliver,
}: {
  x: Delivery;
  busy: boolean;
  disabled: boolean;
  onRedeliver: () => void;
}) {
  return (
    <li className="space-y-2 px-4 py-3" aria-label={`${x.eventLabel}, ${stateText[x.state]}`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-ink-900">
            {x.eventLabel}
            <Badge tone={stateTone[x.state]}>{stateText[x.state]}</Badge>
          </p>
          <p className="text-xs break-all text-ink-600">
            webhook-id <code>{x.eventId}</code> · queued {formatDateTime(x.createdAt)} · {plural(x.attempts, "attempt")}
            {x.nextAttemptAt && x.attempts > 0 ? ` · next try ${formatDateTime(x.nextAttemptAt)}` : ""}
          </p>
        </div>
        {x.state !== "pending" ? (
          <Button size="sm" onClick={onRedeliver} busy={busy} disabled={disabled}>
            <RotateCw aria-hidden="true" />
            Redeliver
          </Button>
        ) : null}
      </div>
      {x.log.length ? (
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Attempts of this delivery, newest first</caption>
          <thead className="text-ink-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Time
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Latency
              </th>
              <th scope="col" className="py-1 font-medium">
                Answer
              </th>
            </tr>
          </thead>
          <tbody className="text-ink-800">
            {x.log.map((a, i) => (
              <tr key={i} className="align-top">
                <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(a.at)}</td>
                <td className="py-1 pr-3 tabular-nums">{a.statusCode ?? "none"}</td>
                <td className="py-1 pr-3 tabular-nums">{a.latencyMs} ms</td>
                <td className="py-1 font-mono break-all">{a.error ?? a.responseExcerpt ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}
