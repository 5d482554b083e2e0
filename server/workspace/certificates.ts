/**
 * Certificates (docs/workspace.md "Certificates"): issue one or a CSV batch, revoke with a
 * reason, reinstate, search and list. The workspace API and the command-line tool both call
 * this service, so every certificate gets a new random ID (server/lib/ids.ts) and every change an
 * audit entry. Dates follow the company's calendar (WORKSPACE_TIME_ZONE).
 */
import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import {
  CERTIFICATE_LIMITS,
  CSV_COLUMNS,
  certificateStatus,
  checkCertificateFields,
  todayIn,
  verifyUrl,
  type AdminCertificate,
  type BatchPreview,
  type BatchResult,
  type BatchRow,
  type CertificateFields,
  type CertificateStatus,
} from "#contracts/certificate-admin.ts";
import { WORKSPACE_TIME_ZONE } from "#contracts/workspace.ts";
import type { Db } from "../db";
import type { CertificateRow } from "../db/schema";
import { newCertificateId } from "../lib/ids";
import { audit } from "../staff/audit";
import { queueEvent } from "../events";
import { cannotDraw } from "./pdf-text";
import { WorkspaceError } from "./submissions";

/** Who acts: a staff member (id, hashed address) or, with null, the operator's command line. */
export type CertificateActor = { id: string; ipHash?: string | null } | null;

export interface CertificateDeps {
  db: Db;
  now: () => number;
  siteOrigin: string;
}

export interface ListQuery {
  q?: string;
  status?: CertificateStatus;
  cursor?: string;
  limit: number;
}

const FIELD_ORDER: (keyof CertificateFields)[] = ["holderName", "programme", "issuedOn", "validUntil"];

/** "holder name", "Holder_Name ", "HOLDER-NAME" -> "holder_name". */
const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

export class CertificateService {
  constructor(private readonly deps: CertificateDeps) {}

  private get db() {
    return this.deps.db;
  }

  today(): string {
    return todayIn(WORKSPACE_TIME_ZONE, this.deps.now());
  }

  /** Issues one certificate; validation problems come back as one message per field. */
  async issue(
    actor: CertificateActor,
    raw: {
      holderName?: string | null;
      programme?: string | null;
      issuedOn?: string | null;
      validUntil?: string | null;
    },
  ): Promise<AdminCertificate> {
    const checked = checkCertificateFields(raw, this.today());
    if (!checked.ok)
      throw new WorkspaceError("validation", "Some fields need attention.", checked.errors as Record<string, string>);
    const id = await this.db
      .transaction()
      .execute(async (trx) => this.insert(trx, actor, checked.value, actor ? "workspace" : "cli"));
    return this.get(id);
  }

  private async insert(
    trx: Pick<Db, "insertInto">,
    actor: CertificateActor,
    v: CertificateFields,
    source: "workspace" | "csv" | "cli",
  ): Promise<string> {
    const id = newCertificateId();
    const at = this.deps.now();
    await trx
      .insertInto("certificates")
      .values({
        id,
        holder_name: v.holderName,
        programme: v.programme,
        issued_on: v.issuedOn,
        valid_until: v.validUntil,
        revoked_at: null,
        revoke_reason: null,
        revoked_by: null,
        issued_by: actor?.id ?? null,
        created_at: new Date(at).toISOString(),
      })
      .execute();
    await queueEvent(
      trx,
      {
        type: "certificate.issued",
        timestamp: new Date(at).toISOString(),
        data: {
          id,
          holderName: v.holderName,
          programme: v.programme,
          issuedOn: v.issuedOn,
          validUntil: v.validUntil,
          verifyUrl: verifyUrl(this.deps.siteOrigin, id),
        },
      },
      { kind: "certificate", id },
    );
    await audit(trx, at, {
      actorId: actor?.id ?? null,
      action: "certificate_issued",
      targetType: "certificate",
      targetId: id,
      ipHash: actor?.ipHash,
      detail: { source },
    });
    return id;
  }

  async get(rawId: string): Promise<AdminCertificate> {
    const row = await this.db
      .selectFrom("certificates")
      .selectAll()
      .where("id", "=", rawId.trim().toUpperCase())
      .executeTakeFirst();
    if (!row) throw new WorkspaceError("not_found", "No certificate has this ID.");
    return (await this.present([row]))[0]!;
  }

  async list(query: ListQuery): Promise<{ items: AdminCertificate[]; nextCursor: string | null }> {
    const today = this.today();
    let q = this.db.selectFrom("certificates").selectAll();
    const text = query.q?.trim().toLowerCase();
    if (text) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql<string>`lower(holder_name)`, "like", sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(programme)`, "like", sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(id)`, "like", sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    switch (query.status) {
      case "revoked":
        q = q.where("revoked_at", "is not", null);
        break;
      case "not_yet_valid":
        q = q.where("revoked_at", "is", null).where("issued_on", ">", today);
        break;
      case "expired":
        q = q.where("revoked_at", "is", null).where("issued_on", "<=", today).where("valid_until", "<", today);
        break;
      case "valid":
        q = q
          .where("revoked_at", "is", null)
          .where("issued_on", "<=", today)
          .where((eb) => eb.or([eb("valid_until", "is", null), eb("valid_until", ">=", today)]));
        break;
      default:
        break;
    }
    const after = decodeCursor(query.cursor);
    if (after)
      q = q.where((eb) =>
        eb.or([
          eb("created_at", "<", after.createdAt),
          eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
        ]),
      );
    const rows = await q
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit + 1)
      .execute();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: await this.present(page),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
    };
  }

  async revoke(actor: CertificateActor, rawId: string, reason: string): Promise<AdminCertificate> {
    const id = rawId.trim().toUpperCase();
    const text = reason.trim();
    if (!text)
      throw new WorkspaceError("validation", "Give the reason for revoking.", {
        reason: "Give the reason for revoking.",
      });
    if (text.length > CERTIFICATE_LIMITS.reason)
      throw new WorkspaceError("validation", "The reason is too long.", {
        reason: `Use at most ${CERTIFICATE_LIMITS.reason} characters.`,
      });
    const at = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("certificates")
        .set({ revoked_at: new Date(at).toISOString(), revoke_reason: text, revoked_by: actor?.id ?? null })
        .where("id", "=", id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) {
        const exists = await trx.selectFrom("certificates").select("id").where("id", "=", id).executeTakeFirst();
        throw exists
          ? new WorkspaceError("conflict", "This certificate is already revoked.")
          : new WorkspaceError("not_found", "No certificate has this ID.");
      }
      const c = await trx
        .selectFrom("certificates")
        .select(["holder_name", "programme"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      await queueEvent(
        trx,
        {
          type: "certificate.revoked",
          timestamp: new Date(at).toISOString(),
          data: {
            id,
            holderName: c.holder_name,
            programme: c.programme,
            revokedAt: new Date(at).toISOString(),
            reason: text,
            verifyUrl: verifyUrl(this.deps.siteOrigin, id),
          },
        },
        { kind: "certificate", id },
      );
      await audit(trx, at, {
        actorId: actor?.id ?? null,
        action: "certificate_revoked",
        targetType: "certificate",
        targetId: id,
        ipHash: actor?.ipHash,
      });
    });
    return this.get(id);
  }

  async reinstate(actor: CertificateActor, rawId: string): Promise<AdminCertificate> {
    const id = rawId.trim().toUpperCase();
    const at = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("certificates")
        .set({ revoked_at: null, revoke_reason: null, revoked_by: null })
        .where("id", "=", id)
        .where("revoked_at", "is not", null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) {
        const exists = await trx.selectFrom("certificates").select("id").where("id", "=", id).executeTakeFirst();
        throw exists
          ? new WorkspaceError("conflict", "This certificate is not revoked.")
          : new WorkspaceError("not_found", "No certificate has this ID.");
      }
      await audit(trx, at, {
        actorId: actor?.id ?? null,
        action: "certificate_reinstated",
        targetType: "certificate",
        targetId: id,
        ipHash: actor?.ipHash,
      });
    });
    return this.get(id);
  }

  /** Reads a CSV upload and checks every row; nothing is written. */
  previewBatch(csv: string): BatchPreview {
    const rows = parseBatch(csv, this.today());
    const valid = rows.filter((r) => r.errors.length === 0).length;
    return { rows, valid, refused: rows.length - valid };
  }

  /** Issues the rows that pass (checked again here, never taken from the preview), all in one transaction. */
  async issueBatch(actor: CertificateActor, csv: string): Promise<BatchResult> {
    const rows = parseBatch(csv, this.today());
    const result: BatchResult = { issued: [], refused: [] };
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        if (row.errors.length) {
          result.refused.push({ line: row.line, holderName: row.holderName, errors: row.errors });
          continue;
        }
        const id = await this.insert(trx, actor, row, "csv");
        result.issued.push({ line: row.line, id, holderName: row.holderName, programme: row.programme });
      }
    });
    return result;
  }

  private async present(rows: CertificateRow[]): Promise<AdminCertificate[]> {
    const staffIds = [
      ...new Set(rows.flatMap((r) => [r.issued_by, r.revoked_by]).filter((x): x is string => Boolean(x))),
    ];
    const names = new Map<string, string>();
    if (staffIds.length) {
      for (const s of await this.db
        .selectFrom("staff_accounts")
        .select(["id", "name"])
        .where("id", "in", staffIds)
        .execute())
        names.set(s.id, s.name);
    }
    const who = (id: string | null) => (id ? { id, name: names.get(id) ?? "Former staff member" } : null);
    const today = this.today();
    return rows.map((r) => ({
      id: r.id,
      holderName: r.holder_name,
      programme: r.programme,
      issuedOn: r.issued_on,
      validUntil: r.valid_until,
      status: certificateStatus({ issuedOn: r.issued_on, validUntil: r.valid_until, revokedAt: r.revoked_at }, today),
      revokedAt: r.revoked_at,
      revokeReason: r.revoke_reason,
      revokedBy: who(r.revoked_by),
      issuedBy: who(r.issued_by),
      createdAt: r.created_at,
      verifyUrl: verifyUrl(this.deps.siteOrigin, r.id),
      pdfCannotDraw: cannotDraw(r.holder_name, r.programme),
    }));
  }
}

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === "string" && typeof v[1] === "string")
      return { createdAt: v[0], id: v[1] };
  } catch {
    // fall through
  }
  throw new WorkspaceError("validation", "The paging cursor is not valid; start from the first page.", {
    cursor: "Start from the first page.",
  });
}

const fileError = (message: string) => new WorkspaceError("validation", message, { file: message });

/**
 * Parses a CSV upload into checked rows: the header names the columns (CSV_COLUMNS, any order,
 * valid_until optional), blank lines are skipped, and a row repeating an earlier one (same
 * holder, programme and issue date) is refused. Problems with the file as a whole are one error.
 */
export function parseBatch(csv: string, today: string): BatchRow[] {
  if (Buffer.byteLength(csv, "utf8") > CERTIFICATE_LIMITS.csvBytes) {
    throw fileError(
      `The file is larger than ${CERTIFICATE_LIMITS.csvBytes / 1024} KB. Split it into smaller files of at most ${CERTIFICATE_LIMITS.csvRows} rows.`,
    );
  }
  let records: { record: Record<string, string>; info: { lines: number } }[];
  let header: string[] = [];
  try {
    records = parse(csv, {
      bom: true,
      columns: (h: string[]) => (header = h.map(normaliseHeader)),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
      max_record_size: 4096,
    }) as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw fileError(
      `The file is not valid CSV${line ? ` (near line ${line})` : ""}: check for an unclosed quotation mark.`,
    );
  }
  const missing = CSV_COLUMNS.filter((c) => c !== "valid_until" && !header.includes(c));
  if (missing.length)
    throw fileError(`The header row must name the columns ${CSV_COLUMNS.join(", ")}; missing: ${missing.join(", ")}.`);
  const unknown = header.filter((h) => h && !(CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length)
    throw fileError(
      `Unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}: the columns are ${CSV_COLUMNS.join(", ")}.`,
    );
  if (records.length === 0) throw fileError("The file has a header but no rows of certificates.");
  if (records.length > CERTIFICATE_LIMITS.csvRows)
    throw fileError(
      `The file has ${records.length} rows; at most ${CERTIFICATE_LIMITS.csvRows} can be issued at once. Split it into smaller files.`,
    );

  const seen = new Map<string, number>();
  return records.map(({ record, info }) => {
    const raw = {
      holderName: record.holder_name,
      programme: record.programme,
      issuedOn: record.issued_on,
      validUntil: record.valid_until,
    };
    const checked = checkCertificateFields(raw, today);
    const errors = checked.ok ? [] : FIELD_ORDER.map((f) => checked.errors[f]).filter((e): e is string => Boolean(e));
    const value = checked.ok ? checked.value : null;
    if (value) {
      const key = [value.holderName.toLowerCase(), value.programme.toLowerCase(), value.issuedOn].join("\u0000");
      const first = seen.get(key);
      if (first !== undefined) errors.push(`Repeats line ${first}: the same holder, programme and issue date.`);
      else seen.set(key, info.lines);
    }
    return {
      line: info.lines,
      holderName: value?.holderName ?? (raw.holderName ?? "").trim(),
      programme: value?.programme ?? (raw.programme ?? "").trim(),
      issuedOn: value?.issuedOn ?? (raw.issuedOn ?? "").trim(),
      validUntil: value ? value.validUntil : (raw.validUntil ?? "").trim() || null,
      errors,
      pdfCannotDraw: value && !errors.length ? cannotDraw(value.holderName, value.programme) : null,
    };
  });
}
