/**
 * A Kysely dialect for SQLite whose one connection lives in a worker thread
 * (server/db/sqlite-worker.mjs; docs/decisions/0073-sqlite-off-the-event-loop.md).
 *
 * Everything else is Kysely's own SQLite support (query compiler, adapter, introspector). As
 * with Kysely's SqliteDriver, there is one connection, lent to one query or transaction at a time
 * behind a mutex; statements reach the worker in order and its answers come back in order.
 *
 * If the worker ever ends (it should not: every statement's error is caught and sent back), the
 * queries waiting on it fail as "database unavailable" (503), the connection it served is dead for
 * good (a transaction half-run in it was rolled back with it, and must not continue on another),
 * and the next query starts a new worker.
 */
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from "kysely";

export interface WorkerSqliteConfig {
  /** The database file. */
  file: string;
  /** PRAGMA statements run on every new connection, e.g. "journal_mode = WAL". */
  pragmas: string[];
  /**
   * The worker's heap limit in MB (default 256): a query whose result would not fit ends the
   * worker (its callers get an "unavailable" error, and the next query gets a new worker) instead
   * of the whole server.
   */
  maxHeapMb?: number;
}

/** The error code of a query whose worker ended under it (server/db/index.ts counts it as unavailable). */
export const WORKER_GONE = "SQLITE_WORKER_GONE";

interface WireError {
  name: string;
  message: string;
  code?: string;
}
type Result = { rows: Record<string, unknown>[] } | { changes: number | bigint; lastInsertRowid: number | bigint };
type WorkAnswer = { results: Result[] } | { error: WireError; at: number; results: Result[] };
type Answer =
  | ({ id: number } & Result)
  | { id: number; results: Result[] }
  | { id: number; works: WorkAnswer[] }
  | { id: number; error: WireError; failed?: "transaction" };

function toError(e: WireError): Error {
  const err = new Error(e.message) as Error & { code?: string };
  err.name = e.name;
  if (e.code) err.code = e.code;
  return err;
}

function gone(reason: string): Error {
  return Object.assign(new Error(`SQLite worker ended: ${reason}`), { code: WORKER_GONE });
}

/** Buffers cross the thread boundary as plain Uint8Arrays: give them back their Buffer type. */
function reviveRow(row: Record<string, unknown>): Record<string, unknown> {
  for (const k in row) {
    const v = row[k];
    if (v instanceof Uint8Array && !Buffer.isBuffer(v)) row[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  }
  return row;
}

/** One worker thread holding one SQLite connection. */
class SqliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private ended: Error | null = null;
  private readonly exited: Promise<void>;

  private constructor(config: WorkerSqliteConfig) {
    this.worker = new Worker(new URL("./sqlite-worker.mjs", import.meta.url), {
      workerData: { file: config.file, pragmas: config.pragmas },
      resourceLimits: { maxOldGenerationSizeMb: config.maxHeapMb ?? 256 },
    });
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once("exit", () => resolve()));
    this.worker.on("message", (m: Answer | { type: string }) => {
      if (!("id" in m)) return;
      const waiter = this.pending.get(m.id);
      if (!waiter) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) this.worker.unref();
      if ("error" in m) waiter.reject(toError(m.error));
      else waiter.resolve(m);
    });
    this.worker.on("error", (e) => this.end(gone(e.message)));
    this.worker.once("exit", (code) => this.end(gone(`exit code ${code}`)));
  }

  /** Starts a worker and waits until its connection is open (or its opening failed). */
  static async start(config: WorkerSqliteConfig): Promise<SqliteThread> {
    const thread = new SqliteThread(config);
    thread.worker.ref();
    try {
      await new Promise<void>((resolve, reject) => {
        const onMessage = (m: { type?: string; error?: WireError }) => {
          if (m.type === "open") resolve();
          else if (m.type === "open-error") reject(toError(m.error!));
          else return;
          thread.worker.off("message", onMessage);
        };
        thread.worker.on("message", onMessage);
        void thread.exited.then(() => reject(thread.ended ?? gone("before opening")));
      });
    } finally {
      thread.worker.unref();
    }
    return thread;
  }

  get alive(): boolean {
    return this.ended === null;
  }

  query(sql: string, params: readonly unknown[]): Promise<Answer> {
    return this.send({ type: "query", sql, params });
  }

  /** Several statements in one message, run in order; the first that fails ends the batch. */
  batch(statements: readonly CompiledQuery[]): Promise<Answer> {
    return this.send({ type: "batch", statements: statements.map((q) => ({ sql: q.sql, params: q.parameters })) });
  }

  /** BEGIN, each work in a savepoint, and COMMIT, in one message (the worker's "transaction"). */
  transaction(works: readonly (readonly TransactionStatement[])[]): Promise<Answer> {
    return this.send({
      type: "transaction",
      works: works.map((statements) =>
        statements.map((s) => ({
          sql: s.query.sql,
          params: s.query.parameters,
          ...(s.expectOneChange ? { expectOneChange: true } : {}),
        })),
      ),
    });
  }

  private send(message: Record<string, unknown>): Promise<Answer> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Keep the process alive while a statement is out (a CLI command awaiting its result).
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  private end(reason: Error) {
    if (this.ended) return;
    this.ended = reason;
    for (const waiter of this.pending.values()) waiter.reject(reason);
    this.pending.clear();
  }

  /** Closes the connection (after the statements already sent); a worker stuck in one is stopped after 5 s. */
  async close(): Promise<void> {
    if (!this.ended) {
      this.worker.ref();
      this.worker.postMessage({ type: "close" });
    }
    const stop = setTimeout(() => void this.worker.terminate(), 5000);
    await this.exited;
    clearTimeout(stop);
  }
}

function toQueryResult(r: Result): QueryResult<unknown> {
  if ("rows" in r) return { rows: r.rows.map(reviveRow) };
  return { rows: [], numAffectedRows: BigInt(r.changes), insertId: BigInt(r.lastInsertRowid) };
}

const BATCH = Symbol("statements sent together");
interface BatchCarrier extends CompiledQuery {
  [BATCH]: readonly CompiledQuery[];
}
const TRANSACTION = Symbol("a transaction in one message");
interface TransactionCarrier extends CompiledQuery {
  [TRANSACTION]: readonly (readonly TransactionStatement[])[];
}

/** A statement of runTransaction(); with expectOneChange, changing any other number of rows fails its work. */
export interface TransactionStatement {
  query: CompiledQuery;
  expectOneChange?: boolean;
}

/**
 * What became of one work of runTransaction(): its statements' results, or the error that undid
 * it, with the index of the failing statement and the results up to it (that statement's own
 * included when it ran but changed another number of rows than its mark said).
 */
export type WorkOutcome =
  | { ok: true; results: QueryResult<unknown>[] }
  | { ok: false; error: Error; at: number; results: QueryResult<unknown>[] };

/** This dialect's adapter: Kysely's SQLite adapter, marked as taking statements in batches. */
class WorkerSqliteAdapter extends SqliteAdapter {}

/** Whether `db` (a Kysely instance or transaction) runs on this dialect, which takes batches. */
export const takesBatches = (db: Kysely<never>) => db.getExecutor().adapter instanceof WorkerSqliteAdapter;

/**
 * Sends `compiled` to SQLite's thread in one message, run there in order, and returns each
 * statement's result; the first that fails rejects the whole call (server/db/statements.ts).
 */
export async function sendTogether(
  db: Kysely<never>,
  compiled: readonly CompiledQuery[],
): Promise<QueryResult<unknown>[]> {
  const carrier: BatchCarrier = { ...CompiledQuery.raw("-- statements sent together"), [BATCH]: compiled };
  return (await db.executeQuery(carrier)).rows as QueryResult<unknown>[];
}

/**
 * Runs one transaction on SQLite's thread in one message: BEGIN, each work's statements in a
 * savepoint of their own, COMMIT. A work whose statement fails (or changes another number of rows
 * than its mark says) is undone alone; the others are committed. Resolves, after the COMMIT, with
 * each work's outcome. Rejects when the transaction itself failed (BEGIN, a savepoint, COMMIT,
 * the thread): then nothing of it was kept, as far as the thread could tell. `db` must be the
 * database itself, not a transaction: nothing else runs on the connection meanwhile.
 */
export async function runTransaction(
  db: Kysely<never>,
  works: readonly (readonly TransactionStatement[])[],
): Promise<WorkOutcome[]> {
  if (db.isTransaction) throw new Error("runTransaction is a transaction of its own: call it on the database");
  const carrier: TransactionCarrier = { ...CompiledQuery.raw("-- one transaction"), [TRANSACTION]: works };
  return (await db.executeQuery(carrier)).rows as WorkOutcome[];
}

class WorkerSqliteConnection implements DatabaseConnection {
  constructor(readonly thread: SqliteThread) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const transaction = (compiled as Partial<TransactionCarrier>)[TRANSACTION];
    if (transaction) {
      const answer = await this.thread.transaction(transaction);
      if (!("works" in answer)) throw new Error("SQLite worker answered a transaction with something else");
      const outcomes: WorkOutcome[] = answer.works.map((w) =>
        "error" in w
          ? { ok: false, error: toError(w.error), at: w.at, results: w.results.map(toQueryResult) }
          : { ok: true, results: w.results.map(toQueryResult) },
      );
      return { rows: outcomes as R[] };
    }
    const statements = (compiled as Partial<BatchCarrier>)[BATCH];
    if (statements) {
      const answer = await this.thread.batch(statements);
      if ("error" in answer) throw toError(answer.error);
      if (!("results" in answer)) throw new Error("SQLite worker answered a batch with a single result");
      return { rows: answer.results.map(toQueryResult) as R[] };
    }
    const answer = await this.thread.query(compiled.sql, compiled.parameters);
    if ("error" in answer) throw toError(answer.error);
    if ("results" in answer || "works" in answer) throw new Error("SQLite worker answered a statement with a batch");
    return toQueryResult(answer) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield -- nothing here streams rows
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not supported by the SQLite worker dialect");
  }
}

/** Kysely's single-connection mutex, as in its SqliteDriver. */
class Mutex {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  unlock(): void {
    const release = this.release;
    this.held = null;
    this.release = null;
    release?.();
  }
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

class WorkerSqliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private connection: WorkerSqliteConnection | null = null;

  constructor(private readonly config: WorkerSqliteConfig) {}

  async init(): Promise<void> {
    this.connection = new WorkerSqliteConnection(await SqliteThread.start(this.config));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    try {
      if (!this.connection?.thread.alive)
        this.connection = new WorkerSqliteConnection(await SqliteThread.start(this.config));
    } catch (e) {
      this.mutex.unlock();
      throw e;
    }
    return this.connection;
  }

  /**
   * BEGIN IMMEDIATE: the write lock first, waited for (busy_timeout) while another process (the
   * CLI) holds it. A plain BEGIN reads from a snapshot, and its first write after another
   * process's commit fails at once with SQLITE_BUSY, which no wait can mend. One connection
   * serves the whole process, so taking the lock early costs it nothing.
   */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async destroy(): Promise<void> {
    await this.connection?.thread.close();
    this.connection = null;
  }
}

export class WorkerSqliteDialect implements Dialect {
  constructor(private readonly config: WorkerSqliteConfig) {}

  createDriver(): Driver {
    return new WorkerSqliteDriver(this.config);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new WorkerSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
