/**
 * The retention purge (docs/reliability.md, the privacy page's periods): run by the server once a
 * day (server/workspace/retention.ts) and by `npm run cli -- purge`. Works on SQLite and PostgreSQL.
 */
import { retentionDays } from "#content/site.ts";
import type { Config } from "./config";
import type { DbHandle, ErasedTable } from "./db";
import { submissionTables, type SubmissionKind } from "./db/schema";
import { eraseEvents, eventTables, purgeFinishedEvents } from "./deliveries/erase";
import { finishErasure, type ErasurePaths } from "./erasure";
import { purgeExpiredKeys } from "./idempotency";
import { iso } from "./lib/clock";

const DAY = 86_400_000;

export type PurgeResult = {
  quotes: number;
  contacts: number;
  applications: number;
  resumes: number;
  outbox: number;
  idempotencyKeys: number;
  /** Notes, history entries and read marks of the deleted submissions. */
  notes: number;
  history: number;
  /** Staff e-mails (invitations, reset links) older than a day, expired sessions and links. */
  staffMails: number;
  sessions: number;
  /** Queued events (webhooks, chat alerts) of the deleted submissions, and finished ones past DELIVERY_LOG_DAYS. */
  deliveryEvents: number;
};

/** Days the delivery log keeps an event that every destination has finished with. */
export const DELIVERY_LOG_DAYS = 30;

/**
 * Deletes what is older than the retention periods of content/site.ts (the privacy page states
 * them): enquiries, applications with their résumés, spam, sent e-mails of deleted
 * submissions, and expired idempotency keys. Certificates are kept. Then, like every erasure,
 * the files of the deleted e-mails and the database's own copies (server/erasure.ts).
 */
export async function purge(
  handle: Pick<DbHandle, "db" | "afterErase">,
  paths: ErasurePaths,
  config: Pick<Config, "idempotencyTtlMs">,
  now = Date.now(),
  dryRun = false,
): Promise<PurgeResult> {
  const db = handle.db;
  const enquiries = iso(now - retentionDays.enquiries * DAY);
  const applications = iso(now - retentionDays.applications * DAY);
  const spam = iso(now - retentionDays.spam * DAY);
  const result: PurgeResult = {
    quotes: 0,
    contacts: 0,
    applications: 0,
    resumes: 0,
    outbox: 0,
    idempotencyKeys: 0,
    notes: 0,
    history: 0,
    staffMails: 0,
    sessions: 0,
    deliveryEvents: 0,
  };

  const doomed = async (kind: SubmissionKind, cutoff: string) => {
    const table = submissionTables[kind];
    const old = await db
      .selectFrom(table)
      .select(["id"])
      .where((eb) => eb.or([eb("created_at", "<", cutoff), eb.and([eb("spam", "=", 1), eb("created_at", "<", spam)])]))
      .execute();
    return old.map((r) => r.id);
  };

  const quoteIds = await doomed("quote", enquiries);
  const contactIds = await doomed("contact", enquiries);
  const applicationIds = await doomed("application", applications);
  const files = applicationIds.length
    ? (await db.selectFrom("applications").select(["resume_file"]).where("id", "in", applicationIds).execute()).map(
        (r) => r.resume_file,
      )
    : [];
  result.quotes = quoteIds.length;
  result.contacts = contactIds.length;
  result.applications = applicationIds.length;
  result.resumes = files.length;
  if (dryRun) return result;

  const all = [...quoteIds, ...contactIds, ...applicationIds];
  const mails: { id: string; created_at: string }[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < all.length; i += 500) {
      const chunk = all.slice(i, i + 500);
      const o = await trx
        .deleteFrom("outbox")
        .where("submission_id", "in", chunk)
        .returning(["id", "created_at"])
        .execute();
      mails.push(...o);
      result.outbox += o.length;
      const n = await trx.deleteFrom("submission_notes").where("submission_id", "in", chunk).executeTakeFirst();
      result.notes += Number(n.numDeletedRows);
      const h = await trx.deleteFrom("submission_events").where("submission_id", "in", chunk).executeTakeFirst();
      result.history += Number(h.numDeletedRows);
      await trx.deleteFrom("submission_reads").where("submission_id", "in", chunk).execute();
    }
    for (const [kind, ids] of [
      ["quote", quoteIds],
      ["contact", contactIds],
      ["application", applicationIds],
    ] as const)
      result.deliveryEvents += await eraseEvents(trx, kind, ids);
    for (const [table, ids] of [
      ["quotes", quoteIds],
      ["contacts", contactIds],
      ["applications", applicationIds],
    ] as const) {
      for (let i = 0; i < ids.length; i += 500)
        await trx
          .deleteFrom(table)
          .where("id", "in", ids.slice(i, i + 500))
          .execute();
    }
  });
  // Every table this run deletes from. The files and the database's copies go even when a later
  // step fails: the submissions' rows are committed by now.
  const tables: ErasedTable[] = [
    "outbox",
    "idempotency_keys",
    "staff_sessions",
    "staff_tokens",
    "webauthn_challenges",
    "auth_throttle",
  ];
  if (all.length) tables.push("submission_notes", "submission_events", "submission_reads", ...eventTables);
  if (quoteIds.length) tables.push("quotes");
  if (contactIds.length) tables.push("contacts");
  if (applicationIds.length) tables.push("applications");
  try {
    result.idempotencyKeys = await purgeExpiredKeys(db, now, config.idempotencyTtlMs);
    // Staff e-mails carry one-time links: gone a day after they were queued (the links expire sooner).
    const staffMails = await db
      .deleteFrom("outbox")
      .where("submission_kind", "=", "staff")
      .where("created_at", "<", iso(now - DAY))
      .returning(["id", "created_at"])
      .execute();
    mails.push(...staffMails);
    result.staffMails = staffMails.length;
    const s = await db.deleteFrom("staff_sessions").where("expires_at", "<", iso(now)).executeTakeFirst();
    result.sessions = Number(s.numDeletedRows);
    result.deliveryEvents += await purgeFinishedEvents(db, iso(now - DELIVERY_LOG_DAYS * DAY));
    await db
      .deleteFrom("staff_tokens")
      .where("expires_at", "<", iso(now - DAY))
      .execute();
    await db.deleteFrom("webauthn_challenges").where("expires_at", "<", iso(now)).execute();
    await db
      .deleteFrom("auth_throttle")
      .where("window_started_at", "<", iso(now - DAY))
      .execute();
  } finally {
    await finishErasure(handle.afterErase, paths, { tables, resumes: files, mails });
  }
  return result;
}
