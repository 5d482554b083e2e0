/**
 * The outbox relay: sends the messages that submissions queued in their own transaction
 * (docs/decisions/0011-transactional-outbox.md). At-least-once: a message is marked sent only after the SMTP
 * server accepted it, so a crash in between can send it twice, never zero times. Transient
 * failures are retried with exponential backoff and jitter; permanent (5xx) rejections are
 * marked failed after a few attempts and logged as an alert. Submissions are never deleted here.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db";
import type { OutboxRow } from "../db/schema";
import { scrub } from "../lib/scrub";
import type { Mailer } from "./transport";
import { RelayLoop } from "../lib/relay-loop";
import { iso } from "../lib/clock";

export interface RelayOptions {
  /** How often to look for due messages when nothing wakes the relay. */
  pollMs: number;
  batchSize: number;
  /** Backoff after the n-th failure: min(maxBackoffMs, baseBackoffMs * 2^(n-1)), with jitter. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** Give up (mark failed) after this many attempts in total. */
  maxAttempts: number;
  /** ...or after this many attempts answered with a permanent (5xx) SMTP error. */
  permanentAttempts: number;
  /** A claimed message is not picked up by another relay for this long. */
  leaseMs: number;
  /** Upper bound for one send, whatever the transport does. */
  sendTimeoutMs: number;
  /**
   * While submissions wait on the database (`busy`), a pass waits for them, up to this long: the
   * visitors' acknowledgements come first, the e-mails a moment later, and never stall
   * (docs/decisions/0106-mail-yields-to-submissions.md).
   */
  yieldMaxMs: number;
  /** Whether submissions are waiting on the database now (the group commit's queue). */
  busy: () => boolean;
  from: string;
}

export const defaultRelayOptions: Omit<RelayOptions, "from"> = {
  pollMs: 2000,
  batchSize: 20,
  baseBackoffMs: 5000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 30,
  permanentAttempts: 3,
  leaseMs: 5 * 60_000,
  sendTimeoutMs: 45_000,
  yieldMaxMs: 250,
  busy: () => false,
};

interface SmtpLikeError {
  responseCode?: number;
  code?: string;
  message?: string;
}

export const isPermanent = (e: SmtpLikeError) =>
  typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600;

export function backoffMs(
  attempt: number,
  o: Pick<RelayOptions, "baseBackoffMs" | "maxBackoffMs">,
  random = Math.random,
): number {
  const exp = Math.min(o.maxBackoffMs, o.baseBackoffMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + (exp / 2) * random());
}

export class OutboxRelay extends RelayLoop {
  private readonly options: RelayOptions;
  protected get loopOptions() {
    return this.options;
  }

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    options: Partial<RelayOptions> & { from: string },
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.options = { ...defaultRelayOptions, ...options };
  }

  protected passFailed(err: unknown): void {
    // The database may be briefly unavailable; try again on the next tick.
    this.log.error({ err }, "outbox relay pass failed");
  }

  /**
   * One pass over the due messages; returns how many were attempted. The bookkeeping is batched
   * (docs/decisions/0072-group-commit.md): one UPDATE takes the lease on every due message, and one
   * UPDATE marks every message sent in the pass, so a pass of N messages commits twice, not 2N
   * times. Still at-least-once: a crash before the mark sends the pass's messages again.
   */
  async runOnce(): Promise<number> {
    const now = this.now();
    const due = await this.db
      .selectFrom("outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", iso(now))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(this.options.batchSize)
      .execute();
    if (due.length === 0 || this.stopping) return 0;
    const claimed = await this.claim(due, now);
    const sent: OutboxRow[] = [];
    let attempted = 0;
    try {
      for (const row of due) {
        if (this.stopping) break;
        if (!claimed.has(row.id)) continue;
        attempted++;
        if (await this.deliver(row)) sent.push(row);
      }
    } finally {
      await this.markSent(sent);
    }
    return attempted;
  }

  /** Set when a send failed for want of a connection; cleared once the backlog is released. */
  private connectionFailed = false;

  /** After an outage: make every message waiting on a retry due now instead of after its backoff. */
  private async releaseHeldBack(): Promise<void> {
    this.connectionFailed = false;
    const now = iso(this.now());
    const result = await this.db
      .updateTable("outbox")
      .set({ next_attempt_at: now })
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("attempts", ">", 0)
      .where("next_attempt_at", ">", now)
      .executeTakeFirst();
    const released = Number(result.numUpdatedRows);
    if (released > 0) this.log.info({ released }, "mail server reachable again; retrying held-back mail now");
  }

  /**
   * Takes a lease on the due rows, in one statement, so another relay (another server) does not
   * send them at the same time: a row another relay leased meanwhile is no longer due and is left.
   */
  private async claim(rows: OutboxRow[], now: number): Promise<Set<string>> {
    const leased = await this.db
      .updateTable("outbox")
      .set({ next_attempt_at: iso(this.now() + this.options.leaseMs) })
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .where("next_attempt_at", "<=", iso(now))
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .returning("id")
      .execute();
    return new Set(leased.map((r) => r.id));
  }

  /** Marks the delivered rows sent, in one statement. */
  private async markSent(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .updateTable("outbox")
      .set((eb) => ({ sent_at: iso(this.now()), attempts: eb("attempts", "+", 1), last_error: null }))
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    for (const row of rows) {
      this.log.info(
        {
          outboxId: row.id,
          mail: row.kind,
          submission: row.submission_kind,
          submissionId: row.submission_id,
          attempts: row.attempts + 1,
        },
        "mail sent",
      );
    }
    if (this.connectionFailed) await this.releaseHeldBack();
  }

  /** Sends one leased row; true when sent (marked by markSent), false when the failure is recorded. */
  private async deliver(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    const logCtx = {
      outboxId: row.id,
      mail: row.kind,
      submission: row.submission_kind,
      submissionId: row.submission_id,
      attempts,
    };
    try {
      await this.withTimeout(
        this.mailer.send({
          id: row.id,
          from: row.from_address ?? this.options.from,
          to: row.to_address,
          replyTo: row.reply_to,
          subject: row.subject,
          text: row.text_body,
          submissionRef: `${row.submission_kind}/${row.submission_id}`,
          createdAt: row.created_at,
        }),
      );
      return true;
    } catch (e) {
      const err = e as SmtpLikeError;
      // No SMTP reply code: the server was unreachable, not unwilling. Remember it, so the first
      // successful send after the outage releases everything held back by backoff (M1 bar).
      if (!err.responseCode) this.connectionFailed = true;
      const permanent = isPermanent(err);
      const detail = scrub(
        `${err.code ?? "ERROR"}${err.responseCode ? ` ${err.responseCode}` : ""}: ${err.message ?? String(e)}`,
        500,
      );
      const give = attempts >= this.options.maxAttempts || (permanent && attempts >= this.options.permanentAttempts);
      const now = this.now();
      await this.db
        .updateTable("outbox")
        .set(
          give
            ? { attempts, last_error: detail, failed_at: iso(now) }
            : { attempts, last_error: detail, next_attempt_at: iso(now + backoffMs(attempts, this.options)) },
        )
        .where("id", "=", row.id)
        .execute();
      const ctx = { ...logCtx, code: err.code, responseCode: err.responseCode, permanent };
      if (give)
        this.log.error(
          { ...ctx, alert: "mail_failed" },
          "mail delivery failed for good; the submission is kept, see `npm run cli -- outbox`",
        );
      else this.log.warn(ctx, "mail delivery failed; will retry");
      return false;
    }
  }

  private withTimeout<T>(p: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error("send timed out"), { code: "ETIMEDOUT" })),
        this.options.sendTimeoutMs,
      );
    });
    return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
  }
}
