import { sql } from "kysely";
import { expect, it } from "vitest";
import { LIMITS, MIN_FILL_MS } from "#contracts/fields.ts";
import { describeDb, validQuote } from "../../tests/support/server";

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  url: "/api/quotes",
  headers: { "content-type": "application/json", ...headers },
  payload: JSON.stringify(body),
});

describeDb("POST /api/quotes", (suite) => {
  it("stores the quote and queues the notification and the acknowledgement before answering 201", async () => {
    const { app } = await suite.app();
    const res = await app.inject(json(validQuote()));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "received" });

    const row = await app.db.selectFrom("quotes").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Priya Raman",
      email: "priya.raman@example.com",
      services: "Web development",
      spam: 0,
      spam_reason: null,
    });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);

    const outbox = await app.db
      .selectFrom("outbox")
      .selectAll()
      .where("submission_id", "=", body.id)
      .orderBy("kind")
      .execute();
    expect(outbox.map((o) => o.kind)).toEqual(["ack", "notify"]);
    const [ack, notify] = outbox;
    expect(notify).toMatchObject({
      to_address: app.config.notifyEmail,
      reply_to: "priya.raman@example.com",
      submission_kind: "quote",
    });
    expect(notify!.subject).toContain(body.id);
    expect(notify!.text_body).toContain("We need a new website");
    expect(ack).toMatchObject({ to_address: "priya.raman@example.com" });
    expect(ack!.text_body).toContain("We respond within 24 hours");
    expect(ack!.text_body).not.toContain("We need a new website");
  });

  it("trims fields and does not store the spam-defence fields", async () => {
    const { app } = await suite.app();
    const res = await app.inject(json(validQuote({ name: "  Priya  " })));
    const row = await app.db.selectFrom("quotes").selectAll().where("id", "=", res.json().id).executeTakeFirstOrThrow();
    expect(row.name).toBe("Priya");
    expect(Object.keys(row)).not.toContain("website");
  });

  it("answers 400 naming every field's problem, and stores nothing", async () => {
    const { app } = await suite.app();
    const res = await app.inject(json({ name: "", email: "not-an-email", services: "x".repeat(LIMITS.services + 1) }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: "validation", message: expect.any(String), requestId: expect.any(String) });
    expect(Object.keys(body.fields).sort()).toEqual(["email", "message", "name", "services"]);
    expect(body.fields.services).toMatch(/at most 150/);
    expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(0);
    expect(await app.db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
  });

  it("refuses unknown fields with 400 (strict schemas)", async () => {
    const { app } = await suite.app();
    const res = await app.inject(json(validQuote({ isAdmin: true })));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ isAdmin: "Unknown field." });
  });

  it("does not coerce types: a number, an array or an object where text belongs is a 400", async () => {
    const { app } = await suite.app();
    for (const bad of [{ name: 42 }, { email: ["a@b.co"] }, { message: { text: "hi" } }, { name: null }]) {
      const res = await app.inject(json(validQuote(bad)));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(Object.keys(bad));
    }
  });

  it("answers 400 for a body that is not an object, and for broken JSON", async () => {
    const { app } = await suite.app();
    for (const payload of ["[]", '"text"', "null", '{"name":', '{"__proto__":{"x":1}}']) {
      const res = await app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), requestId: expect.any(String) });
    }
  });

  it("answers 413 for a JSON body over the limit", async () => {
    const { app } = await suite.app();
    const res = await app.inject(json(validQuote({ message: "x".repeat(app.config.bodyLimitBytes) })));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: "payload_too_large" });
  });

  it("answers 415 for text/plain, other types and a missing content type", async () => {
    const { app } = await suite.app();
    for (const type of ["text/plain", "application/xml", "multipart/form-data; boundary=x", undefined]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: type ? { "content-type": type } : {},
        payload: JSON.stringify(validQuote()),
      });
      expect(res.statusCode, String(type)).toBe(415);
      expect(res.json()).toMatchObject({ error: "unsupported_media_type" });
    }
    expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(0);
  });

  it("flags a filled honeypot as spam: same 201, stored with spam=1, no e-mail", async () => {
    const { app } = await suite.app();
    const res = await app.inject(json(validQuote({ website: "http://spam.example" })));
    expect(res.statusCode).toBe(201);
    const row = await app.db.selectFrom("quotes").selectAll().where("id", "=", res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ spam: 1, spam_reason: "honeypot" });
    expect(await app.db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
  });

  it("flags a form filled faster than MIN_FILL_MS as spam, but not a clock that runs ahead", async () => {
    const now = Date.now();
    const { app } = await suite.app({ now: () => now });
    const fast = await app.inject(json(validQuote({ startedAt: now - (MIN_FILL_MS - 500) })));
    expect(fast.statusCode).toBe(201);
    const ahead = await app.inject(json(validQuote({ startedAt: now + 30_000 })));
    const slow = await app.inject(json(validQuote({ startedAt: String(now - MIN_FILL_MS - 1) })));
    const rows = await app.db.selectFrom("quotes").select(["id", "spam", "spam_reason"]).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(fast.json().id)).toMatchObject({ spam: 1, spam_reason: "too-fast" });
    expect(byId.get(ahead.json().id)).toMatchObject({ spam: 0 });
    expect(byId.get(slow.json().id)).toMatchObject({ spam: 0 });
    expect(await app.db.selectFrom("outbox").select("id").execute()).toHaveLength(4);
  });

  it("answers a native form post (urlencoded) with 303 to the thank-you page", async () => {
    const { app } = await suite.app();
    const q = validQuote();
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,*/*" },
      payload: new URLSearchParams({
        name: q.name,
        email: q.email,
        services: q.services,
        message: q.message,
        website: "",
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/thank-you/quote");
    expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
    expect(await app.db.selectFrom("outbox").select("id").execute()).toHaveLength(2);
  });

  it("sends a native post with a problem to the page that explains it", async () => {
    const { app } = await suite.app();
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=&email=bad",
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/form-error/invalid");
    const big = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `message=${"x".repeat(app.config.bodyLimitBytes)}`,
    });
    expect(big.statusCode).toBe(303);
    expect(big.headers.location).toBe("/form-error/too-large");
    const repeated = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=a&name=b&email=a%40b.co&services=x&message=y",
    });
    expect(repeated.headers.location).toBe("/form-error/invalid");
  });

  it("answers a urlencoded post that asks for JSON with JSON", async () => {
    const { app } = await suite.app();
    const q = validQuote();
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: new URLSearchParams({
        name: q.name,
        email: q.email,
        services: q.services,
        message: q.message,
      }).toString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("received");
  });

  it("answers 429 with Retry-After once the route's limit is reached (native posts: 303 to rate-limited)", async () => {
    const { app } = await suite.app({
      config: {
        rateLimits: {
          quotes: { max: 2, windowMs: 60_000 },
          contacts: { max: 5, windowMs: 60_000 },
          applications: { max: 3, windowMs: 60_000 },
          certificates: { max: 30, windowMs: 60_000 },
          events: { max: 30, windowMs: 60_000 },
        },
      },
    });
    expect((await app.inject(json(validQuote()))).statusCode).toBe(201);
    expect((await app.inject(json(validQuote()))).statusCode).toBe(201);
    const limited = await app.inject(json(validQuote()));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: "rate_limited", requestId: expect.any(String) });
    const native = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=a",
    });
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toBe("/form-error/rate-limited");
    expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(2);
    // Another route has its own bucket.
    expect((await app.inject({ method: "GET", url: "/api/certificates/12345" })).statusCode).toBe(200);
  });

  describeIdempotency();

  function describeIdempotency() {
    it("Idempotency-Key: a repeat with the same body gets the first answer and stores nothing new", async () => {
      const { app } = await suite.app({ env: { RATE_LIMIT_QUOTES: "100/1m" } });
      const body = validQuote();
      const first = await app.inject(json(body, { "idempotency-key": "key-1" }));
      expect(first.statusCode).toBe(201);
      for (let i = 0; i < 4; i++) {
        const again = await app.inject(json(body, { "idempotency-key": "key-1" }));
        expect(again.statusCode).toBe(201);
        expect(again.body).toBe(first.body);
        expect(again.headers["idempotent-replayed"]).toBe("true");
      }
      expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
      expect(await app.db.selectFrom("outbox").select("id").execute()).toHaveLength(2);
      // Without a key, a retry is a new submission.
      expect((await app.inject(json(body))).statusCode).toBe(201);
      expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(2);
    });

    it("Idempotency-Key: the same key with another body is a 422", async () => {
      const { app } = await suite.app();
      expect((await app.inject(json(validQuote(), { "idempotency-key": "key-2" }))).statusCode).toBe(201);
      const other = await app.inject(
        json(validQuote({ message: "Something else entirely." }), { "idempotency-key": "key-2" }),
      );
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ error: "idempotency_key_reused" });
      expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
    });

    it("Idempotency-Key: concurrent duplicates give one 201 and 409s, and one row", async () => {
      const { app } = await suite.app();
      const body = validQuote();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => app.inject(json(body, { "idempotency-key": "key-3" }))),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
      expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
      const created = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().id));
      expect(created.size).toBe(1);
      expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
    });

    it("Idempotency-Key: the first use of a key commits with the submission, no claim committed before it", async () => {
      const { app } = await suite.app();
      // Any "in_flight" claim (the separate commit of a retried key) now fails its statement.
      if (suite.kind === "sqlite") {
        await sql`create trigger no_claims before insert on idempotency_keys when new.state = 'in_flight'
          begin select raise(abort, 'separate claim'); end`.execute(app.db);
      } else {
        await sql`create function no_claims() returns trigger language plpgsql as $$
          begin raise exception 'separate claim'; end $$`.execute(app.db);
        await sql`create trigger no_claims before insert on idempotency_keys for each row
          when (new.state = 'in_flight') execute function no_claims()`.execute(app.db);
      }
      const body = validQuote();
      let first;
      try {
        first = await app.inject(json(body, { "idempotency-key": "one-commit" }));
      } finally {
        await sql`drop trigger no_claims${sql.raw(suite.kind === "postgres" ? " on idempotency_keys" : "")}`.execute(
          app.db,
        );
        if (suite.kind === "postgres") await sql`drop function no_claims`.execute(app.db);
      }
      expect(first.statusCode).toBe(201);
      const key = await app.db.selectFrom("idempotency_keys").selectAll().where("key", "=", "one-commit").execute();
      expect(key).toMatchObject([{ state: "done", response_status: 201, response_body: first.body }]);
      // A retry takes the claim path and replays the answer.
      const again = await app.inject(json(body, { "idempotency-key": "one-commit" }));
      expect(again.body).toBe(first.body);
      expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
    });

    it("Idempotency-Key: concurrent first uses with different bodies store one, and the others are refused", async () => {
      const { app } = await suite.app();
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          app.inject(
            json(validQuote({ message: `Variant ${i}: a new website for our logistics company.` }), {
              "idempotency-key": "race",
            }),
          ),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.every((c) => c === 201 || c === 422 || c === 409)).toBe(true);
      expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
      expect(await app.db.selectFrom("outbox").select("id").execute()).toHaveLength(2);
    });

    it("Idempotency-Key: a key kept past its time, not yet purged, is a new submission", async () => {
      const { app } = await suite.app();
      const { bodyHash } = await import("../idempotency");
      const old = validQuote({ message: "The quote we sent two days ago, under the same key." });
      await app.db
        .insertInto("idempotency_keys")
        .values({
          route: "/api/quotes",
          key: "reused-later",
          body_hash: bodyHash(old),
          state: "done",
          response_status: 201,
          response_body: JSON.stringify({ id: "an-old-answer", status: "received" }),
          created_at: new Date(Date.now() - 48 * 3_600_000).toISOString(),
        })
        .execute();
      const body = validQuote();
      const res = await app.inject(json(body, { "idempotency-key": "reused-later" }));
      expect(res.statusCode).toBe(201);
      expect(res.headers["idempotent-replayed"]).toBeUndefined();
      const { id } = res.json() as { id: string };
      expect(id).not.toBe("an-old-answer");
      expect((await app.db.selectFrom("quotes").select("id").execute()).map((r) => r.id)).toEqual([id]);
      const row = await app.db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("key", "=", "reused-later")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: "done", response_status: 201, response_body: res.body });
      // And a retry of this one now replays it.
      const again = await app.inject(json(body, { "idempotency-key": "reused-later" }));
      expect(again.body).toBe(res.body);
      expect(again.headers["idempotent-replayed"]).toBe("true");
    });

    it("Idempotency-Key: a key held in flight gives 409; a malformed key is a 400", async () => {
      const { app } = await suite.app();
      await app.db
        .insertInto("idempotency_keys")
        .values({
          route: "/api/quotes",
          key: "busy",
          body_hash: "h",
          state: "in_flight",
          response_status: null,
          response_body: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const body = validQuote();
      const { bodyHash } = await import("../idempotency");
      await app.db
        .updateTable("idempotency_keys")
        .set({ body_hash: bodyHash(body) })
        .where("key", "=", "busy")
        .execute();
      const busy = await app.inject(json(body, { "idempotency-key": "busy" }));
      expect(busy.statusCode).toBe(409);
      const bad = await app.inject(json(body, { "idempotency-key": "has spaces in it" }));
      expect(bad.statusCode).toBe(400);
      expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(0);
    });
  }
});
