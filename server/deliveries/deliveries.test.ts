/**
 * Deliveries end to end, on SQLite and PostgreSQL, against a real local HTTP receiver that
 * verifies every request with the Standard Webhooks library: one delivery per event (spam fires
 * nothing until released), retries while the receiver is down with the same webhook-id, the retry
 * window and the pause after a day of failures (the admins told), rotation with both signatures in
 * the grace period, the test event and redelivery, and on PostgreSQL two processes that never send
 * the same delivery twice.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import {
  describeDb,
  formData,
  pdfOfSize,
  validApplicationFields,
  validContact,
  validQuote,
} from "../../tests/support/server";
import { Receiver } from "../../tests/support/receiver";
import { staffMember, testClock, workspaceApp } from "../../tests/support/workspace";
import { eventData, envelopeSchema, subscribableEvents, type EventType } from "../events";
import { CertificateService } from "../workspace/certificates";

// Each test drives real HTTP round trips and relay passes: room for a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const receivers: Receiver[] = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.stop();
});
const receiver = async () => {
  const r = await new Receiver().start();
  receivers.push(r);
  return r;
};

/** DELIVERY_ALLOW_PRIVATE for the local receiver, short deadlines. */
export const localDeliveries = {
  allowPrivate: true,
  connectTimeoutMs: 2000,
  answerTimeoutMs: 3000,
  retryWindowMs: 24 * 3_600_000,
  leaseMs: 120_000,
  cdn: null,
};

const fast = { baseBackoffMs: 20, maxBackoffMs: 40, pollMs: 20 };

/** Runs the relays' passes (several at once: as many processes) until nothing is pending or the time is up. */
async function drain(app: FastifyInstance, ms = 5000, others: FastifyInstance[] = []) {
  const until = Date.now() + ms;
  for (;;) {
    await Promise.all([app, ...others].map((x) => x.deliveries.runOnce()));
    const pending = await app.db
      .selectFrom("deliveries")
      .select("id")
      .where("state", "=", "pending")
      .executeTakeFirst();
    const unfanned = await app.db
      .selectFrom("delivery_events")
      .select("id")
      .where("fanned_out", "=", 0)
      .executeTakeFirst();
    if (!pending && !unfanned) return;
    if (Date.now() > until) throw new Error("deliveries still pending");
    await sleep(25);
  }
}

const postJson = (app: FastifyInstance, url: string, body: unknown) =>
  app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });

describeDb("deliveries", (suite) => {
  const app = (opts: Parameters<typeof workspaceApp>[1] = {}) =>
    workspaceApp(suite, { ...opts, config: { deliveries: localDeliveries, ...opts.config } }).then((t) => {
      Object.assign(t.app.deliveries.options, fast);
      return t;
    });

  it("one signed delivery per event, verified by the Standard Webhooks library; spam fires only once released", async () => {
    const { app: a } = await app();
    const r = await receiver();
    const created = await a.destinations.create(
      { id: null },
      {
        name: "CRM",
        kind: "webhook",
        url: r.url,
        events: [...subscribableEvents],
      },
    );
    r.secrets = [created.secret];
    const admin = await staffMember(a, ["admin"]);

    const quote = await postJson(
      a,
      "/api/quotes",
      validQuote({
        source: JSON.stringify({ l: "/?utm_source=newsletter&utm_campaign=november", r: "", s: "/quote" }),
      }),
    );
    expect(quote.statusCode).toBe(201);
    expect((await postJson(a, "/api/contacts", validContact())).statusCode).toBe(201);
    const application = await a.inject({
      method: "POST",
      url: "/api/applications",
      headers: { accept: "application/json" },
      payload: formData(validApplicationFields(), [
        { filename: "resume.pdf", content: pdfOfSize(2048), type: "application/pdf" },
      ]),
    });
    expect(application.statusCode).toBe(201);
    const spam = await postJson(
      a,
      "/api/quotes",
      validQuote({ website: "http://spam.example", email: "s@example.com" }),
    );
    expect(spam.statusCode).toBe(201);
    const quoteId = quote.json().id as string;
    const changed = await a.inject({
      method: "PATCH",
      url: `/api/admin/submissions/quote/${quoteId}`,
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload: { status: "in_progress" },
    });
    expect(changed.statusCode).toBe(200);
    const certificates = new CertificateService({ db: a.db, now: a.now, siteOrigin: a.config.siteOrigin });
    const cert = await certificates.issue(null, {
      holderName: "Ananya Mishra",
      programme: "Cloud Internship",
      issuedOn: "2026-01-10",
    });
    await certificates.revoke(null, cert.id, "Issued in error");

    await drain(a);
    const types = r.received.map((x) => (x.json as { type: string }).type).sort();
    expect(types).toEqual(
      [
        "application.received",
        "certificate.issued",
        "certificate.revoked",
        "contact.received",
        "quote.received",
        "submission.status_changed",
      ].sort(),
    );
    for (const got of r.received) {
      expect(got.verifiedWith, got.body).toBe(0);
      const body = got.json as { type: EventType };
      // Each payload is what its one description says.
      expect(() => envelopeSchema(body.type, eventData[body.type]).parse(body)).not.toThrow();
      const event = await a.db.selectFrom("delivery_events").select("id").where("id", "=", got.id).executeTakeFirst();
      expect(event, "webhook-id is the queued event's id").toBeDefined();
    }
    const app1 = r.ofType("application.received")[0]!.json as { data: Record<string, unknown> };
    expect(app1.data.resume).toMatchObject({ fileName: "resume.pdf", mime: "application/pdf" });
    expect(JSON.stringify(app1)).not.toMatch(/resume_file|uploads/);
    expect(r.ofType("quote.received")).toHaveLength(1);
    // The lead's source travels with it (docs/analytics.md).
    expect((r.ofType("quote.received")[0]!.json as { data: { source: unknown } }).data.source).toMatchObject({
      channel: "email",
      landingPage: "/",
      utm: { source: "newsletter", campaign: "november" },
      sentFrom: "/quote",
      via: "script",
    });

    // The spam quote fired nothing; released, it fires once.
    const spamId = spam.json().id as string;
    const released = await a.inject({
      method: "POST",
      url: `/api/admin/spam/quote/${spamId}/release`,
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(released.statusCode, released.body).toBeLessThan(300);
    await drain(a);
    const quotes = r.ofType("quote.received").map((x) => (x.json as { data: { id: string } }).data.id);
    expect(quotes.sort()).toEqual([quoteId, spamId].sort());
  });

  it("a submission queues its event only when some destination exists as it commits; a batch queues one each", async () => {
    const { app: a } = await app();
    const events = () => a.db.selectFrom("delivery_events").select(["type", "subject_id"]).execute();
    const before = await postJson(a, "/api/quotes", validQuote());
    expect(before.statusCode).toBe(201);
    expect(await events()).toEqual([]);

    const r = await receiver();
    const created = await a.destinations.create(
      { id: null },
      { name: "CRM", kind: "webhook", url: r.url, events: ["quote.received", "contact.received"] },
    );
    r.secrets = [created.secret];
    // Sent together, they share a group commit (one statement for all of them on PostgreSQL).
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => postJson(a, "/api/quotes", validQuote({ email: `q${i}@example.com` }))),
      ...Array.from({ length: 3 }, (_, i) =>
        postJson(a, "/api/contacts", validContact({ email: `c${i}@example.com` })),
      ),
    ]);
    expect(answers.map((x) => x.statusCode)).toEqual(Array(9).fill(201));
    const ids = answers.map((x) => x.json().id as string);
    const queued = await events();
    expect(queued.map((e) => e.subject_id).sort()).toEqual([...ids].sort());
    expect(queued.filter((e) => e.type === "quote.received")).toHaveLength(6);
    await drain(a);
    expect(
      r
        .ofType("quote.received")
        .map((x) => (x.json as { data: { id: string } }).data.id)
        .sort(),
    ).toEqual(ids.slice(0, 6).sort());
    expect(r.ofType("contact.received")).toHaveLength(3);
  });

  it("retries while the receiver is down, with the same webhook-id, and delivers once it is back", async () => {
    const { app: a } = await app();
    const r = await receiver();
    const { secret } = await a.destinations.create(
      { id: null },
      {
        name: "CRM",
        kind: "webhook",
        url: r.url,
        events: ["quote.received"],
      },
    );
    r.secrets = [secret];
    await r.stop();
    expect((await postJson(a, "/api/quotes", validQuote())).statusCode).toBe(201);
    await a.deliveries.runOnce();
    await sleep(60);
    await a.deliveries.runOnce();
    const d = await a.db.selectFrom("deliveries").selectAll().executeTakeFirstOrThrow();
    expect(d.state).toBe("pending");
    expect(d.attempts).toBeGreaterThanOrEqual(2);
    expect(d.last_error).toMatch(/ECONNREFUSED/);

    // Back, answering 500 once, then 202: the receiver sees the same webhook-id each time.
    r.status = 500;
    await r.start();
    await sleep(60);
    await a.deliveries.runOnce();
    r.status = 202;
    await drain(a);
    expect(r.received).toHaveLength(2);
    expect(new Set(r.received.map((x) => x.id)).size).toBe(1);
    expect(r.received.every((x) => x.verifiedWith === 0)).toBe(true);
    const log = await a.destinations.deliveries(
      (await a.db.selectFrom("destinations").select("id").executeTakeFirstOrThrow()).id,
      { limit: 10 },
    );
    expect(log.items[0]!.state).toBe("delivered");
    const statuses = log.items[0]!.log.map((l) => l.statusCode);
    expect(statuses[0]).toBe(202);
    expect(statuses).toContain(500);
    expect(statuses).toContain(null);
    expect(log.items[0]!.log.find((l) => l.statusCode === 500)!.responseExcerpt).toBe("ok");
  });

  it("a rotated secret: both signatures during the grace period, only the new one after", async () => {
    const { app: a } = await app();
    const r = await receiver();
    const { destination, secret: old } = await a.destinations.create(
      { id: null },
      {
        name: "CRM",
        kind: "webhook",
        url: r.url,
        events: ["quote.received"],
      },
    );
    const { secret: fresh } = await a.destinations.rotate({ id: null }, destination.id, 24);
    expect(fresh).not.toBe(old);
    r.secrets = [old];
    await a.destinations.sendTest({ id: null }, destination.id);
    await drain(a);
    r.secrets = [fresh];
    await a.destinations.sendTest({ id: null }, destination.id);
    await drain(a);
    expect(r.received.map((x) => x.signature.split(" ").length)).toEqual([2, 2]);
    expect(r.received.map((x) => x.verifiedWith)).toEqual([0, 0]);

    // No grace: the old secret stops at once.
    const { secret: third } = await a.destinations.rotate({ id: null }, destination.id, 0);
    r.secrets = [fresh, third];
    await a.destinations.sendTest({ id: null }, destination.id);
    await drain(a);
    const last = r.received.at(-1)!;
    expect(last.signature.split(" ")).toHaveLength(1);
    expect(last.verifiedWith).toBe(1);
  });

  it("a delivery failing past its retry window is failed; a destination failing for a day is paused and the admins are told", async () => {
    const clock = testClock();
    const { app: a } = await app({ clock });
    await staffMember(a, ["admin"], "lead@corvanta.example");
    const r = await receiver();
    const { destination } = await a.destinations.create(
      { id: null },
      {
        name: "Down CRM",
        kind: "webhook",
        url: r.url,
        events: ["quote.received"],
      },
    );
    await r.stop();
    Object.assign(a.deliveries.options, { baseBackoffMs: 30_000, maxBackoffMs: 3_600_000 });
    expect((await postJson(a, "/api/quotes", validQuote())).statusCode).toBe(201);
    for (let i = 0; i < 40; i++) {
      await a.deliveries.runOnce();
      clock.advance(3_600_000);
    }
    const d = await a.db.selectFrom("deliveries").selectAll().executeTakeFirstOrThrow();
    expect(d.state).toBe("failed");
    expect(Date.parse(d.failed_at!) - Date.parse(d.created_at)).toBeGreaterThanOrEqual(24 * 3_600_000);
    const dest = await a.destinations.get(destination.id);
    expect(dest.state).toBe("paused");
    const alerts = await a.db.selectFrom("outbox").selectAll().where("kind", "=", "alert").execute();
    expect(alerts.map((m) => m.to_address)).toEqual(["lead@corvanta.example"]);
    expect(alerts[0]!.text_body).toContain(`/admin/destinations/${destination.id}`);
    const admin = await staffMember(a, ["admin"]);
    const dash = await a.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: admin.cookie } });
    expect(dash.json().pausedDestinations).toEqual([{ id: destination.id, name: "Down CRM", pausedAt: dest.pausedAt }]);

    // Paused: new events wait. Redelivered and resumed once the receiver is back: both arrive.
    expect((await postJson(a, "/api/quotes", validQuote({ email: "second@example.com" }))).statusCode).toBe(201);
    await a.deliveries.runOnce();
    await r.start();
    await a.destinations.redeliver({ id: null }, destination.id, d.id);
    await a.destinations.resume({ id: null }, destination.id);
    await a.deliveries.runOnce();
    await a.deliveries.runOnce();
    expect(r.received).toHaveLength(2);
    expect((await a.destinations.get(destination.id)).counts).toEqual({ pending: 0, delivered: 2, failed: 0 });
  });

  it("a test event goes to its destination only, and redelivery sends the same webhook-id again", async () => {
    const { app: a } = await app();
    const one = await receiver();
    const two = await receiver();
    const first = await a.destinations.create(
      { id: null },
      { name: "One", kind: "webhook", url: one.url, events: ["quote.received"] },
    );
    await a.destinations.create(
      { id: null },
      { name: "Two", kind: "webhook", url: two.url, events: ["quote.received"] },
    );
    one.secrets = [first.secret];
    const eventId = await a.destinations.sendTest({ id: null }, first.destination.id);
    await drain(a);
    expect(one.received.map((x) => x.id)).toEqual([eventId]);
    expect(two.received).toHaveLength(0);
    const page = await a.destinations.deliveries(first.destination.id, { limit: 5 });
    await a.destinations.redeliver({ id: null }, first.destination.id, page.items[0]!.id);
    await drain(a);
    expect(one.received.map((x) => x.id)).toEqual([eventId, eventId]);
    expect(one.received.every((x) => x.verifiedWith === 0)).toBe(true);

    // The log: each attempt, newest first, with its time, status code, latency and the first
    // 512 characters of the answer.
    one.status = 200;
    one.answer = `accepted ${"x".repeat(2000)}`;
    await a.destinations.redeliver({ id: null }, first.destination.id, page.items[0]!.id);
    await drain(a);
    const logged = (await a.destinations.deliveries(first.destination.id, { limit: 5 })).items;
    expect(logged).toHaveLength(1);
    const attempts = logged[0]!.log;
    expect(attempts.map((x) => x.statusCode)).toEqual([200, 202, 202]);
    expect(attempts[0]!.responseExcerpt).toBe(`accepted ${"x".repeat(2000)}`.slice(0, 512));
    expect(attempts[1]!.responseExcerpt).toBe("ok");
    for (const x of attempts) {
      expect(Number.isNaN(Date.parse(x.at))).toBe(false);
      expect(x.latencyMs).toBeGreaterThanOrEqual(0);
      expect(x.error).toBeNull();
    }
    expect(Date.parse(attempts[0]!.at)).toBeGreaterThanOrEqual(Date.parse(attempts[2]!.at));
  });

  it("erasing a submission erases its queued events and their log", async () => {
    const { app: a } = await app();
    const r = await receiver();
    await a.destinations.create({ id: null }, { name: "CRM", kind: "webhook", url: r.url, events: ["quote.received"] });
    const id = (await postJson(a, "/api/quotes", validQuote())).json().id as string;
    await drain(a);
    const admin = await staffMember(a, ["admin"]);
    const erased = await a.inject({
      method: "DELETE",
      url: `/api/admin/submissions/quote/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await a.db.selectFrom("delivery_events").select("id").execute()).toHaveLength(0);
    expect(await a.db.selectFrom("deliveries").select("id").execute()).toHaveLength(0);
    expect(await a.db.selectFrom("delivery_attempts").select("id").execute()).toHaveLength(0);
  });

  if (suite.kind === "postgres")
    it("two processes on PostgreSQL: every delivery claimed by one of them, none sent twice", async () => {
      const { app: a } = await app();
      const { app: b } = await app();
      const r = await receiver();
      const { secret } = await a.destinations.create(
        { id: null },
        {
          name: "CRM",
          kind: "webhook",
          url: r.url,
          events: ["quote.received"],
        },
      );
      r.secrets = [secret];
      for (let i = 0; i < 40; i++)
        expect(
          (await postJson(i % 2 ? a : b, "/api/quotes", validQuote({ email: `p${i}@example.com` }))).statusCode,
        ).toBe(201);
      // Two passes of each process at a time, racing for the same deliveries.
      await drain(a, 15_000, [b, a, b]);
      expect(r.received).toHaveLength(40);
      expect(new Set(r.received.map((x) => x.id)).size).toBe(40);
      expect(r.received.every((x) => x.verifiedWith === 0)).toBe(true);
      expect(await a.db.selectFrom("deliveries").select("id").execute()).toHaveLength(40);
    });
});
