// Lighthouse bench (`npm run bench:lighthouse`): scores, paint metrics and bytes of a sample of
// pages, mobile and desktop, median of N runs, against the budgets in docs/performance.md.
// It reports; it does not gate (exit 0 whatever the figures), except when it cannot run at all.
//
//   npm run bench:lighthouse                         # starts build/server/main.js itself
//   BENCH_URL=http://127.0.0.1:3000 npm run bench:lighthouse -- --runs 5
//   npm run bench:lighthouse -- --all                # every page in sitemap.xml
//   npm run bench:lighthouse -- --routes /,/about --presets mobile
//   npm run bench:lighthouse -- --all --runs 5 --presets mobile --categories performance
//
// Options (flag or environment): --url BENCH_URL; --runs BENCH_RUNS (3); --presets
// BENCH_PRESETS (mobile,desktop); --routes BENCH_ROUTES (comma-separated); --all; --categories
// BENCH_CATEGORIES (all four unless given: "performance" alone takes about half the time, for a
// sweep of every route; the other scores then read as absent); --out DIR (bench-results); --raw
// DIR (BENCH_RAW: also writes each run's whole Lighthouse report and its trace there, as
// <route>-<preset>-<n>.report.json and .trace.json, for a look at what a figure is made of: the
// long tasks, the LCP element, the requests before the paint). Needs a built site (`npm run build`) unless BENCH_URL is given.
// A sweep writes what it has measured after each route to lighthouse-partial.json in the --out
// folder (removed when it ends): a sweep stopped part way (an hour for every route) keeps its
// figures, and `--resume` takes them as they are and measures only the routes still missing, with
// the same runs, presets and categories.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { get as httpGet } from "node:http";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { describeMachine, machineState } from "./machine.mjs";

const { values: opts } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BENCH_URL },
    runs: { type: "string", default: process.env.BENCH_RUNS ?? "3" },
    presets: { type: "string", default: process.env.BENCH_PRESETS ?? "mobile,desktop" },
    routes: { type: "string", default: process.env.BENCH_ROUTES },
    all: { type: "boolean", default: false },
    categories: { type: "string", default: process.env.BENCH_CATEGORIES },
    out: { type: "string", default: process.env.BENCH_OUT ?? "bench-results" },
    raw: { type: "string", default: process.env.BENCH_RAW },
    resume: { type: "boolean", default: false },
  },
});

/** Runs kept by --raw so far (their files are numbered). */
let rawCount = 0;

const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8"),
).version;
const KiB = 1024;

/** The budgets of docs/performance.md (mobile). */
export const budgets = [
  { key: "performance", label: "Performance score", max: null, min: 100 },
  { key: "accessibility", label: "Accessibility score", max: null, min: 100 },
  { key: "bestPractices", label: "Best Practices score", max: null, min: 100 },
  { key: "seo", label: "SEO score", max: null, min: 100 },
  { key: "lcp", label: "LCP (ms)", max: 800, digits: 0 },
  { key: "tbt", label: "TBT (ms)", max: 0, digits: 0 },
  { key: "cls", label: "CLS", max: 0, digits: 3 },
  // The JavaScript itself (brotli bodies), as the byte check of `npm test` counts it. Lighthouse's
  // transfer size adds each response's HTTP/1.1 headers (about 0.3 KiB per file from the Node
  // server, HPACK-compressed to a few bytes over HTTP/2 behind nginx): reported as jsTransferred.
  // Issue 29 (docs/decisions/0130-islands.md): 5 KiB before any interaction; Lighthouse never interacts.
  { key: "jsBytes", label: "JS, brotli bodies (KiB)", max: 5 * KiB, unit: KiB },
  { key: "cssBytes", label: "CSS transferred (KiB)", max: 15 * KiB, unit: KiB },
  { key: "htmlBytes", label: "HTML document (KiB)", max: 30 * KiB, unit: KiB },
  { key: "foreignRequests", label: "Requests to other origins", max: 0 },
];

const runs = Math.max(1, Number(opts.runs) || 3);
const categories = opts.categories
  ?.split(",")
  .map((c) => c.trim())
  .filter(Boolean);
const presets = opts.presets
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
for (const p of presets) if (p !== "mobile" && p !== "desktop") fail(`unknown preset "${p}" (mobile, desktop)`);

let server;
/** The Chromium of the run under way, if any. */
let chrome;
// Stopped by a signal (Ctrl-C, `timeout`), the bench takes its server and its Chromium with it;
// what it measured so far stays in lighthouse-partial.json.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.once(signal, async () => {
    await Promise.allSettled([chrome?.kill(), server?.stop()]);
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
let base = opts.url?.replace(/\/+$/, "");
if (!base) {
  server = await startServer();
  base = server.url;
}

try {
  const routes = await pickRoutes(base);
  console.log(`Lighthouse ${lighthouseVersion} against ${base}`);
  console.log(`${routes.length} route(s) x ${presets.join(" + ")} x ${runs} run(s), median reported`);
  // Blocking time is comparable only between runs on a machine in the same state (machine.mjs).
  const machineBefore = machineState();
  console.log(`${describeMachine(machineBefore)}\n`);

  mkdirSync(opts.out, { recursive: true });
  const partialFile = join(opts.out, "lighthouse-partial.json");
  const sweep = { runs, presets, categories: categories ?? null };
  const measured = opts.resume ? resumable(partialFile, sweep) : [];
  if (measured.length) console.log(`Resuming: ${measured.length} result(s) taken from ${partialFile}\n`);

  const results = [];
  for (const route of routes) {
    for (const preset of presets) {
      const earlier = measured.find((r) => r.route === route && r.preset === preset);
      if (earlier) {
        results.push(earlier);
        continue;
      }
      const samples = [];
      for (let i = 0; i < runs; i++) {
        samples.push(await runWithRetry(base + route, preset));
        process.stdout.write(".");
      }
      results.push({ route, preset, runs: samples.length, median: median(samples), samples });
    }
    writeFileSync(partialFile, JSON.stringify({ ...sweep, date: new Date().toISOString(), results }, null, 2));
  }
  process.stdout.write("\n\n");
  const machineAfter = machineState();
  console.log(`${describeMachine(machineAfter)} (after)\n`);

  printTable(results);
  const verdicts = printBudgets(results.filter((r) => r.preset === "mobile"));

  const file = join(opts.out, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const report = {
    date: new Date().toISOString(),
    url: base,
    lighthouse: lighthouseVersion,
    chrome: chromiumPath,
    runs,
    budgets: budgets.map(({ key, label, min, max }) => ({ key, label, min, max })),
    verdicts,
    results,
    loadAverage: loadavg(),
    machine: { before: machineBefore, after: machineAfter },
  };
  writeFileSync(file, JSON.stringify(report, null, 2));
  writeFileSync(join(opts.out, "lighthouse-latest.json"), JSON.stringify(report, null, 2));
  console.log(`\nJSON: ${file}`);
  rmSync(partialFile, { force: true });
} finally {
  await server?.stop();
}

// Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP): such a run measured
// nothing, so it is run again (twice at most) rather than ending the whole bench.
async function runWithRetry(url, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, preset);
    } catch (err) {
      if (attempt >= 3 || !/\b(NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED)\b/.test(String(err))) throw err;
      process.stdout.write("r");
    }
  }
}

async function runOnce(url, preset) {
  // A fresh browser per run: no warm cache or leftover state between samples.
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", ...(categories ? { onlyCategories: categories } : {}) },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const summary = summarise(result.lhr);
    if (opts.raw) keepRaw(url, preset, result);
    const headers = await Promise.all(summary.scripts.map((u) => headerBytes(u)));
    summary.jsBytes = summary.jsTransferred - headers.reduce((a, b) => a + b, 0);
    delete summary.scripts;
    return summary;
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

/** --raw: the run's whole report and trace, named by route, preset and run. */
function keepRaw(url, preset, result) {
  mkdirSync(opts.raw, { recursive: true });
  const route = new URL(url).pathname
    .replace(/^\/$/, "home")
    .replace(/^\//, "")
    .replace(/[^\w-]+/g, "_");
  // Numbered on from what the folder already holds: a second bench into it adds, never overwrites.
  let base;
  do base = join(opts.raw, `${route}-${preset}-${++rawCount}`);
  while (existsSync(`${base}.report.json`));
  writeFileSync(`${base}.report.json`, JSON.stringify(result.lhr));
  // A run without the performance category records no trace.
  if (result.artifacts.Trace) writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
}

/** The size of a response's status line and headers as HTTP/1.1 sends them, fetched again. */
function headerBytes(url) {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      let n = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        n += Buffer.byteLength(res.rawHeaders[i]) + 2 + Buffer.byteLength(res.rawHeaders[i + 1]) + 2;
      res.resume();
      res.on("end", () => resolve(n));
    });
    req.on("error", reject);
  });
}

function summarise(lhr) {
  if (lhr.runtimeError)
    throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const foreign = requests.filter((r) => /^https?:/.test(r.url) && new URL(r.url).origin !== origin).map((r) => r.url);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    // jsBytes (the bodies) is jsTransferred less the scripts' headers, which runOnce measures.
    jsTransferred: bytes("Script"),
    scripts: requests.filter((r) => r.resourceType === "Script").map((r) => r.url),
    cssBytes: bytes("Stylesheet"),
    htmlBytes: bytes("Document"),
    requests: requests.length,
    // Lighthouse's own CPU benchmark of the machine at the time (higher is faster): blocking time
    // scales with it, so a figure is only comparable with others of a similar index.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    foreignRequests: foreign.length,
    foreign,
    // Audits that cost points, so a MISS says why.
    failing: Object.values(lhr.audits)
      .filter(
        (a) => a.score !== null && a.score < 1 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
      )
      .filter((a) =>
        Object.values(lhr.categories).some((c) => c.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)),
      )
      .map((a) => a.id),
  };
}

function median(samples) {
  const out = {};
  for (const key of Object.keys(samples[0])) {
    const values = samples.map((s) => s[key]);
    if (values.every((v) => typeof v === "number")) {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      out[key] = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    } else if (Array.isArray(values[0])) {
      out[key] = [...new Set(values.flat())];
    } else {
      out[key] = values[0];
    }
  }
  return out;
}

function printTable(results) {
  const header = [
    "route",
    "preset",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS KiB",
    "JS+headers KiB",
    "CSS KiB",
    "HTML KiB",
    "other origins",
  ];
  const rows = results.map(({ route, preset, median: m }) => [
    route,
    preset,
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    Math.round(m.fcp),
    Math.round(m.lcp),
    Math.round(m.tbt),
    m.cls.toFixed(3),
    (m.jsBytes / KiB).toFixed(1),
    (m.jsTransferred / KiB).toFixed(1),
    (m.cssBytes / KiB).toFixed(1),
    (m.htmlBytes / KiB).toFixed(1),
    m.foreignRequests,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

function printBudgets(mobile) {
  if (!mobile.length) {
    console.log("\n(no mobile runs: budgets are judged on mobile)");
    return [];
  }
  console.log("\nBudgets (mobile, median of each route):");
  const verdicts = [];
  for (const b of budgets) {
    // A category left out (--categories) has no score: not judged.
    if (mobile.every(({ median: m }) => m[b.key] == null)) continue;
    const misses = mobile.filter(({ median: m }) => (b.min != null ? m[b.key] < b.min : m[b.key] > b.max));
    const fmt = (v) => (b.unit ? (v / b.unit).toFixed(1) : v.toFixed(b.digits ?? 0));
    const limit = b.min != null ? `>= ${b.min}` : `<= ${fmt(b.max)}`;
    const worst = misses.map(({ route, median: m }) => `${route} ${fmt(m[b.key])}`).join(", ");
    verdicts.push({ budget: b.key, pass: misses.length === 0, misses: misses.map((r) => r.route) });
    console.log(`  ${misses.length ? "MISS" : "PASS"}  ${b.label.padEnd(26)} ${limit.padEnd(9)} ${worst}`);
  }
  const costing = mobile.filter((r) => r.median.failing.length);
  if (costing.length) console.log("\nAudits costing points (mobile, any run):");
  for (const r of costing) console.log(`  ${r.route}: ${r.median.failing.join(", ")}`);
  return verdicts;
}

async function pickRoutes(base) {
  if (opts.routes)
    return opts.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean);
  let paths = [];
  try {
    const res = await fetch(`${base}/sitemap.xml`);
    if (res.ok)
      paths = [...(await res.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  } catch {
    // fall through to the fixed sample
  }
  if (opts.all) {
    if (!paths.length) fail("--all needs /sitemap.xml from the server");
    return paths;
  }
  const first = (prefix, fallback) => paths.find((p) => p.startsWith(prefix)) ?? fallback;
  return [
    "/",
    first("/services/", "/services/mobile-development"),
    first("/products/", "/products/erp-systems"),
    "/career",
  ];
}

async function startServer() {
  const entry = join(process.env.BUILD_DIR ?? "build", "server", "main.js");
  if (!existsSync(entry)) fail(`${entry} is missing: run \`npm run build\` first, or set BENCH_URL`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "corvanta-bench-"));
  const child = spawn(process.execPath, [entry], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) fail(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      fail("the server did not answer /healthz within 20 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`started ${entry} on ${url} (DATA_DIR ${dataDir})`);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * --resume: the results a stopped sweep wrote to `file`, if it measured with the same runs,
 * presets and categories (else none: figures of another kind of sweep are not mixed in).
 * @param {string} file
 * @param {{ runs: number, presets: string[], categories: string[] | null }} sweep
 */
function resumable(file, sweep) {
  if (!existsSync(file)) return [];
  const earlier = JSON.parse(readFileSync(file, "utf8"));
  const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  if (earlier.runs === sweep.runs && same(earlier.presets, sweep.presets) && same(earlier.categories, sweep.categories))
    return earlier.results ?? [];
  console.log(`Not resuming: ${file} was measured with other runs, presets or categories\n`);
  return [];
}

function fail(message) {
  // Thrown, not exited: the `finally` above still stops a server this script started.
  throw new Error(`bench:lighthouse: ${message}`);
}
