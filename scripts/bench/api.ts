/**
 * `npm run bench:api`: throughput and latency of the submission API (docs/performance.md "The API and page serving",
 * docs/reliability.md L1/L2), reported, never gated.
 *
 * 1. The ceiling: a bare better-sqlite3 loop, WAL + synchronous=FULL, one small row per commit,
 *    on the same disk as the server's DATA_DIR, sampled 3 s before the first run and after each run
 *    (while no server runs); each run's ratio uses the two samples around it (the disk is shared
 *    and its speed drifts).
 * 2. The production bundle, a fresh process and DATA_DIR per run (SQLite; rate limits off through
 *    the environment; LOG_LEVEL=info with stdout discarded; no SMTP, so the outbox relay writes
 *    .eml files, as `npm start` does), 2 s of warm-up on the same route, then:
 *    - POST /api/quotes and /api/contacts, BENCH_CONNECTIONS (16) connections, BENCH_DURATION (15) s each,
 *      and quotes again with a fresh Idempotency-Key per request, as the site's forms send;
 *    - the same two routes at a steady 50 requests/s for latency (one request every 20 ms, open
 *      loop, latency from the moment each was due: steady() in common.ts);
 *    - POST /api/applications with a 1 MB PDF, 4 connections, 10 s.
 *    Saturation runs of quotes and contacts are loaded by wrk (Debian's `wrk`, one thread) when it is
 *    installed, autocannon otherwise (or with BENCH_LOADGEN=autocannon): autocannon runs in Node and
 *    took most of one of the two cores from the server it measured. The report names which.
 * 3. Rows stored == 2xx answers, per run (neither tool counts answers still in flight at its
 *    deadline, so: 2xx counted <= rows <= requests sent, and no non-2xx).
 * Bars: throughput at least 0.5 x the ceiling; p99 at most 50 ms.
 *
 * 4. The same runs on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: a
 *    fresh database per run, created and dropped here, and its own ceiling beside it (one
 *    connection inserting one small row per transaction, synchronous_commit on, sampled like the
 *    SQLite one).
 *
 * Env: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_RATE (50), BENCH_DATA_DIR (a folder on the disk to
 * measure; default the OS temp dir), BENCH_DATABASE_URL, BENCH_PORTS.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { validApplicationFields, validContact, validQuote } from "../../tests/support/payloads";
import {
  bundleServer,
  cannon,
  findWrk,
  fmt,
  latencyLine,
  median,
  startServer,
  steady,
  summary,
  writeResults,
  wrkLoad,
  type CannonOptions,
  type CannonResult,
} from "./common";

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const BASE = process.env.BENCH_DATA_DIR ?? tmpdir();
const CEILING_MS = 3000;

const say = (s: string) => process.stdout.write(`${s}\n`);

/** Rows per second a bare WAL+FULL loop commits, one small row per transaction (same process, same disk). */
function ceilingSample(dir: string): number {
  const file = join(dir, `ceiling-${randomUUID()}.db`);
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("create table t (id text primary key, created_at text not null, email text not null, message text not null)");
  const insert = db.prepare("insert into t (id, created_at, email, message) values (?, ?, ?, ?)");
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < CEILING_MS) {
    insert.run(
      randomUUID(),
      new Date().toISOString(),
      "priya.raman@example.com",
      "We need a new website for our logistics company, with a quote form.",
    );
    n++;
  }
  const secs = (performance.now() - start) / 1000;
  db.close();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  return n / secs;
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";

/** A database URL on the same server, with another database name. */
function pgUrl(database: string): string {
  const u = new URL(PG_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

async function pgAdmin<T>(fn: (c: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const c = new pg.Client({ connectionString: database ? pgUrl(database) : PG_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** PostgreSQL's ceiling: one connection, one small row per transaction (autocommit), on the same server. */
async function pgCeilingSample(): Promise<number> {
  const name = `corvanta_ceiling_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await pgAdmin((c) => c.query(`create database ${name}`));
  try {
    return await pgAdmin(async (c) => {
      await c.query(
        "create table t (id text primary key, created_at text not null, email text not null, message text not null)",
      );
      const start = performance.now();
      let n = 0;
      while (performance.now() - start < CEILING_MS) {
        await c.query({
          name: "ins",
          text: "insert into t (id, created_at, email, message) values ($1, $2, $3, $4)",
          values: [
            randomUUID(),
            new Date().toISOString(),
            "priya.raman@example.com",
            "We need a new website for our logistics company, with a quote form.",
          ],
        });
        n++;
      }
      return n / ((performance.now() - start) / 1000);
    }, name);
  } finally {
    await pgAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

const quoteBody = () => JSON.stringify(validQuote());
const contactBody = () => JSON.stringify(validContact());

function applicationBody(fileBytes: number): { body: Buffer; contentType: string } {
  const boundary = `----corvantabench${randomUUID().replace(/-/g, "")}`;
  const fields = validApplicationFields();
  const head = Buffer.from("%PDF-1.7\n");
  const tail = Buffer.from("\n%%EOF\n");
  const pdf = Buffer.concat([head, randomBytes(fileBytes - head.length - tail.length), tail]);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const json = { "content-type": "application/json", accept: "application/json" };

let addresses = 0;
const nextAddress = () => {
  const n = addresses++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Scenario {
  name: string;
  table: "quotes" | "contacts" | "applications";
  kind: "saturation" | "latency";
  options: (base: string) => CannonOptions & { freshKey?: boolean };
}

async function main() {
  const base = mkdtempSync(join(BASE, "corvanta-bench-api-"));
  // BENCH_LOADGEN=autocannon measures with autocannon even where wrk is installed (to compare the two).
  const wrk = process.env.BENCH_LOADGEN === "autocannon" ? null : findWrk();
  const entry = bundleServer();
  const unlimited = "1000000/1s";
  const app = applicationBody(1024 * 1024);
  /** A JSON form's scenario: saturation at CONNECTIONS, or latency at RATE requests a second. */
  const formRun = (
    table: "quotes" | "contacts",
    kind: Scenario["kind"],
    name: string,
    extra: Partial<CannonOptions> & { freshKey?: boolean } = {},
  ): Scenario => ({
    name,
    table,
    kind,
    options: (u) => ({
      url: `${u}/api/${table}`,
      method: "POST",
      headers: json,
      body: table === "quotes" ? quoteBody() : contactBody(),
      connections: CONNECTIONS,
      duration: DURATION,
      ...(kind === "latency" ? { overallRate: RATE } : {}),
      ...extra,
    }),
  });
  const scenarios: Scenario[] = [
    formRun("quotes", "saturation", `quotes -c ${CONNECTIONS}`),
    // As the site's forms send them: a new Idempotency-Key per submission (one more commit: the key's claim).
    formRun("quotes", "saturation", `quotes -c ${CONNECTIONS}, keyed`, {
      requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "idempotency-key": randomUUID() } }) }],
      freshKey: true,
    }),
    formRun("contacts", "saturation", `contacts -c ${CONNECTIONS}`),
    formRun("quotes", "latency", `quotes at ${RATE} req/s`),
    formRun("contacts", "latency", `contacts at ${RATE} req/s`),
    {
      name: "applications 1 MB -c 4",
      table: "applications",
      kind: "saturation",
      options: (u) => ({
        url: `${u}/api/applications`,
        method: "POST",
        headers: { "content-type": app.contentType, accept: "application/json" },
        body: app.body,
        connections: 4,
        duration: 10,
        // Many applicants, each from their own address (through the trusted proxy), as in L1: one
        // address would meet the per-address cap on concurrent uploads (429).
        requests: [
          { setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": nextAddress() } }) },
        ],
      }),
    },
  ];
  say(
    `API bench: data under ${base}; ${CONNECTIONS} connections, ${DURATION} s per run, ${RATE} req/s for latency; saturation load from ${wrk ? "wrk (one thread)" : "autocannon"}; a fresh server per run, the ceiling sampled between runs`,
  );

  const results: Record<string, unknown>[] = [];
  const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
  const verdicts: string[] = [];
  const ceilingsBy: Record<string, { median: number; samples: number[] }> = {};

  interface Store {
    env: Record<string, string>;
    count(table: string): Promise<number>;
    backlog(): Promise<number>;
    dispose(): Promise<void>;
  }
  interface Backend {
    name: "sqlite" | "postgres";
    ceiling(): Promise<number>;
    store(dataDir: string, run: number): Promise<Store>;
  }
  const backlogSql = "select count(*) as n from outbox where sent_at is null and failed_at is null";
  const backends: Backend[] = [
    {
      name: "sqlite",
      ceiling: async () => ceilingSample(base),
      store: async (dataDir) => {
        const query = (q: string) => {
          const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
          try {
            return (db.prepare(q).get() as { n: number }).n;
          } finally {
            db.close();
          }
        };
        return {
          env: {},
          count: async (table) => query(`select count(*) as n from ${table}`),
          backlog: async () => query(backlogSql),
          dispose: async () => {},
        };
      },
    },
  ];
  if (PG_URL) {
    backends.push({
      name: "postgres",
      ceiling: pgCeilingSample,
      store: async (_dataDir, run) => {
        const name = `corvanta_bench_${process.pid}_${run}`;
        await pgAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
        await pgAdmin((c) => c.query(`create database ${name}`));
        const query = (q: string) => pgAdmin(async (c) => Number((await c.query<{ n: string }>(q)).rows[0]!.n), name);
        return {
          env: { DATABASE_URL: pgUrl(name) },
          count: (table) => query(`select count(*) as n from ${table}`),
          backlog: () => query(backlogSql),
          dispose: () => pgAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
        };
      },
    });
  } else say("PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server.");

  for (const backend of backends) {
    const ceilings: number[] = [await backend.ceiling()];
    for (const sc of scenarios) {
      const run = results.length;
      const dataDir = join(base, `data-${run}`);
      const store = await backend.store(dataDir, run);
      const server = await startServer(entry, {
        DATA_DIR: dataDir,
        STATIC_DIR: join(base, "no-site"),
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
        RATE_LIMIT_QUOTES: unlimited,
        RATE_LIMIT_CONTACTS: unlimited,
        RATE_LIMIT_APPLICATIONS: unlimited,
        RATE_LIMIT_CERTIFICATES: unlimited,
        TRUST_PROXY: "127.0.0.1",
        ...store.env,
      });
      const url = `http://127.0.0.1:${server.port}`;
      let r: CannonResult;
      let warm: CannonResult;
      let backlog: number;
      try {
        // Warm-up on the same route: latency runs at their own rate (an unlimited burst would leave
        // the outbox relay a backlog that then competes with the measured run).
        const o = sc.options(url);
        // Latency runs send at a steady rate (steady() in common.ts), not autocannon's per-second
        // bursts; saturation runs keep every connection busy.
        // Saturation runs of the JSON routes load the server from wrk when it is installed: autocannon
        // runs in Node and took most of a core of the two the server has (docs/performance.md, "API").
        const load = ({ freshKey, ...c }: CannonOptions & { freshKey?: boolean }) =>
          sc.kind === "latency"
            ? steady({ ...c, rate: c.overallRate ?? RATE, duration: c.duration ?? DURATION })
            : wrk && sc.table !== "applications"
              ? wrkLoad(wrk, {
                  ...c,
                  freshKey,
                  connections: c.connections ?? CONNECTIONS,
                  duration: c.duration ?? DURATION,
                })
              : cannon(c);
        warm = await load(sc.kind === "latency" ? { ...o, duration: 2 } : { ...o, connections: 4, duration: 2 });
        r = await load(sc.options(url));
        backlog = await store.backlog();
      } finally {
        await server.stop();
      }
      const rows = await store.count(sc.table);
      await store.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      ceilings.push(await backend.ceiling());
      const ceiling = (ceilings.at(-2)! + ceilings.at(-1)!) / 2;

      // autocannon stops counting at the deadline: answers still in flight then were stored but not counted.
      const counted = warm["2xx"] + r["2xx"];
      const sent = warm.requests.sent + r.requests.sent;
      const rowsOk = rows >= counted && rows <= sent && r.non2xx === 0 && warm.non2xx === 0;
      const ratio = r.requests.mean / ceiling;
      const label = `${backend.name} ${sc.name}`;
      say(
        `${label.padEnd(35)} ${fmt(r.requests.mean, 1).padStart(7)} req/s (median second ${fmt(r.requests.p50)}), ${latencyLine(r)}; ` +
          `2xx ${r["2xx"]}, non2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}; outbox backlog at the end ${backlog}; ` +
          `ceiling around it ${fmt(ceiling)} rows/s${sc.kind === "saturation" && sc.table !== "applications" ? ` -> ratio ${fmt(ratio, 2)}` : ""}; rows ${rows} (2xx counted ${counted}, sent ${sent})`,
      );
      if (sc.kind === "saturation" && sc.table !== "applications") {
        verdicts.push(
          `${mark(ratio >= 0.5)} ${label}: ${fmt(r.requests.mean)} req/s = ${fmt(ratio, 2)} x the ceiling measured around it (bar >= 0.5); p99 ${r.latency.p99} ms at saturation`,
        );
      } else if (sc.kind === "latency") {
        verdicts.push(
          `${mark(r.latency.p99 <= 50 && r.non2xx === 0 && r.errors === 0)} ${label}: ${latencyLine(r)} (bar p99 <= 50 ms); non2xx ${r.non2xx}, errors ${r.errors}`,
        );
      } else {
        verdicts.push(
          `${mark(r.latency.p99 <= 1000 && r.non2xx === 0 && r.errors === 0)} ${label}: ${fmt(r.requests.mean, 1)} req/s, ${latencyLine(r)} (docs/reliability.md L1 bar p99 <= 1 s)`,
        );
      }
      verdicts.push(
        `${mark(rowsOk)} ${label}: rows ${rows} between 2xx counted ${counted} and requests sent ${sent}, non2xx 0`,
      );
      results.push({
        name: sc.name,
        database: backend.name,
        kind: sc.kind,
        ...summary(r),
        sent: r.requests.sent,
        warmup2xx: warm["2xx"],
        rows,
        rowsOk,
        outboxBacklog: backlog,
        ceilingAround: ceiling,
        ratio,
      });
    }
    ceilingsBy[backend.name] = { median: median(ceilings), samples: ceilings };
    say(
      `${backend.name} ceiling (one small row per commit), ${ceilings.length} samples: ${ceilings.map((c) => fmt(c)).join(", ")} rows/s; median ${fmt(median(ceilings))}`,
    );
  }

  say("");
  for (const v of verdicts) say(v);

  const file = writeResults("api", {
    at: new Date().toISOString(),
    settings: {
      duration: DURATION,
      connections: CONNECTIONS,
      rate: RATE,
      loadGenerator: wrk ? "wrk" : "autocannon",
      dataDir: BASE,
      logLevel: process.env.BENCH_LOG_LEVEL ?? "info",
    },
    ceiling: ceilingsBy.sqlite,
    ceilings: ceilingsBy,
    runs: results,
  });
  say(`\nwrote ${file}`);
  rmSync(base, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
