/**
 * Group commit (docs/decisions/0072-group-commit.md): the submissions that arrive while a commit
 * is under way go into the next transaction together, so one fsync makes many of them durable.
 *
 * - `commit(db, work)` queues `work` (the statements of one submission) and resolves with its
 *   result only after the transaction holding it has COMMITTED: nothing is acknowledged before it
 *   is durable. When no commit is under way, the work starts at once, alone (no added latency
 *   when the server is quiet).
 * - A batch first runs its works in one transaction, without savepoints (works queued with
 *   commitStatements send their statements together, through executeBatch): the
 *   common case, where every work succeeds, costs no statement beyond the works' own (each
 *   statement is a round trip to the database's thread or server, and the round trips, not the
 *   CPU, bounded the throughput: docs/performance.md, "API").
 * - If a work throws, that transaction is rolled back and the batch runs again with each work in
 *   its own SAVEPOINT: the failing work is rolled back to it and its caller gets the error, while
 *   the others of the batch commit. So a work may run twice, and must not do anything but
 *   statements on the transaction it is given. If the transaction itself fails (the COMMIT, or a
 *   lost connection), every caller of that batch gets the error, and the batch is not run again (a
 *   COMMIT whose answer was lost may have been durable).
 * - One batch at a time per database handle, at most MAX_BATCH works per batch. Works must only
 *   use the transaction they are given, and must not wait on anything else that is queued here.
 */
import { sql, type Kysely, type QueryResult, type Transaction } from "kysely";
import { runTransaction, takesBatches } from "./sqlite-worker-dialect";
import { compile, executeAll, executeBatch, mustChangeOne, type Statement } from "./statements";

export const MAX_BATCH = 64;

/** The error code of a work undone in SQLite's thread because a marked statement changed another number of rows. */
const EXPECTED_ONE_CHANGE = "EXPECTED_ONE_CHANGE";

/** A work given as its statements, and a check of their results (commitStatements). */
interface Statements<DB> {
  build: (trx: Transaction<DB>) => Statement[];
  check: (results: QueryResult<unknown>[]) => unknown;
}

interface Job<DB> {
  work: (trx: Transaction<DB>) => Promise<unknown>;
  statements?: Statements<DB>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Figures of one queue, for tests and the bench. */
export interface CommitStats {
  /** Transactions committed (or attempted). */
  batches: number;
  /** Works run. */
  works: number;
  /** The largest batch so far. */
  largest: number;
  /** Batches run a second time with savepoints because one of their works failed (a failed COMMIT is never rerun). */
  retries: number;
}

/** How a batch's callers are answered, once its transaction is settled. */
type Answer = () => void;

const answerAll =
  <DB>(batch: Job<DB>[], values: unknown[]): Answer =>
  () =>
    batch.forEach((job, i) => job.resolve(values[i]));
const failAll =
  <DB>(batch: Job<DB>[], error: unknown): Answer =>
  () => {
    for (const job of batch) job.reject(error);
  };

class CommitQueue<DB> {
  private pending: Job<DB>[] = [];
  private running = false;
  /** SQLite in its worker thread takes a whole transaction in one message (runTransaction). */
  private readonly oneMessage: boolean;
  readonly stats: CommitStats = { batches: 0, works: 0, largest: 0, retries: 0 };

  get busy(): boolean {
    return this.running || this.pending.length > 0;
  }

  constructor(private readonly db: Kysely<DB>) {
    this.oneMessage = takesBatches(db as unknown as Kysely<never>);
  }

  run<T>(work: (trx: Transaction<DB>) => Promise<T>, statements?: Statements<DB>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, statements, resolve: resolve as (v: unknown) => void, reject });
      this.next();
    });
  }

  /**
   * Starts the next batch, if none is under way. As soon as a batch's transaction is settled, the
   * one after it starts, and only then are the first one's callers answered: the database commits
   * the next batch while the server answers the last (the two overlap, on two threads or two
   * processes), instead of waiting for the answers to go out first.
   */
  private next() {
    if (this.running || this.pending.length === 0) return;
    this.running = true;
    const batch = this.pending.splice(0, MAX_BATCH);
    void this.commitBatch(batch).then((answer) => {
      this.running = false;
      this.next();
      answer();
    });
  }

  /** Runs one batch's transaction; never rejects: what it resolves with answers the batch's callers. */
  private async commitBatch(batch: Job<DB>[]): Promise<Answer> {
    this.stats.batches++;
    this.stats.works += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    try {
      if (this.oneMessage && batch.every((job) => job.statements)) return await this.inOneMessage(batch);
      if (batch.length === 1) {
        // Alone: a plain transaction, no savepoint needed.
        const value = await this.db.transaction().execute(batch[0]!.work);
        return answerAll(batch, [value]);
      }
      return await this.together(batch);
    } catch (e) {
      return failAll(batch, e);
    }
  }

  /**
   * Every work is statements and the database takes a whole transaction in one message (SQLite in
   * its thread): BEGIN, each work's statements in a savepoint of its own, and COMMIT travel
   * together, one round trip for the batch, and a failing work is undone alone in the thread
   * (docs/decisions/0105-a-transaction-in-one-message.md). The checks read the results after the
   * COMMIT, so a statement whose work stands on it changing one row is marked (expectOneChange):
   * when it does not, the thread undoes the work, and its check, shown the results up to that
   * statement, gives the caller its own error.
   */
  private async inOneMessage(batch: Job<DB>[]): Promise<Answer> {
    const db = this.db as unknown as Kysely<never>;
    const outcomes = await runTransaction(
      db,
      batch.map((job) =>
        job.statements!.build(this.db as unknown as Transaction<DB>).map((q) => ({
          query: compile(db, q),
          expectOneChange: mustChangeOne(q),
        })),
      ),
    );
    const settled = batch.map((job, i): { ok: true; value: unknown } | { ok: false; error: unknown } => {
      const o = outcomes[i]!;
      if (!o.ok) {
        if ((o.error as Error & { code?: string }).code !== EXPECTED_ONE_CHANGE) return { ok: false, error: o.error };
        // Undone because a marked statement changed another number of rows: the check says why.
        try {
          job.statements!.check(o.results);
        } catch (error) {
          return { ok: false, error };
        }
        return { ok: false, error: o.error };
      }
      try {
        return { ok: true, value: job.statements!.check(o.results) };
      } catch (e) {
        // The work is committed, yet its check says it should not stand: a statement the check
        // reads lacks its expectOneChange mark. A programming error, told as such to the caller
        // (never as the check's own error, which would say that nothing was stored).
        return {
          ok: false,
          error: new Error(
            "a work was committed, but its check failed after the COMMIT: mark the statement the check reads with expectOneChange",
            { cause: e },
          ),
        };
      }
    });
    return () =>
      batch.forEach((job, i) => {
        const s = settled[i]!;
        if (s.ok) job.resolve(s.value);
        else job.reject(s.error);
      });
  }

  /** Several works in one transaction, without savepoints unless one of them fails. */
  private async together(batch: Job<DB>[]): Promise<Answer> {
    // The common case: every work succeeds, and no savepoint is needed.
    let values: unknown[] | null = null;
    let workFailed = false;
    try {
      values = await this.db.transaction().execute(async (trx) => {
        if (batch.every((job) => job.statements)) {
          // Every work is a list of statements: they travel together (one round trip on SQLite,
          // merged inserts on PostgreSQL: server/db/statements.ts), then each work checks its own
          // results.
          workFailed = true;
          const results = await executeBatch(
            trx as unknown as Kysely<never>,
            batch.map((job) => job.statements!.build(trx)),
          );
          const out = batch.map((job, i) => job.statements!.check(results[i]!));
          workFailed = false;
          return out;
        }
        const out: unknown[] = [];
        for (const job of batch) {
          try {
            out.push(await job.work(trx));
          } catch (e) {
            workFailed = true;
            throw e;
          }
        }
        return out;
      });
    } catch (e) {
      // The COMMIT itself (or BEGIN) failed: as below, every caller gets the error, and nothing is
      // retried, since a COMMIT whose answer was lost may have been durable.
      if (!workFailed) return failAll(batch, e);
      // A work failed before the COMMIT, so the whole transaction was rolled back and nothing of
      // it is durable. Run the batch again, each work in its own savepoint, to tell which failed.
      this.stats.retries++;
    }
    if (values) return answerAll(batch, values);
    return this.withSavepoints(batch);
  }

  /** The batch again, each work in its own savepoint: the failing works are undone alone. */
  private async withSavepoints(batch: Job<DB>[]): Promise<Answer> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (let i = 0; i < batch.length; i++) {
          const name = sql.raw(`gc_${i}`);
          await sql`savepoint ${name}`.execute(trx);
          try {
            const value = await batch[i]!.work(trx);
            await sql`release savepoint ${name}`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            // Undo this work only; if even that fails, the transaction is lost: the catch below
            // fails every caller of the batch.
            await sql`rollback to savepoint ${name}`.execute(trx);
            await sql`release savepoint ${name}`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (e) {
      return failAll(batch, e);
    }
    // Committed: now, and only now, answer.
    return () =>
      batch.forEach((job, i) => {
        const o = outcomes[i]!;
        if (o.ok) job.resolve(o.value);
        else job.reject(o.error);
      });
  }
}

const queues = new WeakMap<object, CommitQueue<unknown>>();

function queueFor<DB>(db: Kysely<DB>): CommitQueue<DB> {
  let q = queues.get(db) as CommitQueue<DB> | undefined;
  if (!q) {
    q = new CommitQueue(db);
    queues.set(db, q as CommitQueue<unknown>);
  }
  return q;
}

/** Runs `work` in the next group commit of `db`; resolves after that transaction committed. */
export function commit<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return queueFor(db).run(work);
}

/**
 * Like commit(), for a work that is only statements, none needing another's answer: `build` makes
 * them, `check` reads their results (and may throw to undo the work). When a whole batch is made
 * of such works, their statements travel together (executeBatch): on SQLite a batch of any size
 * costs three round trips (BEGIN, the statements, COMMIT); on PostgreSQL the works' inserts into
 * the same table become one statement. The works of a batch must commute (server/db/statements.ts).
 */
export function commitStatements<DB, T>(
  db: Kysely<DB>,
  build: (trx: Transaction<DB>) => Statement[],
  check: (results: QueryResult<unknown>[]) => T,
): Promise<T> {
  const work = async (trx: Transaction<DB>) => check(await executeAll(trx as unknown as Kysely<never>, build(trx)));
  return queueFor(db).run(work, { build, check });
}

/** Whether a group commit of `db` is under way or works are waiting for one. */
export function commitQueueBusy<DB>(db: Kysely<DB>): boolean {
  const q = queues.get(db) as CommitQueue<DB> | undefined;
  return q !== undefined && q.busy;
}

export function commitStats<DB>(db: Kysely<DB>): CommitStats {
  return { ...queueFor(db).stats };
}
