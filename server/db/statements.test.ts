import { CompiledQuery, sql, type Kysely, type Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import { openPgHandle, postgresAvailable, tempDir } from "../../tests/support/server";
import { ACKS_PER_ADDRESS_PER_DAY, outboxStatements } from "../mail/messages";
import { eventStatement, type DeliveryEvent } from "../events";
import { insertDoneKey, keyInserted } from "../idempotency";
import { commitStatements } from "./commit-queue";
import { openDatabase, type DbHandle } from "./index";
import type { Database, NewOutboxRow } from "./schema";
import { executeBatch, insertRows, mergeInserts, prepared } from "./statements";

const pgOk = await postgresAvailable();
if (process.env.CI && !pgOk) throw new Error("CI: PostgreSQL must be reachable for the statement batch tests");

const q = (text: string, ...parameters: unknown[]) => CompiledQuery.raw(text, parameters);

describe("mergeInserts", () => {
  it("merges consecutive plain inserts with the same table and columns, renumbering their parameters", () => {
    const groups = mergeInserts([
      { work: 0, query: q('insert into "t" ("a", "b") values ($1, $2)', 1, 2) },
      { work: 1, query: q('insert into "t" ("a", "b") values ($1, $2), ($3, default)', 3, 4, 5) },
      { work: 2, query: q('insert into "t" ("a", "b") values ($1, $2)', 6, 7) },
      { work: 0, query: q('insert into "u" ("a") values ($1)', 8) },
      { work: 1, query: q('insert into "t" ("a", "b") values ($1, $2) on conflict do nothing', 9, 10) },
      { work: 2, query: q('insert into "t" ("a", "b") values ($1, $2)', 11, 12) },
      { work: 0, query: q('delete from "t" where "a" = $1', 13) },
    ]);
    expect(groups.map((g) => [g.query.sql, g.query.parameters, g.members])).toEqual([
      [
        'insert into "t" ("a", "b") values ($1, $2), ($3, $4), ($5, default), ($6, $7)',
        [1, 2, 3, 4, 5, 6, 7],
        [
          { work: 0, rows: 1 },
          { work: 1, rows: 2 },
          { work: 2, rows: 1 },
        ],
      ],
      ['insert into "u" ("a") values ($1)', [8], [{ work: 0, rows: 1 }]],
      ['insert into "t" ("a", "b") values ($1, $2) on conflict do nothing', [9, 10], [{ work: 1, rows: 0 }]],
      ['insert into "t" ("a", "b") values ($1, $2)', [11, 12], [{ work: 2, rows: 1 }]],
      ['delete from "t" where "a" = $1', [13], [{ work: 0, rows: 0 }]],
    ]);
  });
});

function suite(name: string, open: () => Promise<{ h: DbHandle; done: () => Promise<void> }>) {
  describe(`statement batches on ${name}`, () => {
    it("insertRows and prepared: a shape compiled once gives Kysely's own SQL with the new values", async () => {
      const { h, done } = await open();
      try {
        const row = (id: string, extra?: string) => ({
          id,
          created_at: "2026-11-25T10:00:00.000Z",
          kind: "ack" as const,
          to_address: `${id}@example.com`,
          from_address: extra,
          reply_to: null,
          subject: "Thank you",
          text_body: "Hello,",
          submission_kind: "quote" as const,
          submission_id: id,
          next_attempt_at: "2026-11-25T10:00:00.000Z",
          attempts: 0,
        });
        const kysely = (rows: ReturnType<typeof row>[]) => h.db.insertInto("outbox").values(rows).compile();
        for (const rows of [
          [row("a")],
          [row("b")],
          [row("c", "careers@corvanta.example"), row("d")],
          [row("e", "x@y.z"), row("f")],
        ]) {
          const ours = insertRows(h.db, "outbox", rows);
          const compiled = "compile" in ours ? ours.compile() : ours;
          expect([compiled.sql, compiled.parameters]).toEqual([kysely(rows).sql, kysely(rows).parameters]);
        }
        // The key's insert, on conflict nothing (prepared, through insertDoneKey).
        const key = {
          route: "/api/quotes",
          key: "k1",
          body_hash: "h",
          state: "done" as const,
          response_status: 201,
          response_body: "{}",
          created_at: "2026-11-25T10:00:00.000Z",
        };
        for (const k of [key, { ...key, key: "k2" }]) {
          const ours = insertDoneKey(h.db, {
            route: k.route,
            key: k.key,
            hash: k.body_hash,
            now: Date.parse(k.created_at),
            status: k.response_status,
            body: k.response_body,
          });
          const compiled = "compile" in ours ? ours.compile() : ours;
          const theirs = h.db
            .insertInto("idempotency_keys")
            .values(k)
            .onConflict((oc) => oc.columns(["route", "key"]).doNothing())
            .compile();
          expect([compiled.sql, compiled.parameters]).toEqual([theirs.sql, theirs.parameters]);
        }
        const byId = prepared((db, id: string, n: number) =>
          db.selectFrom("outbox").select("id").where("id", "=", id).where("attempts", ">", n).where("kind", "=", "ack"),
        );
        for (const [id, n] of [
          ["a", 1],
          ["b", 2],
        ] as const) {
          const ours = byId(h.db, id, n);
          const compiled = "compile" in ours ? ours.compile() : ours;
          const theirs = h.db
            .selectFrom("outbox")
            .select("id")
            .where("id", "=", id)
            .where("attempts", ">", n)
            .where("kind", "=", "ack")
            .compile();
          expect([compiled.sql, compiled.parameters]).toEqual([theirs.sql, theirs.parameters]);
        }
        // A build that does not pass a value on as it is gets it compiled by Kysely every time.
        const changed = prepared((db, id: string) =>
          db.selectFrom("outbox").select("id").where("id", "=", id.toUpperCase()),
        );
        for (const id of ["y", "z"]) {
          const again = changed(h.db, id);
          expect("compile" in again && again.compile().parameters).toEqual([id.toUpperCase()]);
        }
      } finally {
        await done();
      }
    });
    it("run every work's statements and give each work its own results", async () => {
      const { h, done } = await open();
      try {
        await sql`create table "sb_test" ("id" text primary key, "n" integer not null)`.execute(h.db);
        const db = h.db as never as Kysely<{ sb_test: { id: string; n: number } }>;
        const results = await db.transaction().execute((trx) =>
          executeBatch(trx as never, [
            [
              trx.insertInto("sb_test").values({ id: "a", n: 1 }),
              trx.updateTable("sb_test").set({ n: 10 }).where("id", "=", "a"),
            ],
            [
              trx.insertInto("sb_test").values([
                { id: "b", n: 2 },
                { id: "c", n: 3 },
              ]),
            ],
            [trx.insertInto("sb_test").values({ id: "d", n: 4 }), trx.selectFrom("sb_test").select("id").orderBy("id")],
          ]),
        );
        expect(results.map((r) => r.length)).toEqual([2, 1, 2]);
        expect(results[1]![0]!.numAffectedRows).toBe(2n);
        expect(results[0]![1]!.numAffectedRows).toBe(1n);
        // Statement i of every work runs before statement i + 1 of any (on PostgreSQL; on SQLite the
        // works run one after the other): either way the select sees every insert before it.
        expect((results[2]![1]!.rows as { id: string }[]).map((r) => r.id).length).toBeGreaterThanOrEqual(3);
        const rows = await db.selectFrom("sb_test").select(["id", "n"]).orderBy("id").execute();
        expect(rows.map((r) => `${r.id}=${Number(r.n)}`)).toEqual(["a=10", "b=2", "c=3", "d=4"]);
      } finally {
        await done();
      }
    });

    it("idempotency keys inserted together: each work learns whether its own key went in", async () => {
      const { h, done } = await open();
      try {
        const now = Date.now();
        const key = (k: string, body: string) => (trx: Transaction<Database>) => [
          insertDoneKey(trx, { route: "/api/quotes", key: k, hash: "h", now, status: 201, body }),
        ];
        await commitStatements(h.db, key("taken", "earlier"), () => null);
        const blocker = commitStatements(h.db, key("first", "b0"), () => null);
        // Queued behind the blocker: one batch, inserted together where statements go one by one.
        const inserted = ["k1", "k2", "k2", "taken", "k3"].map((k, i) =>
          commitStatements(h.db, key(k, `answer ${i}`), (results) => keyInserted(results.at(-1)!)),
        );
        await blocker;
        expect(await Promise.all(inserted)).toEqual([true, true, false, false, true]);
        const rows = await h.db
          .selectFrom("idempotency_keys")
          .select(["key", "response_body"])
          .orderBy("key")
          .execute();
        expect(rows.map((r) => `${r.key}=${r.response_body}`)).toEqual([
          "first=b0",
          "k1=answer 0",
          "k2=answer 1",
          "k3=answer 4",
          "taken=earlier",
        ]);
      } finally {
        await done();
      }
    });

    it("submission events committed together are queued, each of them, only while a destination exists", async () => {
      const { h, done } = await open();
      try {
        const at = new Date().toISOString();
        const event = (trx: Kysely<Database>, id: string) =>
          eventStatement(trx, { type: "quote.received", timestamp: at, data: { id } } as unknown as DeliveryEvent, {
            kind: "quote",
            id,
          });
        // One batch (one statement for all of them where statements go one by one), and no
        // fallback to one work at a time as the commit queue has: the merged statement must work.
        const batch = (ids: string[]) =>
          h.db.transaction().execute((trx) =>
            executeBatch(
              trx,
              ids.map((id) => [event(trx, id)]),
            ),
          );
        const queued = async () =>
          (
            await h.db.selectFrom("delivery_events").select(["subject_id", "payload"]).orderBy("subject_id").execute()
          ).map((r) => `${r.subject_id}:${(JSON.parse(r.payload) as { data: { id: string } }).data.id}`);
        await batch(["a1", "a2", "a3"]);
        expect(await queued()).toEqual([]);
        await h.db
          .insertInto("destinations")
          .values({
            id: "d1",
            name: "CRM",
            kind: "webhook",
            url: "https://crm.example/hook",
            secret: "s",
            events: "[]",
            kinds: "[]",
            state: "active",
            created_at: at,
            updated_at: at,
          } as never)
          .execute();
        await batch(["b1", "b2", "b3"]);
        expect(await queued()).toEqual(["b1:b1", "b2:b2", "b3:b3"]);
      } finally {
        await done();
      }
    });

    it(`keep at most ${ACKS_PER_ADDRESS_PER_DAY} acknowledgements per address when many submissions commit together`, async () => {
      const { h, done } = await open();
      try {
        const now = Date.now();
        const row = (i: number, kind: "notify" | "ack"): NewOutboxRow => ({
          id: `m${i}-${kind}`,
          kind,
          submission_kind: "contact",
          submission_id: `s${i}`,
          to_address: kind === "ack" ? "same@example.com" : "office@example.com",
          reply_to: null,
          subject: "Thank you",
          text_body: "Hello,",
          attempts: 0,
          next_attempt_at: new Date(now).toISOString(),
          created_at: new Date(now).toISOString(),
        });
        const first = commitStatements(
          h.db,
          (trx) => outboxStatements(trx, [row(0, "notify"), row(0, "ack")], now),
          () => 0,
        );
        const rest = Array.from({ length: 7 }, (_, k) =>
          commitStatements(
            h.db,
            (trx) => outboxStatements(trx, [row(k + 1, "notify"), row(k + 1, "ack")], now),
            () => k + 1,
          ),
        );
        expect(await Promise.all([first, ...rest])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
        const count = async (kind: string) =>
          Number(
            (await sql<{ n: number | string }>`select count(*) as n from outbox where kind = ${kind}`.execute(h.db))
              .rows[0]!.n,
          );
        expect(await count("notify")).toBe(8);
        expect(await count("ack")).toBe(ACKS_PER_ADDRESS_PER_DAY);
      } finally {
        await done();
      }
    });
  });
}

suite("SQLite", async () => {
  const h = await openDatabase({ dataDir: tempDir() });
  return { h, done: () => h.close() };
});

if (pgOk) {
  suite("PostgreSQL", openPgHandle);
}
