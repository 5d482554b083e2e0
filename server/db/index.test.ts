import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createPgDatabase, postgresAvailable, tempDir } from "../../tests/support/server";
import { checkPostgresDurability, checkSqliteDurability, DurabilityError, openDatabase } from "./index";

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

  it("fails fast (no hang) when PostgreSQL is unreachable", async () => {
    const started = Date.now();
    await expect(
      openDatabase({ dataDir: tempDir(), databaseUrl: "postgres://postgres@127.0.0.1:1/none" }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
