import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql, type Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import { openPgHandle, postgresAvailable, tempDir } from "../../tests/support/server";
import { commit, commitStatements, commitStats } from "./commit-queue";
import { expectOneChange } from "./statements";
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
        const row =
          (id: string, n: number, bump = id) =>
          () => [
            sql`insert into gc_test (id, n) values (${id}, ${n})`,
            // A statement the work stands on: it must change exactly one row (marked for the
            // transaction sent in one message, checked below on every path).
            expectOneChange(sql`update gc_test set n = n + 1 where id = ${bump}`),
          ];
        const first = commit(h.db, insert("first", 0));
        // Queued behind `first`: one batch of statement works. Work 3 collides with a row, work 5's
        // update finds no row and its check refuses that; the others are committed, each with both
        // its statements.
        const batch = Array.from({ length: 8 }, (_, i) =>
          commitStatements(
            h.db,
            row(i === 3 ? "taken" : `s${i}`, i * 10, i === 5 ? "nobody" : undefined),
            (results) => {
              if (Number(results[1]!.numAffectedRows) !== 1) throw new Error("refused by its check");
              return Number(results[1]!.numAffectedRows);
            },
          ),
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
        // SQLite's thread undoes a failing work alone, in the one message; elsewhere the batch runs
        // a second time with savepoints.
        expect(after.retries - before.retries).toBe(name === "SQLite" ? 0 : 1);
      } finally {
        await done();
      }
    });

    it("the next batch is under way before the last one's callers are answered", async () => {
      const { h, done } = await open();
      try {
        await scratch(h);
        const before = commitStats(h.db).batches;
        const first = commit(h.db, insert("p0", 0));
        const queued = [1, 2, 3].map((i) =>
          commitStatements(
            h.db,
            () => [sql`insert into gc_test (id, n) values (${`p${i}`}, ${i})`],
            () => i,
          ),
        );
        // When `first` is answered, the batch queued behind it has started already.
        const batchesWhenAnswered = await first.then(() => commitStats(h.db).batches);
        expect(batchesWhenAnswered - before).toBe(2);
        await expect(Promise.all(queued)).resolves.toEqual([1, 2, 3]);
        expect(await count(h)).toBe(4);
      } finally {
        await done();
      }
    });

    /**
     * A batch queued behind a first commit whose second work leaves a reference that is checked
     * only at COMMIT: every statement succeeds, then the COMMIT fails. Every caller of the batch
     * gets the error, nothing of it is kept, and nothing is retried.
     */
    async function commitFailsForTheBatch(batchOf: (db: DbHandle["db"]) => Promise<unknown>[]) {
      const { h, done } = await open();
      try {
        await scratch(h);
        await sql`create table gc_child (id text primary key, parent text references gc_test (id) deferrable initially deferred)`.execute(
          h.db,
        );
        const before = commitStats(h.db);
        const first = commit(h.db, insert("a", 1));
        const batch = batchOf(h.db);
        await expect(first).resolves.toBe("a");
        const settled = await Promise.allSettled(batch);
        expect(settled.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
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
    }
    const orphan = sql`insert into gc_child (id, parent) values ('orphan', 'nobody')`;

    it("statement works whose COMMIT fails: every caller gets the error, nothing is retried or kept", () =>
      commitFailsForTheBatch((db) =>
        [
          [sql`insert into gc_test (id, n) values ('b', 2)`],
          [orphan],
          [sql`insert into gc_test (id, n) values ('c', 3)`],
        ].map((w) =>
          commitStatements(
            db,
            () => w,
            () => "stored",
          ),
        ),
      ));

    it("when the transaction itself fails, every caller of the batch gets the error", () =>
      commitFailsForTheBatch((db) => [
        commit(db, insert("b", 2)),
        commit(db, async (trx) => {
          await orphan.execute(trx);
        }),
        commit(db, insert("c", 3)),
      ]));
  });
}

describe("group commit on SQLite, a transaction in one message", () => {
  it("a check that refuses results no statement was marked for is told as a programming error, not as its own", async () => {
    const h = await openDatabase({ dataDir: tempDir() });
    try {
      await scratch(h);
      const first = commit(h.db, insert("x0", 0));
      // Queued behind `first`, so it travels in one message with its COMMIT: the check reads the
      // results after the COMMIT, too late to undo the work.
      const unmarked = commitStatements(
        h.db,
        () => [sql`update gc_test set n = 1 where id = 'nobody'`],
        () => {
          throw new Error("refused by its check");
        },
      );
      await first;
      const reason = await unmarked.then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(reason?.message).toMatch(/committed, but its check failed after the COMMIT/);
      expect(String(reason?.cause)).toMatch(/refused by its check/);
    } finally {
      await h.close();
    }
  });
});

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
