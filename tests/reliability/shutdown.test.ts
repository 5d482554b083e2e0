/**
 * D7 (graceful shutdown), docs/reliability.md: SIGTERM to the production bundle while 10 submitters
 * (quotes, contacts, applications with 200 KB-1 MB PDFs) keep posting. Each client uses its own
 * connection per request and keeps going until the process has exited.
 *
 * Proven from both ends:
 * - server side (its own log, LOG_LEVEL=info): every request the server had read (it entered
 *   Fastify) got a "request completed" line: none was cut off; later ones were refused with 503;
 * - client side: each answer the server logged reached a client; requests that got no answer
 *   (connection reset or refused) or a 503 were never stored, so a client may safely retry them;
 *   nothing got a hang or a 5xx of another kind;
 * - nothing acknowledged is missing from the database; the process exited 0 within 10 s; the
 *   SQLite WAL was checkpointed and removed (the database closed cleanly).
 *
 * Known gap, reported rather than asserted (docs/reliability.md, D7): a request whose bytes sat
 * unread in the socket when SIGTERM arrived (the event loop was busy) is reset by Node's
 * server.close(), which drops connections with no request parsed yet. It was never processed and
 * is not stored, but the client gets ECONNRESET rather than a 503. RELIABILITY_STRICT_SHUTDOWN=1
 * asserts the strict bar (every request sent 100 ms or more before SIGTERM is answered).
 * RELIABILITY_LONG=1: 20 submitters.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFinalSqlite, verdict } from "./checks";
import { LONG, errorCode, httpRequest, ms, say, sleep, startServer } from "./harness";
import { record } from "./report";
import { countOutcomes, makeSubmission, runLoad } from "./workload";

const WORKERS = LONG ? 20 : 10;

describe("D7: graceful shutdown", () => {
  it(`SIGTERM during ${WORKERS} concurrent submitters: every accepted request is answered, nothing acknowledged is lost, exit 0 within 10 s`, async () => {
    const { server, port, dataDir } = await startServer(
      "d7",
      { LOG_LEVEL: "info", TRUST_PROXY: "127.0.0.1" },
      { keepAllOutput: true },
    );
    let exited = false;
    void server.exited.then(() => (exited = true));

    let termAt = 0;
    const load = runLoad({
      port: () => port,
      workers: WORKERS,
      durationMs: 30_000,
      prefix: "d7",
      fileSize: [200_000, 1_000_000],
      retry: false,
      stop: () => exited,
      distinctClients: true,
    });
    await sleep(2500);
    termAt = Date.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    const attempts = await load;

    // Client side.
    const tries = [...attempts.values()].flatMap((a) => a.tryLog.map((t) => ({ ...t, kind: a.kind })));
    const isHttp = (r: string) => /^\d{3}$/.test(r);
    const before = tries.filter((t) => t.sentAt !== undefined && t.sentAt <= termAt);
    const unansweredBefore = before.filter((t) => !isHttp(t.result));
    const after = tries.filter((t) => t.sentAt === undefined || t.sentAt > termAt);
    const afterOutcomes = after.reduce<Record<string, number>>(
      (m, t) => ((m[t.result] = (m[t.result] ?? 0) + 1), m),
      {},
    );
    const inFlightAtTerm = tries.filter((t) => t.sentAt !== undefined && t.sentAt <= termAt && t.endedAt > termAt);
    const clientAnswers = tries.filter((t) => isHttp(t.result)).length;

    // Server side.
    const lines = server.logLines();
    const incoming = new Set(
      lines
        .filter((l) => l.msg === "incoming request" && (l.req as { url?: string })?.url?.startsWith("/api/"))
        .map((l) => String(l.reqId)),
    );
    const completed = new Set(
      lines.filter((l) => l.msg === "request completed" && incoming.has(String(l.reqId))).map((l) => String(l.reqId)),
    );
    const refused503 = lines.filter(
      (l) =>
        l.msg === "request completed" &&
        incoming.has(String(l.reqId)) &&
        (l.res as { statusCode?: number })?.statusCode === 503,
    ).length;
    const cutOff = [...incoming].filter((id) => !completed.has(id));

    // Storage.
    const final = readFinalSqlite(dataDir);
    const v = verdict(attempts, final, dataDir);
    const wal = join(dataDir, "site.db-wal");
    const walBytes = existsSync(wal) ? statSync(wal).size : 0;

    const figures = {
      workers: WORKERS,
      outcomes: countOutcomes(attempts),
      inFlightAtSigterm: inFlightAtTerm.length,
      inFlight: inFlightAtTerm.map((t) => `${t.kind} sent ${t.sentAt! - termAt} ms: ${t.result}`),
      unsent: tries
        .filter((t) => t.sentAt === undefined)
        .map((t) => `${t.kind} ended ${t.endedAt - termAt} ms: ${t.result}`)
        .slice(0, 30),
      sentBeforeSigterm: before.length,
      unansweredBefore: unansweredBefore.map((t) => `${t.kind} sent ${t.sentAt! - termAt} ms: ${t.result}`),
      afterSigterm: afterOutcomes,
      serverIncoming: incoming.size,
      serverCompleted: completed.size,
      serverRefused503: refused503,
      serverCutOff: cutOff.length,
      clientAnswers,
      exitCode: exit.code,
      exitMs: exit.at - termAt,
      lost: v.lost.length,
      unansweredButStored: v.recovered,
      walBytesAfterExit: existsSync(wal) ? walBytes : "absent",
    };
    say(
      `d7: ${figures.outcomes.attempted} requests, ${figures.outcomes.acked} acked; ${inFlightAtTerm.length} in flight at SIGTERM, ${figures.inFlight.join("; ")}; ` +
        `after SIGTERM ${JSON.stringify(afterOutcomes)}; server: ${incoming.size} entered, ${completed.size} completed, ${refused503} refused 503, ${cutOff.length} cut off; ` +
        `exit ${exit.code} after ${ms(figures.exitMs)}; lost ${v.lost.length}; WAL after exit: ${figures.walBytesAfterExit}`,
    );
    record("d7-shutdown", figures);

    expect(exit.code).toBe(0);
    expect(figures.exitMs).toBeLessThanOrEqual(10_000);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(unansweredBefore).toEqual([]); // every request sent before SIGTERM got an HTTP answer
    expect(cutOff).toEqual([]);
    expect(clientAnswers).toBe(completed.size); // each answer the server logged (503s included) reached its client
    expect(v.recovered).toBe(0); // nothing answered with a reset, a refusal or a 503 was stored
    expect(v.failedButStored).toEqual([]);
    for (const r of Object.keys(afterOutcomes)) expect(["201", "503", "ECONNREFUSED", "ECONNRESET"]).toContain(r);
    expect(v.lost).toEqual([]);
    expect(v.duplicates).toEqual([]);
    expect(v.fileMismatches).toEqual([]);
    expect(v.outboxMismatches).toEqual([]);
    expect(final.integrity).toBe("ok");
    expect(walBytes).toBe(0);
  }, 60_000);

  it("requests that reached the server before SIGTERM while its event loop was busy are all answered", async () => {
    // The worst case of a deploy, made deterministic: the process is frozen (SIGSTOP), so the
    // requests wait fully sent in the kernel (accept queue and socket buffers), unread. SIGTERM
    // arrives, then the process resumes (SIGCONT) and finds both at once. Each of those requests
    // reached the server before SIGTERM and must get an HTTP answer (201, or 503 to retry), never
    // a reset; the process still exits 0 within the grace period.
    const { server, port, dataDir } = await startServer("d7b", { LOG_LEVEL: "warn" });
    const N = 24;
    const pending: Promise<string>[] = [];
    server.child.kill("SIGSTOP");
    try {
      for (let i = 0; i < N; i++) {
        const s = makeSubmission(`d7b-${i}`, "quote");
        pending.push(
          httpRequest(port, "POST", s.path, { body: s.body, headers: s.headers, timeoutMs: 20_000 }).then(
            (r) => String(r.status),
            (e: unknown) => errorCode(e),
          ),
        );
      }
      await sleep(300); // every request is written to the kernel by now
    } finally {
      server.child.kill("SIGTERM");
      await sleep(50);
      server.child.kill("SIGCONT");
    }
    const results = await Promise.all(pending);
    const exit = await server.exited;
    const tally = results.reduce<Record<string, number>>((m, r) => ((m[r] = (m[r] ?? 0) + 1), m), {});
    say(`d7b: ${N} requests sent to a frozen server, then SIGTERM: ${JSON.stringify(tally)}; exit ${exit.code}`);
    record("d7b-shutdown-frozen", { requests: N, results: tally, exitCode: exit.code });
    expect(results.filter((r) => !/^\d{3}$/.test(r))).toEqual([]);
    for (const r of results) expect(["201", "503"]).toContain(r);
    expect(exit.code).toBe(0);
    const final = readFinalSqlite(dataDir);
    const acked = results.filter((r) => r === "201").length;
    expect(final.rows.length).toBe(acked); // a 503 was not stored, every 201 was
  }, 60_000);
});
