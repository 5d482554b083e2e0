/**
 * Operations behind the command-line tool (server/cli.ts): certificates, CSV export, the spam
 * folder, résumé retrieval, the outbox and retention. Each works on SQLite and PostgreSQL.
 */
import { copyFile, unlink } from "node:fs/promises";
import { join } from "node:path";
import { retentionDays } from "#content/site.ts";
import type { Config } from "./config";
import type { Db } from "./db";
import {
  submissionTables,
  type ApplicationRow,
  type ContactRow,
  type QuoteRow,
  type SubmissionKind,
} from "./db/schema";
import { purgeExpiredKeys } from "./idempotency";
import { CertificateService } from "./workspace/certificates";
import { WorkspaceError } from "./workspace/submissions";

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export class AdminError extends Error {}

// ---------------------------------------------------------------- certificates

export interface IssueInput {
  name: string;
  programme: string;
  issued: string;
  validUntil?: string;
}

const CLI_FLAGS: Record<string, string> = {
  holderName: "--name",
  programme: "--programme",
  issuedOn: "--issued",
  validUntil: "--valid-until",
};

/** The workspace's own issuing code (server/workspace/certificates.ts): the same checks, a new random ID, an audit entry. */
export async function issueCertificate(db: Db, input: IssueInput, now = Date.now, siteOrigin = ""): Promise<string> {
  try {
    const c = await new CertificateService({ db, now, siteOrigin }).issue(null, {
      holderName: input.name,
      programme: input.programme,
      issuedOn: input.issued,
      validUntil: input.validUntil ?? null,
    });
    return c.id;
  } catch (err) {
    if (err instanceof WorkspaceError && err.fields) {
      throw new AdminError(
        Object.entries(err.fields)
          .map(([f, m]) => `${CLI_FLAGS[f] ?? f}: ${m}`)
          .join("\n"),
      );
    }
    throw err;
  }
}

export async function revokeCertificate(
  db: Db,
  id: string,
  reason = "Revoked from the command line",
  now = Date.now,
): Promise<boolean> {
  try {
    await new CertificateService({ db, now, siteOrigin: "" }).revoke(null, id, reason);
    return true;
  } catch (err) {
    if (err instanceof WorkspaceError && (err.code === "not_found" || err.code === "conflict")) return false;
    throw err;
  }
}

export function listCertificates(db: Db) {
  return db.selectFrom("certificates").selectAll().orderBy("issued_on", "desc").orderBy("id").execute();
}

// ---------------------------------------------------------------- CSV

/** A spreadsheet must not run a cell as a formula: cells starting with = + - @ (or tab/CR) get a leading '. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

const EXPORT_COLUMNS = {
  quote: ["id", "created_at", "name", "email", "services", "message", "spam", "spam_reason"],
  contact: ["id", "created_at", "name", "email", "subject", "message", "spam", "spam_reason"],
  application: [
    "id",
    "created_at",
    "listing_id",
    "full_name",
    "email",
    "phone",
    "experience_years",
    "address",
    "last_company",
    "resume_original_name",
    "resume_mime",
    "resume_size",
    "resume_sha256",
    "resume_file",
    "spam",
    "spam_reason",
  ],
} as const;

export async function exportCsv(
  db: Db,
  kind: SubmissionKind,
  options: { includeSpam?: boolean } = {},
): Promise<{ csv: string; count: number }> {
  const table = submissionTables[kind];
  let q = db.selectFrom(table).selectAll().orderBy("created_at").orderBy("id");
  if (!options.includeSpam) q = q.where("spam", "=", 0);
  const rows = (await q.execute()) as Record<string, unknown>[];
  const cols = EXPORT_COLUMNS[kind] as readonly string[];
  return {
    csv: toCsv(
      [...cols],
      rows.map((r) => cols.map((c) => r[c])),
    ),
    count: rows.length,
  };
}

// ---------------------------------------------------------------- spam

export interface SpamItem {
  kind: SubmissionKind;
  id: string;
  created_at: string;
  reason: string | null;
  email: string;
}

export async function listSpam(db: Db): Promise<SpamItem[]> {
  const out: SpamItem[] = [];
  for (const kind of ["quote", "contact", "application"] as const) {
    const rows = await db
      .selectFrom(submissionTables[kind])
      .select(["id", "created_at", "spam_reason", "email"])
      .where("spam", "=", 1)
      .orderBy("created_at")
      .execute();
    for (const r of rows) out.push({ kind, id: r.id, created_at: r.created_at, reason: r.spam_reason, email: r.email });
  }
  return out.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Finds a submission by id in any of the three tables (or the one named). */
export async function findSubmission(db: Db, id: string, kind?: SubmissionKind) {
  for (const k of kind ? [kind] : (["quote", "contact", "application"] as const)) {
    const row = await db.selectFrom(submissionTables[k]).selectAll().where("id", "=", id).executeTakeFirst();
    if (row) return { kind: k, row: row as QuoteRow | ContactRow | ApplicationRow };
  }
  return null;
}

// ---------------------------------------------------------------- résumés, outbox

export async function copyResume(db: Db, uploadsDir: string, id: string, out: string): Promise<ApplicationRow> {
  const row = await db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new AdminError(`No application with id ${id}`);
  const target = /\.(pdf|docx?)$/i.test(out) ? out : `${out}.${row.resume_file.split(".").pop()}`;
  await copyFile(join(uploadsDir, row.resume_file), target);
  return { ...row, resume_file: target };
}

export async function outboxSummary(db: Db) {
  const rows = await db
    .selectFrom("outbox")
    .select([
      "id",
      "kind",
      "submission_kind",
      "submission_id",
      "attempts",
      "next_attempt_at",
      "sent_at",
      "failed_at",
      "last_error",
    ])
    .execute();
  return {
    pending: rows.filter((r) => !r.sent_at && !r.failed_at),
    failed: rows.filter((r) => r.failed_at),
    sent: rows.filter((r) => r.sent_at).length,
  };
}

/** Puts failed messages back in the queue (after fixing SMTP settings, say). */
export async function retryFailed(db: Db, now = Date.now()): Promise<number> {
  const r = await db
    .updateTable("outbox")
    .set({ failed_at: null, attempts: 0, next_attempt_at: iso(now) })
    .where("failed_at", "is not", null)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

// ---------------------------------------------------------------- retention

export interface PurgeResult {
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
}

/**
 * Deletes what is older than the retention periods of content/site.ts (the privacy page states
 * them): enquiries, applications with their résumés, spam, sent e-mails of deleted
 * submissions, and expired idempotency keys. Certificates are kept.
 */
export async function purge(
  db: Db,
  uploadsDir: string,
  config: Pick<Config, "idempotencyTtlMs">,
  now = Date.now(),
  dryRun = false,
): Promise<PurgeResult> {
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
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < all.length; i += 500) {
      const chunk = all.slice(i, i + 500);
      const o = await trx.deleteFrom("outbox").where("submission_id", "in", chunk).executeTakeFirst();
      result.outbox += Number(o.numDeletedRows);
      const n = await trx.deleteFrom("submission_notes").where("submission_id", "in", chunk).executeTakeFirst();
      result.notes += Number(n.numDeletedRows);
      const h = await trx.deleteFrom("submission_events").where("submission_id", "in", chunk).executeTakeFirst();
      result.history += Number(h.numDeletedRows);
      await trx.deleteFrom("submission_reads").where("submission_id", "in", chunk).execute();
    }
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
  // Files after the rows: a crash in between leaves an orphan file, never a row without its file.
  for (const f of files) await unlink(join(uploadsDir, f)).catch(() => {});
  result.idempotencyKeys = await purgeExpiredKeys(db, now, config.idempotencyTtlMs);
  // Staff e-mails carry one-time links: gone a day after they were queued (the links expire sooner).
  const m = await db
    .deleteFrom("outbox")
    .where("submission_kind", "=", "staff")
    .where("created_at", "<", iso(now - DAY))
    .executeTakeFirst();
  result.staffMails = Number(m.numDeletedRows);
  const s = await db.deleteFrom("staff_sessions").where("expires_at", "<", iso(now)).executeTakeFirst();
  result.sessions = Number(s.numDeletedRows);
  await db
    .deleteFrom("staff_tokens")
    .where("expires_at", "<", iso(now - DAY))
    .execute();
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<", iso(now)).execute();
  await db
    .deleteFrom("auth_throttle")
    .where("window_started_at", "<", iso(now - DAY))
    .execute();
  return result;
}
