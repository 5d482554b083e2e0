/**
 * The delivery relay: the outbox's second relay, beside the mail relay (server/mail/relay.ts),
 * for the events queued in the same transaction as what they tell of (server/events.ts). Each
 * pass:
 * 1. fans new events out: one delivery per destination that chose the event (and its kind), made
 *    at most once per event and destination (a unique key: two processes can fan out together);
 * 2. claims the due deliveries of active destinations with a lease, in one UPDATE that only takes
 *    rows still due, so two processes never send the same delivery at the same time;
 * 3. sends them a few at a time through the guard (guard.ts), signed (requests.ts), and records
 *    each attempt in the delivery log.
 * At least once: a delivery is marked delivered only after its 2xx answer, so a crash in between
 * sends it again, with the same webhook-id, after the lease. Failures are retried with exponential
 * backoff and jitter until the retry window (24 hours) has passed, then marked failed; a destination
 * that has failed for a whole day without one success is paused and the admins are told.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db";
import type { DeliveryRow, DestinationRow } from "../db/delivery-schema";
import type { NewOutboxRow } from "../db/schema";
import type { DeliveryEvent } from "../events";
import { newId } from "../lib/ids";
import { scrub } from "../lib/scrub";
import { backoffMs } from "../mail/relay";
import { defaultGuardOptions, guardedPost, RequestFailure, type GuardOptions } from "./guard";
import { buildRequest } from "./requests";
import { RelayLoop } from "../lib/relay-loop";
import { iso } from "../lib/clock";

export interface DeliveryRelayOptions {
  pollMs: number;
  batchSize: number;
  /** Requests in flight at once. */
  concurrency: number;
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** A delivery is retried this long (from its creation, resumption or redelivery), then failed. */
  retryWindowMs: number;
  /** A destination failing this long without a success is paused. */
  pauseAfterMs: number;
  /** A claimed delivery is not picked up by another relay for this long. */
  leaseMs: number;
  /** Characters of the answer kept in the log. */
  excerptChars: number;
  guard: GuardOptions;
  /** While submissions wait on the database, a pass waits, up to yieldMaxMs (decision 0106). */
  busy: () => boolean;
  yieldMaxMs: number;
  /** The e-mails telling the admins a destination was paused (queued in the pausing transaction). */
  pausedAlert: (d: DestinationRow, now: number, admins: string[]) => NewOutboxRow[];
  /** Told when an alert e-mail was queued. */
  wakeMail: () => void;
}

export const DAY_MS = 24 * 3_600_000;

export const defaultDeliveryOptions: Omit<DeliveryRelayOptions, "pausedAlert" | "wakeMail"> = {
  pollMs: 1000,
  batchSize: 32,
  concurrency: 8,
  baseBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  retryWindowMs: DAY_MS,
  pauseAfterMs: DAY_MS,
  leaseMs: 2 * 60_000,
  excerptChars: 512,
  guard: defaultGuardOptions,
  busy: () => false,
  yieldMaxMs: 250,
};

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** Whether a destination takes an event: a test event only its own; otherwise its chosen types and kinds. */
export function wants(
  d: Pick<DestinationRow, "id" | "events" | "kinds">,
  e: { type: string; destination_id: string | null; subject_kind: string | null },
): boolean {
  if (e.destination_id) return e.destination_id === d.id;
  if (e.type === "webhook.test") return false;
  if (!parse<string[]>(d.events, []).includes(e.type)) return false;
  const submission = e.subject_kind === "quote" || e.subject_kind === "contact" || e.subject_kind === "application";
  return !submission || parse<string[]>(d.kinds, []).includes(e.subject_kind!);
}

/** Control characters out, so an answer's excerpt is plain text in the log and the workspace. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const printable = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");

export class DeliveryRelay extends RelayLoop {
  readonly options: DeliveryRelayOptions;
  protected get loopOptions() {
    return this.options;
  }

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<DeliveryRelayOptions> & Pick<DeliveryRelayOptions, "pausedAlert" | "wakeMail">,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.options = { ...defaultDeliveryOptions, ...options };
  }

  protected passFailed(err: unknown): void {
    this.log.error({ err }, "delivery relay pass failed");
  }

  /** One pass: fan out new events, then send what is due. Returns how much was done. */
  async runOnce(): Promise<number> {
    const fanned = await this.fanOut();
    if (this.stopping) return fanned;
    return fanned + (await this.sendDue());
  }

  /** Makes the deliveries of events not yet fanned out; returns how many events it took. */
  async fanOut(): Promise<number> {
    const events = await this.db
      .selectFrom("delivery_events")
      .select(["id", "type", "destination_id", "subject_kind"])
      .where("fanned_out", "=", 0)
      .orderBy("created_at")
      .limit(200)
      .execute();
    if (events.length === 0) return 0;
    const destinations = await this.db.selectFrom("destinations").select(["id", "events", "kinds"]).execute();
    const now = this.now();
    const rows = events.flatMap((e) =>
      destinations
        .filter((d) => wants(d, e))
        .map((d) => ({
          id: newId(),
          event_id: e.id,
          destination_id: d.id,
          state: "pending" as const,
          attempts: 0,
          next_attempt_at: iso(now),
          retry_until: iso(now + this.options.retryWindowMs),
          created_at: iso(now),
        })),
    );
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto("deliveries")
          .values(rows.slice(i, i + 500))
          .onConflict((oc) => oc.columns(["event_id", "destination_id"]).doNothing())
          .execute();
      await trx
        .updateTable("delivery_events")
        .set({ fanned_out: 1 })
        .where(
          "id",
          "in",
          events.map((e) => e.id),
        )
        .execute();
    });
    return events.length;
  }

  /** Claims and sends the due deliveries of active destinations; returns how many were attempted. */
  async sendDue(): Promise<number> {
    const now = this.now();
    const due = await this.db
      .selectFrom("deliveries")
      .innerJoin("destinations", "destinations.id", "deliveries.destination_id")
      .select("deliveries.id")
      .where("deliveries.state", "=", "pending")
      .where("deliveries.next_attempt_at", "<=", iso(now))
      .where("destinations.state", "=", "active")
      .orderBy("deliveries.next_attempt_at")
      .limit(this.options.batchSize)
      .execute();
    if (due.length === 0) return 0;
    const claimed = await this.db
      .updateTable("deliveries")
      .set({ next_attempt_at: iso(now + this.options.leaseMs) })
      .where(
        "id",
        "in",
        due.map((r) => r.id),
      )
      .where("state", "=", "pending")
      .where("next_attempt_at", "<=", iso(now))
      .returningAll()
      .execute();
    if (claimed.length === 0) return 0;
    const [events, destinations] = await Promise.all([
      this.db
        .selectFrom("delivery_events")
        .select(["id", "payload"])
        .where("id", "in", [...new Set(claimed.map((c) => c.event_id))])
        .execute(),
      this.db
        .selectFrom("destinations")
        .selectAll()
        .where("id", "in", [...new Set(claimed.map((c) => c.destination_id))])
        .execute(),
    ]);
    const eventById = new Map(events.map((e) => [e.id, e.payload]));
    const destinationById = new Map(destinations.map((d) => [d.id, d]));
    const queue = [...claimed];
    const worker = async () => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        const payload = eventById.get(d.event_id);
        const destination = destinationById.get(d.destination_id);
        if (!payload || !destination) continue; // erased or deleted meanwhile: nothing to send
        await this.attempt(d, destination, payload).catch((err: unknown) =>
          this.log.error({ err, deliveryId: d.id }, "delivery attempt could not be recorded"),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, claimed.length) }, worker));
    return claimed.length;
  }

  /** Sends one claimed delivery and records the attempt. */
  private async attempt(d: DeliveryRow, destination: DestinationRow, payload: string): Promise<void> {
    const event = JSON.parse(payload) as DeliveryEvent;
    const request = buildRequest(destination, d.event_id, event, this.now());
    let status: number | null = null;
    let latencyMs: number;
    let excerpt: string | null = null;
    let error: string | null = null;
    try {
      const answer = await guardedPost(destination.url, request.headers, request.body, this.options.guard);
      status = answer.status;
      latencyMs = answer.latencyMs;
      excerpt = printable(answer.body).slice(0, this.options.excerptChars);
      if (status >= 300 && status < 400) error = "Redirect not followed: a destination must answer itself.";
    } catch (e) {
      const f = e instanceof RequestFailure ? e : new RequestFailure("network", String((e as Error).message ?? e));
      latencyMs = f.latencyMs;
      error = scrub(f.message, 300);
    }
    const ok = status !== null && status >= 200 && status < 300;
    await this.record(d, destination, { ok, status, latencyMs, excerpt, error });
  }

  private async record(
    d: DeliveryRow,
    destination: DestinationRow,
    r: { ok: boolean; status: number | null; latencyMs: number; excerpt: string | null; error: string | null },
  ): Promise<void> {
    const now = this.now();
    const attempts = d.attempts + 1;
    const giveUp = !r.ok && now >= Date.parse(d.retry_until);
    const ctx = { deliveryId: d.id, destinationId: destination.id, status: r.status, attempts };
    let paused = false;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("delivery_attempts")
        .values({
          id: newId(),
          delivery_id: d.id,
          destination_id: destination.id,
          at: iso(now),
          status_code: r.status,
          latency_ms: r.latencyMs,
          response_excerpt: r.excerpt,
          error: r.error,
        })
        .execute();
      const lastError = r.ok ? null : (r.error ?? `HTTP ${r.status}`);
      await trx
        .updateTable("deliveries")
        .set(
          r.ok
            ? { state: "delivered", attempts, delivered_at: iso(now), last_status: r.status, last_error: null }
            : giveUp
              ? { state: "failed", attempts, failed_at: iso(now), last_status: r.status, last_error: lastError }
              : {
                  attempts,
                  last_status: r.status,
                  last_error: lastError,
                  next_attempt_at: iso(now + backoffMs(attempts, this.options)),
                },
        )
        .where("id", "=", d.id)
        .where("state", "=", "pending")
        .execute();
      if (r.ok) {
        await trx
          .updateTable("destinations")
          .set({ failing_since: null })
          .where("id", "=", destination.id)
          .where("failing_since", "is not", null)
          .execute();
        return;
      }
      await trx
        .updateTable("destinations")
        .set({ failing_since: iso(now) })
        .where("id", "=", destination.id)
        .where("failing_since", "is", null)
        .execute();
      const pausedRows = await trx
        .updateTable("destinations")
        .set({ state: "paused", paused_at: iso(now), updated_at: iso(now) })
        .where("id", "=", destination.id)
        .where("state", "=", "active")
        .where("failing_since", "<=", iso(now - this.options.pauseAfterMs))
        .returningAll()
        .execute();
      if (pausedRows.length) {
        paused = true;
        const admins = await trx
          .selectFrom("staff_accounts")
          .select(["email", "roles"])
          .where("status", "=", "active")
          .execute();
        const to = admins.filter((a) => a.roles.split(",").includes("admin")).map((a) => a.email);
        const mails = this.options.pausedAlert(pausedRows[0]!, now, to);
        if (mails.length) await trx.insertInto("outbox").values(mails).execute();
      }
    });
    if (r.ok) this.log.info(ctx, "delivered");
    else if (giveUp)
      this.log.error({ ...ctx, alert: "delivery_failed" }, "delivery failed for good after its retry window");
    else this.log.warn(ctx, "delivery failed; will retry");
    if (paused) {
      this.log.error(
        { destinationId: destination.id, alert: "destination_paused" },
        "destination paused after a day of failures",
      );
      this.options.wakeMail();
    }
  }
}
