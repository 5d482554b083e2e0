/**
 * The audit log: who did what to which record, and when. It never holds submission content or
 * passwords: targets are ids, details are statuses, roles, counts and filter names.
 */
import type { AuditAction } from "#contracts/workspace.ts";
import type { Db } from "../db";
import { newId } from "../lib/ids";

export interface AuditEntryInput {
  actorId: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  ipHash?: string | null;
  detail?: Record<string, unknown> | null;
}

type Writer = Pick<Db, "insertInto">;

export async function audit(db: Writer, at: number, e: AuditEntryInput): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      at: new Date(at).toISOString(),
      actor_id: e.actorId,
      action: e.action,
      target_type: e.targetType ?? null,
      target_id: e.targetId ?? null,
      ip_hash: e.ipHash ?? null,
      detail: e.detail ? JSON.stringify(e.detail) : null,
    })
    .execute();
}
