/**
 * Shared by scripts/bench/api.ts and pages.ts (not a bench itself): the production server bundle
 * started on a loopback port, autocannon with types, medians, a PostgreSQL database of its own,
 * and the results file.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createRequire } from "node:module";
import { portFree, portRange } from "../../tests/support/ports";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function median(values: number[]): number {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : "n/a";

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `corvanta-bench-${prefix}-`));
}

/** A free loopback port from BENCH_PORTS (default 4400-4499). */
export async function freePort(): Promise<number> {
  const [lo, hi] = portRange(process.env.BENCH_PORTS ?? "4400-4499");
  for (let p = lo; p <= hi; p++) if (await portFree(p)) return p;
  throw new Error(`no free port in ${lo}-${hi}`);
}

/** The production server bundle (scripts/bundle-server.mjs), built into node_modules/.cache so packages resolve. */
export function bundleServer(): string {
  const out = join(ROOT, "node_modules/.cache/corvanta-bench");
  const r = spawnSync(process.execPath, ["scripts/bundle-server.mjs"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: out },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`bundling the server failed:\n${r.stderr}${r.stdout}`);
  return join(out, "server/main.js");
}

export function httpGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; bytes: number }> {
  return new Promise((res, rej) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent: false }, (r) => {
      let bytes = 0;
      r.on("data", (c: Buffer) => (bytes += c.length));
      r.on("end", () => res({ status: r.statusCode ?? 0, headers: r.headers, bytes }));
    });
    req.setTimeout(5000, () => req.destroy(new Error("timeout")));
    req.on("error", rej);
    req.end();
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts `node <entry>` with env (stdout discarded, as a log shipper would take it) and waits for
 * /healthz. BENCH_SERVER_NODE_ARGS adds flags to that node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * for a profile of the server under the bench's load (Node refuses --cpu-prof in NODE_OPTIONS).
 */
export async function startServer(entry: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SMTP_HOST: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await httpGet(port, "/healthz")).status === 200) {
        return {
          child,
          port,
          async stop() {
            if (child.exitCode === null) child.kill("SIGTERM");
            await exited;
          },
        };
      }
    } catch {
      /* not yet */
    }
    await sleep(50);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${err}`);
}

// ---------------------------------------------------------------- autocannon

export interface Histogram {
  mean: number;
  stddev: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  total?: number;
}

export interface CannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Histogram;
  /** Per-second samples: p50 is the median second. */
  requests: Histogram & { sent: number };
  throughput: Histogram;
}

export interface CannonOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Buffer | string;
  connections?: number;
  duration?: number;
  amount?: number;
  overallRate?: number;
  timeout?: number;
  /** Per-request hooks, e.g. a fresh Idempotency-Key each time. */
  requests?: {
    setupRequest?: (req: { headers?: Record<string, string> } & Record<string, unknown>) => Record<string, unknown>;
  }[];
}

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (o: CannonOptions) => Promise<CannonResult>;

export function cannon(o: CannonOptions): Promise<CannonResult> {
  return autocannon({ timeout: 10, ...o });
}

// ---------------------------------------------------------------- wrk

/** Debian's wrk, if installed (apt-get install wrk): a C load generator, a fraction of autocannon's CPU. */
export function findWrk(): string | null {
  const r = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null;
}

const luaString = (s: string) =>
  `"${s
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\r/g, "\\r")
    .replace(/\n/g, "\\n")}"`;

/**
 * Closed-loop load from wrk: `connections` connections, each sending its next request as soon as
 * the last is answered, for `duration` seconds, on one wrk thread (so the load generator takes as
 * little as possible of the two cores it shares with the server). A Lua script sets the method,
 * headers and body; with `freshKey`, every request carries a new Idempotency-Key (as the site's
 * forms send), which makes wrk build each request anew. wrk prints its summary as JSON (its
 * `done` hook). Same shape as autocannon's result; requests.mean is answers / seconds, and
 * requests.sent is the answers counted plus one per connection (a request can be in flight at the
 * deadline: stored, but not counted).
 */
export async function wrkLoad(
  wrk: string,
  o: CannonOptions & { freshKey?: boolean; connections: number; duration: number },
): Promise<CannonResult> {
  const dir = tempDir("wrk");
  const script = join(dir, "load.lua");
  const headers = Object.entries(o.headers ?? {})
    .map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`)
    .join("\n");
  writeFileSync(
    script,
    `wrk.method = ${luaString(o.method ?? "GET")}
${headers}
${o.body === undefined ? "" : `wrk.body = ${luaString(String(o.body))}`}
${
  o.freshKey
    ? `local prefix, n = "", 0
function setup(thread) thread:set("id", tostring(math.random(1, 2147483647))) end
function init(args) prefix = string.format("bench-%s-%d-", id, os.time()) end
function request()
  n = n + 1
  local h = {}
  for k, v in pairs(wrk.headers) do h[k] = v end
  h["Idempotency-Key"] = prefix .. n
  return wrk.format(nil, nil, h)
end`
    : ""
}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"answers":%d,"us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"mean":%.3f,"stdev":%.3f,"min":%d,"max":%d,"p50":%d,"p90":%d,"p975":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.stdev, latency.min, latency.max,
    latency:percentile(50), latency:percentile(90), latency:percentile(97.5), latency:percentile(99)))
end
`,
  );
  const out = await new Promise<string>((resolveOut, reject) => {
    const child = spawn(
      wrk,
      ["-t1", `-c${o.connections}`, `-d${o.duration}s`, `--timeout`, `${o.timeout ?? 10}s`, "-s", script, o.url],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolveOut(stdout) : reject(new Error(`wrk failed (${code}): ${stderr}`)),
    );
  });
  rmSync(dir, { recursive: true, force: true });
  const line = /^WRK_JSON (.*)$/m.exec(out)?.[1];
  if (!line) throw new Error(`wrk printed no summary:\n${out}`);
  const w = JSON.parse(line) as Record<string, number>;
  const ms = (us: number) => Math.round(us / 10) / 100;
  const seconds = w.us! / 1e6;
  const non2xx = w.status!;
  const errors = w.connect! + w.read! + w.write!;
  const ok = w.answers! - non2xx;
  const rate = w.answers! / seconds;
  return {
    duration: seconds,
    errors,
    timeouts: w.timeout!,
    non2xx,
    resets: 0,
    "2xx": ok,
    statusCodeStats: {},
    latency: {
      mean: ms(w.mean!),
      stddev: ms(w.stdev!),
      min: ms(w.min!),
      max: ms(w.max!),
      p50: ms(w.p50!),
      p90: ms(w.p90!),
      p97_5: ms(w.p975!),
      p99: ms(w.p99!),
    },
    requests: {
      mean: rate,
      stddev: NaN,
      min: NaN,
      max: NaN,
      p50: rate,
      p90: NaN,
      p97_5: NaN,
      p99: NaN,
      sent: w.answers! + o.connections,
    },
    throughput: { mean: NaN, stddev: NaN, min: NaN, max: NaN, p50: NaN, p90: NaN, p97_5: NaN, p99: NaN },
  };
}

/**
 * Open-loop load at a fixed arrival rate, for the latency runs: one request every 1000/rate ms,
 * whatever the answers do, over at most `connections` kept-alive sockets. Each latency is measured
 * from the moment its request was due, so a request waiting for a free socket counts the wait (no
 * coordinated omission). autocannon's `overallRate` is not this: it gives each connection a budget
 * per second that it spends back to back at the start of the second, so 16 connections "at 50/s"
 * send a burst of 16 concurrent requests every second (docs/performance.md, "API").
 */
export async function steady(o: {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Buffer | string;
  rate: number;
  duration: number;
  connections?: number;
  timeoutMs?: number;
  /** Extra headers for the i-th request (a different client address each time, say). */
  headersFor?: (i: number) => Record<string, string>;
  /**
   * Each answer as it ends: when its request was due (performance.now()), its latency from then,
   * and its status (0: no answer, with the error: a timeout, a reset...). For a caller that
   * splits the run into periods, as scripts/bench/publish.ts does.
   */
  onAnswer?: (due: number, ms: number, status: number, error?: Error) => void;
  /** Checked before each request: true ends the run early (`duration` is then an upper bound). */
  stop?: () => boolean;
}): Promise<CannonResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections ?? 16 });
  const interval = 1000 / o.rate;
  const total = Math.round(o.rate * o.duration);
  const url = new URL(o.url);
  const body = o.body === undefined ? undefined : Buffer.from(o.body);
  const latencies: number[] = [];
  const perSecond = new Array<number>(Math.ceil(o.duration) + 1).fill(0);
  const statusCodeStats: Record<string, { count: number }> = {};
  let errors = 0;
  let timeouts = 0;
  let ok = 0;
  let non2xx = 0;
  const start = performance.now();
  const fire = (due: number, i: number) =>
    new Promise<void>((done) => {
      const req = request(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: o.method ?? "GET",
          headers: {
            ...o.headers,
            ...o.headersFor?.(i),
            ...(body ? { "content-length": String(body.length) } : {}),
          },
          timeout: o.timeoutMs ?? 10_000,
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            o.onAnswer?.(due, performance.now() - due, res.statusCode ?? 0);
            const code = String(res.statusCode);
            statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + 1 };
            if (res.statusCode! >= 200 && res.statusCode! < 300) {
              ok++;
              latencies.push(performance.now() - due);
              const second = Math.floor((performance.now() - start) / 1000);
              if (second < perSecond.length) perSecond[second]!++;
            } else non2xx++;
            done();
          });
        },
      );
      req.on("timeout", () => {
        timeouts++;
        req.destroy(new Error("timeout"));
      });
      req.on("error", (err) => {
        errors++;
        o.onAnswer?.(due, performance.now() - due, 0, err);
        done();
      });
      req.end(body);
    });
  const inFlight: Promise<void>[] = [];
  let stoppedAt = o.duration;
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (o.stop?.()) {
      stoppedAt = (performance.now() - start) / 1000;
      break;
    }
    inFlight.push(fire(due, i));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!) : NaN;
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  const stddev = Math.sqrt(sorted.reduce((a, b) => a + (b - mean) ** 2, 0) / (sorted.length || 1));
  const seconds = perSecond.slice(0, Math.floor(stoppedAt));
  const sMean = seconds.reduce((a, b) => a + b, 0) / (seconds.length || 1);
  return {
    duration: (performance.now() - start) / 1000,
    errors,
    timeouts,
    non2xx,
    resets: 0,
    "2xx": ok,
    statusCodeStats,
    latency: {
      mean: Math.round(mean * 100) / 100,
      stddev: Math.round(stddev * 100) / 100,
      min: Math.round(sorted[0] ?? NaN),
      max: Math.round(sorted.at(-1) ?? NaN),
      p50: at(0.5),
      p90: at(0.9),
      p97_5: at(0.975),
      p99: at(0.99),
    },
    requests: {
      mean: sMean,
      stddev: 0,
      min: Math.min(...seconds),
      max: Math.max(...seconds),
      p50: median(seconds),
      p90: NaN,
      p97_5: NaN,
      p99: NaN,
      sent: inFlight.length,
    },
    throughput: { mean: NaN, stddev: NaN, min: NaN, max: NaN, p50: NaN, p90: NaN, p97_5: NaN, p99: NaN },
  };
}

export function latencyLine(r: CannonResult): string {
  const l = r.latency;
  return `p50 ${l.p50} ms, p97.5 ${l.p97_5} ms, p99 ${l.p99} ms, max ${l.max} ms`;
}

export function summary(r: CannonResult) {
  return {
    reqPerSecMean: r.requests.mean,
    reqPerSecMedian: r.requests.p50,
    total2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    latencyMs: {
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: r.latency.mean,
    },
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
  };
}

/** bench-results/<name>-<date>.json and <name>-latest.json (git-ignored). */
export function writeResults(name: string, data: Record<string, unknown>): string {
  const dir = join(ROOT, "bench-results");
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // The machine's load average (1, 5, 15 min) when the figures were taken, for the report.
  const body = `${JSON.stringify({ ...data, loadAverage: loadavg() }, null, 2)}\n`;
  writeFileSync(join(dir, `${name}-${stamp}.json`), body);
  writeFileSync(join(dir, `${name}-latest.json`), body);
  return join("bench-results", `${name}-latest.json`);
}

/** A PostgreSQL database of the bench's own (`<prefix>_<pid>`) on the server of `url`, and how to drop it. */
export async function pgDatabase(url: string, prefix: string) {
  const name = `${prefix}_${process.pid}`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`drop database if exists "${name}" with (force)`);
  await c.query(`create database "${name}"`);
  await c.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: url });
      await d.connect();
      await d.query(`drop database if exists "${name}" with (force)`);
      await d.end();
    },
  };
}
