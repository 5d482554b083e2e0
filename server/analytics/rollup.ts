/**
 * Daily rollups of page views (docs/analytics.md "Storage"): for each day, one row per dimension
 * value (a page, an entry page, a referring site, a channel, a campaign, a device, a browser, and
 * the day's total) with its page views, visitors (distinct visitor hashes that day) and visits
 * (first pages of a visit). The Traffic view reads only these, so its queries cost the same at ten
 * thousand events or ten million.
 *
 * A day's rollup is recomputed whole from its raw events (an upsert, so two processes doing it at
 * once agree), when the Traffic view is asked for a period holding today or yesterday and events
 * newer than the day's last rollup exist (at most every FRESH_MS), and by the daily job for every
 * day whose rollup is behind. Visitors are summed over days: the salt changes daily, so the same
 * person on two days is two visitors, by design.
 */
import { sql, type RawBuilder } from "kysely";
import { ANALYTICS_RAW_DAYS, ANALYTICS_ROLLUP_MONTHS } from "#contracts/lead-source.ts";
import type { Db } from "../db";
import type { AnalyticsDailyTable } from "../db/analytics-schema";
import { daysBefore, istDay } from "./visitor";

/** The dimensions of analytics_daily: the column it groups by, and whether only first pages count. */
export const DIMENSIONS = {
  total: { value: sql`''`, entryOnly: false },
  page: { value: sql.ref("path"), entryOnly: false },
  entry: { value: sql.ref("path"), entryOnly: true },
  referrer: { value: sql.ref("referrer"), entryOnly: true },
  channel: { value: sql.ref("channel"), entryOnly: true },
  campaign: { value: sql.ref("campaign"), entryOnly: true },
  device: { value: sql.ref("device"), entryOnly: false },
  browser: { value: sql.ref("browser"), entryOnly: false },
} as const satisfies Record<string, { value: RawBuilder<unknown> | ReturnType<typeof sql.ref>; entryOnly: boolean }>;
export type Dimension = keyof typeof DIMENSIONS;

/** Raw events are kept this many days, rollups this many months (content/privacy.ts says the same). */
const RAW_DAYS = ANALYTICS_RAW_DAYS;
export const ROLLUP_MONTHS = ANALYTICS_ROLLUP_MONTHS;
/** The Traffic view rolls today up again at most this often. */
const FRESH_MS = 5_000;

/** The first day a rollup of `today` keeps (25 months back, same day of the month). */
export function rollupCutoff(today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 - ROLLUP_MONTHS, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, last));
  return date.toISOString().slice(0, 10);
}

/**
 * The Traffic view rolls a day up before it answers only when the day holds at most this many raw
 * events (tens of milliseconds); a busier day is rolled up just after the answer, which comes from
 * the rollups as they are (docs/analytics.md "Today's figures").
 */
export const INLINE_ROLLUP_EVENTS = 5_000;

export class Rollups {
  private lastRun = new Map<string, number>();
  /** The rollups deferred past an answer, one after the other (a view meanwhile does not add more). */
  private later: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * Recomputes one day's rollup from its raw events: the sums are read first (a read, which on
   * SQLite blocks no submission), then written in one short transaction.
   */
  async rollUp(day: string): Promise<void> {
    const newest = await this.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.max("at").as("at"))
      .where("day", "=", day)
      .executeTakeFirst();
    const rows: AnalyticsDailyTable[] = [];
    for (const [name, d] of Object.entries(DIMENSIONS)) {
      const where = [sql`day = ${day}`];
      if (d.entryOnly) where.push(sql`entry = 1`);
      if (name !== "total") where.push(sql`${d.value} is not null`);
      const r = await sql<{ value: string; pageviews: unknown; visitors: unknown; visits: unknown }>`
        select ${d.value} as value, count(*) as pageviews, count(distinct visitor) as visitors, sum(entry) as visits
        from analytics_events where ${sql.join(where, sql` and `)}
        ${name === "total" ? sql`` : sql`group by ${d.value}`}`.execute(this.db);
      for (const x of r.rows.filter((x) => Number(x.pageviews) > 0))
        rows.push({
          dimension: name,
          day,
          value: String(x.value),
          pageviews: Number(x.pageviews),
          visitors: Number(x.visitors),
          visits: Number(x.visits ?? 0),
        });
    }
    const at = new Date(this.now()).toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto("analytics_daily")
          .values(rows.slice(i, i + 500))
          .onConflict((oc) =>
            oc.columns(["dimension", "day", "value"]).doUpdateSet((eb) => ({
              pageviews: eb.ref("excluded.pageviews"),
              visitors: eb.ref("excluded.visitors"),
              visits: eb.ref("excluded.visits"),
            })),
          )
          .execute();
      await trx
        .insertInto("analytics_rollups")
        .values({ day, through_at: newest?.at ?? "", rolled_at: at })
        .onConflict((oc) => oc.column("day").doUpdateSet({ through_at: newest?.at ?? "", rolled_at: at }))
        .execute();
    });
    this.lastRun.set(day, this.now());
  }

  /**
   * How far today's figures are counted: when no page view is newer than today's last rollup,
   * everything up to now is in them; else they are counted up to that rollup (none yet: null),
   * and the newer page views are still to be counted (just after the answer, or at the next view).
   */
  async today(): Promise<{ countedUpTo: string | null; counting: boolean }> {
    const now = this.now();
    const day = istDay(now);
    const [counting, mark] = await Promise.all([
      this.behind(day),
      this.db.selectFrom("analytics_rollups").select(["rolled_at"]).where("day", "=", day).executeTakeFirst(),
    ]);
    if (!counting) return { countedUpTo: new Date(now).toISOString(), counting: false };
    return { countedUpTo: mark?.rolled_at || null, counting: true };
  }

  /** Whether raw events newer than the day's last rollup exist. */
  async behind(day: string): Promise<boolean> {
    const [newest, mark] = await Promise.all([
      this.db
        .selectFrom("analytics_events")
        .select((eb) => eb.fn.max("at").as("at"))
        .where("day", "=", day)
        .executeTakeFirst(),
      this.db.selectFrom("analytics_rollups").select(["through_at"]).where("day", "=", day).executeTakeFirst(),
    ]);
    return Boolean(newest?.at) && (!mark || newest!.at! > mark.through_at);
  }

  /**
   * Before the Traffic view answers: today and yesterday, if within the period and behind, each
   * rolled up now when it holds at most `inlineUpTo` raw events. Returns the days left behind,
   * for `rollUpLater` once the view has answered.
   */
  async refresh(from: string, to: string, inlineUpTo = Number.POSITIVE_INFINITY): Promise<string[]> {
    // A rollup deferred past an earlier answer is under way: it reads the days' events as it goes.
    if (this.later) return [];
    const today = istDay(this.now());
    const deferred: string[] = [];
    for (const day of [daysBefore(today, 1), today]) {
      if (day < from || day > to) continue;
      if (this.now() - (this.lastRun.get(day) ?? 0) < FRESH_MS) continue;
      if (!(await this.behind(day))) continue;
      if (Number.isFinite(inlineUpTo) && (await this.moreThan(day, inlineUpTo))) deferred.push(day);
      else await this.rollUp(day);
    }
    return deferred;
  }

  /** Whether the day holds more than `n` raw events: reads at most n + 1 index entries, never counts them all. */
  private async moreThan(day: string, n: number): Promise<boolean> {
    const row = await this.db
      .selectFrom("analytics_events")
      .select("at")
      .where("day", "=", day)
      .orderBy("at")
      .offset(n)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Rolls `days` up after the current answer, unless such a run is already under way (it covers
   * them: it reads every raw event of the day when it starts). A failure is handed to `onError`.
   */
  rollUpLater(days: readonly string[], onError: (err: unknown) => void): Promise<void> {
    if (this.later) return this.later;
    this.later = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        for (const day of days) await this.rollUp(day);
      })
      .catch(onError)
      .finally(() => {
        this.later = null;
      });
    return this.later;
  }

  /** The daily job: every day of the raw events whose rollup is behind. Returns how many were rolled up. */
  async catchUp(): Promise<number> {
    const days = await this.db
      .selectFrom("analytics_events")
      .select(["day"])
      .select((eb) => eb.fn.max("at").as("at"))
      .groupBy("day")
      .execute();
    const marks = new Map(
      (await this.db.selectFrom("analytics_rollups").selectAll().execute()).map((r) => [r.day, r.through_at]),
    );
    let n = 0;
    for (const d of days) {
      const mark = marks.get(d.day);
      if (mark === undefined || String(d.at) > mark) {
        await this.rollUp(d.day);
        n++;
      }
    }
    return n;
  }

  /** Deletes raw events older than RAW_DAYS and rollups older than ROLLUP_MONTHS. */
  async purge(): Promise<{ analyticsEvents: number; analyticsRollups: number }> {
    const today = istDay(this.now());
    const rawCutoff = daysBefore(today, RAW_DAYS);
    const ev = await this.db.deleteFrom("analytics_events").where("day", "<", rawCutoff).executeTakeFirst();
    await this.db.deleteFrom("analytics_rollups").where("day", "<", rawCutoff).execute();
    const ro = await this.db.deleteFrom("analytics_daily").where("day", "<", rollupCutoff(today)).executeTakeFirst();
    return { analyticsEvents: Number(ev.numDeletedRows), analyticsRollups: Number(ro.numDeletedRows) };
  }
}
