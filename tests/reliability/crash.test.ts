/**
 * D2 (crash durability) and D3 (its negative control), docs/reliability.md.
 *
 * D2: the production bundle on a fresh DATA_DIR (SQLite) and on a fresh PostgreSQL database;
 * 16 submitters (quotes, contacts, applications with 200 KB-1 MB PDFs, 5 % spam) for 10 s;
 * the server is SIGKILLed twice at random moments and restarted within 1 s. The final read must
 * show: lost = acked - final empty, unexpected = final - attempted empty, no duplicates,
 * integrity_check ok, every acked résumé on disk with the sha256 sent, and every stored
 * submission with exactly its 2 outbox rows (0 for spam).
 * RELIABILITY_LONG=1: 32 submitters, 60 s, 5 kills, files up to 2 MB.
 *
 * D3: the same harness against fixtures/ack-before-commit.ts (201 before the commit) must
 * report lost > 0, or the harness could not see a loss.
 */
import { describe, expect, it } from "vitest";
import { createPgDatabase, postgresAvailable } from "../support/server";
import { expectDurable, readFinalPostgres, readFinalSqlite, summarise, verdict, type Verdict } from "./checks";
import { LONG, ServerProcess, baseEnv, bundleServer, freePort, rng, say, seedFromEnv, sleep, tempDir } from "./harness";
import { record } from "./report";
import { countOutcomes, runLoad } from "./workload";

const SHAPE = LONG
  ? { workers: 32, durationMs: 60_000, kills: 5, fileSize: [200_000, 2_000_000] as [number, number] }
  : { workers: 16, durationMs: 10_000, kills: 2, fileSize: [200_000, 1_000_000] as [number, number] };
const TIMEOUT = SHAPE.durationMs + 110_000;

interface CrashRun {
  label: string;
  entry: string;
  databaseUrl?: string;
  seed: number;
}

async function crashRun(run: CrashRun): Promise<{ v: Verdict; figures: Record<string, unknown> }> {
  const random = rng(run.seed);
  const dataDir = tempDir(run.label);
  const port = await freePort();
  // Each submitter is its own client behind a trusted proxy (the per-address upload cap is not under test).
  const env = {
    ...baseEnv(dataDir, port, tempDir("site")),
    DATABASE_URL: run.databaseUrl ?? "",
    TRUST_PROXY: "127.0.0.1",
  };
  let server = await ServerProcess.start(run.entry, env);

  // Kill times: spread over the middle of the run, at least 1.5 s apart.
  const slot = (SHAPE.durationMs * 0.7) / SHAPE.kills;
  const times = Array.from(
    { length: SHAPE.kills },
    (_, i) => SHAPE.durationMs * 0.15 + i * slot + random() * (slot - 1500),
  );
  const kills: { atMs: number; restartedAfterMs: number; readyAfterMs: number }[] = [];
  const started = Date.now();

  const chaos = (async () => {
    for (const t of times) {
      await sleep(Math.max(0, started + t - Date.now()));
      const at = Date.now();
      await server.kill("SIGKILL");
      const pause = random() * 1000;
      await sleep(pause);
      server = await ServerProcess.start(run.entry, env);
      kills.push({ atMs: at - started, restartedAfterMs: Math.round(pause), readyAfterMs: Date.now() - at });
    }
  })();

  const attempts = await runLoad({
    port: () => port,
    workers: SHAPE.workers,
    durationMs: SHAPE.durationMs,
    prefix: run.label,
    fileSize: SHAPE.fileSize,
    spamRate: 0.05,
    retry: true,
    graceMs: 8000,
    random,
    distinctClients: true,
  });
  await chaos;
  // Let the write-behind of the negative control (if any) and the relay settle, then stop hard:
  // the final read is whatever survived, recovered by the database itself.
  await sleep(500);
  await server.kill("SIGKILL");

  const final = run.databaseUrl ? await readFinalPostgres(run.databaseUrl) : readFinalSqlite(dataDir);
  const v = verdict(attempts, final, dataDir);
  const outcomes = countOutcomes(attempts);
  const conflicts409 = [...attempts.values()].filter((a) => a.last === "409").length;
  const figures = {
    seed: run.seed,
    shape: SHAPE,
    kills,
    outcomes,
    conflicts409,
    verdict: { ...v, lost: v.lost.slice(0, 20), lostCount: v.lost.length },
  };
  say(
    `${run.label}: seed ${run.seed}; kills at ${kills.map((k) => `${(k.atMs / 1000).toFixed(1)} s (restart +${k.restartedAfterMs} ms, ready +${k.readyAfterMs} ms)`).join(", ")}`,
  );
  say(
    `${run.label}: ${summarise(v)}; mix ${JSON.stringify(outcomes.mix)}; retried ${outcomes.retried}; 409 after crash ${conflicts409}; non-acks ${outcomes.failures.join(" ")}`,
  );
  record(run.label, figures);
  return { v, figures };
}

const pgOk = await postgresAvailable();

describe("D2: SIGKILL under load loses nothing acknowledged", () => {
  it(
    `SQLite: ${SHAPE.workers} submitters, ${SHAPE.durationMs / 1000} s, ${SHAPE.kills} kills`,
    async () => {
      const { main } = await bundleServer();
      const { v } = await crashRun({ label: "d2-sqlite", entry: main, seed: seedFromEnv() });
      expectDurable(v);
      expect(v.integrity).toBe("ok");
    },
    TIMEOUT,
  );

  it.skipIf(!pgOk)(
    `PostgreSQL: ${SHAPE.workers} submitters, ${SHAPE.durationMs / 1000} s, ${SHAPE.kills} kills`,
    async () => {
      const { main } = await bundleServer();
      const db = await createPgDatabase();
      try {
        const { v } = await crashRun({ label: "d2-postgres", entry: main, databaseUrl: db.url, seed: seedFromEnv() });
        expectDurable(v);
      } finally {
        await db.drop();
      }
    },
    TIMEOUT,
  );
});

describe("D3: the harness can fail", () => {
  it(
    "a server that answers 201 before committing loses acknowledged submissions under the same kills",
    async () => {
      const { ackBeforeCommit } = await bundleServer();
      const { v } = await crashRun({ label: "d3-ack-before-commit", entry: ackBeforeCommit, seed: seedFromEnv() });
      expect(v.lost.length).toBeGreaterThan(0);
      expect(v.integrity).toBe("ok"); // the database itself is fine: the defect is the early answer
    },
    TIMEOUT,
  );
});
