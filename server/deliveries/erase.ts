/**
 * Erasure of what deliveries keep about submissions: the queued events (their payloads hold the
 * sender's words), their deliveries and the attempts' log. Called inside the transaction that
 * erases the submissions (one erasure, or the retention purge), so no copy outlives them
 * (docs/decisions/0110-erasure-leaves-no-copy.md).
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

export const eventTables = ["delivery_events", "deliveries", "delivery_attempts"] as const;

export async function eraseEvents(
  trx: Transaction<Database> | Kysely<Database>,
  kind: string,
  ids: readonly string[],
): Promise<number> {
  let erased = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const events = trx
      .selectFrom("delivery_events")
      .select("id")
      .where("subject_kind", "=", kind)
      .where("subject_id", "in", chunk);
    const deliveries = trx.selectFrom("deliveries").select("id").where("event_id", "in", events);
    await trx.deleteFrom("delivery_attempts").where("delivery_id", "in", deliveries).execute();
    await trx.deleteFrom("deliveries").where("event_id", "in", events).execute();
    const r = await trx
      .deleteFrom("delivery_events")
      .where("subject_kind", "=", kind)
      .where("subject_id", "in", chunk)
      .executeTakeFirst();
    erased += Number(r.numDeletedRows);
  }
  return erased;
}

/**
 * Events older than `before` whose deliveries are all finished (delivered or failed), with their
 * deliveries and log: the delivery log keeps a month. Pending deliveries are never cut short.
 */
export async function purgeFinishedEvents(db: Kysely<Database>, before: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const old = trx
      .selectFrom("delivery_events")
      .select("id")
      .where("created_at", "<", before)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("deliveries")
              .select("deliveries.id")
              .whereRef("deliveries.event_id", "=", "delivery_events.id")
              .where("deliveries.state", "=", "pending"),
          ),
        ),
      );
    const ids = (await old.execute()).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const deliveries = trx.selectFrom("deliveries").select("id").where("event_id", "in", chunk);
      await trx.deleteFrom("delivery_attempts").where("delivery_id", "in", deliveries).execute();
      await trx.deleteFrom("deliveries").where("event_id", "in", chunk).execute();
      await trx.deleteFrom("delivery_events").where("id", "in", chunk).execute();
    }
    return ids.length;
  });
}
