/**
 * The spam folder (docs/workspace.md "Spam"): the submissions the intake held as spam, listed
 * newest first across the kinds the viewer may see, released back to the inbox ("Not spam") or
 * deleted for good. Built on the inbox's own query and paging (submissions.ts), with the spam
 * flag the other way round; like it, every function takes the viewer and refuses kinds the
 * viewer may not see. `viewer` null: the command line (`npm run cli -- spam release`).
 */
import { sql } from "kysely";
import { submissionKinds, type SpamItem, type SubmissionKind } from "#contracts/workspace.ts";
import { executeAll } from "../db/statements";
import { queueEvent, receivedEvent } from "../events";
import { outboxStatements } from "../mail/messages";
import { registry } from "../registry";
import { decodeCursor, recordChange, WorkspaceError, type Viewer, type WorkspaceService } from "./submissions";

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export class SpamService {
  constructor(private readonly workspace: WorkspaceService) {}

  private get deps() {
    return this.workspace.deps;
  }

  /** One page of the folder, every kind the viewer may see (or the one asked for). */
  async list(viewer: Viewer, f: { kind?: SubmissionKind; cursor?: string; limit: number }) {
    const ws = this.workspace;
    const defs = ws.inboxDefs(viewer, f.kind, submissionKinds);
    const after = decodeCursor(f.cursor);
    const lists = await Promise.all(
      defs.map((d) => ws.matching(d, {}, viewer, { limit: f.limit + 1, after, spam: true, full: true })),
    );
    const { rows, next } = ws.merge(lists, f.limit);
    const items: SpamItem[] = rows.map((r) => {
      const def = registry[r.kind as SubmissionKind];
      return {
        kind: def.kind,
        id: str(r.id),
        receivedAt: str(r.created_at),
        reason: (r.spam_reason as string | null) ?? null,
        name: str(r[def.columns.name]),
        email: str(r[def.columns.email]),
        topic: def.topicText(r),
        fields: def.detailFields(r),
      };
    });
    return { items, nextCursor: next };
  }

  /** "Not spam": back to the inbox, and the two e-mails it missed are queued, in one transaction. */
  async release(viewer: Viewer | null, kind: SubmissionKind, id: string) {
    const def = viewer ? this.workspace.def(viewer, kind) : registry[kind];
    const row = await this.workspace.row(def, id);
    if (Number(row.spam) !== 1) throw new WorkspaceError("conflict", "This submission is not marked as spam.");
    const now = this.deps.now();
    const mails = def.outboxRows(row, id, new Date(now).toISOString(), this.deps.config);
    await this.deps.db.transaction().execute(async (trx) => {
      const r =
        await sql`update ${sql.table(def.table)} set spam = 0, spam_reason = null where id = ${id} and spam = 1`.execute(
          trx,
        );
      if (Number(r.numAffectedRows ?? 0) !== 1)
        throw new WorkspaceError("conflict", "This submission was released meanwhile.");
      // The same daily cap on acknowledgements to one address as when a submission arrives.
      await executeAll(trx, outboxStatements(trx, mails, now));
      // Its alerts were held while it was spam: they fire now.
      await queueEvent(trx, receivedEvent(kind, id, str(row.created_at), row, this.deps.config.siteOrigin), {
        kind,
        id,
      });
      await recordChange(trx, now, viewer, { kind, id }, { event: "released", action: "spam_released" });
    });
    this.deps.wakeRelay();
  }

  /** Deletes a submission for good, only while it is spam (the erasure is submissions.ts `erase`). */
  async delete(viewer: Viewer, kind: SubmissionKind, id: string) {
    await this.workspace.erase(viewer, kind, id, { onlySpam: true });
  }
}
