import { statSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createPgDatabase, postgresAvailable, tempDir } from "../../tests/support/server";
import {
  checkPostgresDurability,
  checkSqliteDurability,
  checkSqliteSecureDelete,
  DurabilityError,
  openDatabase,
  type DbLog,
} from "./index";

/** A DbLog that keeps what it is told. */
function captureLog() {
  const lines: { detail: Record<string, unknown>; message: string }[] = [];
  const log: DbLog = { warn: (detail, message) => void lines.push({ detail, message }) };
  return { log, lines };
}

describe("SQLite durability (docs/reliability.md D1)", () => {
  it("opens in WAL mode with synchronous=FULL, and says so when asked", async () => {
    const dir = tempDir();
    const handle = await openDatabase({ dataDir: dir });
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
      expect(mode.rows[0]!.journal_mode).toBe("wal");
      expect(sync.rows[0]!.synchronous).toBe(2);
      expect(handle.dialect).toBe("sqlite");
    } finally {
      await handle.close();
    }
    expect(join(dir, "site.db")).toBeTruthy();
  });

  it("refuses to start on a database that cannot do WAL (in-memory)", async () => {
    await expect(openDatabase({ dataDir: tempDir(), sqliteFile: ":memory:" })).rejects.toBeInstanceOf(DurabilityError);
  });

  it("refuses anything below WAL + FULL", () => {
    expect(() => checkSqliteDurability("wal", 2)).not.toThrow();
    expect(() => checkSqliteDurability("wal", 3)).not.toThrow();
    expect(() => checkSqliteDurability("wal", 1)).toThrow(DurabilityError);
    expect(() => checkSqliteDurability("delete", 2)).toThrow(DurabilityError);
    expect(() => checkSqliteDurability("memory", 2)).toThrow(/refusing to start/);
  });

  it("overwrites deleted content (secure_delete on, read back at start) and refuses to start without it", async () => {
    const handle = await openDatabase({ dataDir: tempDir() });
    try {
      const r = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(handle.db);
      expect(r.rows[0]!.secure_delete).toBe(1);
    } finally {
      await handle.close();
    }
    expect(() => checkSqliteSecureDelete(1)).not.toThrow();
    expect(() => checkSqliteSecureDelete(0)).toThrow(DurabilityError);
    // "fast" leaves deleted content on pages nothing else writes.
    expect(() => checkSqliteSecureDelete(2)).toThrow(/secure_delete is 2.*refusing to start/);
  });

  it("afterErase truncates the write-ahead log; another process reading keeps it busy: retried, then logged, never thrown", async () => {
    const dir = tempDir();
    const { log, lines } = captureLog();
    const handle = await openDatabase({ dataDir: dir, log });
    const wal = join(dir, "site.db-wal");
    const reader = new SQLite(join(dir, "site.db"));
    try {
      await handle.db.insertInto("settings").values({ key: "a", value: "1", updated_at: "x" }).execute();
      // A read transaction in another process pins the log.
      reader.prepare("begin").run();
      reader.prepare("select count(*) from settings").get();
      await handle.db.insertInto("settings").values({ key: "b", value: "2", updated_at: "x" }).execute();
      const started = Date.now();
      await handle.afterErase(["settings"]);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(statSync(wal).size).toBeGreaterThan(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.message).toMatch(/could not be truncated/);
      expect(lines[0]!.detail).toMatchObject({ attempts: 4, busy: 1 });
      // The database still answers, with its usual busy timeout back.
      const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(handle.db);
      expect(timeout.rows[0]!.timeout).toBe(5000);

      reader.prepare("commit").run();
      await handle.afterErase(["settings"]);
      expect(statSync(wal).size).toBe(0);
      expect(lines).toHaveLength(1);
    } finally {
      reader.close();
      await handle.close();
    }
  });

  it("migrates once: reopening is a no-op and keeps the sample certificate", async () => {
    const dir = tempDir();
    for (let i = 0; i < 2; i++) {
      const h = await openDatabase({ dataDir: dir });
      const rows = await h.db.selectFrom("certificates").select("id").execute();
      expect(rows.map((r) => r.id)).toEqual(["12345"]);
      await h.close();
    }
  });
});

const pgOk = await postgresAvailable();

describe("PostgreSQL durability", () => {
  it("refuses fsync=off or synchronous_commit=off", () => {
    expect(() => checkPostgresDurability("on", "on")).not.toThrow();
    expect(() => checkPostgresDurability("on", "remote_apply")).not.toThrow();
    expect(() => checkPostgresDurability("off", "on")).toThrow(DurabilityError);
    expect(() => checkPostgresDurability("on", "off")).toThrow(DurabilityError);
  });

  it.skipIf(!pgOk)("checks the live server's settings and migrates with the same code", async () => {
    const pgdb = await createPgDatabase();
    try {
      const h = await openDatabase({ dataDir: tempDir(), databaseUrl: pgdb.url });
      expect(h.dialect).toBe("postgres");
      const r = await sql<{ fsync: string }>`show fsync`.execute(h.db);
      expect(r.rows[0]!.fsync).toBe("on");
      expect((await h.db.selectFrom("certificates").select("id").execute()).map((c) => c.id)).toEqual(["12345"]);
      await h.close();
      const again = await openDatabase({ dataDir: tempDir(), databaseUrl: pgdb.url });
      await again.close();
    } finally {
      await pgdb.drop();
    }
  });

  it.skipIf(!pgOk)(
    "afterErase vacuums the tables it is given, after the commit; a VACUUM that fails is logged, not thrown",
    async () => {
      const pgdb = await createPgDatabase();
      const { log, lines } = captureLog();
      const h = await openDatabase({ dataDir: tempDir(), databaseUrl: pgdb.url, log });
      const vacuums = async () =>
        Number(
          (
            await sql<{
              n: string;
            }>`select vacuum_count as n from pg_stat_user_tables where relname = 'settings'`.execute(h.db)
          ).rows[0]!.n,
        );
      try {
        const before = await vacuums();
        await h.afterErase(["settings", "settings"]);
        expect(await vacuums()).toBe(before + 1);
        expect(lines).toEqual([]);
        await h.afterErase(["no_such_table" as never, "settings"]);
        expect(await vacuums()).toBe(before + 2);
        expect(lines).toHaveLength(1);
        expect(lines[0]!.detail).toMatchObject({ tables: ["no_such_table"] });
        expect(lines[0]!.message).toMatch(/VACUUM after an erasure did not complete/);
      } finally {
        await h.close();
        await pgdb.drop();
      }
    },
  );

  it("fails fast (no hang) when PostgreSQL is unreachable", async () => {
    const started = Date.now();
    await expect(
      openDatabase({ dataDir: tempDir(), databaseUrl: "postgres://postgres@127.0.0.1:1/none" }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
