/**
 * Idempotency-Key (Stripe; draft-ietf-httpapi-idempotency-key-header), per route:
 * - every key is first taken to be new (the common case): the work's own transaction inserts the
 *   key as "done" with the response it gave (`insertDoneKey`), so a keyed submission costs no
 *   extra commit and no read before it; if a row holds the key already (a retry, or another
 *   request with the same key that got there first), that insert finds it and the work is undone;
 * - then: a row in state "in_flight" is committed before the work runs again (`claimKey`), and the
 *   work's own transaction turns it into "done" (`completeKey`);
 * - a repeat with the same body gets that response again, and nothing new is stored;
 * - a repeat with another body gets 422; a repeat while the first is running gets 409.
 * Keys are kept at least IDEMPOTENCY_TTL_HOURS (default 24 h), then purged.
 * docs/decisions/0012-idempotency-keys.md.
 */
import { createHash } from "node:crypto";
import { IDEMPOTENCY_HEADER as HEADER_NAME } from "#contracts/api.ts";
import type { Kysely, QueryResult, Transaction } from "kysely";
import type { Db } from "./db";
import type { Database } from "./db/schema";
import { prepared } from "./db/statements";
import { HttpError } from "./lib/errors";
import { iso } from "./lib/clock";

/** Node lower-cases header names. */
export const IDEMPOTENCY_HEADER = HEADER_NAME.toLowerCase();
const KEY = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || !KEY.test(v)) {
    throw new HttpError(400, "validation", "The Idempotency-Key header must be 1 to 255 visible ASCII characters.", {
      "Idempotency-Key": "Use 1 to 255 visible ASCII characters, such as a UUID.",
    });
  }
  return v;
}

/** A stable hash of a request body: keys sorted, so field order does not matter. */
export function bodyHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : Array.isArray(v)
        ? v.map(canonical)
        : v;
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)) ?? "")
    .digest("hex");
}

export type Claim = { kind: "new" } | { kind: "replay"; status: number; body: string };

export interface ClaimOptions {
  route: string;
  key: string;
  hash: string;
  now: number;
  ttlMs: number;
  /** An in-flight claim older than this was abandoned (its process died): take it over. */
  staleMs: number;
}

export async function claimKey(db: Db, o: ClaimOptions): Promise<Claim> {
  for (let round = 0; round < 3; round++) {
    const inserted = await db
      .insertInto("idempotency_keys")
      .values({
        route: o.route,
        key: o.key,
        body_hash: o.hash,
        state: "in_flight",
        response_status: null,
        response_body: null,
        created_at: iso(o.now),
      })
      .onConflict((oc) => oc.columns(["route", "key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: "new" };

    const row = await db
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("route", "=", o.route)
      .where("key", "=", o.key)
      .executeTakeFirst();
    if (!row) continue; // deleted in between: try again
    const age = o.now - Date.parse(row.created_at);
    if (age > o.ttlMs) {
      await db
        .deleteFrom("idempotency_keys")
        .where("route", "=", o.route)
        .where("key", "=", o.key)
        .where("created_at", "=", row.created_at)
        .execute();
      continue;
    }
    if (row.body_hash !== o.hash) {
      throw new HttpError(
        422,
        "idempotency_key_reused",
        "This Idempotency-Key was already used with a different request body.",
      );
    }
    if (row.state === "done" && row.response_status !== null && row.response_body !== null) {
      return { kind: "replay", status: row.response_status, body: row.response_body };
    }
    if (age > o.staleMs) {
      const taken = await db
        .updateTable("idempotency_keys")
        .set({ created_at: iso(o.now) })
        .where("route", "=", o.route)
        .where("key", "=", o.key)
        .where("state", "=", "in_flight")
        .where("created_at", "=", row.created_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { kind: "new" };
      continue;
    }
    throw keyInProgress();
  }
  throw keyInProgress();
}

function keyInProgress(): HttpError {
  return new HttpError(
    409,
    "idempotency_in_progress",
    "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  );
}

/**
 * Inside the submission's transaction, for a key taken to be new: the key and its answer in one
 * insert, which inserts nothing when a row holds the key already (a retry, or a concurrent request
 * with the same key). The caller sends it with its other statements, marked expectOneChange, and
 * checks `keyInserted` on its result: when false, its work is undone and it claims the key
 * (`claimKey`).
 */
export function insertDoneKey(
  trx: Kysely<Database>,
  o: { route: string; key: string; hash: string; now: number; status: number; body: string },
) {
  return doneKey(trx, o.route, o.key, o.hash, o.status, o.body, iso(o.now));
}

/**
 * The insert of a key as done, on conflict nothing. Where a batch's statements go one by one
 * (PostgreSQL), the works' inserts become one multi-row insert that returns the rows it inserted,
 * and each work learns whether its own went in (its answer, which names its submission, tells
 * two requests with the same key apart).
 */
const doneKey = prepared(
  (db, route: string, key: string, hash: string, status: number, body: string, createdAt: string) =>
    db
      .insertInto("idempotency_keys")
      .values({
        route,
        key,
        body_hash: hash,
        state: "done",
        response_status: status,
        response_body: body,
        created_at: createdAt,
      })
      .onConflict((oc) => oc.columns(["route", "key"]).doNothing()),
  (db, calls) =>
    db
      .insertInto("idempotency_keys")
      .values(
        calls.map(([route, key, hash, status, body, createdAt]) => ({
          route,
          key,
          body_hash: hash,
          state: "done" as const,
          response_status: status,
          response_body: body,
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(["route", "key"]).doNothing())
      .returning(["route", "key", "response_body"]),
  (result, calls) =>
    calls.map(([route, key, , , body]) => {
      const inserted = (result.rows as { route: string; key: string; response_body: string }[]).some(
        (r) => r.route === route && r.key === key && r.response_body === body,
      );
      return { rows: [], numAffectedRows: inserted ? 1n : 0n };
    }),
);

/** Whether insertDoneKey's statement inserted the key. */
export const keyInserted = (result: QueryResult<unknown>) => Number(result.numAffectedRows ?? 0) === 1;

/** Inside the submission's transaction: store the answer with the key claimed before it (a statement to send). */
export function completeKey(trx: Transaction<Database>, route: string, key: string, status: number, body: string) {
  return trx
    .updateTable("idempotency_keys")
    .set({ state: "done", response_status: status, response_body: body })
    .where("route", "=", route)
    .where("key", "=", key);
}

/** The work failed before committing: free the key so the client can retry with it. */
export async function releaseKey(db: Db, route: string, key: string): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("route", "=", route)
    .where("key", "=", key)
    .where("state", "=", "in_flight")
    .execute();
}

export async function purgeExpiredKeys(db: Db, now: number, ttlMs: number): Promise<number> {
  const r = await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", iso(now - ttlMs))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
