import { readdirSync, readFileSync } from "node:fs";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { describeDb, validContact, validQuote, type TestApp } from "../../tests/support/server";
import { backoffMs, isPermanent } from "./relay";
import { loadConfig } from "../config";
import { createSmtpMailer } from "./transport";

/** The SMTP settings of a server that reaches a test SMTP server on this machine. */
const smtpAt = (port: number) => loadConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) }).smtp!;

interface Received {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string[]>;
}

/** Header fields of a raw message (unfolded), by lower-case name. */
function headersOf(raw: string): Map<string, string[]> {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const map = new Map<string, string[]>();
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    map.set(k, [...(map.get(k) ?? []), line.slice(i + 1).trim()]);
  }
  return map;
}

/** A local SMTP sink (the smtp-server package). `reject` decides an SMTP answer per message. */
class Sink {
  received: Received[] = [];
  server: SMTPServer | null = null;
  reject: ((n: number) => { code: number; message: string } | null) | null = null;
  private count = 0;

  async start(port = 0): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session: SMTPServerSession, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const n = this.count++;
          const verdict = this.reject?.(n);
          if (verdict) return callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
          const raw = Buffer.concat(chunks).toString("utf8");
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers: headersOf(raw),
          });
          callback();
        });
      },
    });
    this.server.on("error", () => {});
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", () => resolve()));
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }
}

const sinks: Sink[] = [];
const blackholes: Server[] = [];
afterEach(async () => {
  for (const s of sinks.splice(0)) await s.stop();
  for (const b of blackholes.splice(0)) await new Promise((r) => b.close(r));
});

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const port = (srv.address() as AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("condition not met in time");
}

const fastRelay = { pollMs: 50, baseBackoffMs: 100, maxBackoffMs: 400, permanentAttempts: 3 };
const outbox = (t: TestApp) => t.app.db.selectFrom("outbox").selectAll().orderBy("kind").execute();

describeDb("outbox relay over SMTP", (suite) => {
  it("delivers the notification (Reply-To the sender) and the acknowledgement to a real SMTP server", async () => {
    const sink = new Sink();
    sinks.push(sink);
    const port = await sink.start();
    const t = await suite.app({
      mailer: createSmtpMailer(smtpAt(port), 2000),
      relay: fastRelay,
      startRelay: true,
    });
    await t.app.ready();
    const res = await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    const id = res.json().id;
    await until(() => sink.received.length === 2);
    const notify = sink.received.find((m) => m.to[0] === t.config.notifyEmail)!;
    const ack = sink.received.find((m) => m.to[0] === "priya.raman@example.com")!;
    expect(notify.headers.get("reply-to")).toEqual(["priya.raman@example.com"]);
    expect(notify.headers.get("subject")![0]).toContain(id);
    expect(notify.headers.get("x-submission-ref")).toEqual([`quote/${id}`]);
    expect(notify.raw).toContain("We need a new website");
    expect(ack.headers.get("reply-to")).toEqual([t.config.notifyEmail]);
    expect(ack.raw).toContain("We respond within 24 hours");
    await until(async () => (await outbox(t)).every((o) => o.sent_at !== null));
    expect((await outbox(t)).map((o) => o.attempts)).toEqual([1, 1]);
  });

  it("loses nothing while the SMTP server is down: the messages arrive once it is back", async () => {
    const port = await freePort();
    const t = await suite.app({
      mailer: createSmtpMailer(smtpAt(port), 1000),
      relay: fastRelay,
      startRelay: true,
    });
    await t.app.ready();
    const res = await t.app.inject({ method: "POST", url: "/api/contacts", payload: validContact() });
    expect(res.statusCode).toBe(201); // the visitor never waits for mail
    await until(async () => (await outbox(t)).every((o) => o.attempts >= 1 && o.last_error !== null));
    const failing = await outbox(t);
    expect(failing.every((o) => o.sent_at === null && o.failed_at === null)).toBe(true);
    expect(failing[0]!.last_error).not.toMatch(/@/);

    const sink = new Sink();
    sinks.push(sink);
    await sink.start(port);
    await until(() => sink.received.length === 2);
    await until(async () => (await outbox(t)).every((o) => o.sent_at !== null));
    expect(new Set(sink.received.map((m) => m.to[0]))).toEqual(
      new Set([t.config.notifyEmail, "arjun.mehta@example.com"]),
    );
    expect(await t.app.db.selectFrom("contacts").selectAll().execute()).toHaveLength(1);
  });

  it("after an outage, the first successful send releases the mail held back by backoff at once", async () => {
    const port = await freePort();
    // A backoff far longer than the test: only the release can deliver the first messages in time.
    const slow = { ...fastRelay, baseBackoffMs: 10 * 60_000, maxBackoffMs: 60 * 60_000 };
    const t = await suite.app({
      mailer: createSmtpMailer(smtpAt(port), 1000),
      relay: slow,
      startRelay: true,
    });
    await t.app.ready();
    expect((await t.app.inject({ method: "POST", url: "/api/contacts", payload: validContact() })).statusCode).toBe(
      201,
    );
    await until(async () => (await outbox(t)).every((o) => o.attempts >= 1 && o.last_error !== null));

    const sink = new Sink();
    sinks.push(sink);
    await sink.start(port);
    // A new submission is due at once; its success shows the server is back.
    expect((await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() })).statusCode).toBe(201);
    await until(() => sink.received.length === 4);
    await until(async () => (await outbox(t)).every((o) => o.sent_at !== null));
    expect(sink.received.filter((m) => m.to[0] === "arjun.mehta@example.com")).toHaveLength(1);
  });

  it("retries a temporary 451 until accepted; marks a permanent 550 failed after N attempts, with an alert, keeping the submission", async () => {
    const sink = new Sink();
    sinks.push(sink);
    const port = await sink.start();
    // Each message: the first two tries get 451 for the notification's recipient domain, the ack gets 550 always.
    const tries = new Map<string, number>();
    const t = await suite.app({
      mailer: createSmtpMailer(smtpAt(port), 2000),
      relay: fastRelay,
    });
    const server = sink.server!;
    server.onRcptTo = (address, _session, callback) => {
      const n = (tries.get(address.address) ?? 0) + 1;
      tries.set(address.address, n);
      if (address.address === t.config.notifyEmail && n <= 2)
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      if (address.address !== t.config.notifyEmail)
        return callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      callback();
    };
    await t.app.ready();
    const res = await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    t.app.relay.start();
    await until(async () => {
      const rows = await outbox(t);
      return (
        rows.find((o) => o.kind === "notify")?.sent_at != null && rows.find((o) => o.kind === "ack")?.failed_at != null
      );
    });
    const [ack, notify] = await outbox(t);
    expect(notify).toMatchObject({ attempts: 3, failed_at: null });
    expect(ack).toMatchObject({ attempts: 3, sent_at: null });
    expect(ack!.last_error).toContain("550");
    expect(ack!.last_error).not.toContain("priya.raman@example.com");
    expect(sink.received).toHaveLength(1);
    const alert = t.logs.parsed().find((l) => l.alert === "mail_failed");
    expect(alert).toMatchObject({ level: 50, responseCode: 550, submissionId: res.json().id });
    expect(t.logs.text).not.toContain("priya.raman@example.com");
    expect(await t.app.db.selectFrom("quotes").selectAll().execute()).toHaveLength(1);
  });

  it("keeps a header-injection attempt inside its header: one recipient, no extra header", async () => {
    const sink = new Sink();
    sinks.push(sink);
    const port = await sink.start();
    const t = await suite.app({
      mailer: createSmtpMailer(smtpAt(port), 2000),
      relay: fastRelay,
      startRelay: true,
    });
    await t.app.ready();
    const evil = "Hello\r\nBcc: victim@evil.example\r\nTo: other@evil.example\r\n\r\nInjected body";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: validContact({ name: "Mallory\r\nBcc: victim@evil.example", subject: evil, message: evil }),
    });
    expect(res.statusCode).toBe(201);
    await until(() => sink.received.length === 2);
    for (const m of sink.received) {
      expect(m.to).toHaveLength(1);
      expect(m.headers.get("bcc")).toBeUndefined();
      expect(m.headers.get("to")).toHaveLength(1);
      const head = m.raw.split(/\r?\n\r?\n/)[0]!;
      expect(head).not.toMatch(/^(Bcc|To): (victim|other)@evil\.example/m);
    }
    expect(sink.received.flatMap((m) => m.to).sort()).toEqual(["arjun.mehta@example.com", t.config.notifyEmail].sort());
  });

  it("does not hang on a server that accepts but never greets: each attempt is bounded", async () => {
    const sockets: Socket[] = [];
    const hole = createServer((s) => sockets.push(s));
    blackholes.push(hole);
    await new Promise<void>((r) => hole.listen(0, "127.0.0.1", () => r()));
    const port = (hole.address() as AddressInfo).port;
    const t = await suite.app({
      mailer: createSmtpMailer(smtpAt(port), 300),
      relay: fastRelay,
    });
    await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    const started = Date.now();
    await t.app.relay.runOnce();
    expect(Date.now() - started).toBeLessThan(5000);
    const rows = await outbox(t);
    expect(rows.every((o) => o.attempts === 1 && o.sent_at === null && o.failed_at === null)).toBe(true);
    for (const s of sockets) s.destroy();
  });
});

describeDb("outbox relay without SMTP", (suite) => {
  it("writes each message as an .eml file in DATA_DIR/mail (mode 0600)", async () => {
    const t = await suite.app();
    const res = await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    await t.app.relay.runOnce();
    const dir = join(t.dataDir, "mail");
    const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const texts = files.map((f) => readFileSync(join(dir, f), "utf8"));
    expect(texts.some((x) => /^Reply-To: priya\.raman@example\.com$/m.test(x) && x.includes(res.json().id))).toBe(true);
    expect(texts.some((x) => /^To: priya\.raman@example\.com$/m.test(x))).toBe(true);
    // A second pass sends nothing again.
    expect(await t.app.relay.runOnce()).toBe(0);
    expect(readdirSync(dir).filter((f) => f.endsWith(".eml"))).toHaveLength(2);
  });

  it("finishes the message in progress when stopped, and the rest go out on the next start", async () => {
    const t = await suite.app({ relay: fastRelay });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    t.app.relay.start();
    await t.app.relay.stop();
    const rows = await t.app.db.selectFrom("outbox").selectAll().execute();
    expect(rows.every((o) => o.sent_at !== null || (o.attempts === 0 && o.failed_at === null))).toBe(true);
    t.app.relay.start();
    await until(async () =>
      (await t.app.db.selectFrom("outbox").selectAll().execute()).every((o) => o.sent_at !== null),
    );
    await t.app.relay.stop();
  });
});

describeDb("outbox relay beside submissions", (suite) => {
  // No upper time bound is asserted (the machines are noisy): where the relay must not wait, its
  // cap is a minute, far past the 5 s these tests give it, so a wait fails them outright.
  const sent = async (t: TestApp) => (await outbox(t)).filter((o) => o.sent_at !== null).length;

  it("while submissions wait on the database all along, waits yieldMaxMs, then sends all the same", async () => {
    const t = await suite.app({ relay: { ...fastRelay, yieldMaxMs: 1500, busy: () => true } });
    await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    const started = Date.now();
    t.app.relay.start();
    try {
      await until(async () => (await sent(t)) === 2, 5_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    } finally {
      await t.app.relay.stop();
    }
  });

  it("sends at once when no submission waits", async () => {
    let asked = 0;
    const busy = () => (asked++, false);
    const t = await suite.app({ relay: { ...fastRelay, yieldMaxMs: 60_000, busy } });
    await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    t.app.relay.start();
    try {
      await until(async () => (await sent(t)) === 2, 5_000);
      expect(asked).toBeGreaterThan(0);
    } finally {
      await t.app.relay.stop();
    }
  });

  it("stops waiting as soon as the submissions are through", async () => {
    let busy = true;
    let asked = 0;
    const t = await suite.app({ relay: { ...fastRelay, yieldMaxMs: 60_000, busy: () => (asked++, busy) } });
    await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    t.app.relay.start();
    try {
      // Asked, and waiting: nothing goes out while submissions wait.
      await until(() => asked >= 3, 5_000);
      expect(await sent(t)).toBe(0);
      busy = false;
      await until(async () => (await sent(t)) === 2, 5_000);
    } finally {
      await t.app.relay.stop();
    }
  });
});

describe("backoff", () => {
  it("grows exponentially with jitter, capped", () => {
    const o = { baseBackoffMs: 1000, maxBackoffMs: 60_000 };
    expect(backoffMs(1, o, () => 0)).toBe(500);
    expect(backoffMs(1, o, () => 1)).toBe(1000);
    expect(backoffMs(3, o, () => 1)).toBe(4000);
    expect(backoffMs(30, o, () => 1)).toBe(60_000);
    expect(backoffMs(30, o, () => 0)).toBe(30_000);
  });
  it("treats only 5xx SMTP replies as permanent", () => {
    expect(isPermanent({ responseCode: 550 })).toBe(true);
    expect(isPermanent({ responseCode: 451 })).toBe(false);
    expect(isPermanent({ code: "ECONNREFUSED" })).toBe(false);
  });
});
