/**
 * Opening the database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * The same Kysely code and migrations serve both. Before anything is accepted the durability
 * settings are read back, and the server refuses to start if a committed row could be lost
 * on power failure (RELIABILITY.md D1; docs/decisions/0015-sqlite-durability.md).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** Throws when the database cannot answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file, default DATA_DIR/site.db. ":memory:" is refused (no WAL): tests use files. */
  sqliteFile?: string;
  /** Called with errors from idle PostgreSQL connections (they must not crash the process). */
  onPoolError?: (err: Error) => void;
  migrate?: boolean;
}

export class DurabilityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DurabilityError";
  }
}

/** SQLite: WAL with synchronous=FULL (2) or EXTRA (3); anything else can lose acknowledged commits. */
export function checkSqliteDurability(journalMode: unknown, synchronous: unknown): void {
  if (String(journalMode).toLowerCase() !== "wal") {
    throw new DurabilityError(`SQLite journal_mode is "${String(journalMode)}", expected "wal"; refusing to start`);
  }
  if (Number(synchronous) < 2) {
    throw new DurabilityError(`SQLite synchronous is ${String(synchronous)}, expected 2 (FULL); refusing to start`);
  }
}

/** PostgreSQL: fsync on, and synchronous_commit not off/local-only-lossy. */
export function checkPostgresDurability(fsync: unknown, synchronousCommit: unknown): void {
  if (String(fsync) !== "on") throw new DurabilityError(`PostgreSQL fsync is "${String(fsync)}", expected "on"; refusing to start`);
  if (!["on", "local", "remote_write", "remote_apply"].includes(String(synchronousCommit))) {
    throw new DurabilityError(`PostgreSQL synchronous_commit is "${String(synchronousCommit)}", expected "on"; refusing to start`);
  }
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, { cause: error });
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl, options.onPoolError) : openSqlite(options);
  try {
    if (options.migrate !== false) await migrate(handle.db);
  } catch (e) {
    await handle.close();
    throw e;
  }
  return handle;
}

function openSqlite(options: OpenDatabaseOptions): DbHandle {
  let file = options.sqliteFile;
  if (!file) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    file = join(options.dataDir, "site.db");
  }
  const sqlite = new SQLite(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    checkSqliteDurability(sqlite.pragma("journal_mode", { simple: true }), sqlite.pragma("synchronous", { simple: true }));
  } catch (e) {
    sqlite.close();
    throw e;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  return {
    db,
    dialect: "sqlite",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

async function openPostgres(connectionString: string, onPoolError?: (err: Error) => void): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A request must never hang on a database that is down: fail fast and answer 503.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 15_000,
  });
  pool.on("error", (err) => onPoolError?.(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const fsync = await sql<{ fsync: string }>`show fsync`.execute(db);
    const sc = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    checkPostgresDurability(fsync.rows[0]?.fsync, sc.rows[0]?.synchronous_commit);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  let closed = false;
  return {
    db,
    dialect: "postgres",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
