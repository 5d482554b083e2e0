/**
 * The retention purge, run by the server itself: it looks every hour whether a day has passed
 * since the last run (recorded in job_runs, so a restart does not reset the clock) and, if so,
 * takes a lease in the database (one process runs it, however many are up) and purges what is
 * older than the retention periods of content/site.ts. `npm run cli -- purge` runs the same.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { retentionDays } from "#content/site.ts";
import type { RetentionStatus } from "#contracts/workspace.ts";
import { purge } from "../purge";
import type { Analytics } from "../analytics/index";
import type { Config } from "../config";
import type { Db, DbHandle } from "../db";
import type { ErasurePaths } from "../erasure";
import { audit } from "../staff/audit";
import { iso } from "../lib/clock";

const JOB = "retention_purge";
const CHECK_MS = 60 * 60_000;
const LEASE_MS = 30 * 60_000;

export interface RetentionDeps {
  db: Db;
  /** The database handle's clean-up after an erasure (server/erasure.ts). */
  afterErase: DbHandle["afterErase"];
  config: Config;
  now: () => number;
  paths: ErasurePaths;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** Traffic analytics (server/analytics): its rollups are caught up, then raw events, old rollups and old salts purged. */
  analytics?: Pick<Analytics, "rollups" | "salt">;
}

export class RetentionJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly owner = randomUUID();

  constructor(private readonly deps: RetentionDeps) {}

  start() {
    if (this.timer || !this.deps.config.workspace.retentionPurge) return;
    const tick = () => {
      this.running = this.runIfDue().catch((err: unknown) =>
        this.deps.log.error({ err }, "retention purge check failed"),
      );
    };
    // First look shortly after start (not during it), then hourly.
    this.timer = setInterval(tick, CHECK_MS);
    this.timer.unref();
    setTimeout(tick, 30_000).unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs the purge when the last run finished more than a day ago (or never). Returns whether it ran. */
  async runIfDue(): Promise<boolean> {
    const row = await this.deps.db.selectFrom("job_runs").selectAll().where("name", "=", JOB).executeTakeFirst();
    const last = row?.started_at ? Date.parse(row.started_at) : 0;
    if (this.deps.now() - last < this.deps.config.workspace.retentionIntervalMs) return false;
    return (await this.run(null)) !== null;
  }

  /** Runs now (an admin asked), unless another process holds the lease. */
  async runNow(actorId: string | null): Promise<Record<string, number> | null> {
    return this.run(actorId);
  }

  private async lease(): Promise<boolean> {
    const now = this.deps.now();
    await this.deps.db
      .insertInto("job_runs")
      .values({
        name: JOB,
        started_at: null,
        finished_at: null,
        ok: null,
        result: null,
        error: null,
        lock_owner: null,
        lock_until: null,
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const r = await this.deps.db
      .updateTable("job_runs")
      .set({ lock_owner: this.owner, lock_until: iso(now + LEASE_MS) })
      .where("name", "=", JOB)
      .where((eb) => eb.or([eb("lock_until", "is", null), eb("lock_until", "<", iso(now))]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  private async run(actorId: string | null): Promise<Record<string, number> | null> {
    if (!(await this.lease())) return null;
    const db = this.deps.db;
    const started = this.deps.now();
    await db
      .updateTable("job_runs")
      .set({ started_at: iso(started), finished_at: null, ok: null, error: null })
      .where("name", "=", JOB)
      .execute();
    try {
      const purged = await purge({ db, afterErase: this.deps.afterErase }, this.deps.paths, this.deps.config, started);
      const a = this.deps.analytics;
      const result: Record<string, number> = a
        ? {
            ...purged,
            analyticsDaysRolledUp: await a.rollups.catchUp(),
            ...(await a.rollups.purge()),
            analyticsSalts: await a.salt.forgetOld(),
          }
        : { ...purged };
      await db
        .updateTable("job_runs")
        .set({
          finished_at: iso(this.deps.now()),
          ok: 1,
          result: JSON.stringify(result),
          lock_owner: null,
          lock_until: null,
        })
        .where("name", "=", JOB)
        .execute();
      await audit(db, this.deps.now(), {
        actorId,
        action: "retention_purge",
        targetType: "retention",
        detail: { ...result },
      });
      this.deps.log.info({ ...result }, "retention purge done");
      return result;
    } catch (err) {
      await db
        .updateTable("job_runs")
        .set({
          finished_at: iso(this.deps.now()),
          ok: 0,
          error: "The purge failed; see the server log.",
          lock_owner: null,
          lock_until: null,
        })
        .where("name", "=", JOB)
        .execute()
        .catch(() => {});
      this.deps.log.error({ err }, "retention purge failed");
      throw err;
    }
  }

  async status(): Promise<RetentionStatus> {
    const row = await this.deps.db.selectFrom("job_runs").selectAll().where("name", "=", JOB).executeTakeFirst();
    const started = row?.started_at ?? null;
    return {
      periods: { ...retentionDays },
      lastRun: started
        ? {
            startedAt: started,
            finishedAt: row?.finished_at ?? null,
            ok: row?.ok === 1,
            counts: row?.result ? (JSON.parse(row.result) as Record<string, number>) : {},
            error: row?.error ?? null,
          }
        : null,
      nextRunAt: this.deps.config.workspace.retentionPurge
        ? iso((started ? Date.parse(started) : this.deps.now()) + this.deps.config.workspace.retentionIntervalMs)
        : null,
    };
  }
}
