import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql, type Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import { openPgHandle, postgresAvailable, tempDir } from "../../tests/support/server";
import { commit, commitStatements, commitStats } from "./commit-queue";
import { openDatabase, type DbHandle } from "./index";
import type { Database } from "./schema";

const pgOk = await postgresAvailable();
if (process.env.CI && !pgOk) throw new Error("CI: PostgreSQL must be reachable for the group commit tests");

async function scratch(h: DbHandle) {
  await sql`create table gc_test (id text primary key, n integer not null)`.execute(h.db);
}
const insert = (id: string, n: number) => (trx: Transaction<Database>) =>
  sql`insert into gc_test (id, n) values (${id}, ${n})`.execute(trx).then(() => id);
const count = async (h: DbHandle) =>
  Number((await sql<{ n: number | string }>`select count(*) as n from gc_test`.execute(h.db)).rows[0]!.n);

function suite(
  name: string,
  open: () => Promise<{ h: DbHandle; done: () => Promise<void>; committedRows?: () => number }>,
) {
  describe(`group commit on ${name}`, () => {
    it("commits the works that arrive during a commit together, and answers each after the COMMIT", async () => {
      const { h, done, committedRows } = await open();
      try {
        await scratch(h);
        const before = commitStats(h.db);
        const seenAtAnswer: number[] = [];
        const ids = Array.from({ length: 50 }, (_, i) => `r${i}`);
        const answers = await Promise.all(
          ids.map((id, i) =>
            commit(h.db, insert(id, i)).then((v) => {
              // Another connection already sees the row: it was committed before the answer.
              if (committedRows) seenAtAnswer.push(committedRows());
              return v;
            }),
          ),
        );
        expect(answers).toEqual(ids);
        expect(await count(h)).toBe(50);
        const after = commitStats(h.db);
        // The first starts alone at once; the 49 queued behind it share the next transaction.
        expect(after.batches - before.batches).toBe(2);
        expect(after.largest).toBe(49);
        // Every work succeeded: no batch needed its savepoints.
        expect(after.retries - before.retries).toBe(0);
        if (committedRows) {
          expect(seenAtAnswer[0]).toBeGreaterThanOrEqual(1);
          expect(Math.min(...seenAtAnswer.slice(1))).toBe(50);
        }
      } finally {
        await done();
      }
    });

    it("a work that fails is undone alone: its caller gets the error, the others are committed", async () => {
      const { h, done } = await open();
      try {
        await scratch(h);
        await commit(h.db, insert("taken", 0));
        const before = commitStats(h.db);
        const results = await Promise.allSettled(
          Array.from({ length: 10 }, (_, i) => commit(h.db, insert(i === 4 ? "taken" : `ok${i}`, i))),
        );
        expect(results.map((r) => r.status)).toEqual([
          "fulfilled",
          "fulfilled",
          "fulfilled",
          "fulfilled",
          "rejected",
          "fulfilled",
          "fulfilled",
          "fulfilled",
          "fulfilled",
          "fulfilled",
        ]);
        expect(String((results[4] as PromiseRejectedResult).reason)).toMatch(/unique|duplicate/i);
        expect(await count(h)).toBe(10);
        // The batch of nine ran once without savepoints, failed, and ran again with them.
        expect(commitStats(h.db).retries - before.retries).toBe(1);
        // A work that throws after its statements leaves nothing behind either.
        const half = commit(h.db, async (trx) => {
          await insert("half", 1)(trx);
          throw new Error("changed my mind");
        });
        const whole = commit(h.db, insert("whole", 2));
        await expect(half).rejects.toThrow("changed my mind");
        await expect(whole).resolves.toBe("whole");
        const ids = (
          await sql<{ id: string }>`select id from gc_test where id in ('half', 'whole')`.execute(h.db)
        ).rows.map((r) => r.id);
        expect(ids).toEqual(["whole"]);
      } finally {
        await done();
      }
    });

    it("works given as statements travel together; a failing statement or check undoes only its own work", async () => {
      const { h, done } = await open();
      try {
        await scratch(h);
        await commit(h.db, insert("taken", 0));
        const before = commitStats(h.db);
        const row = (id: string, n: number) => () => [
          sql`insert into gc_test (id, n) values (${id}, ${n})`,
          sql`update gc_test set n = n + 1 where id = ${id}`,
        ];
        const first = commit(h.db, insert("first", 0));
        // Queued behind `first`: one batch of statement works. Work 3 collides with a row, work 5's
        // check refuses its results; the others are committed, each with both its statements.
        const batch = Array.from({ length: 8 }, (_, i) =>
          commitStatements(h.db, row(i === 3 ? "taken" : `s${i}`, i * 10), (results) => {
            if (i === 5) throw new Error("refused by its check");
            return Number(results[1]!.numAffectedRows);
          }),
        );
        await expect(first).resolves.toBe("first");
        const settled = await Promise.allSettled(batch);
        expect(settled.map((r) => r.status)).toEqual([
          "fulfilled",
          "fulfilled",
          "fulfilled",
          "rejected",
          "fulfilled",
          "rejected",
          "fulfilled",
          "fulfilled",
        ]);
        expect((settled[0] as PromiseFulfilledResult<number>).value).toBe(1);
        expect(String((settled[3] as PromiseRejectedResult).reason)).toMatch(/unique|duplicate/i);
        expect(String((settled[5] as PromiseRejectedResult).reason)).toMatch(/refused by its check/);
        const rows = (
          await sql<{ id: string; n: number }>`select id, n from gc_test where id like 's%' order by id`.execute(h.db)
        ).rows.map((r) => `${r.id}=${Number(r.n)}`);
        expect(rows).toEqual(["s0=1", "s1=11", "s2=21", "s4=41", "s6=61", "s7=71"]);
        const after = commitStats(h.db);
        expect(after.largest).toBeGreaterThanOrEqual(8);
        expect(after.retries - before.retries).toBe(1);
      } finally {
        await done();
      }
    });

    it("when the transaction itself fails, every caller of the batch gets the error", async () => {
      const { h, done } = await open();
      try {
        await scratch(h);
        // A reference checked only at COMMIT: every statement succeeds, then the COMMIT fails.
        await sql`create table gc_child (id text primary key, parent text references gc_test (id) deferrable initially deferred)`.execute(
          h.db,
        );
        const before = commitStats(h.db);
        const first = commit(h.db, insert("a", 1));
        // Queued behind `first`: one batch, whose COMMIT fails on the second work's dangling
        // reference: nothing of the batch may be acknowledged, and nothing is retried.
        const batch = [
          commit(h.db, insert("b", 2)),
          commit(h.db, async (trx) => {
            await sql`insert into gc_child (id, parent) values ('orphan', 'nobody')`.execute(trx);
          }),
          commit(h.db, insert("c", 3)),
        ];
        await expect(first).resolves.toBe("a");
        const settled = await Promise.allSettled(batch);
        expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected", "rejected"]);
        expect(String((settled[0] as PromiseRejectedResult).reason)).toMatch(/foreign key/i);
        expect(commitStats(h.db).retries - before.retries).toBe(0);
        expect(
          Number((await sql<{ n: number | string }>`select count(*) as n from gc_child`.execute(h.db)).rows[0]!.n),
        ).toBe(0);
        const ids = (await sql<{ id: string }>`select id from gc_test order by id`.execute(h.db)).rows.map((r) => r.id);
        expect(ids).toEqual(["a"]);
      } finally {
        await done();
      }
    });
  });
}

suite("SQLite", async () => {
  const dir = tempDir();
  const h = await openDatabase({ dataDir: dir });
  const reader = () => {
    const db = new SQLite(join(dir, "site.db"), { readonly: true });
    try {
      return (db.prepare("select count(*) as n from gc_test").get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  return { h, done: () => h.close(), committedRows: reader };
});

if (pgOk) {
  suite("PostgreSQL", openPgHandle);
}
