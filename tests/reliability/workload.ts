/**
 * The submitters of the crash, shutdown and SMTP tests, and the three sets Jepsen's method
 * needs (docs/reliability.md, principle 5): every submission *attempted* (recorded before its first byte
 * leaves), every one *acknowledged* (a 201 arrived), and what the final read finds.
 *
 * Each submission carries a unique marker, used as the local part of its e-mail address (so
 * the final read can name it) and as its Idempotency-Key. After a connection error or a 503 the
 * client retries the same body with the same key, as a careful client would: the server must
 * then either replay its stored answer or store it once, never twice.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Agent } from "node:http";
import { multipart, validApplicationFields, validContact, validQuote } from "../support/server";
import { errorCode, httpRequest, sleep, type HttpTiming } from "./harness";

export type Kind = "quote" | "contact" | "application";

export interface Submission {
  marker: string;
  kind: Kind;
  path: string;
  body: Buffer;
  headers: Record<string, string>;
  spam: boolean;
  /** Applications: the résumé's size and sha256 as sent. */
  file?: { size: number; sha256: string };
}

export type Outcome = "acked" | "failed" | "indeterminate";

export interface Attempt {
  marker: string;
  kind: Kind;
  spam: boolean;
  file?: { size: number; sha256: string };
  outcome: Outcome;
  /** The submission id from the 201. */
  id?: string;
  tries: number;
  /** Last HTTP status or network error code. */
  last?: string;
  /** When the first try started and when the outcome was known. */
  startedAt: number;
  endedAt?: number;
  /** Per-try timings: sent completely, answered (or failed). */
  tryLog: { sentAt?: number; endedAt: number; result: string }[];
}

export const markerEmail = (marker: string) => `${marker}@example.com`;
export const markerOf = (email: string) => email.split("@")[0]!;

/** A PDF of `size` bytes with random content (so every file has its own sha256). */
export function randomPdf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

export function makeSubmission(marker: string, kind: Kind, o: { spam?: boolean; fileSize?: number } = {}): Submission {
  const email = markerEmail(marker);
  const spam = o.spam ?? false;
  const anti: Record<string, string> = spam ? { website: "https://cheap-seo.example" } : {};
  const headers = { accept: "application/json", "idempotency-key": marker };
  if (kind === "quote" || kind === "contact") {
    const fields =
      kind === "quote"
        ? validQuote({
            email,
            message: `Reliability run, submission ${marker}: a quote for a web application.`,
            ...anti,
          })
        : validContact({
            email,
            message: `Reliability run, submission ${marker}: a question about support hours.`,
            ...anti,
          });
    return {
      marker,
      kind,
      path: kind === "quote" ? "/api/quotes" : "/api/contacts",
      body: Buffer.from(JSON.stringify(fields)),
      headers: { ...headers, "content-type": "application/json" },
      spam,
    };
  }
  const content = randomPdf(o.fileSize ?? 200_000);
  const fields = validApplicationFields({ email, lastCompany: `Submission ${marker}`, ...anti });
  const mp = multipart(fields, [{ filename: `resume-${marker}.pdf`, content, type: "application/pdf" }]);
  return {
    marker,
    kind,
    path: "/api/applications",
    body: mp.payload,
    headers: { ...headers, ...mp.headers },
    spam,
    file: { size: content.length, sha256: createHash("sha256").update(content).digest("hex") },
  };
}

export interface LoadOptions {
  /** The port of the server to use now (it may change between restarts). */
  port: () => number;
  workers: number;
  durationMs: number;
  prefix: string;
  /** Relative weights of quote, contact, application. */
  mix?: Record<Kind, number>;
  /** Résumé sizes, uniformly in [min, max] bytes. */
  fileSize?: [number, number];
  spamRate?: number;
  /** Retry connection errors and 503s with the same key until the deadline plus graceMs. */
  retry?: boolean;
  graceMs?: number;
  /** Each worker waits this long between submissions (open-loop pacing); 0: closed loop. */
  pauseMs?: number;
  agent?: Agent | false;
  random?: () => number;
  /** Stop early when this returns true (checked before each new submission). */
  stop?: () => boolean;
  /**
   * Each worker is its own client: it sends X-Forwarded-For 10.77.0.<worker> (the server must run
   * with TRUST_PROXY=127.0.0.1), as visitors behind a proxy would. Without it every worker shares
   * one address, and its uploads beyond the per-address cap (UPLOADS_PER_ADDRESS) get 429.
   */
  distinctClients?: boolean;
}

/** Runs the submitters; resolves with one record per marker once every worker has finished. */
export async function runLoad(o: LoadOptions): Promise<Map<string, Attempt>> {
  const attempts = new Map<string, Attempt>();
  const random = o.random ?? Math.random;
  const mix = o.mix ?? { quote: 4, contact: 4, application: 2 };
  const total = mix.quote + mix.contact + mix.application;
  const [minFile, maxFile] = o.fileSize ?? [200_000, 1_000_000];
  const deadline = Date.now() + o.durationMs;
  const retryUntil = deadline + (o.graceMs ?? 5000);

  const pick = (): Kind => {
    const r = random() * total;
    return r < mix.quote ? "quote" : r < mix.quote + mix.contact ? "contact" : "application";
  };

  async function submitOne(s: Submission, a: Attempt, w: number) {
    const headers = o.distinctClients ? { ...s.headers, "x-forwarded-for": `10.77.${w >> 8}.${w & 255}` } : s.headers;
    for (;;) {
      a.tries++;
      const timing: HttpTiming = {};
      let result: string;
      try {
        const r = await httpRequest(o.port(), "POST", s.path, {
          body: s.body,
          headers,
          agent: o.agent,
          timeoutMs: 30_000,
          timing,
        });
        result = String(r.status);
        a.last = result;
        a.tryLog.push({ sentAt: timing.sentAt, endedAt: Date.now(), result });
        if (r.status === 201) {
          a.outcome = "acked";
          a.id = (JSON.parse(r.body) as { id: string }).id;
          break;
        }
        // 503: shutting down or the database is unavailable; anything else is a definite answer.
        if (r.status !== 503) {
          // 409: the key's first request died in flight (its claim is not yet stale). Nothing committed.
          a.outcome = r.status === 409 ? "indeterminate" : "failed";
          break;
        }
      } catch (e) {
        result = errorCode(e);
        a.last = result;
        a.tryLog.push({ sentAt: timing.sentAt, endedAt: Date.now(), result });
      }
      a.outcome = "indeterminate";
      if (!o.retry || Date.now() > retryUntil) break;
      await sleep(100 + random() * 150);
    }
    a.endedAt = Date.now();
  }

  async function worker(w: number) {
    let n = 0;
    while (Date.now() < deadline && !o.stop?.()) {
      const kind = pick();
      const marker = `${o.prefix}-w${w}-n${n++}`;
      const s = makeSubmission(marker, kind, {
        spam: random() < (o.spamRate ?? 0),
        fileSize: Math.round(minFile + random() * (maxFile - minFile)),
      });
      const a: Attempt = {
        marker,
        kind,
        spam: s.spam,
        file: s.file,
        outcome: "indeterminate",
        tries: 0,
        startedAt: Date.now(),
        tryLog: [],
      };
      attempts.set(marker, a); // attempted: recorded before the first byte leaves
      await submitOne(s, a, w);
      if (o.pauseMs) await sleep(o.pauseMs);
      else if (a.outcome !== "acked") await sleep(25); // do not spin on a refused port
    }
  }

  await Promise.all(Array.from({ length: o.workers }, (_, w) => worker(w)));
  return attempts;
}

export function countOutcomes(attempts: Map<string, Attempt>) {
  const all = [...attempts.values()];
  const by = (k: Kind) => all.filter((a) => a.kind === k).length;
  return {
    attempted: all.length,
    acked: all.filter((a) => a.outcome === "acked").length,
    failed: all.filter((a) => a.outcome === "failed").length,
    indeterminate: all.filter((a) => a.outcome === "indeterminate").length,
    retried: all.filter((a) => a.tries > 1).length,
    mix: { quote: by("quote"), contact: by("contact"), application: by("application") },
    failures: [...new Set(all.filter((a) => a.outcome !== "acked").map((a) => a.last ?? "?"))],
  };
}
