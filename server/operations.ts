/**
 * Operations behind the command-line tool (server/cli.ts): certificates, CSV export, the spam
 * folder, résumé retrieval and the outbox (the retention purge is server/purge.ts). Each works on
 * SQLite and PostgreSQL.
 */
import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "./db";
import {
  submissionTables,
  type ApplicationRow,
  type ContactRow,
  type QuoteRow,
  type SubmissionKind,
} from "./db/schema";
import { exportCsvOf, registry, type ExportColumn } from "./registry";
import { CertificateService } from "./workspace/certificates";
import { WorkspaceError } from "./workspace/submissions";
import { iso } from "./lib/clock";
import { staffNames } from "./staff/names";

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

/**
 * A kind's submissions as CSV: the columns of the workspace's export of that kind (the kind's
 * description in registry.ts), written by the same writer (lib/csv.ts); with spam included, two
 * more columns say which rows are spam and why.
 */
export async function exportCsv(
  db: Db,
  kind: SubmissionKind,
  options: { includeSpam?: boolean } = {},
): Promise<{ csv: string; count: number }> {
  const def = registry[kind];
  let q = db.selectFrom(submissionTables[kind]).selectAll().orderBy("created_at").orderBy("id");
  if (!options.includeSpam) q = q.where("spam", "=", 0);
  const rows = (await q.execute()) as Record<string, unknown>[];
  const names = await staffNames(
    db,
    rows.map((r) => r.assignee_id),
  );
  const spam: ExportColumn[] = options.includeSpam
    ? [
        { header: "Spam", value: (r) => (r.spam ? "yes" : "no") },
        { header: "Spam reason", value: (r) => r.spam_reason },
      ]
    : [];
  return { csv: exportCsvOf([...def.exportColumns, ...spam], rows, (id) => names.get(id)), count: rows.length };
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
