/**
 * The Traffic view's report (docs/analytics.md "The queries"): a period of days against the one
 * before it, from the daily rollups only, and the conversions of that period from the source
 * columns of the submission tables (spam left out). Every list is one indexed range read of
 * analytics_daily (primary key: dimension, day, value) grouped by value.
 */
import { sql } from "kysely";
import type { ConversionRow, TrafficFigures, TrafficRow } from "#contracts/workspace.ts";
import type { Db } from "../db";
import { registry } from "../registry";
import type { Dimension } from "./rollup";
import { ROLLUP_MONTHS } from "./rollup";
import { daysBefore, istDay } from "./visitor";

const TOP = 10;
const DAY_MS = 86_400_000;
/** The longest period asked for: what the rollups keep. */
export const MAX_PERIOD_DAYS = Math.ceil(ROLLUP_MONTHS * 30.5);

export class PeriodError extends Error {}

const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const istStart = (d: string) => new Date(Date.parse(`${d}T00:00:00+05:30`)).toISOString();

/** The period asked for, checked, and the one before it of the same length. */
export function periods(now: number, from?: string, to?: string) {
  const today = istDay(now);
  const end = to ?? today;
  const start = from ?? daysBefore(end, 29);
  if (Number.isNaN(dayMs(start)) || Number.isNaN(dayMs(end))) throw new PeriodError("Use dates like 2026-01-31.");
  if (start > end) throw new PeriodError("The period must start on or before its last day.");
  const length = Math.round((dayMs(end) - dayMs(start)) / DAY_MS) + 1;
  if (length > MAX_PERIOD_DAYS) throw new PeriodError(`Choose at most ${MAX_PERIOD_DAYS} days: that is what is kept.`);
  const previousTo = daysBefore(start, 1);
  return { from: start, to: end, previousFrom: daysBefore(previousTo, length - 1), previousTo, length };
}

type Sums = { pageviews: number; visitors: number; visits: number };
const sums = (r: { pageviews: unknown; visitors: unknown; visits: unknown }): Sums => ({
  pageviews: Number(r.pageviews ?? 0),
  visitors: Number(r.visitors ?? 0),
  visits: Number(r.visits ?? 0),
});

export class TrafficReports {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private async top(dimension: Dimension, from: string, to: string, order: keyof Sums): Promise<TrafficRow[]> {
    const r = await sql<{ value: string; pageviews: unknown; visitors: unknown; visits: unknown }>`
      select value, sum(pageviews) as pageviews, sum(visitors) as visitors, sum(visits) as visits
      from analytics_daily where dimension = ${dimension} and day >= ${from} and day <= ${to}
      group by value order by ${sql.ref(order)} desc, value limit ${TOP}`.execute(this.db);
    return r.rows.map((x) => ({ value: x.value, ...sums(x) }));
  }

  private async visitsOf(
    dimension: Dimension,
    from: string,
    to: string,
    values: string[],
  ): Promise<Map<string, number>> {
    if (!values.length) return new Map();
    const r = await sql<{ value: string; visits: unknown }>`
      select value, sum(visits) as visits from analytics_daily
      where dimension = ${dimension} and day >= ${from} and day <= ${to} and value in (${sql.join(values)})
      group by value`.execute(this.db);
    return new Map(r.rows.map((x) => [x.value, Number(x.visits ?? 0)]));
  }

  /** Quotes, contact messages and applications of the period by one source column, most first. */
  private async conversions(
    column: "source_channel" | "source_utm_campaign" | "source_landing",
    dimension: Dimension,
    from: string,
    to: string,
  ): Promise<ConversionRow[]> {
    const start = istStart(from);
    const end = istStart(daysBefore(to, -1));
    const parts = Object.values(registry).map(
      (def) => sql`select ${def.kind} as kind, ${sql.ref(column)} as value, count(*) as n from ${sql.table(def.table)}
        where spam = 0 and created_at >= ${start} and created_at < ${end} and ${sql.ref(column)} is not null
        group by ${sql.ref(column)}`,
    );
    const r = await sql<{ kind: string; value: string; n: unknown }>`${sql.join(parts, sql` union all `)}`.execute(
      this.db,
    );
    const by = new Map<string, ConversionRow>();
    for (const x of r.rows) {
      const row = by.get(x.value) ?? { value: x.value, visits: 0, quotes: 0, contacts: 0, applications: 0, rate: null };
      const n = Number(x.n);
      if (x.kind === "quote") row.quotes += n;
      else if (x.kind === "contact") row.contacts += n;
      else row.applications += n;
      by.set(x.value, row);
    }
    const total = (c: ConversionRow) => c.quotes + c.contacts + c.applications;
    const rows = [...by.values()].sort((a, b) => total(b) - total(a) || a.value.localeCompare(b.value)).slice(0, TOP);
    const visits = await this.visitsOf(
      dimension,
      from,
      to,
      rows.map((c) => c.value),
    );
    for (const c of rows) {
      c.visits = visits.get(c.value) ?? 0;
      c.rate = c.visits > 0 ? total(c) / c.visits : null;
    }
    return rows;
  }

  async report(p: ReturnType<typeof periods>): Promise<TrafficFigures> {
    const daily = await this.db
      .selectFrom("analytics_daily")
      .select(["day", "pageviews", "visitors", "visits"])
      .where("dimension", "=", "total")
      .where("day", ">=", p.previousFrom)
      .where("day", "<=", p.to)
      .execute();
    const byDay = new Map(daily.map((d) => [d.day, sums(d)]));
    const days = Array.from({ length: p.length }, (_, i) => {
      const day = daysBefore(p.to, p.length - 1 - i);
      return { day, ...(byDay.get(day) ?? { pageviews: 0, visitors: 0, visits: 0 }) };
    });
    const add = (from: string, to: string) => {
      const t = { visitors: 0, pageviews: 0, visits: 0 };
      for (const d of daily)
        if (d.day >= from && d.day <= to) {
          t.visitors += Number(d.visitors);
          t.pageviews += Number(d.pageviews);
          t.visits += Number(d.visits);
        }
      return t;
    };
    const [pages, entryPages, referrers, channels, campaigns, devices, browsers] = await Promise.all([
      this.top("page", p.from, p.to, "pageviews"),
      this.top("entry", p.from, p.to, "visits"),
      this.top("referrer", p.from, p.to, "visits"),
      this.top("channel", p.from, p.to, "visits"),
      this.top("campaign", p.from, p.to, "visits"),
      this.top("device", p.from, p.to, "visitors"),
      this.top("browser", p.from, p.to, "visitors"),
    ]);
    const [byChannel, byCampaign, byLandingPage, previousConversions] = await Promise.all([
      this.conversions("source_channel", "channel", p.from, p.to),
      this.conversions("source_utm_campaign", "campaign", p.from, p.to),
      this.conversions("source_landing", "entry", p.from, p.to),
      this.conversionCount(p.previousFrom, p.previousTo),
    ]);
    return {
      from: p.from,
      to: p.to,
      previousFrom: p.previousFrom,
      previousTo: p.previousTo,
      totals: { ...add(p.from, p.to), conversions: await this.conversionCount(p.from, p.to) },
      previous: { ...add(p.previousFrom, p.previousTo), conversions: previousConversions },
      days,
      pages,
      entryPages,
      referrers,
      channels,
      campaigns,
      devices,
      browsers,
      conversions: { byChannel, byCampaign, byLandingPage },
    };
  }

  /** Every non-spam submission of the period, whatever its source. */
  private async conversionCount(from: string, to: string): Promise<number> {
    const start = istStart(from);
    const end = istStart(daysBefore(to, -1));
    const parts = Object.values(registry).map(
      (def) =>
        sql`select count(*) as n from ${sql.table(def.table)} where spam = 0 and created_at >= ${start} and created_at < ${end}`,
    );
    const r = await sql<{ n: unknown }>`${sql.join(parts, sql` union all `)}`.execute(this.db);
    return r.rows.reduce((a, x) => a + Number(x.n), 0);
  }

  /** @public for tests and the bench: the report for a period, as the route computes it. */
  async forPeriod(from?: string, to?: string): Promise<TrafficFigures> {
    return this.report(periods(this.now(), from, to));
  }
}
