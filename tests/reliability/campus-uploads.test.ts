/**
 * U8 of docs/reliability.md: a campus behind one address. Twenty applicants on 127.0.0.1 post
 * applications with 1-2 MB PDF résumés at once, against the production bundle, each body sent
 * in 64 KiB pieces (a few milliseconds apart) so the client is still sending when the server
 * decides, as on a real network.
 *
 * - At the default allowance (UPLOADS_PER_ADDRESS=20) every application is accepted.
 * - With a small allowance (UPLOADS_PER_ADDRESS=4) most tries are refused while still sending;
 *   each refused client must read its 429 (JSON, Retry-After) and tries again a moment later.
 *
 * In both, every request gets an HTTP answer (never EPIPE, ECONNRESET or a hang-up) and the
 * applications stored are exactly those acknowledged with a 201. Short: 2 applications per
 * applicant; RELIABILITY_LONG=1: 10.
 */
import { request } from "node:http";
import { expect, it } from "vitest";
import { readFinalSqlite } from "./checks";
import { LONG, say, sleep, startServer } from "./harness";
import { record } from "./report";
import { makeSubmission, type Submission } from "./workload";

const APPLICANTS = 20;
const PER_APPLICANT = LONG ? 10 : 2;
const RUN_LIMIT_MS = LONG ? 300_000 : 60_000;
const CHUNK = 64 * 1024;

interface Answer {
  status: number | null;
  retryAfter?: string;
  body: string;
  /** A network error instead of a complete answer. */
  error: string | null;
}

/** Posts one submission in CHUNK pieces, everyMs apart; resolves with the answer read to its end. */
function postPaced(port: number, s: Submission, everyMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    let answered: Answer | null = null;
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: s.path,
      agent: false,
      headers: { ...s.headers, "content-length": s.body.length },
    });
    req.setTimeout(30_000, () => req.destroy(Object.assign(new Error("client timeout"), { code: "CLIENT_TIMEOUT" })));
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => {
        answered = { status: res.statusCode ?? null, retryAfter: res.headers["retry-after"], body, error: null };
        resolve(answered);
      });
      res.on("error", (e: NodeJS.ErrnoException) => resolve({ status: null, body, error: e.code ?? e.message }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (!answered) resolve({ status: null, body: "", error: e.code ?? e.message });
    });
    let sent = 0;
    const step = () => {
      if (req.destroyed || answered) return;
      if (sent >= s.body.length) return void req.end();
      const piece = s.body.subarray(sent, sent + CHUNK);
      sent += piece.length;
      req.write(piece);
      setTimeout(step, everyMs);
    };
    step();
  });
}

interface Run {
  tries: number;
  acked: Set<string>;
  refused: number;
  errors: string[];
  badRefusals: string[];
  other: string[];
  notFinished: number;
  ms: number;
}

/** APPLICANTS clients, each sending PER_APPLICANT applications one after another, retrying 429s. */
async function campus(port: number, prefix: string): Promise<Run> {
  const run: Run = {
    tries: 0,
    acked: new Set(),
    refused: 0,
    errors: [],
    badRefusals: [],
    other: [],
    notFinished: 0,
    ms: 0,
  };
  const t0 = Date.now();
  const until = t0 + RUN_LIMIT_MS;
  await Promise.all(
    Array.from({ length: APPLICANTS }, async (_, a) => {
      for (let n = 0; n < PER_APPLICANT; n++) {
        const size = 1_000_000 + Math.floor(Math.random() * 1_000_000);
        const s = makeSubmission(`${prefix}-${a}-${n}`, "application", { fileSize: size });
        for (;;) {
          if (Date.now() > until) {
            run.notFinished++;
            break;
          }
          run.tries++;
          const r = await postPaced(port, s, 2 + (a % 4));
          if (r.error) {
            run.errors.push(r.error);
            break;
          }
          if (r.status === 201) {
            run.acked.add(s.marker);
            break;
          }
          if (r.status === 429) {
            run.refused++;
            let error = "";
            try {
              error = (JSON.parse(r.body) as { error?: string }).error ?? "";
            } catch {
              /* not JSON */
            }
            if (error !== "rate_limited" || !(Number(r.retryAfter) > 0))
              run.badRefusals.push(`${error || r.body.slice(0, 60)} retry-after=${r.retryAfter}`);
            // Retry-After says 10 s; a test waits a moment instead.
            await sleep(50 + Math.floor(Math.random() * 150));
            continue;
          }
          run.other.push(String(r.status));
          break;
        }
      }
    }),
  );
  run.ms = Date.now() - t0;
  return run;
}

async function stored(dataDir: string, prefix: string) {
  const final = readFinalSqlite(dataDir);
  return final.rows.filter((r) => r.kind === "application" && r.marker.startsWith(`${prefix}-`)).map((r) => r.marker);
}

function verdict(run: Run, rows: string[]) {
  const rowSet = new Set(rows);
  return {
    lost: [...run.acked].filter((m) => !rowSet.has(m)),
    unexpected: rows.filter((m) => !run.acked.has(m)),
    duplicates: rows.length - rowSet.size,
  };
}

const line = (label: string, run: Run, v: ReturnType<typeof verdict>, rows: number) =>
  `u8 ${label}: ${APPLICANTS} applicants x ${PER_APPLICANT}: ${run.tries} tries in ${(run.ms / 1000).toFixed(1)} s, ` +
  `${run.acked.size} x 201, ${run.refused} x 429, network errors ${run.errors.length}${run.errors.length ? ` (${[...new Set(run.errors)].join(", ")})` : ""}, ` +
  `other ${run.other.length}, unfinished ${run.notFinished}; rows ${rows}, lost ${v.lost.length}, unexpected ${v.unexpected.length}`;

it(
  `U8: ${APPLICANTS} applicants on one address at the default allowance: every application accepted, every answer read`,
  async () => {
    const { server, port, dataDir } = await startServer("u8a");
    const run = await campus(port, "u8a");
    await server.kill("SIGTERM");
    const rows = await stored(dataDir, "u8a");
    const v = verdict(run, rows);
    say(line("default allowance", run, v, rows.length));
    record("u8-campus-default", {
      applicants: APPLICANTS,
      perApplicant: PER_APPLICANT,
      ...run,
      acked: run.acked.size,
      rows: rows.length,
      ...v,
    });
    expect(run.errors).toEqual([]);
    expect(run.other).toEqual([]);
    expect(run.refused).toBe(0);
    expect(run.acked.size).toBe(APPLICANTS * PER_APPLICANT);
    expect(v).toEqual({ lost: [], unexpected: [], duplicates: 0 });
  },
  RUN_LIMIT_MS + 60_000,
);

it(
  `U8: ${APPLICANTS} applicants on one address with room for 4: refused tries read their 429 and get in later; nothing lost`,
  async () => {
    const { server, port, dataDir } = await startServer("u8b", { UPLOADS_PER_ADDRESS: "4" });
    const run = await campus(port, "u8b");
    await server.kill("SIGTERM");
    const rows = await stored(dataDir, "u8b");
    const v = verdict(run, rows);
    say(line("room for 4", run, v, rows.length));
    record("u8-campus-refusals", {
      applicants: APPLICANTS,
      perApplicant: PER_APPLICANT,
      ...run,
      acked: run.acked.size,
      rows: rows.length,
      ...v,
    });
    expect(run.errors).toEqual([]);
    expect(run.other).toEqual([]);
    expect(run.badRefusals).toEqual([]);
    expect(run.refused).toBeGreaterThan(0); // the refusal path was taken
    expect(run.notFinished).toBe(0);
    expect(run.acked.size).toBe(APPLICANTS * PER_APPLICANT);
    expect(v).toEqual({ lost: [], unexpected: [], duplicates: 0 });
  },
  RUN_LIMIT_MS + 60_000,
);
