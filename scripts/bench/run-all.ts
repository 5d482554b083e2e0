/**
 * `npm run bench`: every `bench:*` script of package.json in turn (Lighthouse first), each bounded
 * in time, then ONE report of every figure against its budget:
 * bench-results/report-<date>.{json,md} and report-latest.{json,md}, and the section between the
 * `bench-report` markers of docs/performance.md replaced with the Markdown table.
 *
 *   npm run bench                          # every bench, then the report
 *   npm run bench -- --only api,pages      # some benches (the others' latest results are reused, dated)
 *   npm run bench -- --report-only         # rebuild the report from bench-results/*-latest.json
 *   npm run bench -- --no-docs             # leave docs/performance.md alone
 *
 * The load average of the machine is read before and after each bench and stated beside its
 * figures: on a shared machine it says how far to trust them. Benches report, they never fail on
 * a figure: this exits non-zero only when a bench failed to run (or ran out of time).
 * Defaults keep a full run bounded (about 15 minutes on 2 cores): Lighthouse mobile only, 3 runs
 * (BENCH_PRESETS / BENCH_RUNS to change); each bench is stopped after BENCH_TIMEOUT_MIN (20) minutes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { describeMachine, machineState } from "./machine.mjs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BUDGETS, KIB, measureBuild, overruns } from "../byte-budget";
import { ROOT } from "./common";
import { carriedOver, inBenchOrder, sourcesInBenchOrder, type ReportRow, type SourceLine } from "./report-carry";

const { values: opts } = parseArgs({
  options: {
    only: { type: "string" },
    "report-only": { type: "boolean", default: false },
    "no-docs": { type: "boolean", default: false },
  },
});

const RESULTS = join(ROOT, "bench-results");
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MIN ?? 20) * 60_000;
const load = () => loadavg().map((n) => Number(n.toFixed(2))) as [number, number, number];

interface BenchRun {
  name: string;
  status: "ran" | "failed" | "timed out" | "skipped" | "reused";
  seconds: number;
  loadBefore?: [number, number, number];
  loadAfter?: [number, number, number];
}

const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
const wanted = opts.only?.split(",").map((s) => `bench:${s.trim()}`);
const names = Object.keys(scripts)
  .filter((name) => name.startsWith("bench:"))
  .sort((a, b) => (a === "bench:lighthouse" ? -1 : b === "bench:lighthouse" ? 1 : a.localeCompare(b)));

const startedAt = new Date();
const runs: BenchRun[] = [];
// The machine's state before any bench (scripts/bench/machine.mjs): a report's blocking time and
// throughput are comparable only with one made in the same state.
const machineAtStart = opts["report-only"] ? null : machineState();
if (machineAtStart) console.log(describeMachine(machineAtStart));
for (const name of names) {
  if (opts["report-only"] || (wanted && !wanted.includes(name))) {
    runs.push({ name, status: "reused", seconds: 0 });
    continue;
  }
  const file = /scripts\/bench\/\S+/.exec(scripts[name]!)?.[0];
  if (file && !existsSync(join(ROOT, file))) {
    runs.push({ name, status: "skipped", seconds: 0 });
    continue;
  }
  console.log(`\n==> npm run ${name}  (load average ${load().join(", ")})\n`);
  const loadBefore = load();
  const t0 = Date.now();
  const res = spawnSync("npm", ["run", "--silent", name], {
    cwd: ROOT,
    stdio: "inherit",
    timeout: TIMEOUT_MS,
    killSignal: "SIGTERM",
    env: { BENCH_PRESETS: "mobile", BENCH_RUNS: "3", ...process.env },
  });
  const timedOut = res.error && "code" in res.error && res.error.code === "ETIMEDOUT";
  runs.push({
    name,
    status: timedOut ? "timed out" : res.status === 0 ? "ran" : "failed",
    seconds: Math.round((Date.now() - t0) / 1000),
    loadBefore,
    loadAfter: load(),
  });
}

// ------------------------------------------------------------------ the report

type Verdict = ReportRow["verdict"];
let rows: ReportRow[] = [];
let sources: Record<string, SourceLine> = {};
const judge = (ok: boolean): Verdict => (ok ? "PASS" : "MISS");
const n0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-GB") : "n/a");
const n2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "n/a");
const kib = (n: number) => `${(n / KIB).toFixed(1)} KiB`;

function latest<T>(bench: string): T | null {
  const file = join(RESULTS, `${bench}-latest.json`);
  if (!existsSync(file)) return null;
  const run = runs.find((r) => r.name === `bench:${bench}`);
  const thisRun = statSync(file).mtime >= startedAt;
  sources[bench] = {
    at: statSync(file).mtime.toISOString(),
    thisRun,
    load: run?.loadBefore && thisRun ? `${run.loadBefore[0]} before, ${run.loadAfter![0]} after` : undefined,
  };
  const data = JSON.parse(readFileSync(file, "utf8")) as T & { loadAverage?: number[] };
  if (!sources[bench]!.load && data.loadAverage) sources[bench]!.load = `${data.loadAverage[0]!.toFixed(2)} at the end`;
  return data;
}

// 1. Bytes, from the build output (the same check `npm test` runs).
const client = join(ROOT, process.env.BUILD_DIR ?? "build", "client");
if (existsSync(join(client, "index.html"))) {
  const pages = measureBuild(client);
  for (const kind of ["js", "css", "html"] as const) {
    const worst = pages.reduce((a, b) => (b[kind] > a[kind] ? b : a));
    const over = overruns(pages, BUDGETS).filter((o) => o.kind === kind).length;
    rows.push({
      area: "bytes (build)",
      figure: `${kind.toUpperCase()} brotli, largest page (${worst.page})${over ? `; ${over} page(s) over` : ""}`,
      value: kib(worst[kind]),
      budget: `<= ${kib(BUDGETS[kind])}`,
      verdict: judge(over === 0),
    });
  }
  sources.bytes = { at: statSync(join(client, "index.html")).mtime.toISOString(), thisRun: true };
}

// 2. Lighthouse, mobile medians.
interface LhMedian {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** With each response's HTTP/1.1 headers; absent in results taken before 2026-11-25 evening. */
  jsTransferred?: number;
  foreignRequests: number;
}
const lh = latest<{ runs: number; results: { route: string; preset: string; median: LhMedian }[] }>("lighthouse");
const lhMobile = lh?.results.filter((x) => x.preset === "mobile") ?? [];
// A sweep of every route (`npm run bench:lighthouse -- --all`) gets one row per route, its figures
// side by side (a MISS if any is past its budget); the usual sample, a row per figure.
const LH_ROWS_PER_ROUTE_UP_TO = 8;
// docs/performance.md "Budgets" (as scripts/bench/lighthouse.mjs judges them): issue 29's bar.
const LH = { lcpMs: 800, tbtMs: 0, cls: 0, js: BUDGETS.js };
const lhBudget = {
  lcp: `<= ${n0(LH.lcpMs)} ms`,
  tbt: `<= ${n0(LH.tbtMs)} ms`,
  cls: `<= ${LH.cls}`,
  js: `<= ${kib(LH.js)}`,
};
for (const r of lhMobile.length > LH_ROWS_PER_ROUTE_UP_TO ? lhMobile : []) {
  const m = r.median;
  const ok =
    m.performance >= 100 &&
    m.lcp <= LH.lcpMs &&
    m.tbt <= LH.tbtMs &&
    m.cls <= LH.cls &&
    m.jsBytes <= LH.js &&
    m.foreignRequests === 0;
  rows.push({
    area: `Lighthouse mobile ${r.route}`,
    figure: `Performance, LCP, TBT, CLS, JS brotli, other origins (median of ${lh!.runs})`,
    value: `${m.performance}, ${n0(m.lcp)} ms, ${n0(m.tbt)} ms, ${m.cls.toFixed(3)}, ${kib(m.jsBytes)}, ${m.foreignRequests}`,
    budget: `100, ${lhBudget.lcp}, ${lhBudget.tbt}, ${lhBudget.cls}, ${lhBudget.js}, 0`,
    verdict: judge(ok),
  });
}
for (const r of lhMobile.length > LH_ROWS_PER_ROUTE_UP_TO ? [] : lhMobile) {
  const m = r.median;
  const area = `Lighthouse mobile ${r.route}`;
  rows.push({
    area,
    figure: `Performance (median of ${lh!.runs})`,
    value: String(m.performance),
    budget: "100",
    verdict: judge(m.performance >= 100),
  });
  rows.push({ area, figure: "LCP", value: `${n0(m.lcp)} ms`, budget: lhBudget.lcp, verdict: judge(m.lcp <= LH.lcpMs) });
  rows.push({ area, figure: "TBT", value: `${n0(m.tbt)} ms`, budget: lhBudget.tbt, verdict: judge(m.tbt <= LH.tbtMs) });
  rows.push({ area, figure: "CLS", value: m.cls.toFixed(3), budget: lhBudget.cls, verdict: judge(m.cls <= LH.cls) });
  if (m.jsTransferred === undefined) {
    rows.push({
      area,
      figure: "JS transferred (with headers)",
      value: kib(m.jsBytes),
      budget: lhBudget.js,
      verdict: judge(m.jsBytes <= LH.js),
    });
  } else {
    rows.push({
      area,
      figure: "JS, brotli bodies",
      value: kib(m.jsBytes),
      budget: lhBudget.js,
      verdict: judge(m.jsBytes <= LH.js),
    });
    // The same files with their HTTP/1.1 response headers, as Lighthouse counts them: information
    // only (over HTTP/2 behind nginx, the headers compress to a few bytes each).
    rows.push({
      area,
      figure: "JS transferred with HTTP/1.1 headers",
      value: kib(m.jsTransferred),
      budget: "",
      verdict: "",
    });
  }
  rows.push({
    area,
    figure: "requests to other origins",
    value: String(m.foreignRequests),
    budget: "0",
    verdict: judge(m.foreignRequests === 0),
  });
}

// 3. The islands' start-up (scripts/bench/islands.ts): a diagnostic, with no budget of its own.
// The budget is Lighthouse's TBT above; this bench slows Chromium's CPU for real and times each
// island from the visitor's first touch to the part answering.
const isl = latest<{
  cases: {
    island: string;
    label: string;
    path: string;
    cpuSlowdown: number;
    startMs: number;
    blockingMs: number;
    longestMs: number;
  }[];
}>("islands");
for (const c of isl?.cases ?? []) {
  rows.push({
    area: `island ${c.island} (${c.path}, ${c.label})`,
    figure: `start-up at ${c.cpuSlowdown}x CPU, first touch to answering (long tasks beyond 50 ms: ${n0(c.blockingMs)} ms, longest ${n0(c.longestMs)} ms)`,
    value: `${n0(c.startMs)} ms`,
    budget: "diagnostic: the budget is Lighthouse's TBT",
    verdict: "",
  });
}

// 4. Submissions (SQLite; PostgreSQL when the bench measured it).
interface ApiRun {
  name: string;
  kind: string;
  reqPerSecMean: number;
  ratio: number;
  ceilingAround: number;
  latencyMs: { p99: number };
  non2xx: number;
  errors: number;
  rowsOk: boolean;
  database?: string;
}
const api = latest<{ ceiling: { median: number }; runs: ApiRun[] }>("api");
for (const r of api?.runs ?? []) {
  const area = `submissions ${r.database ?? "sqlite"}`;
  if (r.kind === "saturation" && Number.isFinite(r.ratio) && !/application/.test(r.name)) {
    rows.push({
      area,
      figure: `${r.name}: req/s / ceiling (${n0(r.ceilingAround)} rows/s)`,
      value: `${n0(r.reqPerSecMean)} = ${n2(r.ratio)}`,
      budget: ">= 0.50",
      verdict: judge(r.ratio >= 0.5),
    });
  } else if (r.kind === "latency") {
    rows.push({
      area,
      figure: `${r.name}: p99`,
      value: `${n0(r.latencyMs.p99)} ms`,
      budget: "<= 50 ms",
      verdict: judge(r.latencyMs.p99 <= 50 && r.non2xx === 0 && r.errors === 0),
    });
  } else {
    rows.push({
      area,
      figure: `${r.name}: p99`,
      value: `${n0(r.latencyMs.p99)} ms`,
      budget: "<= 1,000 ms",
      verdict: judge(r.latencyMs.p99 <= 1000),
    });
  }
  if (!r.rowsOk)
    rows.push({
      area,
      figure: `${r.name}: rows stored match the 2xx answers`,
      value: "no",
      budget: "yes",
      verdict: "MISS",
    });
}

// 5. Page serving.
const pg = latest<{
  settings: { nginxWorkers: string };
  targets: { target: string; nodeReqPerSec: number; nginxReqPerSec: number; ratio: number }[];
}>("pages");
// The budget allows two ways: Node itself at half of nginx's throughput, or production with nginx
// in front of the Node server, its configuration in deploy/nginx and tested against the build by
// `npm test` (tests/nginx). The second is what production does (docs/decisions/0071-nginx-in-front.md),
// so Node's own ratio is then reported without a verdict of its own.
const nginxInFront =
  existsSync(join(ROOT, "deploy", "nginx", "site.conf")) && existsSync(join(ROOT, "tests", "nginx", "nginx.test.ts"));
for (const t of pg?.targets ?? []) {
  rows.push({
    area: "page serving",
    figure: `${t.target}: Node / nginx (${n0(t.nodeReqPerSec)} / ${n0(t.nginxReqPerSec)} req/s, nginx workers ${pg!.settings.nginxWorkers})`,
    value: n2(t.ratio),
    budget: nginxInFront
      ? "reported: nginx serves the pages in production (the row below)"
      : ">= 0.50 (or nginx in front, docs/decisions/0071-nginx-in-front.md)",
    verdict: nginxInFront ? "" : judge(t.ratio >= 0.5),
  });
}
if (pg && nginxInFront)
  rows.push({
    area: "page serving",
    figure: "production: nginx serves the pages, its configuration tested (deploy/nginx, tests/nginx)",
    value: "nginx in front",
    budget: "docs/decisions/0071-nginx-in-front.md",
    verdict: "PASS",
  });

// 6. Publishing: from a recruiter's publish request to the pages a visitor gets. The pages that show
// the change (the listing's page and /career) have a budget: visible within 5 s, every run. The
// whole-site step (the other pages, e.g. the navigation's count of open roles on /about) is
// reported without one: nothing promises when it lands (docs/publishing.md, "Rendering").
// Acknowledgements of quotes during a whole-site re-render and the compression after it keep the
// submissions' latency bar: publishing must not slow them.
interface PubStat {
  n: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}
interface PubAck {
  n: number;
  p50: number;
  p99: number;
  failed: number;
}
const pub = latest<{
  settings: { liveTimeoutMs: number };
  backends: {
    database: string;
    redis: boolean;
    cases: {
      label: string;
      kind: "visible" | "whole-site";
      processes: number;
      runs: number;
      notLive: number;
      ms: PubStat;
    }[];
    ack: { rate: number; publications: number; quiet: PubAck; rendering: PubAck; compressing: PubAck } | null;
  }[];
}>("publish");
for (const b of pub?.backends ?? []) {
  const db = `${b.database}${b.redis ? " + redis" : ""}`;
  const caseRows = (processes: (n: number) => boolean) => {
    for (const c of b.cases.filter((x) => processes(x.processes))) {
      const notLive = c.notLive ? `, ${c.notLive} not live within ${n0(pub!.settings.liveTimeoutMs / 1000)} s` : "";
      rows.push({
        area: `publishing ${db}${c.processes > 1 ? `, ${c.processes} processes` : ""}`,
        figure: `${c.label}, from the publish request: p50 / p95 / min / max (${c.runs} runs${notLive})`,
        value: `${n0(c.ms.p50)} / ${n0(c.ms.p95)} / ${n0(c.ms.min)} / ${n0(c.ms.max)} ms`,
        budget: c.kind === "visible" ? "<= 5,000 ms, every run" : "reported: the rest of the site follows",
        verdict: c.kind === "visible" ? judge(c.runs > 0 && c.notLive === 0 && c.ms.max <= 5000) : "",
      });
    }
  };
  caseRows((n) => n === 1);
  if (b.ack) {
    const periods = [
      ["nothing published", b.ack.quiet],
      [`during a whole-site re-render (${b.ack.publications} changing every page)`, b.ack.rendering],
      ["during the compression after it", b.ack.compressing],
    ] as const;
    for (const [when, f] of periods)
      rows.push({
        area: `publishing ${db}`,
        figure: `quotes at ${b.ack.rate} req/s acknowledged, ${when}: p50 / p99 (${f.n} answers${f.failed ? `, ${f.failed} not 2xx` : ""})`,
        value: `${n0(f.p50)} / ${n0(f.p99)} ms`,
        budget: "p99 <= 50 ms",
        verdict: judge(f.n > 0 && f.failed === 0 && f.p99 <= 50),
      });
  }
  caseRows((n) => n > 1);
}

// 7. Deliveries: acknowledgements with three destinations (webhook, Slack, Teams) against none, in
// the same run. The alerts are sent after the commit, off the request path: they must not slow
// the acknowledgements (decision 0113).
const dl = latest<{
  runs: {
    destinations: number;
    reqPerSecMean: number;
    latencyMs: { p50: number; p99: number };
    drainAfterLoadMs: number | null;
  }[];
}>("deliveries");
if (dl) {
  for (const n of [0, 3]) {
    const rs = dl.runs.filter((r) => r.destinations === n);
    if (!rs.length) continue;
    rows.push({
      area: "deliveries",
      figure: `quotes acknowledged with ${n} destinations: req/s; p50 / p99 (${rs.length} runs${n ? `; alerts drained ${rs.map((r) => (r.drainAfterLoadMs === null ? "not within 120 s" : `${n0(r.drainAfterLoadMs)} ms`)).join(", ")} after the load` : ""})`,
      value: rs
        .map((r) => `${n0(r.reqPerSecMean)} req/s; ${n0(r.latencyMs.p50)} / ${n0(r.latencyMs.p99)} ms`)
        .join(" · "),
      budget: "reported: three destinations beside none",
      verdict: "",
    });
  }
}

// 8. Analytics (docs/analytics.md): page views taken at 1,000/s with quotes arriving in the same
// run, and the Traffic view's queries over 1 million raw events on SQLite and 10 million on
// PostgreSQL.
const an = latest<{
  ingest: {
    rate: number;
    pageViews: { perSecond: number; latencyMs: { p50: number; p99: number }; total2xx: number; stored: number };
    quoteRate: number;
    quotes: { latencyMs: { p50: number; p99: number }; non2xx: number; errors: number };
  } | null;
  traffic: {
    database: string;
    events: number;
    catchUp: { days: number; seconds: number; error?: string | null };
    cases: { label: string; medianMs: number; maxMs: number; runs: number; failures?: string[] }[];
    cold: { label: string; medianMs: number; maxMs: number; runs: number; failures?: string[] };
  }[];
}>("analytics");
if (an?.ingest) {
  const i = an.ingest;
  rows.push({
    area: "analytics",
    figure: `page views at ${n0(i.rate)}/s offered: answered per s; p50 / p99 (${n0(i.pageViews.stored)} of ${n0(i.pageViews.total2xx)} stored)`,
    value: `${n0(i.pageViews.perSecond)}/s; ${n0(i.pageViews.latencyMs.p50)} / ${n0(i.pageViews.latencyMs.p99)} ms`,
    budget: ">= 1,000/s, p99 <= 50 ms",
    verdict: judge(i.pageViews.perSecond >= 1000 * 0.99 && i.pageViews.latencyMs.p99 <= 50),
  });
  rows.push({
    area: "analytics",
    figure: `quotes at ${i.quoteRate}/s during those page views: p50 / p99`,
    value: `${n0(i.quotes.latencyMs.p50)} / ${n0(i.quotes.latencyMs.p99)} ms`,
    budget: "p99 <= 50 ms",
    verdict: judge(i.quotes.non2xx + i.quotes.errors === 0 && i.quotes.latencyMs.p99 <= 50),
  });
}
for (const t of an?.traffic ?? []) {
  for (const c of [...t.cases, t.cold])
    rows.push({
      area: `Traffic view ${t.database}, ${n0(t.events)} events`,
      figure: `${c.label}: median (max) of ${c.runs}${c.failures?.length ? `, ${c.failures.length} failed` : ""}`,
      value: `${n0(c.medianMs)} (${n0(c.maxMs)}) ms`,
      budget: "<= 200 ms",
      verdict: judge(c.runs > 0 && !c.failures?.length && c.medianMs <= 200),
    });
  rows.push({
    area: `Traffic view ${t.database}, ${n0(t.events)} events`,
    figure: `the daily job's catch-up: days rolled up${t.catchUp.error ? ` (stopped: ${t.catchUp.error})` : ""}`,
    value: `${t.catchUp.days} days in ${n2(t.catchUp.seconds)} s`,
    budget: "reported",
    verdict: "",
  });
}

// A bench without results here (a fresh clone, `--only` another bench) keeps its rows and its
// line of sources from the report in docs/performance.md, instead of leaving them out of it.
const DOCS = join(ROOT, "docs", "performance.md");
const START = "<!-- bench-report:start (written by `npm run bench`; do not edit by hand) -->";
const END = "<!-- bench-report:end -->";
const docsText = readFileSync(DOCS, "utf8");
const blockStart = docsText.indexOf(START);
const blockEnd = docsText.indexOf(END);
const hasBlock = blockStart >= 0 && blockEnd > blockStart;
const lastBlock = hasBlock ? docsText.slice(blockStart + START.length, blockEnd) : "";
const carried = carriedOver(lastBlock, new Set(Object.keys(sources)));
rows = inBenchOrder([...rows, ...carried.rows]);
sources = sourcesInBenchOrder({ ...sources, ...Object.fromEntries(carried.sources) });

const machine = {
  cores: cpus().length,
  model: cpus()[0]?.model ?? "?",
  node: process.version,
  loadAtReport: load(),
  atStart: machineAtStart,
  atReport: opts["report-only"] ? null : machineState(),
};
const report = { at: new Date().toISOString(), machine, benches: runs, sources, rows };

const md: string[] = [];
md.push(
  `Report of ${report.at.slice(0, 16).replace("T", " ")} UTC (\`npm run bench\`), ${machine.cores} cores (${machine.model}), Node ${machine.node}.`,
);
const probes = (m: { loopMs: number | null; firstTouchMs: number | null }) =>
  `${m.loopMs ?? "?"} and ${m.firstTouchMs ?? "?"} ms`;
if (machine.atStart && machine.atReport)
  md.push(
    "",
    `The machine (10⁸ additions, and a first touch of 256 MiB): ${probes(machine.atStart)} before the first bench, ${probes(machine.atReport)} at the report (docs/performance.md "Which state the machine was in").`,
  );
md.push("");
md.push("| bench | figures from | load average (1 min) |");
md.push("| --- | --- | --- |");
for (const [name, s] of Object.entries(sources)) {
  const at = s.carried ? s.at : `${s.at.slice(0, 16).replace("T", " ")}${s.thisRun ? "" : " (an earlier run)"}`;
  md.push(`| ${name} | ${at} | ${s.load ?? (name === "bytes" ? "(not timed)" : "not recorded")} |`);
}
md.push("");
md.push("| area | figure | value | budget | verdict |");
md.push("| --- | --- | ---: | --- | --- |");
for (const r of rows) md.push(`| ${r.area} | ${r.figure} | ${r.value} | ${r.budget} | ${r.verdict} |`);
const misses = rows.filter((r) => r.verdict === "MISS").length;
md.push("");
md.push(
  `${rows.filter((r) => r.verdict === "PASS").length} PASS, ${misses} MISS. Benches: ${runs.map((r) => `${r.name.slice(6)} ${r.status}${r.seconds ? ` (${r.seconds} s)` : ""}`).join(", ")}.`,
);
const markdown = md.join("\n");

mkdirSync(RESULTS, { recursive: true });
const stamp = report.at.replace(/[:.]/g, "-");
for (const name of [`report-${stamp}`, "report-latest"]) {
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS, `${name}.md`), `${markdown}\n`);
}
console.log(`\n${markdown}\n\nwrote bench-results/report-latest.json and .md`);

if (!opts["no-docs"]) {
  if (!hasBlock) {
    console.error("docs/performance.md has no bench-report markers: not updated");
  } else {
    writeFileSync(DOCS, `${docsText.slice(0, blockStart + START.length)}\n${markdown}\n${docsText.slice(blockEnd)}`);
    // In the project's style, so `npm test`'s format check passes on the updated page as it is.
    spawnSync(process.execPath, [join(ROOT, "node_modules/prettier/bin/prettier.cjs"), "--write", DOCS], {
      stdio: "ignore",
    });
    console.log("updated docs/performance.md (the latest report)");
  }
}

process.exit(runs.some((r) => r.status === "failed" || r.status === "timed out") ? 1 : 0);
