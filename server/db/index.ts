/**
 * Opening the database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * The same Kysely code and migrations serve both. Before anything is accepted the durability
 * settings are read back, and the server refuses to start if a committed row could be lost
 * on power failure (docs/reliability.md D1; docs/decisions/0015-sqlite-durability.md).
 */
import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";
import { WORKER_GONE, WorkerSqliteDialect } from "./sqlite-worker-dialect";

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
  /**
   * Called with errors of PostgreSQL connections, idle or checked out (a database that dies
   * mid-query): logged, never thrown, so they cannot crash the process.
   */
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
  if (String(fsync) !== "on")
    throw new DurabilityError(`PostgreSQL fsync is "${String(fsync)}", expected "on"; refusing to start`);
  if (!["on", "local", "remote_write", "remote_apply"].includes(String(synchronousCommit))) {
    throw new DurabilityError(
      `PostgreSQL synchronous_commit is "${String(synchronousCommit)}", expected "on"; refusing to start`,
    );
  }
}

/** Database or network trouble that will pass: 503 with Retry-After, never 500. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  WORKER_GONE,
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "53100",
]);

export function isDatabaseUnavailable(err: { code?: unknown; message?: unknown }): boolean {
  const code = typeof err.code === "string" ? err.code : "";
  if (UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return true;
  const message = typeof err.message === "string" ? err.message : "";
  // pg's messages for a server that went away: while connecting, mid-query, and on the rollback
  // Kysely attempts on a connection that already failed (which replaces the first error).
  return /timeout exceeded when trying to connect|Connection terminated|not queryable|Query read timeout|the database system is (starting up|shutting down|in recovery mode)/i.test(
    message,
  );
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
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onPoolError)
    : await openSqlite(options);
  try {
    if (options.migrate !== false) await migrate(handle.db);
  } catch (e) {
    await handle.close();
    throw e;
  }
  return handle;
}

async function openSqlite(options: OpenDatabaseOptions): Promise<DbHandle> {
  let file = options.sqliteFile;
  if (!file) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    file = join(options.dataDir, "site.db");
  }
  // The database holds personal data: only the server's user may read it. SQLite gives its -wal
  // and -shm files the database file's mode, so creating it 0600 covers all three.
  if (file !== ":memory:" && !file.startsWith("file:") && !existsSync(file)) closeSync(openSync(file, "wx", 0o600));
  // The connection lives in a worker thread, so that a COMMIT's fsync never holds the event loop
  // (docs/decisions/0073-sqlite-off-the-event-loop.md). Its settings are read back through it.
  const db = new Kysely<Database>({
    dialect: new WorkerSqliteDialect({
      file,
      pragmas: ["journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON", "busy_timeout = 5000"],
    }),
  });
  try {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    checkSqliteDurability(journal.rows[0]?.journal_mode, synchronous.rows[0]?.synchronous);
  } catch (e) {
    await db.destroy();
    throw e;
  }
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

/**
 * PostgreSQL timeouts. A request must never hang on a database that is down or stuck: getting a
 * connection and running a query are both bounded, so the answer (503 with Retry-After, see
 * server/plugins/errors.ts) leaves within 5 s (docs/reliability.md, D4). Submissions are a few
 * single-row statements; nothing the server runs needs seconds.
 */
export const PG_TIMEOUTS = { connectMs: 2500, queryMs: 4000, statementMs: 3500 } as const;

async function openPostgres(connectionString: string, onPoolError?: (err: Error) => void): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: PG_TIMEOUTS.statementMs,
    query_timeout: PG_TIMEOUTS.queryMs,
  });
  const report = (err: Error) => onPoolError?.(err);
  // pg-pool listens for 'error' only on idle clients. A checked-out client whose server dies
  // (PostgreSQL crashed or restarted mid-query) emits 'error' with no listener, and Node turns
  // that into an uncaught exception that ends the process. Every client gets a listener of its
  // own for its whole life; the query in progress still fails (503), and pg-pool discards the
  // broken client when it is released (it is no longer queryable).
  pool.on("connect", (client) => client.on("error", report));
  pool.on("error", report);
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
