/**
 * L1 (latency at the target load) and L3 (soak), docs/reliability.md, against the production
 * bundle (SQLite, mail written as .eml files, rate limits off).
 *
 * L1: a steady 50 requests a second (one every 20 ms, steady() in scripts/bench/common.ts) on each
 * POST route in turn: quotes and contacts
 * (JSON) and applications (a 1 MB PDF). The load arrives through a trusted proxy
 * (TRUST_PROXY=127.0.0.1) with a different X-Forwarded-For per request, as many visitors would,
 * so the per-address upload cap does not apply. Asserted: no errors, no timeouts, no non-2xx;
 * rows stored equal the 2xx answers (2xx <= rows <= sent); server memory (RSS) grows at most 50 MB over the run, after a
 * warm-up of each route. Latency (p50/p99) and the rate reached are recorded, not asserted:
 * timings on a shared CI machine are figures, not tests.
 * Short: 6 s per route; RELIABILITY_LONG=1: 60 s per route.
 *
 * L3: 10 mixed submissions a second (quotes, contacts, every fifth an application with a 200 KB
 * PDF), each from its own forwarded address; RSS, open file descriptors and the WAL sampled every 2 s. Asserted: no failed request;
 * open descriptors do not trend upward (the last quarter's mean at most the first quarter's + 5);
 * RSS growth at most 50 MB; the WAL at most 64 MB; the outbox empty at the end.
 * Short: 20 s; RELIABILITY_LONG=1: 30 minutes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cannon, steady, type CannonResult } from "../../scripts/bench/common";
import { multipart, validApplicationFields, validContact, validQuote } from "../support/server";
import { LONG, errorCode, httpRequest, ms, say, sleep, startServer } from "./harness";
import { record } from "./report";
import { makeSubmission, randomPdf, type Kind } from "./workload";

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
};
const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

const L1_SECONDS = LONG ? 60 : 6;
const RATE = 50;

describe("L1: 50 requests a second on each POST route", () => {
  it(
    `${L1_SECONDS} s per route: no errors, no non-2xx, rows equal 2xx, RSS growth <= 50 MB`,
    async () => {
      const { server, port, dataDir } = await startServer("l1", { TRUST_PROXY: "127.0.0.1" });
      const pid = server.child.pid!;
      let n = 0;
      const nextClient = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;
      const fromManyClients = () => [
        {
          setupRequest: (req: { headers?: Record<string, string> } & Record<string, unknown>) => ({
            ...req,
            headers: { ...req.headers, "x-forwarded-for": nextClient() },
          }),
        },
      ];
      const pdf = randomPdf(1024 * 1024);
      const mp = multipart(validApplicationFields(), [{ filename: "cv.pdf", content: pdf, type: "application/pdf" }]);
      const routes: { label: string; table: string; path: string; headers: Record<string, string>; body: Buffer }[] = [
        {
          label: "quotes (JSON)",
          table: "quotes",
          path: "/api/quotes",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: Buffer.from(JSON.stringify(validQuote())),
        },
        {
          label: "contacts (JSON)",
          table: "contacts",
          path: "/api/contacts",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: Buffer.from(JSON.stringify(validContact())),
        },
        {
          label: "applications (1 MB)",
          table: "applications",
          path: "/api/applications",
          headers: { ...mp.headers, accept: "application/json" },
          body: mp.payload,
        },
      ];
      // Warm-up on every route (first-use allocations are not growth), then the baseline memory.
      for (const r of routes)
        await cannon({
          url: `http://127.0.0.1:${port}${r.path}`,
          method: "POST",
          headers: r.headers,
          body: r.body,
          amount: 40,
          connections: 5,
          requests: fromManyClients(),
        });
      await sleep(500);
      const rssStart = rssMb(pid);
      const results: { label: string; result: CannonResult; rows: number }[] = [];
      let rssPeak = rssStart;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 500);
      for (const r of routes) {
        const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
        const before = (db.prepare(`select count(*) as n from ${r.table}`).get() as { n: number }).n;
        const result = await steady({
          url: `http://127.0.0.1:${port}${r.path}`,
          method: "POST",
          headers: r.headers,
          body: r.body,
          rate: RATE,
          connections: 10,
          duration: L1_SECONDS,
          headersFor: () => ({ "x-forwarded-for": nextClient() }),
        });
        const rows = (db.prepare(`select count(*) as n from ${r.table}`).get() as { n: number }).n - before;
        db.close();
        results.push({ label: r.label, result, rows });
      }
      clearInterval(sampler);
      const rssEnd = rssMb(pid);
      await server.kill("SIGTERM");

      const figures = results.map(({ label, result, rows }) => ({
        label,
        sent: result.requests.sent,
        ok: result["2xx"],
        rows,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        reqPerSec: result.requests.mean,
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      }));
      say(
        `l1 (${RATE}/s x ${L1_SECONDS} s per route): ${figures.map((f) => `${f.label}: ${f.ok}/${f.sent} 2xx, rows ${f.rows}, errors ${f.errors}, non-2xx ${f.non2xx}, p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms`).join("; ")}; ` +
          `RSS ${rssStart.toFixed(0)} -> ${rssEnd.toFixed(0)} MB (peak ${rssPeak.toFixed(0)})`,
      );
      record("l1-load", {
        rate: RATE,
        seconds: L1_SECONDS,
        routes: figures,
        rssStartMb: rssStart,
        rssEndMb: rssEnd,
        rssPeakMb: rssPeak,
      });

      for (const f of figures) {
        expect(f.errors, f.label).toBe(0);
        expect(f.timeouts, f.label).toBe(0);
        expect(f.non2xx, f.label).toBe(0);
        expect(f.ok, f.label).toBeGreaterThanOrEqual(RATE); // the run did happen (the rate reached is a figure)
        expect(f.rows, f.label).toBeGreaterThanOrEqual(f.ok);
        expect(f.rows, f.label).toBeLessThanOrEqual(f.sent);
      }
      expect(rssEnd - rssStart).toBeLessThanOrEqual(50);
    },
    60_000 + 3 * L1_SECONDS * 1000,
  );
});

const SOAK_MS = LONG ? 30 * 60_000 : 20_000;

describe("L3: soak", () => {
  it(
    `10 mixed submissions a second for ${SOAK_MS / 1000} s: no upward trend in open files, RSS growth <= 50 MB, WAL <= 64 MB, outbox empty at the end`,
    async () => {
      // Many visitors through a trusted proxy, as in L1 (one address would meet the upload cap).
      const { server, port, dataDir } = await startServer("l3", { TRUST_PROXY: "127.0.0.1" });
      const pid = server.child.pid!;
      const wal = join(dataDir, "site.db-wal");
      const samples: { t: number; rss: number; fds: number; walMb: number }[] = [];
      const sample = () =>
        samples.push({
          t: Date.now(),
          rss: rssMb(pid),
          fds: fds(pid),
          walMb: existsSync(wal) ? statSync(wal).size / 1024 / 1024 : 0,
        });
      sample();
      const sampler = setInterval(sample, 2000);

      const failures: string[] = [];
      let sent = 0;
      const inFlight = new Set<Promise<void>>();
      const end = Date.now() + SOAK_MS;
      let next = Date.now();
      while (Date.now() < end) {
        const i = sent++;
        const kind: Kind = i % 5 === 4 ? "application" : i % 2 ? "contact" : "quote";
        const s = makeSubmission(`l3-${i}`, kind, { fileSize: 200_000 });
        const p = httpRequest(port, "POST", s.path, {
          body: s.body,
          headers: { ...s.headers, "x-forwarded-for": `10.88.${(i >> 8) & 255}.${i & 255}` },
        }).then(
          (r) => void (r.status !== 201 && failures.push(`${kind} ${r.status}`)),
          (e: unknown) => void failures.push(`${kind} ${errorCode(e)}`),
        );
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
        next += 100;
        await sleep(Math.max(0, next - Date.now()));
      }
      await Promise.all(inFlight);
      // The outbox drains (mail is written as .eml files).
      const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
      const backlogQuery = db.prepare("select count(*) as n from outbox where sent_at is null and failed_at is null");
      const drainStart = Date.now();
      while ((backlogQuery.get() as { n: number }).n > 0 && Date.now() - drainStart < 30_000) await sleep(200);
      const backlog = (backlogQuery.get() as { n: number }).n;
      db.close();
      clearInterval(sampler);
      sample();
      await server.kill("SIGTERM");

      const q = Math.max(1, Math.floor(samples.length / 4));
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const fdsFirst = mean(samples.slice(0, q).map((s) => s.fds));
      const fdsLast = mean(samples.slice(-q).map((s) => s.fds));
      const rssFirst = mean(samples.slice(0, q).map((s) => s.rss));
      const rssLast = mean(samples.slice(-q).map((s) => s.rss));
      const walMax = Math.max(...samples.map((s) => s.walMb));
      const figures = {
        seconds: SOAK_MS / 1000,
        sent,
        failures: failures.slice(0, 20),
        failureCount: failures.length,
        backlog,
        fdsFirst,
        fdsLast,
        rssFirst,
        rssLast,
        rssMax: Math.max(...samples.map((s) => s.rss)),
        walMaxMb: walMax,
        samples: samples.length,
      };
      say(
        `l3 (${SOAK_MS / 1000} s): ${sent} submissions, ${failures.length} failed; fds ${fdsFirst.toFixed(1)} -> ${fdsLast.toFixed(1)}; RSS ${rssFirst.toFixed(0)} -> ${rssLast.toFixed(0)} MB (max ${figures.rssMax.toFixed(0)}); ` +
          `WAL max ${walMax.toFixed(1)} MB; outbox backlog at the end ${backlog} (drained ${ms(Date.now() - drainStart)})`,
      );
      record(LONG ? "l3-soak-long" : "l3-soak", figures);

      expect(failures).toEqual([]);
      expect(fdsLast).toBeLessThanOrEqual(fdsFirst + 5);
      expect(rssLast - rssFirst).toBeLessThanOrEqual(50);
      expect(walMax).toBeLessThanOrEqual(64);
      expect(backlog).toBe(0);
    },
    SOAK_MS + 90_000,
  );
});
