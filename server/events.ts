/**
 * The events that destinations receive (docs/deliveries.md), described once beside the submission
 * registry: each event's type, label and the zod schema of its `data`. The signed webhook's JSON,
 * the chat cards (server/deliveries/chat.ts), the JSON schemas published in docs/events/ and the
 * workspace's event choices are all made from this table; the builders below make each payload
 * from what the registry stores.
 */
import { z } from "zod";
import { leadSourceSchema, statusLabels, submissionKinds, type SubmissionKind } from "#contracts/workspace.ts";
import { sql, type Kysely } from "kysely";
import type { Database } from "./db/schema";
import { prepared, type Statement } from "./db/statements";
import { sourceJson } from "./lead-source";
import { newId } from "./lib/ids";
import { listingTitle } from "./mail/messages";
import { registry } from "./registry";

const text = (description: string) => z.string().meta({ description });
const time = (description: string) => z.iso.datetime().meta({ description });

const submissionRef = {
  id: text("The submission's reference, as in the workspace and the e-mails."),
  workspaceUrl: z.url().meta({ description: "The submission's page in the staff workspace (sign-in required)." }),
};

const received = {
  ...submissionRef,
  receivedAt: time("When the server committed it (UTC)."),
  source: leadSourceSchema.nullable().meta({
    description:
      "Where the sender came from (docs/analytics.md): channel, landing page, referring site, UTM values and the page the form was sent from, with a sentence saying it in plain words; null when nothing is known.",
  }),
};

export const eventData = {
  "quote.received": z
    .object({
      ...received,
      kind: z.literal("quote"),
      name: text("The sender's name."),
      email: z.email().meta({ description: "The sender's e-mail address." }),
      services: text("The service asked about."),
      message: text("The whole message."),
    })
    .meta({ title: "quote.received", description: "A quote request arrived (not flagged as spam)." }),
  "contact.received": z
    .object({
      ...received,
      kind: z.literal("contact"),
      name: text("The sender's name."),
      email: z.email().meta({ description: "The sender's e-mail address." }),
      subject: text("The subject the sender chose."),
      message: text("The whole message."),
    })
    .meta({ title: "contact.received", description: "A contact message arrived (not flagged as spam)." }),
  "application.received": z
    .object({
      ...received,
      kind: z.literal("application"),
      listingId: text("The opening applied for."),
      position: text("The opening's title."),
      fullName: text("The applicant's name."),
      email: z.email().meta({ description: "The applicant's e-mail address." }),
      phone: text("The applicant's phone number."),
      experienceYears: text("Years of experience, as typed (e.g. 3.5)."),
      lastCompany: text("The applicant's last company."),
      resume: z
        .object({ fileName: z.string(), mime: z.string(), size: z.int().nonnegative() })
        .meta({ description: "What was uploaded; the file itself never leaves: open it in the workspace." }),
    })
    .meta({ title: "application.received", description: "A job application arrived (not flagged as spam)." }),
  "submission.status_changed": z
    .object({
      ...submissionRef,
      kind: z.enum(submissionKinds),
      from: text("The status (or hiring stage) before."),
      to: text("The status (or hiring stage) now."),
      fromLabel: text("`from` as the workspace shows it."),
      toLabel: text("`to` as the workspace shows it."),
      changedAt: time("When it changed (UTC)."),
    })
    .meta({
      title: "submission.status_changed",
      description: "Staff (or an API token) changed a submission's status, or an application's stage.",
    }),
  "certificate.issued": z
    .object({
      id: text("The certificate's ID, as printed on it."),
      holderName: text("Whom it was issued to."),
      programme: text("The programme it certifies."),
      issuedOn: text("First day it is valid (YYYY-MM-DD)."),
      validUntil: z.string().nullable().meta({ description: "Last day it is valid (YYYY-MM-DD), or null." }),
      verifyUrl: z.url().meta({ description: "The public page that verifies it." }),
    })
    .meta({ title: "certificate.issued", description: "A certificate was issued." }),
  "certificate.revoked": z
    .object({
      id: text("The certificate's ID."),
      holderName: text("Whom it was issued to."),
      programme: text("The programme it certified."),
      revokedAt: time("When it was revoked (UTC)."),
      reason: z.string().nullable().meta({ description: "The reason recorded, if any." }),
      verifyUrl: z.url().meta({ description: "The public page that now says it is revoked." }),
    })
    .meta({ title: "certificate.revoked", description: "A certificate was revoked." }),
  "site.published": z
    .object({
      paths: z.array(z.string()).meta({ description: "The public paths whose pages changed, e.g. /career." }),
      publishedAt: time("When the pages went live on this server (UTC)."),
    })
    .meta({ title: "site.published", description: "Pages were published: sent to the CDN purge (CDN_PURGE_URL)." }),
  "webhook.test": z
    .object({
      destinationId: text("The destination the test was sent to."),
      message: text("A fixed sentence saying this is a test."),
      sentAt: time("When an admin asked for it (UTC)."),
    })
    .meta({ title: "webhook.test", description: "A test event an admin sent from the workspace." }),
} as const;

export type EventType = keyof typeof eventData;
export type EventData<T extends EventType> = z.infer<(typeof eventData)[T]>;

/** Events a destination can choose (the test event goes to one destination on request, the purge to the CDN). */
export const subscribableEvents = [
  "quote.received",
  "contact.received",
  "application.received",
  "submission.status_changed",
  "certificate.issued",
  "certificate.revoked",
] as const satisfies readonly EventType[];

export const eventLabels: Record<EventType, string> = {
  "quote.received": "Quote received",
  "contact.received": "Contact message received",
  "application.received": "Application received",
  "submission.status_changed": "Status or stage changed",
  "certificate.issued": "Certificate issued",
  "certificate.revoked": "Certificate revoked",
  "site.published": "Pages published",
  "webhook.test": "Test event",
};

/** The body every receiver gets: the Standard Webhooks payload shape. */
export const envelopeSchema = <T extends z.ZodType>(type: string, data: T) =>
  z
    .object({
      type: z.literal(type),
      timestamp: time("When the event happened (UTC)."),
      data,
    })
    .meta({ title: type });

export interface DeliveryEvent<T extends EventType = EventType> {
  type: T;
  timestamp: string;
  data: EventData<T>;
}

export const workspaceUrl = (siteOrigin: string, kind: SubmissionKind, id: string) =>
  kind === "application" ? `${siteOrigin}/admin/hiring/${id}` : `${siteOrigin}/admin/inbox/${kind}/${id}`;

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** The received event of a stored submission, from its row's columns (the registry's mapping back). */
export function receivedEvent(
  kind: SubmissionKind,
  id: string,
  receivedAt: string,
  columns: Record<string, unknown>,
  siteOrigin: string,
): DeliveryEvent {
  const f = registry[kind].toFields(columns);
  const ref = { id, workspaceUrl: workspaceUrl(siteOrigin, kind, id), receivedAt };
  // After the form's fields: the hidden field of the same name is the raw note, not this.
  const source = sourceJson(columns);
  switch (f.kind) {
    case "quote":
      return { type: "quote.received", timestamp: receivedAt, data: { ...ref, kind: "quote", ...f.fields, source } };
    case "contact":
      return {
        type: "contact.received",
        timestamp: receivedAt,
        data: { ...ref, kind: "contact", ...f.fields, source },
      };
    case "application": {
      const a = f.fields;
      return {
        type: "application.received",
        timestamp: receivedAt,
        data: {
          ...ref,
          kind: "application",
          listingId: a.listingId,
          position: listingTitle(a.listingId),
          fullName: a.fullName,
          email: a.email,
          phone: a.phone,
          experienceYears: a.experienceYears,
          lastCompany: a.lastCompany,
          resume: { fileName: a.resume.originalName, mime: a.resume.mime, size: a.resume.size },
          source,
        },
      };
    }
  }
}

export function statusChangedEvent(
  kind: SubmissionKind,
  id: string,
  from: unknown,
  to: string,
  at: string,
  siteOrigin: string,
): DeliveryEvent {
  const f = str(from);
  return {
    type: "submission.status_changed",
    timestamp: at,
    data: {
      id,
      workspaceUrl: workspaceUrl(siteOrigin, kind, id),
      kind,
      from: f,
      to,
      fromLabel: statusLabels[f] ?? f,
      toLabel: statusLabels[to] ?? to,
      changedAt: at,
    },
  };
}

/** The row that queues an event, inserted in the transaction of what it tells of. */
export function eventRow(
  e: DeliveryEvent,
  subject: { kind: string; id: string } | null,
  destinationId: string | null = null,
) {
  return {
    id: `msg_${newId().replaceAll("-", "")}`,
    type: e.type,
    subject_kind: subject?.kind ?? null,
    subject_id: subject?.id ?? null,
    destination_id: destinationId,
    payload: JSON.stringify(e),
    created_at: e.timestamp,
    fanned_out: 0,
  };
}

/**
 * The statement queueing a submission's event in its group commit (storeSubmission), which writes
 * the row only when some destination exists as the submission commits: the check runs inside the
 * same transaction, so every process agrees on it, and a destination made later receives the
 * events of the submissions after it. With no destination nothing could ever be delivered, and
 * the row (a copy of the submission) and its fan-out cost every submission a write
 * (docs/decisions/0168-submission-events-only-with-a-destination.md).
 */
export const eventStatement = (
  db: Kysely<Database>,
  e: DeliveryEvent,
  subject: { kind: string; id: string } | null,
): Statement => {
  const r = eventRow(e, subject);
  return queueIfDestinations(db, r.id, r.type, r.subject_kind, r.subject_id, r.payload, r.created_at);
};

type QueuedEvent = [
  id: string,
  type: string,
  subjectKind: string | null,
  subjectId: string | null,
  payload: string,
  at: string,
];
const eventColumns = sql`(id, type, subject_kind, subject_id, payload, created_at)`;
const anyDestination = sql`exists (select 1 from ${sql.table("destinations")})`;
const eventValues = (v: readonly unknown[]) => sql`(${sql.join(v)})`;

/** One event's conditional insert; where statements go one by one (PostgreSQL), a batch's as one. */
const queueIfDestinations = prepared(
  (db, ...v: QueuedEvent) => ({
    compile: () =>
      sql`insert into ${sql.table("delivery_events")} ${eventColumns} select ${sql.join(v)} where ${anyDestination}`.compile(
        db,
      ),
  }),
  (db, calls) => ({
    compile: () =>
      sql`insert into ${sql.table("delivery_events")} ${eventColumns} select * from (values ${sql.join(
        calls.map(eventValues),
      )}) as queued ${eventColumns} where ${anyDestination}`.compile(db),
  }),
);

/** Queues an event inside a transaction the caller holds. */
export async function queueEvent(
  trx: Pick<Kysely<Database>, "insertInto">,
  e: DeliveryEvent,
  subject: { kind: string; id: string } | null,
  destinationId: string | null = null,
): Promise<string> {
  const row = eventRow(e, subject, destinationId);
  await trx.insertInto("delivery_events").values(row).execute();
  return row.id;
}
