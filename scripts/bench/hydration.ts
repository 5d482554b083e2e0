/**
 * `npm run bench:hydration`: where the main-thread work of hydration comes from, by module.
 *
 * - Serves a build with the production server (BENCH_BUILD_DIR, default BUILD_DIR or ./build; its
 *   own server bundle, a temporary DATA_DIR). A build with client source maps
 *   (`react-router build --sourcemapClient`, see docs/performance.md) lets it name the source
 *   module (a package or an app file) of every sampled function; without maps it names chunks.
 *   BENCH_URL measures a server that is already running instead.
 *   Since the islands (docs/decisions/0130-islands.md) no page hydrates as a whole: this bench
 *   measures whole-document hydration and is to be replaced by one that times each island's
 *   start-up (issue 29, not done yet).
 * - Pages: `/` and the first service page of sitemap.xml (BENCH_HYDRATION_ROUTES to choose),
 *   BENCH_HYDRATION_RUNS (3) runs each, a fresh browser context per run, Debian's Chromium with
 *   the CPU slowed 4x (as Lighthouse's mobile preset simulates) and a 390 px viewport.
 * - Chromium's sampling profiler (CDP Profiler, 100 us interval) runs from navigation until the
 *   page is hydrated and quiet (network idle, then 1 s; "hydrated": React's fiber on <body>, or an
 *   element matching BENCH_HYDRATED_SELECTOR, e.g. `html[data-hydrated]` for pages that hydrate
 *   only parts of the body); long tasks come from a PerformanceObserver
 *   installed before any script, and "blocking" is the sum over long tasks of (duration - 50 ms),
 *   Lighthouse's TBT definition, here after the load too (hydration starts after the first paint).
 * - Self time of every sample goes to its function's script (chunk) and, through the source map, to
 *   its source module; `(program)`, `(garbage collector)` and `(idle)` are reported apart.
 *
 * It reports; it never fails on a figure. Results: bench-results/hydration-latest.json
 * (BENCH_RESULTS_NAME instead of "hydration" to keep a separate series).
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { chromium } from "@playwright/test";
import { ROOT, fmt, median, startServer, tempDir, writeResults } from "./common";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const BUILD = resolve(ROOT, process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? "build");
const CLIENT = join(BUILD, "client");
const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const RUNNING = process.env.BENCH_URL?.replace(/\/+$/, "");
const HYDRATED_SELECTOR = process.env.BENCH_HYDRATED_SELECTOR;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const maps = new Map<string, { map: TraceMap; dir: string } | null>();
function mapFor(url: string): { map: TraceMap; dir: string } | null {
  if (maps.has(url)) return maps.get(url)!;
  const file = join(CLIENT, `${new URL(url).pathname}.map`);
  const found = existsSync(file) ? { map: new TraceMap(readFileSync(file, "utf8")), dir: dirname(file) } : null;
  maps.set(url, found);
  return found;
}

/** "react-dom", "react-router", "app/routes/home.tsx"... from a source path in a map. */
function moduleOf(source: string): string {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = source.slice(nm + "node_modules/".length).split("/");
    const pkg = rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return `${pkg}/${rest.slice(pkg.split("/").length).join("/")}`;
  }
  const i = source.search(/(?:^|\/)(app|content|contracts)\//);
  return i >= 0 ? source.slice(source[i] === "/" ? i + 1 : i) : source;
}

const SPECIAL = new Set(["(program)", "(garbage collector)", "(idle)", "(root)"]);

interface Attribution {
  byChunk: Record<string, number>;
  byModule: Record<string, number>;
  byFunction: Record<string, number>;
  special: Record<string, number>;
  totalMs: number;
}

function attribute(profile: Profile): Attribution {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: Attribution = { byChunk: {}, byModule: {}, byFunction: {}, special: {}, totalMs: 0 };
  const add = (o: Record<string, number>, k: string, ms: number) => (o[k] = (o[k] ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (SPECIAL.has(functionName)) return add(out.special, functionName, ms);
    out.totalMs += ms;
    if (!url) return add(out.byChunk, `(native: ${functionName || "anonymous"})`, ms);
    const chunk = url.startsWith("http") ? new URL(url).pathname : url;
    add(out.byChunk, chunk, ms);
    const found = url.startsWith("http") ? mapFor(url) : null;
    if (found) {
      const pos = originalPositionFor(found.map, { line: lineNumber + 1, column: columnNumber });
      // Sources are relative to the map's folder; name them from the repository root.
      const mod = pos.source
        ? moduleOf(relative(ROOT, resolve(found.dir, pos.source)).split(sep).join("/"))
        : `${chunk} (unmapped)`;
      add(out.byModule, mod, ms);
      add(out.byFunction, `${pos.name ?? (functionName || "(top level)")} @ ${mod}:${pos.line ?? "?"}`, ms);
    } else {
      add(out.byModule, chunk, ms);
      add(out.byFunction, `${functionName || "(top level)"} @ ${chunk}:${lineNumber + 1}:${columnNumber + 1}`, ms);
    }
  });
  return out;
}

function firstServicePage(): string {
  const sitemap = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
  const path = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
    .map((m) => m[1]!)
    .find((p) => p.startsWith("/services/"));
  if (!path) throw new Error("no /services/ page in sitemap.xml");
  return path;
}

const top = (o: Record<string, number>, n: number) =>
  Object.entries(o)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);

function medianRecord(records: Record<string, number>[]): Record<string, number> {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(records.map((r) => r[k] ?? 0))]));
}

async function main() {
  if (!RUNNING && !existsSync(join(BUILD, "server", "main.js")))
    throw new Error(`${BUILD}/server/main.js is missing: build first`);
  const routes = process.env.BENCH_HYDRATION_ROUTES?.split(",") ?? ["/", firstServicePage()];
  const dataDir = tempDir("hydration");
  const server = RUNNING
    ? null
    : await startServer(join(BUILD, "server", "main.js"), {
        DATA_DIR: dataDir,
        STATIC_DIR: CLIENT,
        LOG_LEVEL: "warn",
      });
  const base = RUNNING ?? `http://127.0.0.1:${server!.port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const pages: Record<string, unknown>[] = [];
  try {
    for (const route of routes) {
      const runs: (Attribution & { longTasks: number[]; blockingMs: number })[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[] };
          w.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__longTasks.push(e.duration);
          }).observe({ type: "longtask", buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
        await cdp.send("Profiler.start");
        await page.goto(`${base}${route}`, { waitUntil: "load" });
        await page.waitForLoadState("networkidle");
        // Hydrated: React has attached its fibers to the prerendered body (or the selector matches).
        if (HYDRATED_SELECTOR) await page.waitForSelector(HYDRATED_SELECTOR, { state: "attached", timeout: 15_000 });
        else
          await page.waitForFunction(
            () => Object.keys(document.body).some((k) => k.startsWith("__reactFiber")),
            undefined,
            { timeout: 15_000 },
          );
        await page.waitForTimeout(1000);
        const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
        const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
        await context.close();
        const a = attribute(profile);
        runs.push({ ...a, longTasks, blockingMs: longTasks.reduce((n, d) => n + Math.max(0, d - 50), 0) });
      }
      const result = {
        route,
        runs: runs.length,
        scriptMs: median(runs.map((r) => r.totalMs)),
        blockingMs: median(runs.map((r) => r.blockingMs)),
        longTasksMs: runs.map((r) => r.longTasks.map((d) => Math.round(d))),
        special: medianRecord(runs.map((r) => r.special)),
        byChunk: Object.fromEntries(top(medianRecord(runs.map((r) => r.byChunk)), 25)),
        byModule: Object.fromEntries(top(medianRecord(runs.map((r) => r.byModule)), 25)),
        byFunction: Object.fromEntries(top(medianRecord(runs.map((r) => r.byFunction)), 20)),
      };
      pages.push(result);
      console.log(
        `\n${route}: script ${fmt(result.scriptMs)} ms at ${CPU_SLOWDOWN}x CPU slowdown (median of ${RUNS}); long tasks ${JSON.stringify(result.longTasksMs)} ms; blocking (sum of long task - 50 ms) ${fmt(result.blockingMs)} ms`,
      );
      console.log("  by chunk:");
      for (const [k, ms] of top(result.byChunk, 10)) console.log(`    ${fmt(ms, 1).padStart(7)} ms  ${k}`);
      console.log("  by source module:");
      for (const [k, ms] of top(result.byModule, 12)) console.log(`    ${fmt(ms, 1).padStart(7)} ms  ${k}`);
      console.log("  by function:");
      for (const [k, ms] of top(result.byFunction, 12)) console.log(`    ${fmt(ms, 1).padStart(7)} ms  ${k}`);
    }
  } finally {
    await browser.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sourceMaps = [...maps.values()].some((m) => m !== null);
  const file = writeResults(process.env.BENCH_RESULTS_NAME ?? "hydration", {
    at: new Date().toISOString(),
    build: BUILD,
    sourceMaps,
    cpuSlowdown: CPU_SLOWDOWN,
    pages,
  });
  console.log(`\n${sourceMaps ? "" : "(no source maps in this build: figures by chunk) "}wrote ${file}`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
