/**
 * `npm run bench:publish`: the time from publish to live (docs/publishing.md; docs/performance.md
 * "Publishing"), reported, never gated. A bench, not a test: nothing here asserts a time.
 *
 * The production bundle of a build (BENCH_BUILD_DIR, default BUILD_DIR, else ./build; build first),
 * started on loopback as tests/publishing/processes.test.ts starts it (NODE_ENV=production,
 * LOG_LEVEL=info; its stdout read for the publisher's "site regenerated" lines), a recruiter made
 * with the CLI's invitation accepted through the API, and a listing created and published. Before
 * each run the bench waits for the last publication to be done: its whole-site step logged, then
 * the server quiet (a static file answered within 40 ms for 2 s in a row: nothing that followed
 * the publication, such as the compression of what changed, holds its answers). Then, on SQLite
 * and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, in a database
 * created and dropped here, with REDIS_URL when it is set:
 *
 * - **title change**, BENCH_PUBLISH_RUNS (20) times: the title changed (PUT with the version) and
 *   published; timed from the publish request's start until the listing's page and /career both
 *   show the new title (each polled every BENCH_PUBLISH_POLL_MS, 20 ms; the time is the answer of
 *   the first poll that shows it);
 * - **acknowledgements**: POST /api/quotes at a steady BENCH_PUBLISH_RATE (20) requests/s
 *   (steady() in common.ts, as the API bench's latency runs: open loop, latency from the moment a
 *   request was due) through 3 cycles of: a quiet period (8 s, nothing published), one publication
 *   that changes every page (the listing closed, then reopened: the navigation's count of open
 *   roles), its whole-site re-render, and the compression of the files it changed. Each answer is
 *   filed by when its request was due: quiet, during the re-render (from the publish request's
 *   start to the whole-site step's end), or during the compression after it. BENCH_PUBLISH_CYCLES
 *   (3) cycles: more of them make the p99 during re-renders the figure of more answers;
 * - **a new listing**, BENCH_PUBLISH_NEW (3) times: a new document created and published; timed
 *   until its page and /career show it, and until /about's navigation counts one more open role
 *   (the whole-site step: the pages the publisher renders after the ones that show the change);
 * - on PostgreSQL, also **two processes** on the same database and Redis: published on A, timed
 *   until B serves it (title changes, and new listings on B's /about).
 *
 * Bounded: a run gives up after BENCH_PUBLISH_LIVE_TIMEOUT_S (30) s (counted as "not live"), the
 * wait for quiet after 30 s, a case starts no run after BENCH_PUBLISH_CASE_S (240) s, and the whole
 * bench stops starting work after BENCH_PUBLISH_MAX_MIN (18) minutes (and is stopped a minute
 * later), its servers stopped and its database dropped. Loopback only.
 * BENCH_SERVER_NODE_ARGS: flags for the servers' node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 * to see what their threads spend their time on).
 * Results: bench-results/publish-latest.json, in `npm run bench`'s report.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import pg from "pg";
import { ROOT, fmt, freePort, sleep, steady, writeResults } from "./common";
import { jobDraft } from "../../tests/support/payloads";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = num("BENCH_PUBLISH_RUNS", 20);
const NEW_RUNS = num("BENCH_PUBLISH_NEW", 3);
const POLL_MS = num("BENCH_PUBLISH_POLL_MS", 20);
const RATE = num("BENCH_PUBLISH_RATE", 20);
const LIVE_TIMEOUT_MS = num("BENCH_PUBLISH_LIVE_TIMEOUT_S", 30) * 1000;
const CASE_MS = num("BENCH_PUBLISH_CASE_S", 240) * 1000;
const MAX_MS = num("BENCH_PUBLISH_MAX_MIN", 18) * 60_000;
/** Acknowledgements: cycles of a quiet period and one publication that changes every page. */
const ACK = { cycles: num("BENCH_PUBLISH_CYCLES", 3), quietMs: 8000 };
/** Quiet: a static file answered within `ms`, for `forMs` in a row; given up after `capMs`. */
const IDLE = { ms: 40, forMs: 2000, capMs: 30_000 };
const BUILD = resolve(ROOT, process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? "build");
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
const REDIS_URL = process.env.REDIS_URL ?? "";
const PASSWORD = "bench quiet harbour lamp 1957";
/**
 * A step of more pages than this is a whole-site step (every page but the ones that show the
 * change: the careers page and the changed listings, a handful here).
 */
const WHOLE_SITE_PAGES = 20;

const say = (s: string) => process.stdout.write(`${s}\n`);
const startedAt = performance.now();
const deadline = startedAt + MAX_MS;
const timeLeft = () => deadline - performance.now();

// ------------------------------------------------------------------ figures

interface Stat {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
}

/** Nearest-rank percentiles, as steady() reports them. */
function stat(values: number[]): Stat {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (q: number) => (s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!) : NaN);
  return {
    n: s.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    min: Math.round(s[0] ?? NaN),
    max: Math.round(s.at(-1) ?? NaN),
  };
}

const line = (s: Stat) => `p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)}, min ${fmt(s.min)}, max ${fmt(s.max)} (${s.n} runs)`;

// ------------------------------------------------------------------ server processes

interface Render {
  at: number;
  pages: number;
  changed: number;
  renderMs: number;
  totalMs: number;
}

interface Server {
  name: string;
  base: string;
  port: number;
  child: ChildProcess;
  renders: Render[];
  errors: string[];
  /** Resolves when a whole-site step logged after the `after`-th render is done (false: timed out). */
  wholeSite(after: number, timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

function serverEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STATIC_DIR: join(BUILD, "client"),
    LOG_LEVEL: "info",
    SMTP_URL: "",
    SMTP_HOST: "",
    DATABASE_URL: "",
    REDIS_URL: "",
    RATE_LIMIT_QUOTES: "1000000/1s",
    SCRYPT_LOG_N: "14",
    TEST_CLOCK_FILE: "",
    ...extra,
  };
}

async function startServer(name: string, dataDir: string, extra: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []), join(BUILD, "server/main.js")],
    {
      cwd: ROOT,
      env: serverEnv(dataDir, { PORT: String(port), ...extra }),
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.add(child);
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  void exited.then(() => children.delete(child));
  const renders: Render[] = [];
  const errors: string[] = [];
  const waiters = new Set<() => void>();
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  createInterface({ input: child.stdout! }).on("line", (text) => {
    if (!/"level":[456]/.test(text) && !text.includes("site regenerated")) return;
    try {
      const entry = JSON.parse(text) as Record<string, unknown> & { err?: { message?: string } };
      if (Number(entry.level) >= 40)
        errors.push(`${String(entry.msg)}${entry.err?.message ? `: ${entry.err.message}` : ""}`);
      if (entry.msg === "site regenerated") {
        renders.push({
          at: performance.now(),
          pages: Number(entry.pages),
          changed: Number(entry.changed),
          renderMs: Number(entry.renderMs),
          totalMs: Number(entry.totalMs),
        });
        for (const w of waiters) w();
      }
    } catch {
      /* not a log line */
    }
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const ok = await get(port, "/healthz")
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok)
      return {
        name,
        base,
        port,
        child,
        renders,
        errors,
        wholeSite(after, timeoutMs = LIVE_TIMEOUT_MS) {
          const done = () => renders.slice(after).some((r) => r.pages > WHOLE_SITE_PAGES);
          if (done()) return Promise.resolve(true);
          return new Promise((res) => {
            const timer = setTimeout(() => {
              waiters.delete(check);
              res(false);
            }, timeoutMs);
            const check = () => {
              if (!done()) return;
              clearTimeout(timer);
              waiters.delete(check);
              res(true);
            };
            waiters.add(check);
          });
        },
        async stop() {
          if (child.exitCode === null) child.kill("SIGTERM");
          await exited;
        },
      };
    await sleep(50);
  }
  child.kill("SIGKILL");
  throw new Error(`${name}: the server did not start\n${stderr}`);
}

const pollAgent = new Agent({ keepAlive: true, maxSockets: 4 });

/** A GET without Accept-Encoding (the identity bytes), on a kept-alive connection. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((res, rej) => {
    const req = request({ host: "127.0.0.1", port, path, agent: pollAgent }, (r) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => res({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
    req.on("error", rej);
    req.end();
  });
}

// ------------------------------------------------------------------ the recruiter and the API

/** A recruiter, as the README makes staff: the CLI's invitation, accepted through the API. */
async function recruiter(server: Server, dataDir: string, extra: Record<string, string>): Promise<string> {
  const cli = spawnSync(
    process.execPath,
    [
      join(BUILD, "server/cli.js"),
      "staff",
      "invite",
      "--email",
      "rekha.bench@corvanta.example",
      "--name",
      "Rekha Das",
      "--role",
      "recruiter",
    ],
    { cwd: ROOT, env: serverEnv(dataDir, extra), encoding: "utf8", timeout: 60_000 },
  );
  const token = /#token=([A-Za-z0-9_-]+)/.exec(cli.stdout)?.[1];
  if (cli.status !== 0 || !token) throw new Error(`staff invite failed: ${cli.stderr}${cli.stdout}`);
  const res = await fetch(`${server.base}/api/admin/auth/invitations/accept`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base },
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`accepting the invitation: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

interface Detail {
  id: string;
  version: number;
}

async function api(server: Server, cookie: string, method: string, path: string, body?: unknown): Promise<Detail> {
  const res = await fetch(`${server.base}/api/admin${path}`, {
    method,
    headers: { cookie, origin: server.base, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Detail;
}

/** Milliseconds from `t0` to the answer of the first poll for which `check` holds; null after the timeout. */
async function until(server: Server, path: string, check: (status: number, body: string) => boolean, t0: number) {
  for (;;) {
    const r = await get(server.port, path).catch(() => null);
    const now = performance.now();
    if (r && check(r.status, r.body)) return now - t0;
    if (now - t0 > LIVE_TIMEOUT_MS) return null;
    await sleep(POLL_MS);
  }
}

const openCount = (body: string) => Number(/>(\d+) open</.exec(body)?.[1] ?? NaN);

// ------------------------------------------------------------------ cases

interface Case {
  id: string;
  label: string;
  /** "visible": the pages that show the change (budget 5 s); "whole-site": a page the whole-site step renders. */
  kind: "visible" | "whole-site";
  processes: number;
  runs: number;
  notLive: number;
  ms: Stat;
  samples: number[];
  /** When the publish request itself was answered (title changes). */
  publishAnsweredMs?: Stat;
}

interface Listing {
  id: string;
  version: number;
  slug: string;
}

interface Bench {
  publishOn: Server;
  /** Where a visitor looks (B in the two-process case). */
  visitor: Server;
  /** Every process, each waited for until its whole-site step is done before the next run. */
  all: Server[];
  cookie: string;
  tag: string;
}

/**
 * Waits until the server is quiet: a static file (kept in memory, no database) answered within
 * IDLE.ms for IDLE.forMs in a row. After a publication that changed many files, their compression
 * at the build's quality follows it; while that ran on the main thread (before 0b2139c), it held
 * the event loop a file at a time and answers waited behind it (docs/performance.md,
 * "Publishing"). Milliseconds waited, or null when it gave up.
 */
async function quiesce(server: Server): Promise<number | null> {
  const t0 = performance.now();
  let calmSince = t0;
  while (performance.now() - t0 < Math.min(IDLE.capMs, Math.max(0, timeLeft() - 30_000))) {
    const t = performance.now();
    const ok = await get(server.port, "/robots.txt").then(
      () => performance.now() - t < IDLE.ms,
      () => false,
    );
    if (!ok) calmSince = performance.now();
    else if (performance.now() - calmSince >= IDLE.forMs) return performance.now() - t0;
    await sleep(50);
  }
  return null;
}

let notQuiet = 0;

/** The last publication done: its whole-site step on every process, then every process quiet. */
async function settle(b: Bench, marks: number[]): Promise<void> {
  await Promise.all(b.all.map((s, i) => s.wholeSite(marks[i]!)));
  for (const s of b.all) if ((await quiesce(s)) === null) notQuiet++;
}

/** Change the title, publish, and time until the listing's page and /career show it. */
async function titleRun(b: Bench, l: Listing, title: string) {
  const saved = await api(b.publishOn, b.cookie, "PUT", `/listings/${l.id}`, {
    version: l.version,
    draft: jobDraft(title, l.slug),
  });
  const marks = b.all.map((s) => s.renders.length);
  const t0 = performance.now();
  const published = api(b.publishOn, b.cookie, "POST", `/listings/${l.id}/publish`, { version: saved.version });
  const shows = (s: number, body: string) => s === 200 && body.includes(title);
  const [page, career, done] = await Promise.all([
    until(b.visitor, `/career/${l.slug}`, shows, t0),
    until(b.visitor, "/career", shows, t0),
    published.then((d) => ({ d, ackMs: performance.now() - t0 })),
  ]);
  l.version = done.d.version;
  await settle(b, marks);
  return { page, career, ackMs: done.ackMs, live: page === null || career === null ? null : Math.max(page, career) };
}

async function titleCase(b: Bench, l: Listing, label: string, processes: number): Promise<Case> {
  const samples: number[] = [];
  const detail: Record<string, number | null>[] = [];
  let notLive = 0;
  const caseStart = performance.now();
  for (let i = 1; i <= RUNS; i++) {
    if (performance.now() - caseStart > CASE_MS || timeLeft() < 60_000) {
      say(`  (stopped after ${i - 1} runs: out of time)`);
      break;
    }
    const r = await titleRun(b, l, `Cloud Support Engineer ${b.tag} ${processes}x${String(i).padStart(3, "0")}`);
    detail.push(r);
    if (r.live === null) notLive++;
    else samples.push(r.live);
  }
  const c: Case = {
    id: processes > 1 ? "title-two-processes" : "title",
    label,
    kind: "visible",
    processes,
    runs: detail.length,
    notLive,
    ms: stat(samples),
    samples: samples.map(Math.round),
    publishAnsweredMs: stat(detail.map((d) => d.ackMs ?? NaN)),
  };
  say(`  ${label}: ${line(c.ms)}${notLive ? `; ${notLive} not live within ${LIVE_TIMEOUT_MS / 1000} s` : ""}`);
  say(
    `    publish request answered: ${line(c.publishAnsweredMs!)}; the page alone: ${line(stat(detail.map((d) => d.page ?? NaN)))}; /career alone: ${line(stat(detail.map((d) => d.career ?? NaN)))}`,
  );
  return c;
}

/** New listings: timed until their page and /career show them, and until /about counts one more. */
async function newCases(b: Bench, labels: { first: string; about: string }, processes: number): Promise<Case[]> {
  const first: number[] = [];
  const about: number[] = [];
  let runs = 0;
  let notLiveFirst = 0;
  let notLiveAbout = 0;
  const caseStart = performance.now();
  for (let k = 1; k <= NEW_RUNS; k++) {
    if (performance.now() - caseStart > CASE_MS || timeLeft() < 60_000) break;
    const before = openCount((await get(b.visitor.port, "/about")).body);
    const title = `Platform Engineer ${b.tag} ${processes}x${String(k).padStart(3, "0")}`;
    const slug = `platform-engineer-${b.tag}-${processes}-${k}`;
    const created = await api(b.publishOn, b.cookie, "POST", "/listings", { draft: jobDraft(title, slug) });
    const marks = b.all.map((s) => s.renders.length);
    const t0 = performance.now();
    const shows = (s: number, body: string) => s === 200 && body.includes(title);
    const [page, career, count] = await Promise.all([
      until(b.visitor, `/career/${slug}`, shows, t0),
      until(b.visitor, "/career", shows, t0),
      until(b.visitor, "/about", (s, body) => s === 200 && openCount(body) === before + 1, t0),
      api(b.publishOn, b.cookie, "POST", `/listings/${created.id}/publish`, { version: created.version }),
    ]);
    runs++;
    if (page === null || career === null) notLiveFirst++;
    else first.push(Math.max(page, career));
    if (count === null) notLiveAbout++;
    else about.push(count);
    await settle(b, marks);
  }
  const make = (id: string, label: string, kind: Case["kind"], samples: number[], notLive: number): Case => ({
    id,
    label,
    kind,
    processes,
    runs,
    notLive,
    ms: stat(samples),
    samples: samples.map(Math.round),
  });
  const suffix = processes > 1 ? "-two-processes" : "";
  const cases = [
    make(`new${suffix}`, labels.first, "visible", first, notLiveFirst),
    make(`new-about${suffix}`, labels.about, "whole-site", about, notLiveAbout),
  ];
  for (const c of cases)
    say(`  ${c.label}: ${line(c.ms)}${c.notLive ? `; ${c.notLive} not live within ${LIVE_TIMEOUT_MS / 1000} s` : ""}`);
  return cases;
}

interface AckFigures {
  n: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  /** The answers that were not 2xx, by status, or for no answer by its error and when it came ("ECONNRESET after 12 ms"). */
  failures: Record<string, number>;
}

const ackFigures = (samples: { ms: number; status: number; error?: string }[]): AckFigures => {
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.ms);
  const failures: Record<string, number> = {};
  for (const x of samples)
    if (x.status < 200 || x.status >= 300) {
      const key = x.status ? String(x.status) : `${x.error ?? "no answer"} after ${Math.round(x.ms)} ms`;
      failures[key] = (failures[key] ?? 0) + 1;
    }
  const s = stat(ok);
  return { n: samples.length, p50: s.p50, p99: s.p99, max: s.max, failed: samples.length - ok.length, failures };
};

/**
 * Quotes at a steady rate through cycles of a quiet period and one publication that changes every
 * page (the listing closed, then reopened); each answer filed by when its request was due.
 */
async function acknowledgements(b: Bench, l: Listing) {
  const quote = JSON.stringify({
    name: "Priya Raman",
    email: "priya.raman@example.com",
    services: "Web development",
    message: "We need a new website for our logistics company, with a quote form and a careers page.",
    website: "",
    startedAt: Date.now() - 60_000,
  });
  const server = b.publishOn;
  const url = `${server.base}/api/quotes`;
  const headers = { "content-type": "application/json", accept: "application/json" };
  // Each visitor on a connection of their own, as far as it goes: none waits for another's answer.
  const connections = 64;
  await steady({ url, method: "POST", headers, body: quote, rate: RATE, duration: 2, connections });
  await quiesce(server);

  type Period = { start: number; end: number };
  const samples: { due: number; ms: number; status: number; error?: string }[] = [];
  const quiet: Period[] = [];
  const rendering: Period[] = [];
  const compressing: Period[] = [];
  let stop = false;
  const load = steady({
    url,
    method: "POST",
    headers,
    body: quote,
    rate: RATE,
    duration: 600,
    connections,
    onAnswer: (due, ms, status, error) =>
      samples.push({ due, ms, status, error: error && ((error as { code?: string }).code ?? error.message) }),
    stop: () => stop || timeLeft() < 60_000,
  });
  let changedFiles = 0;
  try {
    for (let c = 0; c < ACK.cycles && timeLeft() > 90_000; c++) {
      const q = performance.now();
      await sleep(ACK.quietMs);
      quiet.push({ start: q, end: performance.now() });
      const mark = server.renders.length;
      const start = performance.now();
      l.version = (
        await api(server, b.cookie, "POST", `/listings/${l.id}/${c % 2 === 0 ? "close" : "reopen"}`, {
          version: l.version,
        })
      ).version;
      await server.wholeSite(mark);
      const rendered = performance.now();
      rendering.push({ start, end: rendered });
      changedFiles += server.renders.slice(mark).reduce((n, r) => n + r.changed, 0);
      if ((await quiesce(server)) === null) notQuiet++;
      compressing.push({ start: rendered, end: performance.now() });
    }
  } finally {
    stop = true;
    await load;
  }
  // Open again for what follows, if the last cycle closed it.
  if (rendering.length % 2 === 1) {
    const mark = server.renders.length;
    l.version = (await api(server, b.cookie, "POST", `/listings/${l.id}/reopen`, { version: l.version })).version;
    await settle(b, [mark]);
  }
  const inside = (t: number, periods: Period[]) => periods.some((w) => t >= w.start && t < w.end);
  const seconds = (periods: Period[]) => Math.round(periods.reduce((a, w) => a + w.end - w.start, 0) / 100) / 10;
  const result = {
    rate: RATE,
    publications: rendering.length,
    changedFiles,
    quiet: { ...ackFigures(samples.filter((s) => inside(s.due, quiet))), seconds: seconds(quiet) },
    rendering: { ...ackFigures(samples.filter((s) => inside(s.due, rendering))), seconds: seconds(rendering) },
    compressing: { ...ackFigures(samples.filter((s) => inside(s.due, compressing))), seconds: seconds(compressing) },
  };
  const show = (f: AckFigures & { seconds: number }) =>
    `p50 ${fmt(f.p50)} ms, p99 ${fmt(f.p99)}, max ${fmt(f.max)} (${f.n} answers in ${f.seconds} s${f.failed ? `, ${f.failed} not 2xx: ${JSON.stringify(f.failures)}` : ""})`;
  say(`  quotes at ${RATE} req/s, quiet: ${show(result.quiet)}`);
  say(
    `  quotes at ${RATE} req/s, during ${result.publications} whole-site re-renders (close, reopen: ${changedFiles} files changed): ${show(result.rendering)}`,
  );
  say(`  quotes at ${RATE} req/s, during the compression after them: ${show(result.compressing)}`);
  return result;
}

// ------------------------------------------------------------------ PostgreSQL

function pgUrl(database: string): string {
  const u = new URL(PG_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

async function pgAdmin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

// ------------------------------------------------------------------ main

interface BackendResult {
  database: string;
  redis: boolean;
  cases: Case[];
  ack: Awaited<ReturnType<typeof acknowledgements>> | null;
  /** What the publisher logged: the step that shows the change, and the whole-site step (process A). */
  serverSteps: { firstStepMs: Stat; wholeSiteMs: Stat; wholeSitePages: number; wholeSiteChangedFiles: Stat };
  /** Each process's first warnings and errors (log level 40 and up), by process. */
  logged: Record<string, string[]>;
}

async function backend(database: "sqlite" | "postgres"): Promise<BackendResult> {
  const tag = randomUUID()
    .slice(0, 6)
    .replace(/[^a-z0-9]/g, "0");
  const dirA = mkdtempSync(join(tmpdir(), "corvanta-bench-publish-a-"));
  const dirB = mkdtempSync(join(tmpdir(), "corvanta-bench-publish-b-"));
  cleanups.push(async () => {
    rmSync(dirA, { recursive: true, force: true });
    rmSync(dirB, { recursive: true, force: true });
  });
  let extra: Record<string, string> = {};
  if (database === "postgres") {
    const name = `corvanta_bench_publish_${process.pid}`;
    await pgAdmin(`drop database if exists ${name} with (force)`);
    await pgAdmin(`create database ${name}`);
    cleanups.push(() => pgAdmin(`drop database if exists ${name} with (force)`));
    const prefix = `corvanta:bench:publish:${process.pid}:`;
    extra = { DATABASE_URL: pgUrl(name), REDIS_URL, RATE_LIMIT_PREFIX: prefix };
    if (REDIS_URL)
      cleanups.push(async () => {
        const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
        try {
          await redis.connect();
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length) await redis.del(...keys);
        } finally {
          redis.disconnect();
        }
      });
  }
  const label =
    database === "sqlite"
      ? "SQLite"
      : `PostgreSQL${REDIS_URL ? " + Redis" : " (rate limits in memory: REDIS_URL unset)"}`;
  say(`\n${label}`);
  const a = await startServer("A", dirA, extra);
  const servers: Server[] = [a];
  try {
    const cookie = await recruiter(a, dirA, extra);
    const one: Bench = { publishOn: a, visitor: a, all: [a], cookie, tag };
    const slug = `cloud-support-engineer-${tag}`;
    const created = await api(a, cookie, "POST", "/listings", {
      draft: jobDraft(`Cloud Support Engineer ${tag}`, slug),
    });
    const listing: Listing = { id: created.id, version: created.version, slug };
    const mark = a.renders.length;
    listing.version = (
      await api(a, cookie, "POST", `/listings/${listing.id}/publish`, { version: listing.version })
    ).version;
    await settle(one, [mark]);
    const cases: Case[] = [];
    cases.push(await titleCase(one, listing, "title change: its page and /career", 1));
    const ack = timeLeft() > 120_000 ? await acknowledgements(one, listing) : null;
    cases.push(
      ...(await newCases(
        one,
        { first: "new listing: its page and /career", about: "new listing: /about counts it (whole-site step)" },
        1,
      )),
    );
    if (database === "postgres" && timeLeft() > 120_000) {
      say("  two processes on the same database: published on A, timed on B");
      const b = await startServer("B", dirB, extra);
      servers.push(b);
      // B renders the database's content at start; wait until it is done.
      await settle({ ...one, all: [b] }, [0]);
      const two: Bench = { publishOn: a, visitor: b, all: [a, b], cookie, tag };
      cases.push(await titleCase(two, listing, "title change on A: its page and /career on B", 2));
      cases.push(
        ...(await newCases(
          two,
          {
            first: "new listing on A: its page and /career on B",
            about: "new listing on A: B's /about counts it (whole-site step)",
          },
          2,
        )),
      );
    }
    const whole = a.renders.filter((r) => r.pages > WHOLE_SITE_PAGES);
    const serverSteps = {
      firstStepMs: stat(a.renders.filter((r) => r.pages <= WHOLE_SITE_PAGES).map((r) => r.totalMs)),
      wholeSiteMs: stat(whole.map((r) => r.totalMs)),
      wholeSitePages: whole.at(-1)?.pages ?? 0,
      wholeSiteChangedFiles: stat(whole.map((r) => r.changed)),
    };
    say(
      `  the publisher's own log (A): first step ${line(serverSteps.firstStepMs)}; whole-site step (${serverSteps.wholeSitePages} pages) ${line(serverSteps.wholeSiteMs)}, files changed by it: p50 ${serverSteps.wholeSiteChangedFiles.p50}, max ${serverSteps.wholeSiteChangedFiles.max}`,
    );
    for (const s of servers)
      if (s.errors.length)
        say(`  ${s.name} logged ${s.errors.length} warnings or errors, the first: ${s.errors.slice(0, 5).join("; ")}`);
    const logged = Object.fromEntries(servers.map((s) => [s.name, s.errors.slice(0, 20)]));
    return { database, redis: database === "postgres" && !!REDIS_URL, cases, ack, serverSteps, logged };
  } finally {
    for (const s of servers) await s.stop();
  }
}

async function cleanup() {
  for (const c of children) c.kill("SIGTERM");
  await Promise.all([...children].map((c) => new Promise((r) => (c.exitCode === null ? c.once("exit", r) : r(null)))));
  pollAgent.destroy();
  while (cleanups.length)
    await cleanups.pop()!().catch((err: unknown) => process.stderr.write(`cleanup: ${String(err)}\n`));
}

async function main() {
  if (!existsSync(join(BUILD, "server/main.js")) || !existsSync(join(BUILD, "server/index.js")))
    throw new Error(`no build in ${BUILD}: run \`npm run build\` (or set BENCH_BUILD_DIR to a build folder)`);
  say(
    `publish bench: ${BUILD}; ${RUNS} title changes and ${NEW_RUNS} new listings per case, polled every ${POLL_MS} ms; quotes at ${RATE} req/s`,
  );
  const results: BackendResult[] = [await backend("sqlite")];
  if (PG_URL) results.push(await backend("postgres"));
  else say("\nPostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server.");
  const file = writeResults("publish", {
    at: new Date().toISOString(),
    settings: {
      build: BUILD,
      runs: RUNS,
      newRuns: NEW_RUNS,
      pollMs: POLL_MS,
      rate: RATE,
      liveTimeoutMs: LIVE_TIMEOUT_MS,
      ack: ACK,
      idle: IDLE,
    },
    /** Waits for quiet that gave up (the runs after them may have measured a busy server). */
    notQuiet,
    backends: results,
  });
  if (notQuiet) say(`\n${notQuiet} wait(s) for a quiet server gave up after ${IDLE.capMs / 1000} s`);
  say(`\nwrote ${file}`);
}

const watchdog = setTimeout(() => {
  process.stderr.write(`publish bench: stopped after ${MAX_MS / 60_000} minutes\n`);
  void cleanup().finally(() => process.exit(1));
}, MAX_MS + 60_000);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(1)));

main()
  .then(cleanup)
  .catch(async (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    await cleanup();
    process.exit(1);
  });
