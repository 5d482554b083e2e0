import { expect, it } from "vitest";
import { describeDb, validContact } from "../../tests/support/server";

describeDb("POST /api/contacts", (suite) => {
  it("stores the message with its two e-mails and answers 201", async () => {
    const { app } = await suite.app();
    const res = await app.inject({ method: "POST", url: "/api/contacts", payload: validContact() });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const row = await app.db.selectFrom("contacts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Arjun Mehta", subject: "Partnership enquiry", spam: 0 });
    const outbox = await app.db.selectFrom("outbox").selectAll().where("submission_id", "=", id).execute();
    expect(outbox.map((o) => o.kind).sort()).toEqual(["ack", "notify"]);
    expect(outbox.find((o) => o.kind === "notify")!.subject).toContain("Partnership enquiry");
  });

  it("answers 400 naming each field", async () => {
    const { app } = await suite.app();
    const res = await app.inject({ method: "POST", url: "/api/contacts", payload: { name: "A", email: "a@b.co" } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["message", "subject"]);
  });

  it("answers native posts with 303 (thank-you, or the error page)", async () => {
    const { app } = await suite.app();
    const c = validContact();
    const ok = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        name: c.name,
        email: c.email,
        subject: c.subject,
        message: c.message,
        website: "",
      }).toString(),
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/thank-you/contact");
    const bad = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=x",
    });
    expect(bad.headers.location).toBe("/form-error/invalid");
  });

  it("answers 429 after 5 in the window by default", async () => {
    const { app } = await suite.app();
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ method: "POST", url: "/api/contacts", payload: validContact() })).statusCode).toBe(
        201,
      );
    const res = await app.inject({ method: "POST", url: "/api/contacts", payload: validContact() });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });
});
