/** Reading the audit log (admins): newest first, keyset paging, optionally one action. */
import type { AuditAction } from "#contracts/workspace.ts";
import type { Db } from "../db";
import { decodeCursor, encodeCursor } from "./submissions";

export async function auditPage(db: Db, q: { action?: AuditAction; cursor?: string; limit: number }) {
  const after = decodeCursor(q.cursor);
  let query = db
    .selectFrom("audit_log")
    .leftJoin("staff_accounts", "staff_accounts.id", "audit_log.actor_id")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.actor_id",
      "staff_accounts.name as actor_name",
      "audit_log.action",
      "audit_log.target_type",
      "audit_log.target_id",
      "audit_log.detail",
    ])
    .orderBy("audit_log.at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(q.limit + 1);
  if (q.action) query = query.where("audit_log.action", "=", q.action);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb("audit_log.at", "<", after[0]),
        eb.and([eb("audit_log.at", "=", after[0]), eb("audit_log.id", "<", after[1])]),
      ]),
    );
  const rows = await query.execute();
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? "a former colleague" } : null,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null,
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.at, last.id) : null,
  };
}
