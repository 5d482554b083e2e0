/**
 * `npm run bench:analytics` (docs/analytics.md, docs/performance.md): page views counted without
 * slowing the forms, and the Traffic view's queries at scale. A bench, not a test: it reports,
 * never gates. Two parts:
 *
 * 1. Ingestion. The production bundle on loopback (SQLite, a fresh DATA_DIR) takes page views on
 *    POST /api/event at a fixed arrival rate (BENCH_ANALYTICS_RATE, 1,000/s) for
 *    BENCH_ANALYTICS_SECONDS (10) s, each from a different user agent (so each makes its own
 *    visitor hash), while quotes arrive at BENCH_ANALYTICS_QUOTE_RATE (20/s) in the same run:
 *    page views answered per second and their p50/p99, the quotes' p50/p99, and how many page
 *    views reached the database. The bar: at least 1,000 page views/s with p99 <= 50 ms.
 *
 * 2. The Traffic view's queries, on SQLite (BENCH_ANALYTICS_SQLITE_EVENTS raw events, default
 *    1 million) and, with BENCH_DATABASE_URL, on PostgreSQL (BENCH_ANALYTICS_PG_EVENTS, default
 *    10 million; a database of its own, dropped after). The real app in process (buildApp): raw
 *    events of the last 30 days (what is kept) are inserted in bulk by one INSERT ... SELECT, with
 *    25 months of older daily totals and quotes carrying sources; the daily job's catch-up rolls
 *    the 30 days up (timed, reported). Then GET /api/admin/traffic as a signed-in admin, medians of
 *    BENCH_RUNS (9): the last 30 days, 12 months and the longest period kept, with today's rollup
 *    current ("warm"); and "cold", a new page view today: the view rolls a quiet day up before it
 *    answers and a busy one just after (server/analytics/rollup.ts INLINE_ROLLUP_EVENTS)
 *    (at most once every few seconds per process). The bar: 200 ms.
 *
 * Results: bench-results/analytics-latest.json, in `npm run bench`'s report.
 * BENCH_ANALYTICS_PARTS=ingest or =queries runs one part.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import pgLib from "pg";
import { buildApp } from "#server/app.ts";
import { daysBefore, istDay } from "#server/analytics/visitor.ts";
import { defaultWorkspaceConfig, loadConfig } from "#server/config.ts";
import {
  bundleServer,
  fmt,
  median,
  pgDatabase,
  sleep,
  startServer,
  steady,
  summary,
  tempDir,
  writeResults,
} from "./common";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RATE = num("BENCH_ANALYTICS_RATE", 1000);
const SECONDS = num("BENCH_ANALYTICS_SECONDS", 10);
const QUOTE_RATE = num("BENCH_ANALYTICS_QUOTE_RATE", 20);
const SQLITE_EVENTS = num("BENCH_ANALYTICS_SQLITE_EVENTS", 1_000_000);
const PG_EVENTS = num("BENCH_ANALYTICS_PG_EVENTS", 10_000_000);
const RUNS = num("BENCH_RUNS", 9);
const pgUrl = process.env.BENCH_DATABASE_URL;
const parts = (process.env.BENCH_ANALYTICS_PARTS ?? "ingest,queries").split(",");

/** Kept as many days as the raw events are (contracts/lead-source.ts ANALYTICS_RAW_DAYS). */
const RAW_DAYS = 30;
/** Older days with daily totals only, up to the 25 months kept. */
const ROLLUP_DAYS = 760;
const QUOTES = 30_000;
const { Client } = pgLib;

// ------------------------------------------------------------------ 1. ingestion

async function ingestion() {
  const dataDir = tempDir("bench-analytics");
  const server = await startServer(bundleServer(), {
    DATA_DIR: dataDir,
    STATIC_DIR: tempDir("bench-site"),
    LOG_LEVEL: "warn",
    RATE_LIMIT_EVENTS: "1000000/1s",
    RATE_LIMIT_QUOTES: "1000000/1s",
  });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const ua = (i: number) =>
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i % 5000}.${i % 7} Safari/537.36`;
    const quote = JSON.stringify({
      name: "Bench Visitor",
      email: "bench.visitor@example.com",
      services: "Web development",
      message: "We would like a quote for a new website with a careers section and a quote form.",
    });
    // Warm-up at the same rate (JIT, connections, the day's salt), not counted.
    await steady({
      url: `${base}/api/event`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ p: "/" }),
      rate: RATE,
      duration: 2,
      connections: 64,
      headersFor: (i) => ({ "user-agent": ua(i + 1) }),
    });
    const [views, quotes] = await Promise.all([
      steady({
        url: `${base}/api/event`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ p: "/services/devops", e: 1, q: "?utm_source=newsletter&utm_campaign=november" }),
        rate: RATE,
        duration: SECONDS,
        connections: 64,
        headersFor: (i) => ({ "user-agent": ua(i) }),
      }),
      steady({
        url: `${base}/api/quotes`,
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "user-agent": ua(0) },
        body: quote,
        rate: QUOTE_RATE,
        duration: SECONDS,
        connections: 8,
      }),
    ]);
    // The last batch is written within half a second.
    await sleep(1500);
    const db = new Database(join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
    const stored = Number(
      (db.prepare("select count(*) as n from analytics_events where path = '/services/devops'").get() as { n: number })
        .n,
    );
    db.close();
    const result = {
      database: "sqlite",
      rate: RATE,
      seconds: SECONDS,
      pageViews: { ...summary(views), perSecond: views["2xx"] / views.duration, stored },
      quoteRate: QUOTE_RATE,
      quotes: summary(quotes),
    };
    console.log(
      `ingestion (SQLite): ${fmt(result.pageViews.perSecond)} page views/s answered at ${RATE}/s offered, p50 ${views.latency.p50} ms, p99 ${views.latency.p99} ms, ${fmt(stored)} stored of ${fmt(views["2xx"])}; quotes at ${QUOTE_RATE}/s meanwhile: p50 ${quotes.latency.p50} ms, p99 ${quotes.latency.p99} ms (${quotes["2xx"]} answered, ${quotes.non2xx + quotes.errors} not)`,
    );
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ 2. the Traffic view's queries

/** Page views of the last RAW_DAYS days, `n` rows by one INSERT ... SELECT, spread evenly over the days. */
function seedEvents(pg: boolean, n: number, today: string) {
  // g: 0..n-1. Day g % RAW_DAYS back; a visit every 4th row (the entry, with its source); a visitor
  // per 5 rows; 200 pages, 7 channels, 12 campaigns, 3 devices, 5 browsers.
  const day = pg
    ? sql`to_char(${sql.lit(today)}::date - (g % ${sql.lit(RAW_DAYS)})::int, 'YYYY-MM-DD')`
    : sql`date(${sql.lit(today)}, '-' || (g % ${sql.lit(RAW_DAYS)}) || ' days')`;
  const at = pg
    ? sql`to_char(${sql.lit(today)}::date - (g % ${sql.lit(RAW_DAYS)})::int, 'YYYY-MM-DD') || 'T' || lpad(((g / ${sql.lit(RAW_DAYS)}) % 24)::text, 2, '0') || ':00:00.000Z'`
    : sql`date(${sql.lit(today)}, '-' || (g % ${sql.lit(RAW_DAYS)}) || ' days') || 'T' || printf('%02d', (g / ${sql.lit(RAW_DAYS)}) % 24) || ':00:00.000Z'`;
  const series = pg
    ? sql`generate_series(0, ${sql.lit(n - 1)}::bigint) as s(g)`
    : sql`(with recursive s(g) as (select 0 union all select g + 1 from s where g < ${sql.lit(n - 1)}) select g from s)`;
  const entry = sql`(g % 4 = 0)`;
  return sql`insert into analytics_events (day, at, path, visitor, entry, referrer, channel, campaign, device, browser)
    select ${day}, ${at}, '/page-' || (g % 200), 'v' || (g / 5), case when ${entry} then 1 else 0 end,
      case when ${entry} and g % 3 = 0 then 'site-' || (g % 40) || '.example' end,
      case when ${entry} then (case g % 7 when 0 then 'search' when 1 then 'social' when 2 then 'email' when 3 then 'paid' when 4 then 'campaign' when 5 then 'referral' else 'direct' end) end,
      case when ${entry} and g % 2 = 0 then 'campaign-' || (g % 12) end,
      case g % 3 when 0 then 'desktop' when 1 then 'mobile' else 'tablet' end,
      case g % 5 when 0 then 'Chrome' when 1 then 'Safari' when 2 then 'Firefox' when 3 then 'Microsoft Edge' else 'Samsung Internet' end
    from ${series}`;
}

/** Daily totals of the older days (before the raw events), as the rollups would have left them. */
function seedRollups(pg: boolean, today: string) {
  const days = pg
    ? sql`generate_series(${sql.lit(RAW_DAYS)}, ${sql.lit(ROLLUP_DAYS - 1)}) as d(n)`
    : sql`(with recursive d(n) as (select ${sql.lit(RAW_DAYS)} union all select n + 1 from d where n < ${sql.lit(ROLLUP_DAYS - 1)}) select n from d)`;
  const values = pg
    ? sql`generate_series(0, 99) as v(i)`
    : sql`(with recursive v(i) as (select 0 union all select i + 1 from v where i < 99) select i from v)`;
  const day = pg
    ? sql`to_char(${sql.lit(today)}::date - n, 'YYYY-MM-DD')`
    : sql`date(${sql.lit(today)}, '-' || n || ' days')`;
  // Per day: the total, 100 pages, 50 entry pages, 20 referrers, 7 channels, 12 campaigns, 3 devices, 5 browsers.
  const dims: [string, number, ReturnType<typeof sql>][] = [
    ["page", 100, sql`'/page-' || i`],
    ["entry", 50, sql`'/page-' || i`],
    ["referrer", 20, sql`'site-' || i || '.example'`],
    ["channel", 7, sql`'channel-' || i`],
    ["campaign", 12, sql`'campaign-' || i`],
    ["device", 3, sql`'device-' || i`],
    ["browser", 5, sql`'browser-' || i`],
  ];
  const parts = [
    sql`select 'total' as dimension, ${day} as day, '' as value, 30000 as pageviews, 6000 as visitors, 7500 as visits from ${days}`,
    ...dims.map(
      ([name, count, value]) =>
        sql`select ${sql.lit(name)}, ${day}, ${value}, 300 - i, 60 - (i % 50), 75 - (i % 70) from ${days} cross join ${values} where i < ${sql.lit(count)}`,
    ),
  ];
  return sql`insert into analytics_daily (dimension, day, value, pageviews, visitors, visits) ${sql.join(parts, sql` union all `)}`;
}

/** Quotes of the last RAW_DAYS days carrying sources, for the conversions. */
function seedQuotes(pg: boolean, today: string) {
  const series = pg
    ? sql`generate_series(0, ${sql.lit(QUOTES - 1)}) as s(g)`
    : sql`(with recursive s(g) as (select 0 union all select g + 1 from s where g < ${sql.lit(QUOTES - 1)}) select g from s)`;
  const created = pg
    ? sql`to_char(${sql.lit(today)}::date - (g % ${sql.lit(RAW_DAYS)})::int, 'YYYY-MM-DD') || 'T06:00:00.000Z'`
    : sql`date(${sql.lit(today)}, '-' || (g % ${sql.lit(RAW_DAYS)}) || ' days') || 'T06:00:00.000Z'`;
  return sql`insert into quotes (id, created_at, name, email, services, message, status, spam, source_channel, source_landing, source_utm_campaign, source_page, source_via)
    select 'bench-' || g, ${created}, 'Person ' || g, 'person' || g || '@example.com', 'Web development', 'A quote request from the bench.', 'new', 0,
      case g % 7 when 0 then 'search' when 1 then 'social' when 2 then 'email' when 3 then 'paid' when 4 then 'campaign' when 5 then 'referral' else 'direct' end,
      '/page-' || (g % 200), case when g % 2 = 0 then 'campaign-' || (g % 12) end, '/quote', 'script'
    from ${series}`;
}

async function queries(database: "sqlite" | "postgres", events: number) {
  const dataDir = tempDir("bench-analytics-q");
  const pg = database === "postgres" ? await pgDatabase(pgUrl!, "bench_analytics") : null;
  const config = {
    ...loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    databaseUrl: pg?.url,
    workspace: defaultWorkspaceConfig(15, false),
    // app.inject's requests have no socket to cut: the slow-body timer (server/plugins/connections.ts)
    // must not fire while the bench seeds and waits.
    requestTimeoutMs: 24 * 3_600_000,
  };
  const app = await buildApp({ config, logStream: false });
  try {
    const inv = await app.staff.invite(
      { email: "bench@corvanta.example", name: "Bench Admin", roles: ["admin"] },
      null,
    );
    const accepted = await app.inject({
      method: "POST",
      url: "/api/admin/auth/invitations/accept",
      payload: { token: inv.token, password: "bench-quiet-harbour-lamp-72" },
    });
    const cookie = String(accepted.headers["set-cookie"]).split(";")[0]!;
    const today = istDay(Date.now());

    let t = performance.now();
    const seeds = [
      seedEvents(Boolean(pg), events, today),
      seedRollups(Boolean(pg), today),
      seedQuotes(Boolean(pg), today),
    ];
    if (pg) {
      // On a connection of its own: the app's pool stops a statement after a few seconds.
      const c = new Client({ connectionString: pg.url });
      await c.connect();
      try {
        for (const q of seeds) await c.query(q.compile(app.db).sql);
        await c.query("analyze");
      } finally {
        await c.end();
      }
    } else {
      for (const q of seeds) await q.execute(app.db);
      await sql`analyze`.execute(app.db);
    }
    const seedS = (performance.now() - t) / 1000;
    t = performance.now();
    // A statement past the pool's timeout (PG_TIMEOUTS) stops the catch-up: reported, and the
    // view is timed on what was rolled up.
    let rolledDays = 0;
    let catchUpError: string | null = null;
    try {
      rolledDays = await app.analytics.rollups.catchUp();
    } catch (e) {
      catchUpError = e instanceof Error ? e.message : String(e);
      console.log(`  the daily job's catch-up stopped: ${catchUpError}`);
    }
    const catchUpS = (performance.now() - t) / 1000;
    console.log(
      `queries (${database}): ${fmt(events)} raw events over ${RAW_DAYS} days, daily totals back ${ROLLUP_DAYS} days, ${fmt(QUOTES)} quotes; seeded in ${fmt(seedS, 1)} s; the daily job rolled up ${rolledDays} days in ${fmt(catchUpS, 1)} s`,
    );

    const get = async (qs: string) => {
      const s = performance.now();
      const res = await app.inject({ method: "GET", url: `/api/admin/traffic${qs}`, headers: { cookie } });
      const ms = performance.now() - s;
      if (res.statusCode !== 200) throw new Error(`traffic ${qs}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return ms;
    };
    const warm = async (label: string, qs: string) => {
      await get(qs);
      const ms: number[] = [];
      for (let r = 0; r < RUNS; r++) ms.push(await get(qs));
      const m = { label, medianMs: median(ms), maxMs: Math.max(...ms), runs: RUNS };
      console.log(`  ${label.padEnd(58)} median ${fmt(m.medianMs, 1).padStart(7)} ms, max ${fmt(m.maxMs, 1)} ms`);
      return m;
    };
    const cases = [
      await warm("last 30 days (the default)", ""),
      await warm("last 12 months", `?from=${daysBefore(today, 364)}&to=${today}`),
      await warm("longest period kept (25 months)", `?from=${daysBefore(today, 761)}&to=${today}`),
    ];
    // Cold: a new page view today, then the view (it rolls today up first). The view rolls a day up
    // at most every 5 s per process: wait that out between runs.
    const coldRuns = Math.min(RUNS, 3);
    const cold: number[] = [];
    const coldFailures: string[] = [];
    for (let r = 0; r < coldRuns; r++) {
      await sleep(5_100);
      await app.db
        .insertInto("analytics_events")
        .values({
          day: today,
          // Later than every seeded event of today, so the day's rollup is behind.
          at: `${today}T23:59:59.99${r}Z`,
          path: "/",
          visitor: `cold-${r}`,
          entry: 1,
          referrer: null,
          channel: "direct",
          campaign: null,
          device: "desktop",
          browser: "Chrome",
        })
        .execute();
      try {
        cold.push(await get(""));
      } catch (e) {
        coldFailures.push(e instanceof Error ? e.message.slice(0, 200) : String(e));
      }
    }
    const coldCase = {
      label: `last 30 days, a new view today (${fmt(events / RAW_DAYS)} events today)`,
      medianMs: cold.length ? median(cold) : NaN,
      maxMs: cold.length ? Math.max(...cold) : NaN,
      runs: cold.length,
      failures: coldFailures,
    };
    console.log(
      `  ${coldCase.label.padEnd(58)} median ${fmt(coldCase.medianMs, 1).padStart(7)} ms, max ${fmt(coldCase.maxMs, 1)} ms${coldFailures.length ? `; ${coldFailures.length} failed: ${coldFailures[0]}` : ""}`,
    );
    return {
      database,
      events,
      seedSeconds: seedS,
      catchUp: { days: rolledDays, seconds: catchUpS, error: catchUpError },
      cases,
      cold: coldCase,
    };
  } finally {
    await app.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ingest = parts.includes("ingest") ? await ingestion() : null;
const traffic = [];
if (parts.includes("queries")) {
  traffic.push(await queries("sqlite", SQLITE_EVENTS));
  if (pgUrl) traffic.push(await queries("postgres", PG_EVENTS));
  else console.log("queries (postgres): skipped, set BENCH_DATABASE_URL");
}
const file = writeResults("analytics", { ingest, traffic });
console.log(`results: ${file}`);
