/**
 * `npm run bench:islands`: how long each island of the public pages takes to start, on a phone's
 * CPU (docs/decisions/0130-islands.md). No page is hydrated as a whole; each interactive part
 * loads and hydrates when the visitor reaches for it, so what a visitor waits for is the time from
 * that first touch to the part answering.
 *
 * - Serves a build with the production server (BENCH_BUILD_DIR, default BUILD_DIR or ./build; a
 *   temporary DATA_DIR), or BENCH_URL if a server is already running.
 * - For each case (an island, the page it is on, the act that starts it), with Chromium's CPU
 *   slowed 4x and 6x (CDP Emulation.setCPUThrottlingRate; 4x is Lighthouse's mobile preset, 6x a
 *   mid-range Android phone), BENCH_ISLANDS_RUNS (3) runs, a fresh browser context each, the page
 *   loaded and quiet first:
 *   - start-up: from the triggering event (its time as the page saw it) to the island's container
 *     marked `data-hydrated` (set by the runtime after React's commit, or after a module island
 *     started), as the page's own clock measures it;
 *   - the long tasks in between (PerformanceObserver), summed beyond 50 ms (Lighthouse's TBT
 *     definition) and the longest.
 * - Medians of the runs. It reports; it never fails on a figure. Results:
 *   bench-results/islands-latest.json.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ROOT, fmt, median, startServer, tempDir, writeResults } from "./common";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const BUILD = resolve(ROOT, process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? "build");
const RUNS = Number(process.env.BENCH_ISLANDS_RUNS ?? 3);
const SLOWDOWNS = [4, 6] as const;
const RUNNING = process.env.BENCH_URL?.replace(/\/+$/, "");

interface Case {
  island: string;
  label: string;
  path: string;
  phone: boolean;
  act: (page: Page) => Promise<void>;
}

const CASES: Case[] = [
  {
    island: "header",
    label: "mobile menu, a tap",
    path: "/about",
    phone: true,
    act: (page) => page.getByRole("button", { name: "Menu" }).tap(),
  },
  {
    island: "header",
    label: "desktop menus, a hover",
    path: "/about",
    phone: false,
    act: (page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).hover(),
  },
  {
    island: "careers",
    label: "a tab, a tap",
    path: "/career",
    phone: true,
    act: (page) => page.getByRole("tab", { name: /Internship Opportunities/ }).tap(),
  },
  {
    island: "quote-form",
    label: "a field, a tap",
    path: "/quote",
    phone: true,
    act: (page) => page.getByRole("form", { name: "Request a quote" }).getByRole("textbox").first().tap(),
  },
  {
    island: "counters",
    label: "scrolled near",
    path: "/about",
    phone: true,
    act: (page) => page.locator('[data-island="counters"]').scrollIntoViewIfNeeded(),
  },
];

/** Installed before any script: the first triggering event's time and every long task. */
const PROBE = () => {
  const w = window as unknown as { __t0?: number; __tasks: { start: number; duration: number }[] };
  w.__tasks = [];
  for (const type of ["pointerdown", "touchstart", "pointerover", "focusin", "scroll"])
    addEventListener(type, (e) => void (w.__t0 ??= e.timeStamp), { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) w.__tasks.push({ start: t.startTime, duration: t.duration });
  }).observe({ type: "longtask", buffered: true });
};

async function measure(base: string, c: Case, slowdown: number, browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const context = await browser.newContext(
    c.phone
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 900 } },
  );
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(`${base}${c.path}`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_000);
    // The hydration time, as the page's clock saw it: a MutationObserver on the container.
    await page.evaluate((name) => {
      const el = document.querySelector(`[data-island="${name}"]`)!;
      const w = window as unknown as { __t1?: number };
      new MutationObserver(() => {
        if (el.hasAttribute("data-hydrated")) w.__t1 ??= performance.now();
      }).observe(el, { attributes: true, attributeFilter: ["data-hydrated"] });
    }, c.island);
    await c.act(page);
    await page.locator(`[data-island="${c.island}"][data-hydrated]`).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    const { t0, t1, tasks } = await page.evaluate(() => {
      const w = window as unknown as { __t0: number; __t1: number; __tasks: { start: number; duration: number }[] };
      return { t0: w.__t0, t1: w.__t1, tasks: w.__tasks };
    });
    const during = tasks.filter((t) => t.start + t.duration >= t0 && t.start <= t1);
    return {
      startMs: t1 - t0,
      blockingMs: during.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longestMs: Math.max(0, ...during.map((t) => t.duration)),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!RUNNING && !existsSync(join(BUILD, "server", "main.js")))
    throw new Error(`${BUILD}/server/main.js is missing: build first`);
  const server = RUNNING
    ? null
    : await startServer(join(BUILD, "server", "main.js"), {
        DATA_DIR: tempDir("islands"),
        STATIC_DIR: join(BUILD, "client"),
        LOG_LEVEL: "warn",
      });
  const base = RUNNING ?? `http://127.0.0.1:${server!.port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Record<string, unknown>[] = [];
  try {
    for (const c of CASES) {
      for (const slowdown of SLOWDOWNS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(base, c, slowdown, browser));
        const row = {
          island: c.island,
          label: c.label,
          path: c.path,
          viewport: c.phone ? 390 : 1366,
          cpuSlowdown: slowdown,
          startMs: median(runs.map((r) => r.startMs)),
          blockingMs: median(runs.map((r) => r.blockingMs)),
          longestMs: median(runs.map((r) => r.longestMs)),
          runs,
        };
        results.push(row);
        console.log(
          `${c.island.padEnd(11)} ${c.label.padEnd(24)} ${c.path.padEnd(8)} ${slowdown}x CPU: start-up ${fmt(row.startMs)} ms, ` +
            `long tasks beyond 50 ms ${fmt(row.blockingMs)} ms, longest ${fmt(row.longestMs)} ms (median of ${RUNS})`,
        );
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  const file = writeResults("islands", { runs: RUNS, slowdowns: SLOWDOWNS, cases: results });
  console.log(`\nwrote ${file}`);
}

await main();
