/**
 * The workspace's work on submissions, without HTTP (the API and the CLI call these): the inbox
 * with filters and keyset paging, one submission with its e-mails, notes and history, status,
 * assignee and notes changes, read marks, erasure and the CSV export (the spam folder is
 * spam.ts, the outbox's state outbox.ts, the dashboard dashboard.ts). Every function takes the
 * viewer's roles and refuses kinds the viewer may not see (WorkspaceError "forbidden"), so a
 * forgotten check in a route cannot leak a record.
 */
import { sql, type RawBuilder } from "kysely";
import {
  inboxKinds,
  type AuditAction,
  type HistoryEntry,
  type InboxItem,
  type InboxPage,
  type MailState,
  type Person,
  type Role,
  type SubmissionDetail,
  type SubmissionKind,
} from "#contracts/workspace.ts";
import type { Config } from "../config";
import type { Db, DbHandle } from "../db";
import type { OutboxRow } from "../db/schema";
import { finishErasure, type ErasurePaths } from "../erasure";
import { newId } from "../lib/ids";
import { queueEvent, statusChangedEvent } from "../events";
import { eraseEvents, eventTables } from "../deliveries/erase";
import { canSee, exportCsvOf, mixedExportColumns, registry, type KindDefinition } from "../registry";
import { audit } from "../staff/audit";
import { sourceJson } from "../lead-source";
import type { Channel } from "#contracts/lead-source.ts";
import { parseRoles } from "../staff/service";
import { ServiceError } from "../lib/errors";
import { iso } from "../lib/clock";
import { staffNames } from "../staff/names";

/** A refusal of the workspace's services (server/lib/errors.ts ServiceError). */
export class WorkspaceError extends ServiceError<"forbidden" | "not_found" | "conflict" | "validation"> {}

export interface Viewer {
  id: string;
  roles: readonly Role[];
  ipHash?: string | null;
}

export interface WorkspaceDeps {
  db: Db;
  /** The database handle's clean-up after an erasure (server/erasure.ts). */
  afterErase: DbHandle["afterErase"];
  config: Config;
  now: () => number;
  paths: ErasurePaths;
  wakeRelay: () => void;
}

export interface InboxFilter {
  kind?: SubmissionKind;
  status?: string;
  assignee?: string;
  from?: string;
  to?: string;
  q?: string;
  unread?: "1" | "0";
  /** Source filters (server/lead-source.ts). */
  channel?: Channel;
  campaign?: string;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
/** The company's day boundaries (Asia/Kolkata is UTC+05:30 all year). */
const IST_OFFSET = "+05:30";
const dayStart = (day: string) => new Date(`${day}T00:00:00${IST_OFFSET}`).toISOString();
const nextDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00${IST_OFFSET}`) + 86_400_000).toISOString();

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}
export function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === "string" && typeof v[1] === "string") return [v[0], v[1]];
  } catch {
    // fall through
  }
  throw new WorkspaceError("validation", "This page link is no longer valid; start from the first page.", {
    cursor: "Invalid cursor.",
  });
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class WorkspaceService {
  constructor(readonly deps: WorkspaceDeps) {}

  private get db() {
    return this.deps.db;
  }
  private now() {
    return this.deps.now();
  }

  /** The kind's definition, or "forbidden" when the viewer may not see it. */
  def(viewer: Viewer, kind: SubmissionKind): KindDefinition {
    if (!canSee(viewer.roles, kind)) throw new WorkspaceError("forbidden", "Your role does not give access to this.");
    return registry[kind];
  }

  async people(ids: (string | null | undefined)[]): Promise<Map<string, Person>> {
    const names = await staffNames(this.db, ids);
    return new Map([...names].map(([id, name]) => [id, { id, name }]));
  }

  // ------------------------------------------------------------ inbox

  /** One kind's matching rows, newest first, after the cursor: the building block of the inbox and the export. */
  /** Also used by the hiring view (hiring.ts), with its own extra conditions (`where`, on the row alias `s`). */
  async matching(
    def: KindDefinition,
    f: InboxFilter,
    viewer: Viewer,
    opts: {
      limit: number;
      after: [string, string] | null;
      spam?: boolean;
      full?: boolean;
      where?: RawBuilder<unknown>[];
    },
  ): Promise<Row[]> {
    const t = sql.table(def.table);
    const c = (col: string) => sql.ref(`s.${col}`);
    const where: RawBuilder<unknown>[] = [sql`${c("spam")} = ${opts.spam ? 1 : 0}`, ...(opts.where ?? [])];
    if (f.status) where.push(sql`${c("status")} = ${f.status}`);
    if (f.assignee === "none") where.push(sql`${c("assignee_id")} is null`);
    else if (f.assignee) where.push(sql`${c("assignee_id")} = ${f.assignee === "me" ? viewer.id : f.assignee}`);
    if (f.channel) where.push(sql`${c("source_channel")} = ${f.channel}`);
    if (f.campaign) where.push(sql`${c("source_utm_campaign")} = ${f.campaign}`);
    if (f.from) where.push(sql`${c("created_at")} >= ${dayStart(f.from)}`);
    if (f.to) where.push(sql`${c("created_at")} < ${nextDayStart(f.to)}`);
    if (f.q) {
      const p = likePattern(f.q);
      where.push(
        sql`(${sql.join(
          def.searchColumns.map((col) => sql`lower(${c(col)}) like ${p} escape '\\'`),
          sql` or `,
        )})`,
      );
    }
    const read = sql`exists (select 1 from submission_reads r where r.submission_id = ${c("id")} and r.account_id = ${viewer.id})`;
    if (f.unread === "1") where.push(sql`not ${read}`);
    if (f.unread === "0") where.push(read);
    if (opts.after) where.push(sql`(${c("created_at")}, ${c("id")}) < (${opts.after[0]}, ${opts.after[1]})`);
    const columns = opts.full
      ? sql`s.*`
      : sql`${c("id")} as id, ${c("created_at")} as created_at, ${c(def.columns.name)} as name, ${c(def.columns.email)} as email, ${c(def.columns.topic)} as topic, substr(${c(def.columns.message)}, 1, 200) as excerpt, ${c("status")} as status, ${c("assignee_id")} as assignee_id`;
    const q = sql<Row>`select ${columns}, case when ${read} then 1 else 0 end as is_read from ${t} as s where ${sql.join(where, sql` and `)} order by ${c("created_at")} desc, ${c("id")} desc limit ${opts.limit}`;
    const rows = (await q.execute(this.db)).rows;
    return rows.map((r) => ({ ...r, kind: def.kind }));
  }

  /** The kinds a list covers: the one asked for, or every one of `kinds` the viewer may see. */
  inboxDefs(viewer: Viewer, kind?: SubmissionKind, kinds: readonly SubmissionKind[] = inboxKinds): KindDefinition[] {
    if (kind) return [this.def(viewer, kind)];
    const defs = kinds.filter((k) => canSee(viewer.roles, k)).map((k) => registry[k]);
    if (!defs.length) throw new WorkspaceError("forbidden", "Your role does not give access to the inbox.");
    return defs;
  }

  private checkStatus(defs: KindDefinition[], status: string | undefined) {
    if (status && !defs.some((d) => d.statuses.includes(status)))
      throw new WorkspaceError("validation", `Unknown status "${status}".`, { status: "Unknown status." });
  }

  /** Merges the kinds' newest-first lists (each already limited) into one page. */
  merge(lists: Row[][], limit: number): { rows: Row[]; next: string | null } {
    const all = lists
      .flat()
      .sort((a, b) =>
        str(b.created_at) === str(a.created_at)
          ? str(b.id).localeCompare(str(a.id))
          : str(b.created_at).localeCompare(str(a.created_at)),
      );
    const rows = all.slice(0, limit);
    const last = rows[rows.length - 1];
    return { rows, next: all.length > limit && last ? encodeCursor(str(last.created_at), str(last.id)) : null };
  }

  async inbox(viewer: Viewer, f: InboxFilter & { cursor?: string; limit: number }): Promise<InboxPage> {
    const defs = this.inboxDefs(viewer, f.kind);
    this.checkStatus(defs, f.status);
    const after = decodeCursor(f.cursor);
    const lists = await Promise.all(defs.map((d) => this.matching(d, f, viewer, { limit: f.limit + 1, after })));
    const { rows, next } = this.merge(lists, f.limit);
    const people = await this.people(rows.map((r) => r.assignee_id as string | null));
    const items: InboxItem[] = rows.map((r) => ({
      kind: r.kind as InboxItem["kind"],
      id: str(r.id),
      reference: str(r.id),
      receivedAt: str(r.created_at),
      name: str(r.name),
      email: str(r.email),
      topic: str(r.topic),
      excerpt: str(r.excerpt),
      status: str(r.status),
      assignee: r.assignee_id ? (people.get(str(r.assignee_id)) ?? null) : null,
      unread: Number(r.is_read) !== 1,
    }));
    return { items, nextCursor: next };
  }

  // ------------------------------------------------------------ one submission

  async row(def: KindDefinition, id: string): Promise<Row> {
    const r = await sql<Row>`select * from ${sql.table(def.table)} where id = ${id}`.execute(this.db);
    const row = r.rows[0];
    if (!row) throw new WorkspaceError("not_found", "This submission does not exist (it may have been erased).");
    return row;
  }

  async detail(
    viewer: Viewer,
    kind: SubmissionKind,
    id: string,
    opts: { markRead?: boolean } = {},
  ): Promise<SubmissionDetail> {
    const def = this.def(viewer, kind);
    const row = await this.row(def, id);
    const [mail, notes, events] = await Promise.all([
      this.db
        .selectFrom("outbox")
        .selectAll()
        .where("submission_id", "=", id)
        .where("submission_kind", "=", kind)
        .orderBy("created_at")
        .execute(),
      this.db
        .selectFrom("submission_notes")
        .selectAll()
        .where("submission_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      this.db
        .selectFrom("submission_events")
        .selectAll()
        .where("submission_id", "=", id)
        .orderBy("at")
        .orderBy("id")
        .execute(),
    ]);
    const people = await this.people([
      row.assignee_id as string | null,
      ...notes.map((n) => n.author_id),
      ...events.map((e) => e.actor_id),
      ...events.filter((e) => e.action === "assignee").flatMap((e) => [e.from_value, e.to_value]),
    ]);
    if (opts.markRead !== false) await this.markRead(viewer, id);
    const name = (pid: string | null) => (pid ? (people.get(pid)?.name ?? "a former colleague") : null);
    const history: HistoryEntry[] = [
      { id: `received-${id}`, at: str(row.created_at), actor: null, action: "received", from: null, to: null },
      ...events.map((e) => ({
        id: e.id,
        at: e.at,
        actor: e.actor_id ? (people.get(e.actor_id) ?? { id: e.actor_id, name: "a former colleague" }) : null,
        action: e.action,
        // Status changes carry the status values (the interface labels them); assignee changes the person's name.
        from: e.action === "assignee" ? name(e.from_value) : e.from_value,
        to: e.action === "assignee" ? name(e.to_value) : e.to_value,
      })),
    ];
    return {
      kind,
      id,
      reference: id,
      receivedAt: str(row.created_at),
      name: str(row[def.columns.name]),
      email: str(row[def.columns.email]),
      topic: def.topicText(row),
      fields: def.detailFields(row),
      source: sourceJson(row),
      spam: Number(row.spam) === 1,
      spamReason: (row.spam_reason as string | null) ?? null,
      status: str(row.status),
      statuses: [...def.statuses],
      assignee: row.assignee_id ? (people.get(str(row.assignee_id)) ?? null) : null,
      mail: mail.filter((m) => m.kind === "notify" || m.kind === "ack" || m.kind === "reject").map(mailState),
      notes: notes.map((n) => ({
        id: n.id,
        body: n.body,
        author: n.author_id ? (people.get(n.author_id) ?? { id: n.author_id, name: "a former colleague" }) : null,
        createdAt: n.created_at,
      })),
      history,
    };
  }

  async markRead(viewer: Viewer, id: string) {
    await this.db
      .insertInto("submission_reads")
      .values({ account_id: viewer.id, submission_id: id, read_at: iso(this.now()) })
      .onConflict((oc) => oc.columns(["account_id", "submission_id"]).doNothing())
      .execute();
  }

  async markUnread(viewer: Viewer, kind: SubmissionKind, id: string) {
    const def = this.def(viewer, kind);
    await this.row(def, id);
    await this.db
      .deleteFrom("submission_reads")
      .where("account_id", "=", viewer.id)
      .where("submission_id", "=", id)
      .execute();
  }

  /** Status and/or assignee; each change is one history entry and one audit entry. */
  async update(
    viewer: Viewer,
    kind: SubmissionKind,
    id: string,
    change: { status?: string; assigneeId?: string | null },
  ): Promise<SubmissionDetail> {
    const def = this.def(viewer, kind);
    if (change.status !== undefined && !def.statuses.includes(change.status)) {
      throw new WorkspaceError("validation", `A ${def.label} cannot have the status "${change.status}".`, {
        status: `Choose one of: ${def.statuses.join(", ")}.`,
      });
    }
    if (change.assigneeId) {
      const a = await this.db
        .selectFrom("staff_accounts")
        .select(["id", "roles", "status"])
        .where("id", "=", change.assigneeId)
        .executeTakeFirst();
      if (!a || a.status !== "active" || !canSee(parseRoles(a.roles), kind)) {
        throw new WorkspaceError(
          "validation",
          "This person cannot be assigned: the account is not active or its roles do not cover this kind.",
          { assigneeId: "Choose an active colleague who can see this." },
        );
      }
    }
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const r = await sql<Row>`select status, assignee_id from ${sql.table(def.table)} where id = ${id}`.execute(trx);
      const row = r.rows[0];
      if (!row) throw new WorkspaceError("not_found", "This submission does not exist (it may have been erased).");
      if (change.status !== undefined && change.status !== row.status) {
        await sql`update ${sql.table(def.table)} set status = ${change.status} where id = ${id}`.execute(trx);
        await queueEvent(
          trx,
          statusChangedEvent(kind, id, row.status, change.status, iso(now), this.deps.config.siteOrigin),
          { kind, id },
        );
        await recordChange(
          trx,
          now,
          viewer,
          { kind, id },
          {
            event: "status",
            from: str(row.status),
            to: change.status,
            action: "status_changed",
            detail: { from: row.status, to: change.status },
          },
        );
      }
      if (change.assigneeId !== undefined && (change.assigneeId ?? null) !== (row.assignee_id ?? null)) {
        await sql`update ${sql.table(def.table)} set assignee_id = ${change.assigneeId} where id = ${id}`.execute(trx);
        await recordChange(
          trx,
          now,
          viewer,
          { kind, id },
          {
            event: "assignee",
            from: (row.assignee_id as string | null) ?? null,
            to: change.assigneeId,
            action: "assignee_changed",
            detail: { from: row.assignee_id ?? null, to: change.assigneeId },
          },
        );
      }
    });
    return this.detail(viewer, kind, id, { markRead: false });
  }

  async addNote(viewer: Viewer, kind: SubmissionKind, id: string, body: string) {
    const def = this.def(viewer, kind);
    await this.row(def, id);
    const now = this.now();
    const note = {
      id: newId(),
      submission_kind: kind,
      submission_id: id,
      author_id: viewer.id,
      body: body.trim(),
      created_at: iso(now),
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("submission_notes").values(note).execute();
      await recordChange(trx, now, viewer, { kind, id }, { event: "note", action: "note_added" });
    });
    const people = await this.people([viewer.id]);
    return { id: note.id, body: note.body, author: people.get(viewer.id) ?? null, createdAt: note.created_at };
  }

  // ------------------------------------------------------------ erasure

  /**
   * Erases a submission for good: its row, notes, history, read marks, queued and sent e-mails
   * and files (the résumé, and the e-mails the files transport wrote), then the database's own
   * copies of them (server/erasure.ts). The audit log keeps that it happened (kind, id, who),
   * nothing of its content.
   */
  async erase(viewer: Viewer | null, kind: SubmissionKind, id: string, opts: { onlySpam?: boolean } = {}) {
    const def = viewer ? this.def(viewer, kind) : registry[kind];
    const row = await this.row(def, id);
    if (opts.onlySpam && Number(row.spam) !== 1)
      throw new WorkspaceError("conflict", "This submission is not marked as spam.");
    const files = def.files(row);
    const now = this.now();
    const mails = await this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom("outbox")
        .where("submission_id", "=", id)
        .where("submission_kind", "=", kind)
        .returning(["id", "created_at"])
        .execute();
      await trx.deleteFrom("submission_notes").where("submission_id", "=", id).execute();
      await trx.deleteFrom("submission_events").where("submission_id", "=", id).execute();
      await eraseEvents(trx, kind, [id]);
      await trx.deleteFrom("submission_reads").where("submission_id", "=", id).execute();
      await sql`delete from ${sql.table(def.table)} where id = ${id}`.execute(trx);
      await audit(trx, now, {
        actorId: viewer?.id ?? null,
        action: "submission_erased",
        targetType: kind,
        targetId: id,
        ipHash: viewer?.ipHash,
        detail: { spam: Number(row.spam) === 1, files: files.length },
      });
      return deleted;
    });
    await finishErasure(this.deps.afterErase, this.deps.paths, {
      tables: ["outbox", "submission_notes", "submission_events", "submission_reads", ...eventTables, def.table],
      resumes: files,
      mails,
    });
  }

  // ------------------------------------------------------------ export

  /** CSV of everything the filter matches (not only one page), for Excel: UTF-8 with BOM, CRLF. */
  async exportCsv(viewer: Viewer, f: InboxFilter): Promise<{ csv: string; count: number }> {
    const defs = this.inboxDefs(viewer, f.kind);
    this.checkStatus(defs, f.status);
    const lists: Row[][] = [];
    for (const def of defs) {
      const rows: Row[] = [];
      let after: [string, string] | null = null;
      for (;;) {
        const page = await this.matching(def, f, viewer, { limit: 1000, after, full: true });
        rows.push(...page);
        if (page.length < 1000) break;
        const last = page[page.length - 1]!;
        after = [str(last.created_at), str(last.id)];
      }
      lists.push(rows);
    }
    const { rows } = this.merge(lists, Number.MAX_SAFE_INTEGER);
    const people = await this.people(rows.map((r) => r.assignee_id as string | null));
    // One kind: all of its columns; several: what every kind has.
    const columns = defs.length === 1 ? defs[0]!.exportColumns : mixedExportColumns;
    await audit(this.db, this.now(), {
      actorId: viewer.id,
      action: "export",
      targetType: f.kind ?? "inbox",
      ipHash: viewer.ipHash,
      detail: { count: rows.length, filter: Object.keys(f).filter((k) => f[k as keyof InboxFilter] !== undefined) },
    });
    return { csv: exportCsvOf(columns, rows, (id) => people.get(id)?.name), count: rows.length };
  }
}

/**
 * A change to a submission, in its transaction: as its history shows it (`event`, from and to)
 * and as the audit log records it (`action`, `detail`). `viewer`: null for the command line.
 */
export async function recordChange(
  trx: Pick<Db, "insertInto">,
  at: number,
  viewer: Viewer | null,
  target: { kind: SubmissionKind; id: string },
  change: {
    event: string;
    from?: string | null;
    to?: string | null;
    action: AuditAction;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await trx
    .insertInto("submission_events")
    .values({
      id: newId(),
      submission_kind: target.kind,
      submission_id: target.id,
      at: iso(at),
      actor_id: viewer?.id ?? null,
      action: change.event,
      from_value: change.from ?? null,
      to_value: change.to ?? null,
    })
    .execute();
  await audit(trx, at, {
    actorId: viewer?.id ?? null,
    action: change.action,
    targetType: target.kind,
    targetId: target.id,
    ipHash: viewer?.ipHash,
    detail: change.detail,
  });
}

function mailState(m: OutboxRow): MailState {
  return {
    kind: m.kind as "notify" | "ack" | "reject",
    state: m.sent_at ? "sent" : m.failed_at ? "failed" : "pending",
    to: m.to_address,
    attempts: m.attempts,
    lastError: m.last_error,
    sentAt: m.sent_at,
    failedAt: m.failed_at,
    nextAttemptAt: m.sent_at || m.failed_at ? null : m.next_attempt_at,
  };
}
