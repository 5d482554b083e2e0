/**
 * The notification outbox as staff see it (admin): what waits, what failed and why, and a retry
 * of one failed e-mail or of all of them, audited. The relay itself is server/mail/relay.ts.
 */
import type { OutboxHealth } from "#contracts/workspace.ts";
import type { Db } from "../db";
import type { OutboxRow } from "../db/schema";
import { audit } from "../staff/audit";
import { WorkspaceError, type Viewer } from "./submissions";

export interface OutboxDeps {
  db: Db;
  now: () => number;
  /** Wakes the relays, so that a retried e-mail leaves at once. */
  wakeRelay: () => void;
}

export class OutboxService {
  constructor(private readonly deps: OutboxDeps) {}

  async health(): Promise<OutboxHealth> {
    const open = await this.deps.db
      .selectFrom("outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .orderBy("created_at")
      .limit(500)
      .execute();
    const counts = await this.deps.db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.countAll<number>().as("all"),
        eb.fn.count<number>("sent_at").as("sent"),
        eb.fn.count<number>("failed_at").as("failed"),
      ])
      .executeTakeFirstOrThrow();
    const pending = open.filter((r) => !r.failed_at);
    const failed = open.filter((r) => r.failed_at);
    return {
      counts: {
        pending: Number(counts.all) - Number(counts.sent) - Number(counts.failed),
        failed: Number(counts.failed),
        sent: Number(counts.sent),
      },
      oldestPendingAt: pending[0]?.created_at ?? null,
      pending: pending.map(outboxItem),
      failed: failed.map(outboxItem),
    };
  }

  async retry(viewer: Viewer, id: string | null): Promise<number> {
    let q = this.deps.db
      .updateTable("outbox")
      .set({ failed_at: null, attempts: 0, next_attempt_at: new Date(this.deps.now()).toISOString() })
      .where("failed_at", "is not", null)
      .where("sent_at", "is", null);
    if (id) q = q.where("id", "=", id);
    const r = await q.executeTakeFirst();
    const n = Number(r.numUpdatedRows);
    if (id && n === 0) {
      const exists = await this.deps.db.selectFrom("outbox").select("id").where("id", "=", id).executeTakeFirst();
      throw exists
        ? new WorkspaceError("conflict", "This e-mail has not failed.")
        : new WorkspaceError("not_found", "No such e-mail.");
    }
    await audit(this.deps.db, this.deps.now(), {
      actorId: viewer.id,
      action: "outbox_retry",
      targetType: "outbox",
      targetId: id,
      ipHash: viewer.ipHash,
      detail: { count: n },
    });
    if (n) this.deps.wakeRelay();
    return n;
  }
}

function outboxItem(r: OutboxRow) {
  return {
    id: r.id,
    kind: r.kind,
    submissionKind: r.submission_kind,
    submissionId: r.submission_id,
    to: r.to_address,
    subject: r.subject,
    attempts: r.attempts,
    createdAt: r.created_at,
    nextAttemptAt: r.sent_at || r.failed_at ? null : r.next_attempt_at,
    failedAt: r.failed_at,
    lastError: r.last_error,
  };
}
