/**
 * M1 (SMTP down), docs/reliability.md, as a real process: the production bundle sends through a local
 * SMTP sink (the smtp-server package). Submissions arrive at a steady 5 a second; the sink is up
 * for 3 s (baseline), down (port closed) for 10 s, then up again for 3 s. Every valid submission
 * must get its 201 whatever the sink does, and once the sink is back every e-mail (2 per
 * submission) must arrive, within 60 s, each once. The server's retry schedule is its default
 * (5 s base, doubling, with jitter), so the drain time recorded here is what production would see.
 * RELIABILITY_LONG=1: 10 a second, 60 s down.
 */
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { errorCode, freePort, httpRequest, LONG, mailHeader, ms, percentile, say, sleep, startServer } from "./harness";
import { record } from "./report";
import { makeSubmission, type Kind } from "./workload";

const SHAPE = LONG
  ? { rate: 10, upMs: 5000, downMs: 60_000, afterMs: 5000 }
  : { rate: 5, upMs: 3000, downMs: 10_000, afterMs: 3000 };
const DELIVERY_DEADLINE_MS = 60_000;

interface Mail {
  messageId: string;
  ref: string;
  at: number;
}

/** A sink on a fixed port that can be taken down (port closed) and brought back. */
class Sink {
  mails: Mail[] = [];
  private server: SMTPServer | null = null;
  constructor(readonly port: number) {}

  up(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          this.mails.push({
            messageId: mailHeader(raw, "Message-ID"),
            ref: mailHeader(raw, "X-Submission-Ref"),
            at: Date.now(),
          });
          callback();
        });
      },
    });
    this.server.on("error", () => {});
    return new Promise((res, rej) => {
      this.server!.once("error", rej);
      this.server!.listen(this.port, "127.0.0.1", () => res());
    });
  }

  down(): Promise<void> {
    const s = this.server;
    this.server = null;
    return new Promise((res) => (s ? s.close(() => res()) : res()));
  }
}

describe("M1: SMTP down", () => {
  it(
    `every submission is accepted while the SMTP server is down for ${SHAPE.downMs / 1000} s, and every e-mail arrives once it is back`,
    async () => {
      const smtpPort = await freePort();
      const sink = new Sink(smtpPort);
      await sink.up();
      const { server, port, dataDir } = await startServer("m1", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

      // Outbox backlog, sampled through a second (read-only) SQLite connection.
      const reader = new SQLite(join(dataDir, "site.db"), { readonly: true });
      const pending = reader.prepare("select count(*) as n from outbox where sent_at is null and failed_at is null");
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, (pending.get() as { n: number }).n);
      }, 250);

      type Result = {
        phase: "baseline" | "down" | "after";
        kind: Kind;
        status: number | string;
        latency: number;
        id?: string;
      };
      const results: Result[] = [];
      const inFlight: Promise<void>[] = [];
      let phase: Result["phase"] = "baseline";
      let n = 0;
      const fire = () => {
        const kind: Kind = n % 10 === 9 ? "application" : n % 2 ? "contact" : "quote";
        const s = makeSubmission(`m1-n${n++}`, kind, { fileSize: 100_000 });
        const p = phase;
        const t0 = performance.now();
        inFlight.push(
          httpRequest(port, "POST", s.path, { body: s.body, headers: s.headers }).then(
            (r) =>
              void results.push({
                phase: p,
                kind,
                status: r.status,
                latency: performance.now() - t0,
                id: r.status === 201 ? (JSON.parse(r.body) as { id: string }).id : undefined,
              }),
            (e: unknown) =>
              void results.push({ phase: p, kind, status: errorCode(e), latency: performance.now() - t0 }),
          ),
        );
      };
      const pace = async (durationMs: number) => {
        const end = Date.now() + durationMs;
        const every = 1000 / SHAPE.rate;
        let next = Date.now();
        while (Date.now() < end) {
          fire();
          next += every;
          await sleep(Math.max(0, next - Date.now()));
        }
      };

      await pace(SHAPE.upMs);
      phase = "down";
      await sink.down();
      const downAt = Date.now();
      await pace(SHAPE.downMs);
      await sink.up();
      const upAt = Date.now();
      phase = "after";
      await pace(SHAPE.afterMs);
      await Promise.all(inFlight);

      const acked = results.filter((r) => r.status === 201);
      const expected = acked.length * 2;
      while (sink.mails.length < expected && Date.now() - upAt < DELIVERY_DEADLINE_MS + 5000) await sleep(250);
      clearInterval(sampler);
      reader.close();
      await sleep(1000); // would a duplicate follow?
      await server.kill("SIGTERM");

      const byRef = new Map<string, Set<string>>();
      for (const m of sink.mails) byRef.set(m.ref, (byRef.get(m.ref) ?? new Set()).add(m.messageId));
      const ids = sink.mails.map((m) => m.messageId);
      const duplicates = ids.length - new Set(ids).size;
      const missing = acked.filter((r) => byRef.get(`${r.kind}/${r.id}`)?.size !== 2).map((r) => `${r.kind}/${r.id}`);
      const lastMail = Math.max(...sink.mails.map((m) => m.at));
      const drainMs = lastMail - upAt;
      const lat = (p: Result["phase"]) =>
        results.filter((r) => r.phase === p && r.status === 201).map((r) => r.latency);
      const figures = {
        shape: SHAPE,
        submissions: results.length,
        accepted: acked.length,
        notAccepted: results.filter((r) => r.status !== 201).map((r) => r.status),
        mailsExpected: expected,
        mailsReceived: sink.mails.length,
        mailsDuringOutage: sink.mails.filter((m) => m.at >= downAt && m.at < upAt).length,
        duplicates,
        missing: missing.length,
        outboxPeak: peak,
        drainMs,
        p50: {
          baseline: percentile(lat("baseline"), 50),
          down: percentile(lat("down"), 50),
          after: percentile(lat("after"), 50),
        },
        p99: {
          baseline: percentile(lat("baseline"), 99),
          down: percentile(lat("down"), 99),
          after: percentile(lat("after"), 99),
        },
      };
      say(
        `m1: ${figures.accepted}/${figures.submissions} accepted (201); mails ${figures.mailsReceived}/${expected}, duplicates ${duplicates}, missing ${missing.length}; ` +
          `outbox peak ${peak}; all delivered ${ms(drainMs)} after the sink came back; ` +
          `p99 baseline ${ms(figures.p99.baseline)}, down ${ms(figures.p99.down)}, after ${ms(figures.p99.after)}`,
      );
      record("m1-smtp-down", figures);

      expect(figures.notAccepted).toEqual([]);
      expect(missing).toEqual([]);
      expect(sink.mails.length).toBe(expected);
      expect(duplicates).toBe(0);
      expect(drainMs).toBeLessThanOrEqual(DELIVERY_DEADLINE_MS);
    },
    SHAPE.upMs + SHAPE.downMs + SHAPE.afterMs + DELIVERY_DEADLINE_MS + 60_000,
  );
});
