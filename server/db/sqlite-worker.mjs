// @ts-check
/**
 * The SQLite connection's own thread (docs/decisions/0073-sqlite-off-the-event-loop.md).
 *
 * better-sqlite3 is synchronous: run on the server's thread, every COMMIT's fsync stops every
 * other request while the disk works. This worker owns the one connection instead; the server
 * sends it each statement (server/db/sqlite-worker-dialect.ts) and goes on serving while it runs.
 * It is plain JavaScript, checked by TypeScript through the comment on the first line, so that the
 * same file runs unchanged under the test runner, tsx and the production bundle (which copies it
 * beside main.js) without a compile step inside the thread.
 *
 * Messages in: { type: "query", id, sql, params }, { type: "batch", id, statements: [{ sql,
 * params }] } and { type: "close" }.
 * Messages out: { type: "open" } or { type: "open-error", error } once, then for each query
 * { id, rows } (a statement that returns rows), { id, changes, lastInsertRowid }, or { id, error };
 * for each batch { id, results: [one of the first two per statement] } or { id, error }. A batch
 * runs its statements in order and stops at the first that fails: one message instead of one
 * round trip per statement (executeAll() in sqlite-worker-dialect.ts).
 *
 * { type: "transaction", id, works: [[{ sql, params, expectOneChange? }]] } runs BEGIN, each work's
 * statements in a savepoint of its own, and COMMIT, as one message (runTransaction() in
 * sqlite-worker-dialect.ts; the group commit's batches, docs/decisions/0105-a-transaction-in-one-message.md).
 * A statement that fails, or that is marked expectOneChange and changes another number of rows,
 * undoes its own work alone (rolled back to the work's savepoint) and the others go on. The answer,
 * after the COMMIT: { id, works: [{ results } or { error, at, results }] } (for a failed work, the
 * results of its statements up to the failing one, which is included when it ran). A BEGIN, a
 * savepoint or a COMMIT that fails rolls the whole transaction back: { id, error, failed: "transaction" }.
 * Nothing else runs on the connection in between: the thread takes one message at a time.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

/** @typedef {{ name: string, message: string, code?: string }} WireError */
/** @typedef {{ file: string, pragmas: string[] }} WorkerOptions */

/** @param {unknown} e @returns {WireError} */
function wireError(e) {
  const err = /** @type {{ name?: unknown, message?: unknown, code?: unknown }} */ (e ?? {});
  return {
    name: typeof err.name === "string" ? err.name : "Error",
    message: typeof err.message === "string" ? err.message : String(e),
    ...(typeof err.code === "string" ? { code: err.code } : {}),
  };
}

const port = parentPort;
if (!port) throw new Error("sqlite-worker.mjs runs only as a worker thread");
const options = /** @type {WorkerOptions} */ (workerData);

/** @type {import("better-sqlite3").Database} */
let db;
try {
  db = new SQLite(options.file);
  for (const pragma of options.pragmas) db.pragma(pragma);
  port.postMessage({ type: "open" });
} catch (e) {
  port.postMessage({ type: "open-error", error: wireError(e) });
  port.close();
  throw e;
}

/** Prepared statements by SQL text: Kysely sends the same few shapes again and again. */
const MAX_STATEMENTS = 500;
/** @type {Map<string, import("better-sqlite3").Statement>} */
const statements = new Map();

/** @param {string} sql */
function prepare(sql) {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (statements.size >= MAX_STATEMENTS) statements.delete(/** @type {string} */ (statements.keys().next().value));
    statements.set(sql, stmt);
  }
  return stmt;
}

/**
 * A reading statement's rows, taken one at a time in JavaScript rather than by `all()`. The
 * thread's heap limit (resourceLimits) can end it only while JavaScript runs: inside `all()`,
 * which builds every row in native code, Node 24 lets a result past the limit abort the whole
 * process (Node 20 and 22 end the thread once `all()` returns). Between two rows of `iterate()`
 * the limit ends the thread, and the server carries on (docs/decisions/0073-sqlite-off-the-event-loop.md).
 * @param {import("better-sqlite3").Statement} stmt @param {unknown[]} params
 */
function rowsOf(stmt, params) {
  /** @type {unknown[]} */
  const rows = [];
  for (const row of stmt.iterate(params)) rows.push(row);
  return rows;
}

/** @param {string} sql @param {unknown[]} params */
function run(sql, params) {
  const stmt = prepare(sql);
  if (stmt.reader) return { rows: rowsOf(stmt, params) };
  const { changes, lastInsertRowid } = stmt.run(params);
  return { changes, lastInsertRowid };
}

/** A statement marked expectOneChange changed another number of rows. */
class NotOneChange extends Error {
  code = "EXPECTED_ONE_CHANGE";
  /** @param {number} changes */
  constructor(changes) {
    super(`expected the statement to change one row, it changed ${changes}`);
    this.name = "NotOneChange";
  }
}

function rollbackIfOpen() {
  try {
    if (db.inTransaction) run("rollback", []);
  } catch {
    /* the connection rolls back by itself when it cannot; the answer already says it failed */
  }
}

/** @typedef {{ sql: string, params: unknown[], expectOneChange?: boolean }} TxStatement */

/** One work in its savepoint: its results, or its error with the index of the failing statement. */
/** @param {TxStatement[]} statements */
function work(statements) {
  run("savepoint w", []);
  /** @type {unknown[]} */
  const results = [];
  for (let at = 0; at < statements.length; at++) {
    const q = /** @type {TxStatement} */ (statements[at]);
    let error;
    try {
      const result = run(q.sql, q.params);
      if (q.expectOneChange) {
        results.push(result);
        const changes = "changes" in result ? Number(result.changes) : 0;
        if (changes !== 1) error = new NotOneChange(changes);
      } else results.push(result);
    } catch (e) {
      error = e;
    }
    if (error) {
      run("rollback to w", []);
      run("release w", []);
      return { error: wireError(error), at, results };
    }
  }
  run("release w", []);
  return { results };
}

/** @param {{ id: number, works: TxStatement[][] }} m */
function transaction(m) {
  try {
    // Immediate, as the dialect's transactions (sqlite-worker-dialect.ts beginTransaction).
    run("begin immediate", []);
    const works = m.works.map(work);
    run("commit", []);
    return { id: m.id, works };
  } catch (e) {
    rollbackIfOpen();
    return { id: m.id, error: wireError(e), failed: "transaction" };
  }
}

port.on(
  "message",
  (
    /** @type {{ type: "query", id: number, sql: string, params: unknown[] } | { type: "batch", id: number, statements: { sql: string, params: unknown[] }[] } | { type: "transaction", id: number, works: TxStatement[][] } | { type: "close" }} */ m,
  ) => {
    if (m.type === "transaction") {
      port.postMessage(transaction(m));
      return;
    }
    if (m.type === "close") {
      statements.clear();
      db.close();
      port.close();
      return;
    }
    if (m.type === "batch") {
      try {
        port.postMessage({ id: m.id, results: m.statements.map((q) => run(q.sql, q.params)) });
      } catch (e) {
        port.postMessage({ id: m.id, error: wireError(e) });
      }
      return;
    }
    try {
      const stmt = prepare(m.sql);
      if (stmt.reader) {
        port.postMessage({ id: m.id, rows: rowsOf(stmt, m.params) });
      } else {
        const { changes, lastInsertRowid } = stmt.run(m.params);
        port.postMessage({ id: m.id, changes, lastInsertRowid });
      }
    } catch (e) {
      port.postMessage({ id: m.id, error: wireError(e) });
    }
  },
);
