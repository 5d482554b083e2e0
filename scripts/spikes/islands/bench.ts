/**
 * Islands spike (README.md here): the normal pages and their islands copies measured side by side
 * in one run, against one running server, alternating. Each round runs, for each of the two pages,
 * Lighthouse mobile once on each variant (scripts/bench/lighthouse.mjs --runs 1; the variant that
 * goes first alternates between rounds), then scripts/bench/hydration.ts once on all four URLs
 * (script time and long tasks at 4x CPU slowdown), and records the load average around it.
 * Medians and ranges of ISLANDS_ROUNDS (5) rounds; it reports and never fails on a figure.
 *
 *   ISLANDS_URL=http://127.0.0.1:3614 npx tsx scripts/spikes/islands/bench.ts
 *
 * Results: bench-results/islands-spike-<date>.json and a Markdown table on stdout.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, fmt, median } from "../../bench/common";
import { PAGES, PREFIX } from "./build";

const BASE = (process.env.ISLANDS_URL ?? "http://127.0.0.1:3614").replace(/\/+$/, "");
const ROUNDS = Number(process.env.ISLANDS_ROUNDS ?? 5);
const VARIANTS = ["react-router", "islands"] as const;
type Variant = (typeof VARIANTS)[number];
const routeOf = (variant: Variant, page: string) =>
  variant === "islands" ? `${PREFIX}${page === "/" ? "" : page}` : page;

interface Sample {
  round: number;
  page: string;
  variant: Variant;
  load1: number;
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  jsKiB: number;
  htmlKiB: number;
  requests: number;
  scriptMs?: number;
  blockingMs?: number;
}

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed:\n${r.stderr}${r.stdout}`);
  return r.stdout;
}

function lighthouse(route: string) {
  const out = mkdtempSync(join(tmpdir(), "corvanta-islands-lh-"));
  try {
    run(process.execPath, [
      "scripts/bench/lighthouse.mjs",
      "--url",
      BASE,
      "--routes",
      route,
      "--runs",
      "1",
      "--presets",
      "mobile",
      "--out",
      out,
    ]);
    const report = JSON.parse(readFileSync(join(out, "lighthouse-latest.json"), "utf8")) as {
      results: { samples: Record<string, number>[] }[];
    };
    return report.results[0]!.samples[0]!;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function hydration(routes: string[]) {
  run("npx", ["tsx", "scripts/bench/hydration.ts"], {
    BENCH_URL: BASE,
    BENCH_HYDRATION_ROUTES: routes.join(","),
    BENCH_HYDRATION_RUNS: "1",
    BENCH_HYDRATED_SELECTOR: "html[data-hydrated]",
    BENCH_RESULTS_NAME: "islands-spike-hydration",
  });
  const report = JSON.parse(readFileSync(join(ROOT, "bench-results/islands-spike-hydration-latest.json"), "utf8")) as {
    pages: { route: string; scriptMs: number; blockingMs: number; byChunk: Record<string, number> }[];
  };
  return report.pages;
}

const samples: Sample[] = [];
const loads: { round: number; before: number[]; after: number[] }[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const before = loadavg();
  const order: Variant[] = round % 2 ? ["react-router", "islands"] : ["islands", "react-router"];
  const inRound: Sample[] = [];
  for (const page of PAGES) {
    for (const variant of order) {
      const lh = lighthouse(routeOf(variant, page));
      const s: Sample = {
        round,
        page,
        variant,
        load1: loadavg()[0]!,
        performance: lh.performance!,
        lcp: lh.lcp!,
        fcp: lh.fcp!,
        tbt: lh.tbt!,
        jsKiB: lh.jsBytes! / 1024,
        htmlKiB: lh.htmlBytes! / 1024,
        requests: lh.requests!,
      };
      inRound.push(s);
      process.stdout.write(
        `round ${round} ${variant.padEnd(12)} ${page.padEnd(30)} perf ${s.performance} LCP ${fmt(s.lcp)} ms TBT ${fmt(s.tbt)} ms JS ${fmt(s.jsKiB, 1)} KiB (load ${s.load1.toFixed(2)})\n`,
      );
    }
  }
  const routes = PAGES.flatMap((page) => order.map((v) => routeOf(v, page)));
  for (const h of hydration(routes)) {
    const s = inRound.find((x) => routeOf(x.variant, x.page) === h.route)!;
    s.scriptMs = h.scriptMs;
    s.blockingMs = h.blockingMs;
    process.stdout.write(
      `round ${round} ${s.variant.padEnd(12)} ${s.page.padEnd(30)} script ${fmt(h.scriptMs)} ms, long tasks beyond 50 ms ${fmt(h.blockingMs)} ms (4x)\n`,
    );
  }
  samples.push(...inRound);
  loads.push({ round, before, after: loadavg() });
}

const range = (xs: number[], digits = 0) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${fmt(median(s), digits)} (${fmt(s[0]!, digits)}-${fmt(s[s.length - 1]!, digits)})`;
};
const rows: string[] = [
  "| page | variant | Performance | LCP ms | TBT ms | JS KiB (transferred) | HTML KiB | requests | script ms at 4x | long tasks beyond 50 ms, ms at 4x |",
  "| ---- | ------- | ----------: | -----: | -----: | -------------------: | -------: | -------: | --------------: | --------------------------------: |",
];
const summary: Record<string, unknown>[] = [];
for (const page of PAGES) {
  for (const variant of VARIANTS) {
    const s = samples.filter((x) => x.page === page && x.variant === variant);
    const col = (k: keyof Sample) => s.map((x) => x[k] as number).filter((v) => typeof v === "number");
    rows.push(
      `| ${page} | ${variant} | ${range(col("performance"))} | ${range(col("lcp"))} | ${range(col("tbt"))} | ${range(col("jsKiB"), 1)} | ${range(col("htmlKiB"), 1)} | ${range(col("requests"))} | ${range(col("scriptMs"))} | ${range(col("blockingMs"))} |`,
    );
    summary.push({
      page,
      variant,
      medians: Object.fromEntries(
        (["performance", "lcp", "fcp", "tbt", "jsKiB", "htmlKiB", "requests", "scriptMs", "blockingMs"] as const).map(
          (k) => [k, median(col(k))],
        ),
      ),
    });
  }
}
const loadLine = `load average (1 min) before each round: ${loads.map((l) => l.before[0]!.toFixed(2)).join(", ")}; after the last: ${loads.at(-1)?.after[0]?.toFixed(2)}`;
console.log(`\nmedian (min-max) of ${ROUNDS} rounds, ${BASE}\n\n${rows.join("\n")}\n\n${loadLine}`);
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
const file = join(ROOT, "bench-results", `islands-spike-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), url: BASE, rounds: ROUNDS, loads, summary, samples }, null, 2)}\n`,
);
console.log(`wrote ${file}`);
