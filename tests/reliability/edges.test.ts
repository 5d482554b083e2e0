/**
 * S6 and S13 of docs/reliability.md against the production bundle over real TCP (the in-process
 * versions live in server/plugins/rate-limit.test.ts and friends):
 * - S6: a direct client cannot pick its rate-limit bucket with a spoofed X-Forwarded-For; behind
 *   a trusted proxy (TRUST_PROXY=127.0.0.1) each forwarded client has its own bucket.
 * - S13: 50 sockets dripping header bytes (slowloris) do not stop normal requests.
 *   RELIABILITY_LONG=1: 200 sockets for 40 s.
 */
import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { LONG, httpRequest, ms, percentile, say, sleep, startServer } from "./harness";
import { record } from "./report";
import { makeSubmission } from "./workload";

async function postQuote(port: number, marker: string, xff?: string) {
  const s = makeSubmission(marker, "quote");
  const r = await httpRequest(port, "POST", s.path, {
    body: s.body,
    headers: { ...s.headers, ...(xff ? { "x-forwarded-for": xff } : {}) },
  });
  return { status: r.status, retryAfter: r.headers["retry-after"] };
}

describe("S6: rate-limit buckets and X-Forwarded-For", () => {
  it("a direct client rotating a spoofed X-Forwarded-For stays in its own bucket: exactly max accepted", async () => {
    const { server, port } = await startServer("s6a", { RATE_LIMIT_QUOTES: "3/1m" });
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await postQuote(port, `s6a-${i}`, `198.51.100.${i + 1}`));
    await server.kill("SIGTERM");
    const statuses = results.map((r) => r.status);
    say(`s6 direct client, spoofed XFF rotating: ${statuses.join(" ")}`);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    for (const r of results.slice(3)) expect(Number(r.retryAfter)).toBeGreaterThan(0);
    record("s6-direct", { statuses });
  });

  it("behind a trusted proxy, each forwarded client address has its own bucket", async () => {
    const { server, port } = await startServer("s6b", { RATE_LIMIT_QUOTES: "3/1m", TRUST_PROXY: "127.0.0.1" });
    const rotating = [];
    for (let i = 0; i < 6; i++) rotating.push((await postQuote(port, `s6b-${i}`, `198.51.100.${i + 1}`)).status);
    const same = [];
    for (let i = 0; i < 4; i++) same.push((await postQuote(port, `s6c-${i}`, "203.0.113.7")).status);
    await server.kill("SIGTERM");
    say(`s6 via trusted proxy: rotating clients ${rotating.join(" ")}; one client ${same.join(" ")}`);
    expect(rotating).toEqual([201, 201, 201, 201, 201, 201]);
    expect(same).toEqual([201, 201, 201, 429]);
    record("s6-proxy", { rotating, same });
  });
});

describe("S13: slowloris", () => {
  const SOCKETS = LONG ? 200 : 50;
  const DURATION_MS = LONG ? 40_000 : 6000; // long: past Node's 30 s check of expired requests

  it(
    `${SOCKETS} sockets dripping header bytes do not stop normal requests`,
    async () => {
      const { server, port } = await startServer("s13", { REQUEST_TIMEOUT_MS: "3000" });

      const slow: Socket[] = [];
      let closedByServer = 0;
      for (let i = 0; i < SOCKETS; i++) {
        const s = connect(port, "127.0.0.1");
        s.on("error", () => {});
        s.on("close", () => closedByServer++);
        s.write(`POST /api/quotes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
        slow.push(s);
      }
      const drip = setInterval(() => {
        for (const s of slow) if (!s.destroyed) s.write("a");
      }, 200);

      const latencies: number[] = [];
      const statuses: number[] = [];
      const end = Date.now() + DURATION_MS;
      let n = 0;
      while (Date.now() < end) {
        const t0 = performance.now();
        const r =
          n % 4 === 3
            ? await postQuote(port, `s13-${n}`)
            : await httpRequest(port, "GET", "/healthz", { timeoutMs: 10_000 });
        latencies.push(performance.now() - t0);
        statuses.push(r.status);
        n++;
        await sleep(50);
      }
      clearInterval(drip);
      const cutWithinRun = closedByServer;
      for (const s of slow) s.destroy();
      await server.kill("SIGTERM");

      const bad = statuses.filter((s) => s !== 200 && s !== 201);
      const figures = {
        sockets: SOCKETS,
        durationMs: DURATION_MS,
        requests: statuses.length,
        bad: bad.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: Math.max(...latencies),
        slowSocketsCutByServer: cutWithinRun,
      };
      say(
        `s13: ${SOCKETS} dripping sockets; ${statuses.length} normal requests, ${bad.length} failed; p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}; ${cutWithinRun} slow sockets cut by the server within ${DURATION_MS / 1000} s`,
      );
      record("s13-slowloris", figures);
      expect(bad).toEqual([]);
      expect(statuses.length).toBeGreaterThan(20);
      // The bar is p99 < 100 ms on a quiet machine; this shared runner only has to stay responsive.
      expect(figures.p99).toBeLessThan(1000);
    },
    DURATION_MS + 60_000,
  );
});
