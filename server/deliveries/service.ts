/**
 * Destinations and their delivery log (docs/deliveries.md): adding, changing, pausing, resuming
 * and deleting a destination, rotating its secret, sending it a test event, redelivering, and
 * reading its log. The workspace's admin routes (server/workspace/destinations-api.ts) and the
 * command-line tool (npm run cli -- webhooks) both call it; every change is in the audit log.
 */
import type { Db } from "../db";
import type { DestinationRow } from "../db/delivery-schema";
import type { NewOutboxRow } from "../db/schema";
import {
  addableKinds,
  type Delivery,
  type DeliveryPage,
  type Destination,
  type DestinationList,
} from "#contracts/destinations.ts";
import { submissionKinds, type SubmissionKind } from "#contracts/workspace.ts";
import { eventLabels, eventRow, queueEvent, subscribableEvents, type EventType } from "../events";
import { newId } from "../lib/ids";
import { audit } from "../staff/audit";
import { urlProblem } from "./guard";
import type { DeliveryRelayOptions } from "./relay";
import { chatHosts, newSecret, type DestinationKind } from "./requests";
import { ServiceError } from "../lib/errors";
import { iso } from "../lib/clock";

/** A refusal of the destinations' service (server/lib/errors.ts ServiceError). */
export class DestinationError extends ServiceError<"validation" | "not_found" | "conflict"> {}

export interface Actor {
  id: string | null;
  ipHash?: string | null;
}

export interface DestinationDeps {
  db: Db;
  now: () => number;
  siteOrigin: string;
  allowPrivate: boolean;
  retryWindowMs: number;
  /** Told after something was queued. */
  wake: () => void;
}

export const CDN_DESTINATION_ID = "cdn-purge";

const list = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export interface NewDestination {
  name: string;
  kind: DestinationKind;
  url: string;
  events: string[];
  kinds?: string[];
}

export class DestinationService {
  constructor(private readonly deps: DestinationDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The checks of a destination's URL, events and kinds; throws a DestinationError naming each bad field. */
  validate(d: { kind: DestinationKind; url?: string; events?: string[]; kinds?: string[] }) {
    const fields: Record<string, string> = {};
    if (d.url !== undefined) {
      const problem = urlProblem(d.url, this.deps.allowPrivate);
      if (problem) fields.url = problem;
      else {
        const chat = chatHosts[d.kind];
        if (chat && !this.deps.allowPrivate && !chat.hosts.test(new URL(d.url).hostname))
          fields.url = `This is not a ${d.kind === "google_chat" ? "Google Chat" : d.kind === "teams" ? "Teams Workflows" : "Slack"} webhook URL (expected ${chat.example}).`;
      }
    }
    if (d.events !== undefined) {
      const unknown = d.events.filter((e) => !(subscribableEvents as readonly string[]).includes(e));
      if (unknown.length)
        fields.events = `Unknown event: ${unknown.join(", ")}. Choose from ${subscribableEvents.join(", ")}.`;
      else if (d.events.length === 0) fields.events = "Choose at least one event.";
    }
    if (d.kinds !== undefined) {
      const unknown = d.kinds.filter((k) => !(submissionKinds as readonly string[]).includes(k));
      if (unknown.length) fields.kinds = `Unknown kind: ${unknown.join(", ")}.`;
    }
    if (Object.keys(fields).length)
      throw new DestinationError("validation", "Please correct the fields shown.", fields);
  }

  async create(actor: Actor, input: NewDestination): Promise<{ destination: Destination; secret: string }> {
    if (!(addableKinds as readonly string[]).includes(input.kind))
      throw new DestinationError("validation", "Please correct the fields shown.", { kind: "Choose a kind." });
    const events = [...new Set(input.events)];
    const kinds = [...new Set(input.kinds ?? submissionKinds)];
    this.validate({ kind: input.kind, url: input.url, events, kinds });
    const now = this.deps.now();
    const secret = newSecret();
    const row = {
      id: newId(),
      name: input.name.trim(),
      kind: input.kind,
      url: input.url.trim(),
      events: JSON.stringify(events),
      kinds: JSON.stringify(kinds),
      secret,
      state: "active" as const,
      created_at: iso(now),
      updated_at: iso(now),
      created_by: actor.id,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("destinations").values(row).execute();
      await audit(trx, now, {
        actorId: actor.id,
        action: "destination_created",
        targetType: "destination",
        targetId: row.id,
        ipHash: actor.ipHash,
        detail: { kind: row.kind, events },
      });
    });
    return { destination: await this.get(row.id), secret };
  }

  async list(): Promise<DestinationList> {
    const rows = await this.db.selectFrom("destinations").selectAll().orderBy("created_at").execute();
    const counts = await this.counts(rows.map((r) => r.id));
    return {
      items: rows.map((r) => present(r, counts.get(r.id))),
      catalogue: subscribableEvents.map((type) => ({ type, label: eventLabels[type] })),
      allowPrivate: this.deps.allowPrivate,
    };
  }

  private async counts(ids: string[]) {
    const out = new Map<string, Destination["counts"]>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom("deliveries")
      .select((eb) => ["destination_id", "state", eb.fn.countAll<number>().as("n")])
      .where("destination_id", "in", ids)
      .groupBy(["destination_id", "state"])
      .execute();
    for (const r of rows) {
      const c = out.get(r.destination_id) ?? { pending: 0, delivered: 0, failed: 0 };
      c[r.state] = Number(r.n);
      out.set(r.destination_id, c);
    }
    return out;
  }

  async row(id: string): Promise<DestinationRow> {
    const row = await this.db.selectFrom("destinations").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new DestinationError("not_found", "This destination does not exist (it may have been deleted).");
    return row;
  }

  async get(id: string): Promise<Destination> {
    const row = await this.row(id);
    return present(row, (await this.counts([id])).get(id));
  }

  async update(
    actor: Actor,
    id: string,
    change: { name?: string; url?: string; events?: string[]; kinds?: string[] },
  ): Promise<Destination> {
    const row = await this.row(id);
    if (row.kind === "cdn")
      throw new DestinationError("conflict", "The CDN purge is set by CDN_PURGE_URL on the server, not here.");
    this.validate({ kind: row.kind as DestinationKind, ...change });
    const now = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("destinations")
        .set({
          ...(change.name !== undefined ? { name: change.name.trim() } : {}),
          ...(change.url !== undefined ? { url: change.url.trim() } : {}),
          ...(change.events !== undefined ? { events: JSON.stringify([...new Set(change.events)]) } : {}),
          ...(change.kinds !== undefined ? { kinds: JSON.stringify([...new Set(change.kinds)]) } : {}),
          updated_at: iso(now),
        })
        .where("id", "=", id)
        .execute();
      await audit(trx, now, {
        actorId: actor.id,
        action: "destination_updated",
        targetType: "destination",
        targetId: id,
        ipHash: actor.ipHash,
        detail: { fields: Object.keys(change) },
      });
    });
    return this.get(id);
  }

  /** Deletes a destination and its log (the events stay for the other destinations). */
  async remove(actor: Actor, id: string): Promise<void> {
    const row = await this.row(id);
    if (row.kind === "cdn")
      throw new DestinationError("conflict", "The CDN purge is removed by unsetting CDN_PURGE_URL on the server.");
    const now = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("delivery_attempts").where("destination_id", "=", id).execute();
      await trx.deleteFrom("deliveries").where("destination_id", "=", id).execute();
      await trx.deleteFrom("destinations").where("id", "=", id).execute();
      await audit(trx, now, {
        actorId: actor.id,
        action: "destination_deleted",
        targetType: "destination",
        targetId: id,
        ipHash: actor.ipHash,
        detail: { kind: row.kind },
      });
    });
  }

  /** A new secret; the old one keeps signing beside it for graceHours, so receivers can switch without a gap. */
  async rotate(actor: Actor, id: string, graceHours: number): Promise<{ destination: Destination; secret: string }> {
    const row = await this.row(id);
    const now = this.deps.now();
    const secret = newSecret();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("destinations")
        .set({
          secret,
          previous_secret: graceHours > 0 ? row.secret : null,
          previous_secret_until: graceHours > 0 ? iso(now + graceHours * 3_600_000) : null,
          updated_at: iso(now),
        })
        .where("id", "=", id)
        .execute();
      await audit(trx, now, {
        actorId: actor.id,
        action: "destination_secret_rotated",
        targetType: "destination",
        targetId: id,
        ipHash: actor.ipHash,
        detail: { graceHours },
      });
    });
    return { destination: await this.get(id), secret };
  }

  async pause(actor: Actor, id: string): Promise<Destination> {
    await this.row(id);
    const now = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("destinations")
        .set({ state: "paused", paused_at: iso(now), updated_at: iso(now) })
        .where("id", "=", id)
        .execute();
      await audit(trx, now, {
        actorId: actor.id,
        action: "destination_paused",
        targetType: "destination",
        targetId: id,
        ipHash: actor.ipHash,
      });
    });
    return this.get(id);
  }

  /** Active again: what waited is due now, with a fresh retry window. */
  async resume(actor: Actor, id: string): Promise<Destination> {
    await this.row(id);
    const now = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("destinations")
        .set({ state: "active", paused_at: null, failing_since: null, updated_at: iso(now) })
        .where("id", "=", id)
        .execute();
      await trx
        .updateTable("deliveries")
        .set({ next_attempt_at: iso(now), retry_until: iso(now + this.deps.retryWindowMs) })
        .where("destination_id", "=", id)
        .where("state", "=", "pending")
        .execute();
      await audit(trx, now, {
        actorId: actor.id,
        action: "destination_resumed",
        targetType: "destination",
        targetId: id,
        ipHash: actor.ipHash,
      });
    });
    this.deps.wake();
    return this.get(id);
  }

  /** Queues a test event for this destination only; returns its id (its webhook-id). */
  async sendTest(actor: Actor, id: string): Promise<string> {
    await this.row(id);
    const now = this.deps.now();
    const eventId = await this.db.transaction().execute(async (trx) => {
      const eid = await queueEvent(
        trx,
        {
          type: "webhook.test",
          timestamp: iso(now),
          data: {
            destinationId: id,
            message: "This is a test event from the Corvanta workspace. If you can read it, the destination works.",
            sentAt: iso(now),
          },
        },
        null,
        id,
      );
      await audit(trx, now, {
        actorId: actor.id,
        action: "destination_test_sent",
        targetType: "destination",
        targetId: id,
        ipHash: actor.ipHash,
      });
      return eid;
    });
    this.deps.wake();
    return eventId;
  }

  /** Sends a delivery again (delivered or failed), with the same webhook-id and a fresh retry window. */
  async redeliver(actor: Actor, destinationId: string, deliveryId: string): Promise<Delivery> {
    const now = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("deliveries")
        .set({
          state: "pending",
          next_attempt_at: iso(now),
          retry_until: iso(now + this.deps.retryWindowMs),
          failed_at: null,
        })
        .where("id", "=", deliveryId)
        .where("destination_id", "=", destinationId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1)
        throw new DestinationError("not_found", "This delivery does not exist (it may have been erased).");
      await audit(trx, now, {
        actorId: actor.id,
        action: "delivery_redelivered",
        targetType: "destination",
        targetId: destinationId,
        ipHash: actor.ipHash,
        detail: { delivery: deliveryId },
      });
    });
    this.deps.wake();
    const page = await this.deliveries(destinationId, { limit: 1, only: deliveryId });
    return page.items[0]!;
  }

  /** The destination's deliveries, newest first, each with its attempts. */
  async deliveries(
    id: string,
    q: { state?: "pending" | "delivered" | "failed"; cursor?: string; limit: number; only?: string },
  ): Promise<DeliveryPage> {
    const destination = await this.get(id);
    let query = this.db
      .selectFrom("deliveries")
      .innerJoin("delivery_events", "delivery_events.id", "deliveries.event_id")
      .select([
        "deliveries.id",
        "deliveries.event_id",
        "deliveries.state",
        "deliveries.attempts",
        "deliveries.created_at",
        "deliveries.next_attempt_at",
        "deliveries.delivered_at",
        "deliveries.failed_at",
        "deliveries.last_status",
        "deliveries.last_error",
        "delivery_events.type",
      ])
      .where("deliveries.destination_id", "=", id);
    if (q.only) query = query.where("deliveries.id", "=", q.only);
    if (q.state) query = query.where("deliveries.state", "=", q.state);
    if (q.cursor) query = query.where("deliveries.id", "<", q.cursor);
    const rows = await query
      .orderBy("deliveries.id", "desc")
      .limit(q.limit + 1)
      .execute();
    const page = rows.slice(0, q.limit);
    const attempts = page.length
      ? await this.db
          .selectFrom("delivery_attempts")
          .selectAll()
          .where(
            "delivery_id",
            "in",
            page.map((r) => r.id),
          )
          .orderBy("at", "desc")
          .orderBy("id", "desc")
          .execute()
      : [];
    return {
      destination,
      items: page.map((r) => ({
        id: r.id,
        eventId: r.event_id,
        eventType: r.type,
        eventLabel: eventLabels[r.type as EventType] ?? r.type,
        state: r.state,
        attempts: Number(r.attempts),
        createdAt: r.created_at,
        nextAttemptAt: r.state === "pending" ? r.next_attempt_at : null,
        deliveredAt: r.delivered_at,
        failedAt: r.failed_at,
        lastStatus: r.last_status === null ? null : Number(r.last_status),
        lastError: r.last_error,
        log: attempts
          .filter((a) => a.delivery_id === r.id)
          .map((a) => ({
            at: a.at,
            statusCode: a.status_code === null ? null : Number(a.status_code),
            latencyMs: Number(a.latency_ms),
            responseExcerpt: a.response_excerpt,
            error: a.error,
          })),
      })),
      nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
    };
  }

  /**
   * The CDN purge destination follows CDN_PURGE_URL (and CDN_PURGE_HEADER): made, changed or removed
   * at start-up, so its deliveries are retried and logged like any other.
   */
  async syncCdn(cdn: { url: string; header: { name: string; value: string } | null } | null): Promise<void> {
    const now = iso(this.deps.now());
    const existing = await this.db
      .selectFrom("destinations")
      .select("id")
      .where("id", "=", CDN_DESTINATION_ID)
      .executeTakeFirst();
    if (!cdn) {
      if (existing)
        await this.db.transaction().execute(async (trx) => {
          await trx.deleteFrom("delivery_attempts").where("destination_id", "=", CDN_DESTINATION_ID).execute();
          await trx.deleteFrom("deliveries").where("destination_id", "=", CDN_DESTINATION_ID).execute();
          await trx.deleteFrom("destinations").where("id", "=", CDN_DESTINATION_ID).execute();
        });
      return;
    }
    const values = {
      url: cdn.url,
      header_name: cdn.header?.name ?? null,
      header_value: cdn.header?.value ?? null,
      updated_at: now,
    };
    if (existing) await this.db.updateTable("destinations").set(values).where("id", "=", CDN_DESTINATION_ID).execute();
    else
      await this.db
        .insertInto("destinations")
        .values({
          id: CDN_DESTINATION_ID,
          name: "CDN purge",
          kind: "cdn",
          events: JSON.stringify(["site.published"]),
          kinds: "[]",
          secret: newSecret(),
          state: "active",
          created_at: now,
          created_by: null,
          ...values,
        })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute();
  }

  /**
   * Queues the purge of the paths a publication changed (only when a CDN destination exists), as
   * the event `id`: the same publication seen by another process is the same event, queued once.
   */
  async queuePurge(paths: string[], id: string): Promise<boolean> {
    const cdn = await this.db
      .selectFrom("destinations")
      .select("id")
      .where("id", "=", CDN_DESTINATION_ID)
      .executeTakeFirst();
    if (!cdn || paths.length === 0) return false;
    const now = iso(this.deps.now());
    const event = { type: "site.published" as const, timestamp: now, data: { paths, publishedAt: now } };
    const r = await this.db
      .insertInto("delivery_events")
      .values({ ...eventRow(event, { kind: "site", id: now }), id })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    this.deps.wake();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}

export function present(r: DestinationRow, counts?: Destination["counts"]): Destination {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as Destination["kind"],
    url: r.url,
    events: list(r.events),
    kinds: list(r.kinds).filter((k): k is SubmissionKind => (submissionKinds as readonly string[]).includes(k)),
    state: r.state,
    failingSince: r.failing_since,
    pausedAt: r.paused_at,
    previousSecretUntil: r.previous_secret_until,
    createdAt: r.created_at,
    counts: counts ?? { pending: 0, delivered: 0, failed: 0 },
  };
}

/** The e-mail each admin gets when a destination is paused after a day of failures. */
export function pausedAlertRows(siteOrigin: string, from: string): DeliveryRelayOptions["pausedAlert"] {
  return (d, now, admins) =>
    admins.map((to): NewOutboxRow => ({
      id: newId(),
      kind: "alert",
      submission_kind: "staff",
      submission_id: d.id,
      to_address: to,
      reply_to: null,
      from_address: from,
      subject: `Deliveries to "${d.name.replace(/[\r\n]+/g, " ")}" are paused`,
      text_body: [
        "Hello,",
        "",
        `Every delivery to the destination "${d.name}" has failed for a day, so it has been paused: new leads and events for it are kept, not sent.`,
        "",
        `The delivery log shows each attempt with its status code and the receiver's answer:`,
        `  ${siteOrigin}/admin/destinations/${d.id}`,
        "",
        "Once the receiver works again, choose Resume there: what waited is sent, oldest first.",
      ].join("\n"),
      attempts: 0,
      next_attempt_at: iso(now),
      created_at: iso(now),
    }));
}
