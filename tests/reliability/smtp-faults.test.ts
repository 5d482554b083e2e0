/**
 * M3 and M4 (docs/reliability.md) against the production bundle and a local SMTP sink
 * (smtp-server) that misbehaves on purpose.
 *
 * M3: the sink answers RCPT with 451 (temporary) twice for some addresses, then accepts; and 550
 * (permanent) every time for others. Bar: a 451 is retried until it succeeds, once; a 550 is
 * marked failed after the relay's bounded number of attempts (3), with an `alert` log line; the
 * submission is never deleted; the company's notifications are unaffected. The server's own
 * retry schedule is used (first retries after 2.5-5 s, then 5-10 s).
 *
 * M4: the server is killed between the sink's acceptance of a message and the relay's marking
 * it sent: on DATA the sink freezes the process (SIGSTOP), answers 250, then SIGKILLs it; the
 * server is restarted each time. Bar: every message of every submission arrives at least once;
 * duplicates at most the number of kills; each message carries its submission's reference. A
 * message in hand when its sender died is retried once its lease runs out (MAIL_LEASE_MS, 5 s
 * here; 5 min by default). Short: 3 kills; RELIABILITY_LONG=1: 10.
 */
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import {
  LONG,
  ServerProcess,
  baseEnv,
  bundleServer,
  freePort,
  httpRequest,
  mailHeader,
  say,
  sleep,
  startServer,
  tempDir,
} from "./harness";
import { record } from "./report";
import { makeSubmission } from "./workload";

interface Mail {
  messageId: string;
  ref: string;
  to: string;
  at: number;
}

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

class FaultySink {
  mails: Mail[] = [];
  rcpt = new Map<string, number>();
  private server: SMTPServer;
  constructor(
    readonly port: number,
    /** An SMTP error code for this RCPT (nth attempt for the address, from 1), or null to accept. */
    rcptPolicy: (address: string, attempt: number) => number | null,
    /** Runs before the 250 to DATA; what it returns runs right after the 250 was written. */
    beforeAccept?: () => Promise<(() => void) | null>,
  ) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const n = (this.rcpt.get(address.address) ?? 0) + 1;
        this.rcpt.set(address.address, n);
        const code = rcptPolicy(address.address, n);
        callback(
          code ? smtpError(code, code >= 500 ? "5.1.1 mailbox unavailable" : "4.7.1 try again later") : undefined,
        );
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const mail = {
            messageId: mailHeader(raw, "Message-ID"),
            ref: mailHeader(raw, "X-Submission-Ref"),
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            at: Date.now(),
          };
          void (async () => {
            const after = beforeAccept ? await beforeAccept() : null;
            this.mails.push(mail);
            callback();
            after?.();
          })();
        });
      },
    });
    this.server.on("error", () => {});
  }
  listen(): Promise<void> {
    return new Promise((res, rej) => {
      this.server.once("error", rej);
      this.server.listen(this.port, "127.0.0.1", () => res());
    });
  }
  close(): Promise<void> {
    return new Promise((res) => this.server.close(() => res()));
  }
}

async function post(port: number, marker: string, kind: "quote" | "contact") {
  const s = makeSubmission(marker, kind);
  const r = await httpRequest(port, "POST", s.path, { body: s.body, headers: s.headers });
  return { status: r.status, id: r.status === 201 ? (JSON.parse(r.body) as { id: string }).id : "", kind };
}

describe("M3: SMTP 451, then 550", () => {
  it("451 is retried until accepted; 550 is marked failed after 3 attempts with an alert; submissions kept", async () => {
    const smtpPort = await freePort();
    const sink = new FaultySink(smtpPort, (address, attempt) =>
      address.startsWith("m3-perm") ? 550 : address.startsWith("m3-temp") && attempt <= 2 ? 451 : null,
    );
    await sink.listen();
    const { server, port, dataDir } = await startServer(
      "m3",
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      { keepAllOutput: true },
    );
    const posted = [
      await post(port, "m3-temp-1", "quote"),
      await post(port, "m3-temp-2", "contact"),
      await post(port, "m3-perm-1", "quote"),
      await post(port, "m3-perm-2", "contact"),
    ];

    const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
    const open = db.prepare("select count(*) as n from outbox where sent_at is null and failed_at is null");
    const started = Date.now();
    while ((open.get() as { n: number }).n > 0 && Date.now() - started < 60_000) await sleep(250);
    const settledMs = Date.now() - started;
    const rows = db
      .prepare(
        "select kind, to_address, attempts, sent_at, failed_at, last_error from outbox order by to_address, kind",
      )
      .all() as {
      kind: string;
      to_address: string;
      attempts: number;
      sent_at: string | null;
      failed_at: string | null;
      last_error: string | null;
    }[];
    const submissions = (
      db.prepare("select (select count(*) from quotes) + (select count(*) from contacts) as n").get() as { n: number }
    ).n;
    db.close();
    await server.kill("SIGTERM");
    await sink.close();

    const alerts = server.logLines().filter((l) => l.alert === "mail_failed").length;
    const temp = rows.filter((r) => r.kind === "ack" && r.to_address.startsWith("m3-temp"));
    const perm = rows.filter((r) => r.kind === "ack" && r.to_address.startsWith("m3-perm"));
    const notify = rows.filter((r) => r.kind === "notify");
    const delivered = (prefix: string) => sink.mails.filter((m) => m.to.startsWith(prefix)).length;
    const figures = {
      settledMs,
      temp: temp.map((r) => ({ attempts: r.attempts, sent: r.sent_at !== null })),
      perm: perm.map((r) => ({ attempts: r.attempts, failed: r.failed_at !== null, lastError: r.last_error })),
      notificationsSent: notify.filter((r) => r.sent_at).length,
      alerts,
      submissions,
      deliveredTemp: delivered("m3-temp"),
      deliveredPerm: delivered("m3-perm"),
    };
    say(
      `m3: settled after ${settledMs} ms; 451 acks: ${temp.map((r) => `${r.attempts} attempts, ${r.sent_at ? "sent" : "NOT sent"}`).join("; ")}; ` +
        `550 acks: ${perm.map((r) => `${r.attempts} attempts, ${r.failed_at ? "failed" : "NOT failed"}`).join("; ")}; alerts ${alerts}; submissions kept ${submissions}/4`,
    );
    record("m3-smtp-451-550", figures);

    expect(posted.map((p) => p.status)).toEqual([201, 201, 201, 201]);
    expect(temp).toHaveLength(2);
    for (const r of temp) expect(r).toMatchObject({ attempts: 3, failed_at: null, last_error: null });
    for (const r of temp) expect(r.sent_at).not.toBeNull();
    expect(figures.deliveredTemp).toBe(2); // each once
    expect(perm).toHaveLength(2);
    for (const r of perm) {
      expect(r.attempts).toBe(3);
      expect(r.failed_at).not.toBeNull();
      expect(r.last_error).toContain("550");
    }
    expect(figures.deliveredPerm).toBe(0);
    expect(alerts).toBe(2);
    expect(figures.notificationsSent).toBe(4);
    expect(submissions).toBe(4);
  }, 90_000);
});

describe("M4: killed between SMTP's acceptance and marking the e-mail sent", () => {
  const KILLS = LONG ? 10 : 3;
  it(
    `${KILLS} kills: every message arrives at least once, duplicates at most ${KILLS}, each names its submission`,
    async () => {
      const { main } = await bundleServer();
      const smtpPort = await freePort();
      let current: ServerProcess | null = null;
      let armed: Promise<void> = Promise.resolve();
      let arm: () => void = () => {};
      const rearm = () => (armed = new Promise<void>((r) => (arm = r)));
      rearm();
      let killsLeft = KILLS;
      const killed: ServerProcess[] = [];
      let onKilled: (() => void) | null = null;
      const sink = new FaultySink(
        smtpPort,
        () => null,
        async () => {
          if (killsLeft <= 0) return null;
          await armed;
          const victim = current!;
          killsLeft--;
          victim.child.kill("SIGSTOP"); // frozen: it cannot read the 250 and mark the message sent
          return () => {
            setTimeout(() => {
              victim.child.kill("SIGKILL");
              killed.push(victim);
              onKilled?.();
            }, 100);
          };
        },
      );
      await sink.listen();
      const dataDir = tempDir("m4");
      const port = await freePort();
      const env = {
        ...baseEnv(dataDir, port, tempDir("site")),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_LEASE_MS: "5000",
      };

      current = await ServerProcess.start(main, env);
      const posted = [];
      for (let i = 0; i < 6; i++) posted.push(await post(port, `m4-${i}`, i % 2 ? "contact" : "quote"));
      const restarts: number[] = [];
      while (killed.length < KILLS) {
        const waitKill = new Promise<void>((r) => (onKilled = r));
        arm();
        await waitKill;
        await killed[killed.length - 1]!.exited;
        rearm();
        const t0 = Date.now();
        current = await ServerProcess.start(main, env);
        restarts.push(Date.now() - t0);
      }
      arm();

      const expected = posted.length * 2;
      const started = Date.now();
      const unique = () => new Set(sink.mails.map((m) => m.messageId)).size;
      // Until every message arrived and every outbox row is marked sent (the messages in hand at a
      // kill are sent again once their lease runs out).
      const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
      const unsentRows = db.prepare("select count(*) as n from outbox where sent_at is null");
      const unsentNow = () => (unsentRows.get() as { n: number }).n;
      while ((unique() < expected || unsentNow() > 0) && Date.now() - started < 60_000) await sleep(200);
      await sleep(1000); // would more duplicates follow?
      const unsent = unsentNow();
      const drainMs = Date.now() - started;
      db.close();
      await current.kill("SIGTERM");
      await sink.close();

      const refs = new Set(posted.map((p) => `${p.kind}/${p.id}`));
      const perRef = new Map<string, Set<string>>();
      for (const m of sink.mails) perRef.set(m.ref, (perRef.get(m.ref) ?? new Set()).add(m.messageId));
      const missing = [...refs].filter((r) => perRef.get(r)?.size !== 2);
      const foreign = sink.mails.filter((m) => !refs.has(m.ref)).length;
      const duplicates = sink.mails.length - unique();
      say(
        `m4: ${KILLS} kills between acceptance and mark-sent (restart ready in ${restarts.join(", ")} ms; all sent ${drainMs} ms after the last restart); mails ${sink.mails.length} for ${expected} messages: missing ${missing.length}, duplicates ${duplicates}, without their reference ${foreign}; unsent rows at the end ${unsent}`,
      );
      record("m4-kill-mid-send", {
        kills: KILLS,
        restarts,
        drainMs,
        expected,
        received: sink.mails.length,
        unique: unique(),
        duplicates,
        missing,
        foreign,
        unsent,
      });

      expect(posted.map((p) => p.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(missing).toEqual([]);
      expect(foreign).toBe(0);
      expect(duplicates).toBeLessThanOrEqual(KILLS);
      expect(duplicates).toBeGreaterThan(0); // the kills did land in the window
      expect(unsent).toBe(0);
    },
    120_000 + KILLS * 10_000,
  );
});
