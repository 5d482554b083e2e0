/**
 * Group commit (docs/decisions/0072-group-commit.md): the submissions that arrive while a commit
 * is under way go into the next transaction together, so one fsync makes many of them durable.
 *
 * - `commit(db, work)` queues `work` (the statements of one submission) and resolves with its
 *   result only after the transaction holding it has COMMITTED: nothing is acknowledged before it
 *   is durable. When no commit is under way, the work starts at once, alone (no added latency
 *   when the server is quiet).
 * - Each work runs in its own SAVEPOINT: a work that throws is rolled back to it and its caller
 *   gets the error, while the others of the batch commit. If the transaction itself fails (the
 *   COMMIT, or a lost connection), every caller of that batch gets the error: none was durable.
 * - One batch at a time per database handle, at most MAX_BATCH works per batch. Works must only
 *   use the transaction they are given, and must not wait on anything else that is queued here.
 */
import { sql, type Kysely, type Transaction } from "kysely";

export const MAX_BATCH = 64;

interface Job<DB> {
  work: (trx: Transaction<DB>) => Promise<unknown>;
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
}

class CommitQueue<DB> {
  private pending: Job<DB>[] = [];
  private running = false;
  readonly stats: CommitStats = { batches: 0, works: 0, largest: 0 };

  constructor(private readonly db: Kysely<DB>) {}

  run<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (v: unknown) => void, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    try {
      while (this.pending.length) {
        const batch = this.pending.splice(0, MAX_BATCH);
        await this.commitBatch(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async commitBatch(batch: Job<DB>[]) {
    this.stats.batches++;
    this.stats.works += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    if (batch.length === 1) {
      // Alone: a plain transaction, no savepoint needed.
      const job = batch[0]!;
      try {
        job.resolve(await this.db.transaction().execute(job.work));
      } catch (e) {
        job.reject(e);
      }
      return;
    }
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
      for (const job of batch) job.reject(e);
      return;
    }
    // Committed: now, and only now, answer.
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

export function commitStats<DB>(db: Kysely<DB>): CommitStats {
  return { ...queueFor(db).stats };
}
