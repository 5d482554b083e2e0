/**
 * The inbox and everything done to a submission, through app.inject() on SQLite and PostgreSQL:
 * order, filters, search, keyset paging, unread marks, status/assignee/notes with history, spam
 * release and deletion, erasure leaving nothing behind, CSV export, outbox health, dashboard,
 * audit log without content, retention runs.
 */
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { expect, it } from "vitest";
import { storeSubmission, submissionServices } from "../intake";
import { describeDb, pdfOfSize } from "../../tests/support/server";
import { seed, staffMember, testClock, workspaceApp, idsOfEveryPage } from "../../tests/support/workspace";
import { retentionCountLabels } from "#contracts/workspace.ts";
import { indiaDay } from "../content/engine";

const A = "/api/admin";
const json = { "content-type": "application/json" };

describeDb("workspace inbox", (suite) => {
  it("lists quotes and contacts newest first; filters, search and keyset paging without gaps or repeats", async () => {
    const clock = testClock();
    const { app } = await workspaceApp(suite, { clock });
    const sales = await staffMember(app, ["sales"]);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      clock.advance(60_000);
      ids.push(
        await seed(
          app,
          i % 3 === 0 ? "contact" : "quote",
          i === 7 ? { name: "Zoë O'Brien", message: "Need 100% of the_thing done" } : {},
        ),
      );
    }
    await seed(app, "quote", {}, { spam: true });
    const get = async (qs: string) => {
      const r = await app.inject({ method: "GET", url: `${A}/inbox${qs}`, headers: { cookie: sales.cookie } });
      expect(r.statusCode, qs).toBe(200);
      return r.json() as {
        items: { id: string; kind: string; unread: boolean; status: string; receivedAt: string; assignee: unknown }[];
        nextCursor: string | null;
      };
    };
    const first = await get("?limit=10");
    expect(first.items.map((i) => i.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(await idsOfEveryPage(get, 7)).toEqual([...ids].reverse());
    expect((await get("?kind=contact&limit=100")).items.every((i) => i.kind === "contact")).toBe(true);
    expect((await get("?kind=contact&limit=100")).items).toHaveLength(9);
    expect((await get("?q=zo%C3%AB&limit=100")).items.map((i) => i.id)).toEqual([ids[7]]);
    expect((await get("?q=100%25&limit=100")).items.map((i) => i.id)).toEqual([ids[7]]);
    expect((await get("?q=the_thing")).items).toHaveLength(1);
    const someone = (await get("?kind=quote&limit=1")).items[0] as unknown as { email: string };
    expect((await get(`?q=${encodeURIComponent(someone.email.toUpperCase())}`)).items).toHaveLength(1);
    expect((await get("?status=won")).items).toHaveLength(0);
    expect((await get("?from=2026-11-20&to=2026-11-20&limit=100")).items).toHaveLength(25);
    expect((await get("?to=2026-11-19")).items).toHaveLength(0);
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox?status=bogus`, headers: { cookie: sales.cookie } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox?cursor=nonsense`, headers: { cookie: sales.cookie } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox?limit=1000`, headers: { cookie: sales.cookie } })).statusCode,
    ).toBe(400);
    expect(first.items.every((i) => i.unread && i.status === "new" && i.assignee === null)).toBe(true);
  });

  it("a submission's page: fields, reference, e-mail states, status, assignee, notes and history after reloading; unread per person", async () => {
    const { app } = await workspaceApp(suite);
    const sales = await staffMember(app, ["sales"]);
    const other = await staffMember(app, ["admin"]);
    const recruiter = await staffMember(app, ["recruiter"]);
    const id = await seed(app, "quote", { name: "Meera Nair", services: "ERP" });
    const url = `${A}/submissions/quote/${id}`;
    const detail = (await app.inject({ method: "GET", url, headers: { cookie: sales.cookie } })).json();
    expect(detail).toMatchObject({
      kind: "quote",
      id,
      reference: id,
      name: "Meera Nair",
      topic: "ERP",
      status: "new",
      statuses: ["new", "in_progress", "won", "lost", "closed"],
      spam: false,
      assignee: null,
    });
    expect(detail.fields.map((f: { label: string }) => f.label)).toEqual(["Name", "Email", "Services", "Message"]);
    expect(detail.mail.map((m: { kind: string; state: string }) => `${m.kind}:${m.state}`).sort()).toEqual([
      "ack:pending",
      "notify:pending",
    ]);
    // Read by sales, still unread for the admin.
    const inboxOf = async (cookie: string) =>
      (await app.inject({ method: "GET", url: `${A}/inbox`, headers: { cookie } }))
        .json()
        .items.find((i: { id: string }) => i.id === id);
    expect((await inboxOf(sales.cookie)).unread).toBe(false);
    expect((await inboxOf(other.cookie)).unread).toBe(true);
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox?unread=1`, headers: { cookie: sales.cookie } })).json().items,
    ).toHaveLength(0);

    const patch = (payload: object, cookie = sales.cookie) =>
      app.inject({ method: "PATCH", url, headers: { ...json, cookie }, payload });
    expect((await patch({ status: "in_progress" })).json().status).toBe("in_progress");
    expect((await patch({ status: "replied" })).statusCode).toBe(400);
    expect((await patch({ assigneeId: recruiter.id })).statusCode).toBe(400);
    expect((await patch({ assigneeId: sales.id })).json().assignee).toMatchObject({ id: sales.id });
    const note = await app.inject({
      method: "POST",
      url: `${url}/notes`,
      headers: { ...json, cookie: sales.cookie },
      payload: { body: "Called back, wants a demo." },
    });
    expect(note.statusCode).toBe(201);
    expect(
      (
        await app.inject({
          method: "POST",
          url: `${url}/notes`,
          headers: { ...json, cookie: sales.cookie },
          payload: { body: "   " },
        })
      ).statusCode,
    ).toBe(400);
    const again = (await app.inject({ method: "GET", url, headers: { cookie: other.cookie } })).json();
    expect(again.status).toBe("in_progress");
    expect(again.notes).toEqual([
      expect.objectContaining({ body: "Called back, wants a demo.", author: { id: sales.id, name: "sales person" } }),
    ]);
    expect(
      again.history.map((h: { action: string; from: string | null; to: string | null }) => [h.action, h.from, h.to]),
    ).toEqual([
      ["received", null, null],
      ["status", "new", "in_progress"],
      ["assignee", null, "sales person"],
      ["note", null, null],
    ]);
    expect(again.history.slice(1).every((h: { actor: { id: string } }) => h.actor.id === sales.id)).toBe(true);
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox?assignee=me`, headers: { cookie: sales.cookie } }))
        .json()
        .items.map((i: { id: string }) => i.id),
    ).toEqual([id]);
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox?assignee=none`, headers: { cookie: sales.cookie } })).json()
        .items,
    ).toHaveLength(0);
    await app.inject({
      method: "POST",
      url: `${url}/unread`,
      headers: { ...json, cookie: sales.cookie },
      payload: "{}",
    });
    expect((await inboxOf(sales.cookie)).unread).toBe(true);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `${A}/submissions/quote/00000000-0000-4000-8000-000000000000`,
          headers: { cookie: sales.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("spam: full content in its own view; Not spam sends the e-mails it missed; Delete erases it", async () => {
    const { app } = await workspaceApp(suite);
    const sales = await staffMember(app, ["sales"]);
    const spamId = await seed(app, "contact", { message: "Cheap pills at example dot com" }, { spam: true });
    const other = await seed(app, "quote", {}, { spam: true });
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox`, headers: { cookie: sales.cookie } })).json().items,
    ).toHaveLength(0);
    const list = (await app.inject({ method: "GET", url: `${A}/spam`, headers: { cookie: sales.cookie } })).json();
    expect(list.items.map((i: { id: string }) => i.id).sort()).toEqual([spamId, other].sort());
    expect(
      list.items.find((i: { id: string }) => i.id === spamId).fields.find((f: { name: string }) => f.name === "message")
        .value,
    ).toBe("Cheap pills at example dot com");
    expect(await app.db.selectFrom("outbox").select("id").where("submission_id", "=", spamId).execute()).toHaveLength(
      0,
    );
    const released = await app.inject({
      method: "POST",
      url: `${A}/spam/contact/${spamId}/release`,
      headers: { ...json, cookie: sales.cookie },
      payload: "{}",
    });
    expect(released.statusCode).toBe(200);
    expect(released.json().spam).toBe(false);
    expect(
      (await app.db.selectFrom("outbox").select("kind").where("submission_id", "=", spamId).execute())
        .map((r) => r.kind)
        .sort(),
    ).toEqual(["ack", "notify"]);
    expect(
      (
        await app.inject({
          method: "POST",
          url: `${A}/spam/contact/${spamId}/release`,
          headers: { ...json, cookie: sales.cookie },
          payload: "{}",
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await app.inject({ method: "DELETE", url: `${A}/spam/contact/${spamId}`, headers: { cookie: sales.cookie } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await app.inject({ method: "GET", url: `${A}/inbox`, headers: { cookie: sales.cookie } }))
        .json()
        .items.map((i: { id: string }) => i.id),
    ).toEqual([spamId]);
    expect(
      (await app.inject({ method: "DELETE", url: `${A}/spam/quote/${other}`, headers: { cookie: sales.cookie } }))
        .statusCode,
    ).toBe(204);
    expect(await app.db.selectFrom("quotes").select("id").where("id", "=", other).execute()).toHaveLength(0);
  });

  it("erasure on request leaves nothing behind: row, notes, history, read marks, e-mails, résumé file; the audit keeps no content", async () => {
    const { app, dataDir } = await workspaceApp(suite);
    const admin = await staffMember(app, ["admin"]);
    const id = await seed(app, "quote", { message: "Secret plans for the new warehouse" });
    const url = `${A}/submissions/quote/${id}`;
    await app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
    await app.inject({ method: "PATCH", url, headers: { ...json, cookie: admin.cookie }, payload: { status: "won" } });
    await app.inject({
      method: "POST",
      url: `${url}/notes`,
      headers: { ...json, cookie: admin.cookie },
      payload: { body: "Note about the warehouse" },
    });
    expect((await app.inject({ method: "DELETE", url, headers: { cookie: admin.cookie } })).statusCode).toBe(204);
    for (const table of ["outbox", "submission_notes", "submission_events", "submission_reads"] as const) {
      expect(await app.db.selectFrom(table).selectAll().where("submission_id", "=", id).execute(), table).toHaveLength(
        0,
      );
    }
    expect(await app.db.selectFrom("quotes").select("id").where("id", "=", id).execute()).toHaveLength(0);
    const audit = await app.db.selectFrom("audit_log").selectAll().execute();
    expect(audit.map((a) => a.action)).toContain("submission_erased");
    expect(JSON.stringify(audit)).not.toMatch(/warehouse|example\.com/);

    // An application with its résumé: the file goes too.
    const uploads = join(dataDir, "uploads");
    const file = "erase-me.pdf";
    writeFileSync(join(uploads, file), pdfOfSize(2000));
    const r = await storeSubmission(submissionServices(app), {
      kind: "application",
      route: "/test/application",
      data: {
        kind: "application",
        fields: {
          listingId: "job-software-engineer",
          fullName: "Kavya Iyer",
          email: "kavya@example.com",
          phone: "+91 98765 43210",
          experienceYears: "3",
          address: "Bengaluru",
          lastCompany: "Acme",
          resume: { file, originalName: "cv.pdf", size: 2000, mime: "application/pdf" },
        },
      },
      antiSpam: {},
      hash: "x",
      idempotencyKey: undefined,
      clientIp: "203.0.113.1",
    });
    if (r.outcome !== "stored") throw new Error("not stored");
    expect(existsSync(join(uploads, file))).toBe(true);
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `${A}/submissions/application/${r.id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect(existsSync(join(uploads, file))).toBe(false);
    expect(readdirSync(uploads).filter((f) => !f.startsWith("."))).toEqual([]);
    expect(await app.db.selectFrom("outbox").select("id").where("submission_id", "=", r.id).execute()).toHaveLength(0);
  });

  it("exports the current filter as CSV for Excel: BOM, readable headers, formulas neutralised, phone numbers intact", async () => {
    const { app } = await workspaceApp(suite);
    const sales = await staffMember(app, ["sales"]);
    await seed(app, "quote", { name: '=HYPERLINK("http://evil")', message: "+91 98765 43210" });
    await seed(app, "quote", { name: "@SUM(A1)", message: "-2+3" });
    await seed(app, "contact", { name: 'Ravi, "the" Boss', message: "Line one\nLine two" });
    const res = await app.inject({
      method: "GET",
      url: `${A}/export.csv?kind=quote`,
      headers: { cookie: sales.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // Named by the company's day (India), whatever the server's zone.
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="corvanta-quote-${indiaDay(app.now())}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      "Reference",
      "Received (UTC)",
      "Name",
      "Email",
      "Services",
      "Message",
      // Where it came from (server/lead-source.ts), the same columns on every kind.
      "Source",
      "Channel",
      "Landing page",
      "Referring site",
      "UTM source",
      "UTM medium",
      "UTM campaign",
      "UTM term",
      "UTM content",
      "Sent from page",
      "Status",
      "Assignee",
    ]);
    expect(rows.map((r) => r.Name).sort()).toEqual(['\'=HYPERLINK("http://evil")', "'@SUM(A1)"]);
    expect(rows.find((r) => r.Name?.includes("HYPERLINK"))!.Message).toBe("+91 98765 43210");
    expect(rows.find((r) => r.Name?.includes("SUM"))!.Message).toBe("'-2+3");
    expect(rows.every((r) => r.Status === "New")).toBe(true);
    const all = parse(
      (await app.inject({ method: "GET", url: `${A}/export.csv`, headers: { cookie: sales.cookie } })).body.slice(1),
      { columns: true },
    ) as Record<string, string>[];
    expect(all).toHaveLength(3);
    expect(all.find((r) => r.Kind === "message")!.Name).toBe('Ravi, "the" Boss');
    expect(all.find((r) => r.Kind === "message")!.Message).toBe("Line one\nLine two");
    const audit = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "export").execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ count: expect.any(Number) });
  });

  it("e-mail health, retry, dashboard counts and an audit log admins can page through", async () => {
    const clock = testClock();
    const { app } = await workspaceApp(suite, { clock });
    const admin = await staffMember(app, ["admin"]);
    const sales = await staffMember(app, ["sales"]);
    const q = await seed(app, "quote");
    await seed(app, "contact");
    await seed(app, "contact", {}, { spam: true });
    await app.db
      .updateTable("outbox")
      .set({
        failed_at: new Date(clock.now()).toISOString(),
        last_error: "EENVELOPE 550: mailbox unavailable",
        attempts: 3,
      })
      .where("submission_id", "=", q)
      .where("kind", "=", "ack")
      .execute();
    const health = (await app.inject({ method: "GET", url: `${A}/outbox`, headers: { cookie: admin.cookie } })).json();
    expect(health.counts.failed).toBe(1);
    expect(health.failed[0]).toMatchObject({ lastError: "EENVELOPE 550: mailbox unavailable", submissionId: q });
    expect(health.counts.pending).toBeGreaterThanOrEqual(3);
    const failedId = health.failed[0].id as string;
    const retry = async () =>
      (
        await app.inject({
          method: "POST",
          url: `${A}/outbox/${failedId}/retry`,
          headers: { ...json, cookie: admin.cookie },
          payload: "{}",
        })
      ).statusCode;
    expect(await retry()).toBe(204);
    // Retried once, the e-mail is no longer failed: a second retry is refused.
    expect(await retry()).toBe(409);
    expect(
      (await app.inject({ method: "GET", url: `${A}/outbox`, headers: { cookie: admin.cookie } })).json().counts.failed,
    ).toBe(0);

    await app.inject({
      method: "PATCH",
      url: `${A}/submissions/quote/${q}`,
      headers: { ...json, cookie: sales.cookie },
      payload: { assigneeId: sales.id },
    });
    const dash = (await app.inject({ method: "GET", url: `${A}/dashboard`, headers: { cookie: sales.cookie } })).json();
    expect(dash.kinds).toEqual([
      { kind: "quote", new: 1, lastWeek: 1, unassigned: 0, spam: 0 },
      { kind: "contact", new: 1, lastWeek: 1, unassigned: 1, spam: 1 },
    ]);
    expect(dash.mine).toBe(1);
    expect(dash.waiting).toEqual(
      expect.arrayContaining([
        { assignee: { id: sales.id, name: "sales person" }, count: 1 },
        { assignee: null, count: 1 },
      ]),
    );
    const recruiterDash = (
      await app.inject({
        method: "GET",
        url: `${A}/dashboard`,
        headers: { cookie: (await staffMember(app, ["recruiter"])).cookie },
      })
    ).json();
    expect(recruiterDash.kinds.map((k: { kind: string }) => k.kind)).toEqual(["application"]);

    const page1 = (
      await app.inject({ method: "GET", url: `${A}/audit?limit=3`, headers: { cookie: admin.cookie } })
    ).json();
    expect(page1.items).toHaveLength(3);
    const page2 = (
      await app.inject({
        method: "GET",
        url: `${A}/audit?limit=100&cursor=${page1.nextCursor}`,
        headers: { cookie: admin.cookie },
      })
    ).json();
    const actions = [...page1.items, ...page2.items].map((i: { action: string }) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "invitation_created",
        "invitation_accepted",
        "sign_in",
        "outbox_retry",
        "assignee_changed",
      ]),
    );
    expect(new Set([...page1.items, ...page2.items].map((i: { id: string }) => i.id)).size).toBe(actions.length);
    const onlyRetry = (
      await app.inject({ method: "GET", url: `${A}/audit?action=outbox_retry`, headers: { cookie: admin.cookie } })
    ).json();
    expect(onlyRetry.items.map((i: { action: string }) => i.action)).toEqual(["outbox_retry"]);
  });

  it("retention: runs when a day has passed, once across processes, records its last run", async () => {
    const clock = testClock(Date.parse("2029-01-01T00:00:00Z"));
    const { app } = await workspaceApp(suite, { clock, workspace: { retentionPurge: true } });
    const admin = await staffMember(app, ["admin"]);
    clock.t = Date.parse("2026-01-01T00:00:00Z");
    const old = await seed(app, "quote");
    await app.workspace.addNote({ id: admin.id, roles: ["admin"] }, "quote", old, "old note");
    clock.t = Date.parse("2029-01-01T00:00:00Z");
    const fresh = await seed(app, "quote");
    expect(
      (await app.inject({ method: "GET", url: `${A}/retention`, headers: { cookie: admin.cookie } })).json().lastRun,
    ).toBeNull();
    // Two processes looking at the same moment: one runs, the other finds the lease taken.
    const [a, b] = await Promise.all([app.retention.runIfDue(), app.retention.runIfDue()]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await app.retention.runIfDue()).toBe(false);
    const status = (
      await app.inject({ method: "GET", url: `${A}/retention`, headers: { cookie: admin.cookie } })
    ).json();
    expect(status.lastRun).toMatchObject({ ok: true, counts: { quotes: 1, notes: 1 } });
    // Every count has words for the Settings screen, not a table's name.
    expect(Object.keys(status.lastRun.counts).filter((k) => !(k in retentionCountLabels))).toEqual([]);
    expect(status.periods).toEqual({ enquiries: 730, applications: 365, spam: 90 });
    expect(await app.db.selectFrom("quotes").select("id").execute()).toEqual([{ id: fresh }]);
    expect(await app.db.selectFrom("submission_notes").select("id").execute()).toHaveLength(0);
    clock.advance(24 * 3_600_000 + 1000);
    expect(await app.retention.runIfDue()).toBe(true);
    // A day later the old session is long idle: a fresh one.
    const admin2 = await staffMember(app, ["admin"]);
    const run = await app.inject({
      method: "POST",
      url: `${A}/retention/run`,
      headers: { ...json, cookie: admin2.cookie },
      payload: "{}",
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().lastRun.ok).toBe(true);
  });
});
