/**
 * Opening the database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * The same Kysely code and migrations serve both. Before anything is accepted the durability
 * settings are read back, and the server refuses to start if a committed row could be lost
 * on power failure (docs/reliability.md D1; docs/decisions/0015-sqlite-durability.md), or, on
 * SQLite, if deleted rows would stay readable in the file (secure_delete; afterErase below,
 * docs/decisions/0110-erasure-leaves-no-copy.md).
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

/** A table an erasure deleted rows from. */
export type ErasedTable = keyof Database;

/** Where the handle reports what it could not do (never personal data: table names, counts, codes). */
export interface DbLog {
  warn(detail: Record<string, unknown>, message: string): void;
}

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** Throws when the database cannot answer (readiness). */
  ping(): Promise<void>;
  /**
   * Called by every erasing path once its deletions have committed (server/erasure.ts), so that
   * the deleted rows cannot be read back from the database's own files:
   * - SQLite: secure_delete (a connection setting, checked at start) has already overwritten the
   *   deleted content with zeros in the new page versions; this truncates the write-ahead log
   *   (wal_checkpoint(TRUNCATE)), which still holds the older versions, retrying briefly while
   *   another process reads the file;
   * - PostgreSQL: VACUUM on each of `tables`, on a connection of its own, after the commit (it
   *   cannot run in a transaction): their dead rows' space is marked free, to be overwritten by
   *   later rows (docs/workspace.md "Data protection" says what that does and does not promise).
   * Never throws: what it could not do is logged, and the erasure itself stands.
   */
  afterErase(tables: readonly ErasedTable[]): Promise<void>;
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
  /** Where afterErase reports what it could not do; default: a JSON line on stderr. */
  log?: DbLog;
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

/**
 * SQLite: secure_delete must be on (1), so that deleted rows are overwritten with zeros instead of
 * lingering in free space; "fast" (2) keeps deleted content on pages that are not otherwise
 * written, so it is refused as well.
 */
export function checkSqliteSecureDelete(secureDelete: unknown): void {
  if (Number(secureDelete) !== 1) {
    throw new DurabilityError(
      `SQLite secure_delete is ${String(secureDelete)}, expected 1 (ON): erased submissions would stay readable in the file; refusing to start`,
    );
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

/** The default DbLog: one JSON line on stderr (the server and the CLI pass their own). */
const stderrLog: DbLog = {
  warn: (detail, message) => process.stderr.write(`${JSON.stringify({ level: "warn", msg: message, ...detail })}\n`),
};

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  const log = options.log ?? stderrLog;
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, log, options.onPoolError)
    : await openSqlite(options, log);
  try {
    if (options.migrate !== false) await migrate(handle.db);
  } catch (e) {
    await handle.close();
    throw e;
  }
  return handle;
}

/** SQLite's busy_timeout on the server's connection (ms). */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * The waits before each attempt at truncating the write-ahead log after an erasure. An attempt
 * does not wait inside SQLite (busy_timeout 0 for it, so the connection's thread is never held
 * while another process reads): it fails at once, and the next one comes after the pause.
 */
const CHECKPOINT_WAITS_MS = [0, 50, 200, 750] as const;

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

/**
 * wal_checkpoint(TRUNCATE): copies every page of the write-ahead log into the database file and
 * truncates the log to zero bytes, so the page versions written before an erasure are gone from
 * it. Another process holding a read transaction (a CLI command) keeps it busy: tried again after
 * each of CHECKPOINT_WAITS_MS, then logged. Never throws.
 */
async function truncateWal(db: Db, log: DbLog): Promise<void> {
  let last: CheckpointRow | undefined;
  let failure: unknown = null;
  for (const wait of CHECKPOINT_WAITS_MS) {
    if (wait) await sleep(wait);
    try {
      // One connection, held for the three statements: nothing else runs with busy_timeout 0.
      last = await db.connection().execute(async (c) => {
        await sql`pragma busy_timeout = 0`.execute(c);
        try {
          return (await sql<CheckpointRow>`pragma wal_checkpoint(TRUNCATE)`.execute(c)).rows[0];
        } finally {
          await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(c);
        }
      });
      failure = null;
      if (last && Number(last.busy) === 0) return;
    } catch (err) {
      failure = err;
    }
  }
  log.warn(
    {
      attempts: CHECKPOINT_WAITS_MS.length,
      busy: last?.busy,
      walFrames: last?.log,
      checkpointed: last?.checkpointed,
      ...(failure ? { error: errorText(failure) } : {}),
    },
    "the write-ahead log could not be truncated after an erasure (another process reading?): erased content stays in site.db-wal until the next erasure, retention run or clean shutdown",
  );
}

async function openSqlite(options: OpenDatabaseOptions, log: DbLog): Promise<DbHandle> {
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
      // secure_delete: deleted content is overwritten with zeros, never left in free space.
      pragmas: [
        "journal_mode = WAL",
        "synchronous = FULL",
        "foreign_keys = ON",
        `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
        "secure_delete = ON",
      ],
    }),
  });
  return handle(
    db,
    "sqlite",
    async () => {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      checkSqliteDurability(journal.rows[0]?.journal_mode, synchronous.rows[0]?.synchronous);
      const secureDelete = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(db);
      checkSqliteSecureDelete(secureDelete.rows[0]?.secure_delete);
    },
    () => truncateWal(db, log),
  );
}

/**
 * The handle both dialects give: `check` (the durability settings) runs first, and a database
 * that fails it is closed before the error goes on; `erase` runs after an erasure until the
 * handle is closed.
 */
async function handle(
  db: Db,
  dialect: Dialect,
  check: () => Promise<void>,
  erase: (tables: readonly ErasedTable[]) => Promise<void>,
): Promise<DbHandle> {
  try {
    await check();
  } catch (e) {
    await db.destroy();
    throw e;
  }
  let closed = false;
  return {
    db,
    dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async afterErase(tables) {
      if (!closed) await erase(tables);
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

/** VACUUM after an erasure is not bounded by the request timeouts above: it runs on its own connection. */
const VACUUM_TIMEOUT_MS = 60_000;

/**
 * VACUUM on each table an erasure deleted from, one after another, on a connection of its own
 * (outside the pool and its 3.5 s statement timeout, and never inside a transaction: PostgreSQL
 * refuses VACUUM there). A table it could not vacuum, or a warning PostgreSQL sends instead (a
 * role that does not own the table), is logged; nothing is thrown.
 */
async function vacuum(connectionString: string, tables: readonly ErasedTable[], log: DbLog): Promise<void> {
  const unique = [...new Set(tables)];
  if (unique.length === 0) return;
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    statement_timeout: VACUUM_TIMEOUT_MS,
    query_timeout: VACUUM_TIMEOUT_MS + 5000,
  });
  const failed: string[] = [];
  const warnings: string[] = [];
  let error: unknown = null;
  // A server that dies mid-VACUUM: the query fails (below), and the client must not crash the process.
  client.on("error", (err) => {
    error ??= err;
  });
  client.on("notice", (n) => {
    if (n.severity === "WARNING") warnings.push(String(n.message ?? "").slice(0, 300));
  });
  try {
    await client.connect();
    for (const table of unique) {
      try {
        await client.query(`vacuum ${client.escapeIdentifier(table)}`);
      } catch (err) {
        failed.push(table);
        error = err;
      }
    }
  } catch (err) {
    failed.push(...unique.filter((t) => !failed.includes(t)));
    error = err;
  } finally {
    await client.end().catch(() => {});
  }
  if (failed.length || warnings.length) {
    log.warn(
      { tables: failed, warnings, ...(error ? { error: errorText(error) } : {}) },
      "VACUUM after an erasure did not complete: the erased rows are gone from every query, their space is freed at the next vacuum",
    );
  }
}

async function openPostgres(
  connectionString: string,
  log: DbLog,
  onPoolError?: (err: Error) => void,
): Promise<DbHandle> {
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
  return handle(
    db,
    "postgres",
    async () => {
      const fsync = await sql<{ fsync: string }>`show fsync`.execute(db);
      const sc = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
      checkPostgresDurability(fsync.rows[0]?.fsync, sc.rows[0]?.synchronous_commit);
    },
    (tables) => vacuum(connectionString, tables, log),
  );
}
