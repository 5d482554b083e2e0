import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql, type Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import { createPgDatabase, postgresAvailable, tempDir } from "../../tests/support/server";
import { commit, commitStats } from "./commit-queue";
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

    it("when the transaction itself fails, every caller of the batch gets the error", async () => {
      const { h, done } = await open();
      try {
        await scratch(h);
        const first = commit(h.db, insert("a", 1));
        // Queued behind `first`: one batch. The second work ends the transaction under the queue,
        // so its savepoint release (and the COMMIT) fail: nothing of the batch may be acknowledged.
        const batch = [
          commit(h.db, insert("b", 2)),
          commit(h.db, async (trx) => {
            await sql`rollback`.execute(trx);
          }),
          commit(h.db, insert("c", 3)),
        ];
        await expect(first).resolves.toBe("a");
        const settled = await Promise.allSettled(batch);
        expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected", "rejected"]);
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
  suite("PostgreSQL", async () => {
    const pgdb = await createPgDatabase();
    const h = await openDatabase({ dataDir: tempDir(), databaseUrl: pgdb.url });
    return {
      h,
      done: async () => {
        await h.close();
        await pgdb.drop();
      },
    };
  });
}
