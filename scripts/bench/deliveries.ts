/**
 * `npm run bench:deliveries`: quote submissions per second and their acknowledgement latency with
 * no destination configured, against three (a webhook, Slack-shaped and Teams-shaped cards, each
 * subscribed to every event), in the same run (docs/deliveries.md; decision 0113). The alerts are
 * queued in the submission's transaction and sent afterwards by the delivery relay, off the
 * request path; this bench shows what that costs the acknowledgements. A bench, not a test: it
 * reports, never gates.
 *
 * The production bundle on loopback (SQLite, a fresh DATA_DIR per run, DELIVERY_ALLOW_PRIVATE for
 * the bench's own receivers on 127.0.0.1, which answer 200 after 20 ms), closed-loop load from
 * wrk (or autocannon without it): BENCH_DELIVERIES_CONNECTIONS (8) connections posting quotes for
 * BENCH_DELIVERIES_SECONDS (10) s after a 2 s warm-up, alternating none / three for
 * BENCH_DELIVERIES_ROUNDS (2) rounds. After each "three" run it waits (at most 120 s) for the
 * receivers to have every alert, and reports how long the backlog took to drain.
 * Results: bench-results/deliveries-latest.json, in `npm run bench`'s report.
 */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import {
  bundleServer,
  cannon,
  findWrk,
  fmt,
  sleep,
  startServer,
  summary,
  tempDir,
  wrkLoad,
  writeResults,
  type CannonOptions,
  type CannonResult,
} from "./common";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONNECTIONS = num("BENCH_DELIVERIES_CONNECTIONS", 8);
const SECONDS = num("BENCH_DELIVERIES_SECONDS", 10);
const ROUNDS = num("BENCH_DELIVERIES_ROUNDS", 2);

interface Counter {
  server: Server;
  url: string;
  count: number;
}

async function receiver(path: string): Promise<Counter> {
  const c = { count: 0 } as Counter;
  c.server = createServer((req, res) => {
    req.resume();
    req.on("end", () =>
      setTimeout(() => {
        c.count++;
        res.writeHead(200).end("ok");
      }, 20),
    );
  });
  await new Promise<void>((r) => c.server.listen(0, "127.0.0.1", r));
  c.url = `http://127.0.0.1:${(c.server.address() as AddressInfo).port}${path}`;
  return c;
}

const quote = JSON.stringify({
  name: "Bench Visitor",
  email: "bench.visitor@example.com",
  services: "Web development",
  message: "We would like a quote for a new website with a careers section and a quote form.",
});

async function load(port: number): Promise<CannonResult> {
  const o: CannonOptions & { connections: number; duration: number } = {
    url: `http://127.0.0.1:${port}/api/quotes`,
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: quote,
    connections: CONNECTIONS,
    duration: SECONDS,
  };
  const wrk = findWrk();
  await (wrk ? wrkLoad(wrk, { ...o, duration: 2 }) : cannon({ ...o, duration: 2 }));
  return wrk ? wrkLoad(wrk, o) : cannon(o);
}

/** Quotes stored in the run's database (read-only: the server keeps writing). */
function countQuotes(dataDir: string): number {
  const db = new Database(join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return Number((db.prepare("select count(*) as n from quotes").get() as { n: number }).n);
  } finally {
    db.close();
  }
}

async function run(main: string, destinations: Counter[]) {
  const dataDir = tempDir("bench-deliveries");
  const env = {
    DATA_DIR: dataDir,
    STATIC_DIR: tempDir("bench-site"),
    LOG_LEVEL: "warn",
    DELIVERY_ALLOW_PRIVATE: "true",
    RATE_LIMIT_QUOTES: "1000000/1s",
  };
  const cli = join(dirname(main), "cli.js");
  const kinds = ["webhook", "slack", "teams"];
  for (const [i, d] of destinations.entries()) {
    const r = spawnSync(
      process.execPath,
      [cli, "webhooks", "add", "--kind", kinds[i]!, "--url", d.url, "--events", "quote.received,contact.received"],
      { env: { ...process.env, ...env }, encoding: "utf8" },
    );
    if (r.status !== 0) throw new Error(`webhooks add failed: ${r.stderr}`);
  }
  const before = destinations.map((d) => d.count);
  const server = await startServer(main, env);
  try {
    const result = await load(server.port);
    // Every stored quote, the warm-up's too, owes each destination one alert.
    const stored = countQuotes(dataDir);
    let drainMs: number | null = null;
    if (destinations.length) {
      const started = Date.now();
      const owed = () => destinations.every((d, i) => d.count - before[i]! >= stored);
      while (!owed() && Date.now() - started < 120_000) await sleep(100);
      drainMs = owed() ? Date.now() - started : null;
    }
    return {
      destinations: destinations.length,
      ...summary(result),
      delivered: destinations.map((d, i) => d.count - before[i]!),
      drainAfterLoadMs: drainMs,
    };
  } finally {
    await server.stop();
  }
}

const main = bundleServer();
const receivers = await Promise.all(["/hooks", "/slack", "/teams"].map(receiver));
const runs: Awaited<ReturnType<typeof run>>[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const set of [[], receivers]) {
      const r = await run(main, set);
      runs.push(r);
      console.log(
        `${r.destinations} destinations: ${fmt(r.reqPerSecMean)} quotes/s, p50 ${fmt(r.latencyMs.p50, 1)} ms, p99 ${fmt(r.latencyMs.p99, 1)} ms` +
          (r.destinations
            ? `, alerts drained ${r.drainAfterLoadMs === null ? "not within 120 s" : `${r.drainAfterLoadMs} ms`} after the load`
            : ""),
      );
    }
  }
} finally {
  for (const r of receivers) r.server.close();
}
const file = writeResults("deliveries", { connections: CONNECTIONS, seconds: SECONDS, runs });
console.log(`results: ${file}`);
