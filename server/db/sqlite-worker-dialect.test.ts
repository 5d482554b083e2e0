import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./index";
import { WORKER_GONE, WorkerSqliteDialect } from "./sqlite-worker-dialect";

interface T {
  t: { id: string; n: number; data: Buffer | null };
}

const open: Kysely<T>[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function database(maxHeapMb?: number): Promise<Kysely<T>> {
  const dir = mkdtempSync(join(tmpdir(), "corvanta-worker-"));
  dirs.push(dir);
  const db = new Kysely<T>({
    dialect: new WorkerSqliteDialect({ file: join(dir, "t.db"), pragmas: ["journal_mode = WAL"], maxHeapMb }),
  });
  open.push(db);
  await sql`create table t (id text primary key, n integer not null, data blob)`.execute(db);
  return db;
}

/** A second connection to the same file, as another process (the CLI beside the server) has. */
function secondConnection(first: string): Kysely<T> {
  const db = new Kysely<T>({
    dialect: new WorkerSqliteDialect({ file: first, pragmas: ["journal_mode = WAL", "busy_timeout = 5000"] }),
  });
  open.push(db);
  return db;
}

describe("SQLite in a worker thread (docs/decisions/0073-sqlite-off-the-event-loop.md)", () => {
  it("a transaction that reads, then writes after another connection committed, waits its turn instead of failing", async () => {
    // With a plain (deferred) BEGIN, the read takes a snapshot, the other connection's commit
    // makes it stale, and the first write then fails at once with SQLITE_BUSY: SQLite cannot wait
    // for a snapshot to become fresh. Seen in CI as a 503 on a hiring stage change while a
    // journey's CLI invited staff. BEGIN IMMEDIATE takes the write lock first; the other
    // connection waits for it (busy_timeout) and commits after.
    const db = await database();
    await sql`pragma busy_timeout = 5000`.execute(db);
    await db.insertInto("t").values({ id: "a", n: 1, data: null }).execute();
    const file = join(dirs.at(-1)!, "t.db");
    const other = secondConnection(file);
    let otherDone: Promise<unknown> | null = null;
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("t").select("n").where("id", "=", "a").executeTakeFirstOrThrow();
      otherDone = other.insertInto("t").values({ id: "b", n: 2, data: null }).execute();
      // Give the other connection time to commit, or to start waiting for the lock.
      await new Promise((r) => setTimeout(r, 300));
      await trx
        .updateTable("t")
        .set({ n: row.n + 1 })
        .where("id", "=", "a")
        .execute();
    });
    await otherDone;
    expect(await db.selectFrom("t").select(["id", "n"]).orderBy("id").execute()).toEqual([
      { id: "a", n: 2 },
      { id: "b", n: 2 },
    ]);
  });

  it("runs statements and transactions, and rolls a failed transaction back", async () => {
    const db = await database();
    await db.insertInto("t").values({ id: "a", n: 1, data: null }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("t").values({ id: "b", n: 2, data: null }).execute();
        await trx.insertInto("t").values({ id: "a", n: 3, data: null }).execute();
      }),
    ).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT_PRIMARYKEY" });
    expect(await db.selectFrom("t").select(["id", "n"]).execute()).toEqual([{ id: "a", n: 1 }]);
    const r = await db.updateTable("t").set({ n: 5 }).where("id", "=", "a").executeTakeFirst();
    expect(r.numUpdatedRows).toBe(1n);
  });

  it("gives blobs back as Buffers", async () => {
    const db = await database();
    await db
      .insertInto("t")
      .values({ id: "b", n: 1, data: Buffer.from([1, 2, 3]) })
      .execute();
    const row = await db.selectFrom("t").select("data").executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(row.data)).toBe(true);
    expect([...row.data!]).toEqual([1, 2, 3]);
  });

  it("keeps serving other work while a statement runs", async () => {
    const db = await database();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // A statement that keeps the worker busy for a while: the event loop goes on meanwhile.
    await sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c`.execute(
      db,
    );
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it("fails the statements of a worker that ended as unavailable, then starts a new one", async () => {
    const db = await database(8);
    await db.insertInto("t").values({ id: "kept", n: 1, data: null }).execute();
    // A result too large for the worker's 8 MB heap ends the worker, not the process, on every
    // supported Node line: the worker takes rows one at a time (sqlite-worker.mjs rowsOf), so the
    // limit can stop it between two rows (inside better-sqlite3's all(), Node 24 aborted the whole
    // process). 100 MB of rows is far past 8 MB.
    const huge = sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 100000)
      select x, printf('%.1000c', 'x') as pad from c`.execute(db);
    const err = await huge.then(
      () => null,
      (e: Error & { code?: string }) => e,
    );
    expect(err?.code).toBe(WORKER_GONE);
    expect(isDatabaseUnavailable(err!)).toBe(true);
    expect(await db.selectFrom("t").select("id").execute()).toEqual([{ id: "kept" }]);
  });
});
