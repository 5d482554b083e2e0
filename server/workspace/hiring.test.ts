/**
 * Hiring in the workspace, through app.inject() on SQLite and PostgreSQL: the recruiters' view,
 * stages from the published hiring rounds with their history, the résumé download (bytes,
 * headers, audit) and the rejection e-mail (preview equals what is queued).
 */
import { expect, it } from "vitest";
import { hiringRounds } from "#content/careers.ts";
import { applicationStages } from "#contracts/workspace.ts";
import { describeDb, formData, pdfOfSize, validApplicationFields, type TestApp } from "../../tests/support/server";
import { resumeFileName } from "./hiring";
import { staffMember, testClock, workspaceApp, idsOfEveryPage } from "../../tests/support/workspace";

const A = "/api/admin";
const json = { "content-type": "application/json" };

async function apply(t: TestApp, over: Record<string, string> = {}, pdf = pdfOfSize(3000)): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { accept: "application/json" },
    payload: formData(validApplicationFields(over), [
      { filename: "My CV (final).pdf", content: pdf, type: "application/pdf" },
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describeDb("workspace hiring", (suite) => {
  it("stages are Received, each published hiring round in order, Offer, Hired and Rejected", () => {
    expect(applicationStages).toEqual(["received", ...hiringRounds.map((r) => r.id), "offer", "hired", "rejected"]);
    expect(hiringRounds.map((r) => r.id)).toEqual([
      "technical-assessment",
      "technical-interview",
      "founder-interview",
      "hr-discussion",
    ]);
  });

  it("lists applications newest first with name, e-mail, phone, experience; filters by listing, stage, date and search; pages by keyset", async () => {
    const clock = testClock();
    const t = await workspaceApp(suite, { clock });
    const recruiter = await staffMember(t.app, ["recruiter"]);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock.advance(60_000);
      ids.push(
        await apply(t, {
          fullName: i === 3 ? "Ananya Das" : `Applicant Number ${"ABCDEFG"[i]}`,
          email: `applicant${i}@example.com`,
          phone: `+91 90000 0000${i}`,
          experienceYears: String(i),
          listingId: i % 2 === 0 ? "job-software-engineer" : "job-ui-ux-designer",
        }),
      );
    }
    const get = async (qs: string, cookie = recruiter.cookie) => {
      const r = await t.app.inject({ method: "GET", url: `${A}/applications${qs}`, headers: { cookie } });
      expect(r.statusCode, `${qs}: ${r.body}`).toBe(200);
      return r.json() as {
        items: {
          id: string;
          name: string;
          email: string;
          phone: string;
          experienceYears: string;
          listingId: string;
          listingTitle: string;
          stage: string;
          receivedAt: string;
        }[];
        nextCursor: string | null;
      };
    };
    const all = await get("");
    expect(all.items.map((i) => i.id)).toEqual([...ids].reverse());
    expect(all.items.at(-1)).toMatchObject({
      name: "Applicant Number A",
      email: "applicant0@example.com",
      phone: "+91 90000 00000",
      experienceYears: "0",
      listingId: "job-software-engineer",
      listingTitle: "Software Engineer",
      stage: "received",
      receivedAt: "2026-11-20T06:01:00.000Z",
    });
    expect((await get("?listing=job-ui-ux-designer")).items.map((i) => i.id)).toEqual([ids[5], ids[3], ids[1]]);
    expect((await get("?q=ananya")).items.map((i) => i.id)).toEqual([ids[3]]);
    expect((await get("?q=0000%200000")).items).toHaveLength(7);
    expect((await get("?to=2026-11-19")).items).toHaveLength(0);
    expect((await get("?from=2026-11-20&to=2026-11-20")).items).toHaveLength(7);
    await t.app.inject({
      method: "PATCH",
      url: `${A}/submissions/application/${ids[2]}`,
      headers: { ...json, cookie: recruiter.cookie },
      payload: { status: "technical-interview" },
    });
    expect((await get("?stage=technical-interview")).items.map((i) => i.id)).toEqual([ids[2]]);
    expect((await get("?stage=received&listing=job-software-engineer")).items.map((i) => i.id)).toEqual([
      ids[6],
      ids[4],
      ids[0],
    ]);
    expect(await idsOfEveryPage(get, 3)).toEqual([...ids].reverse());
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `${A}/applications?stage=bogus`,
          headers: { cookie: recruiter.cookie },
        })
      ).statusCode,
    ).toBe(400);

    // An admin sees them too; sales and signed-out people do not.
    const admin = await staffMember(t.app, ["admin"]);
    expect((await get("", admin.cookie)).items).toHaveLength(7);
    const sales = await staffMember(t.app, ["sales"]);
    expect(
      (await t.app.inject({ method: "GET", url: `${A}/applications`, headers: { cookie: sales.cookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `${A}/applications` })).statusCode).toBe(401);
    // Applications stay out of the leads inbox.
    expect(
      (await t.app.inject({ method: "GET", url: `${A}/inbox`, headers: { cookie: admin.cookie } })).json().items,
    ).toHaveLength(0);
  });

  it("moves an applicant through every stage, one action each, kept in the history with who and when", async () => {
    const clock = testClock();
    const t = await workspaceApp(suite, { clock });
    const recruiter = await staffMember(t.app, ["recruiter"]);
    const id = await apply(t);
    const url = `${A}/submissions/application/${id}`;
    const first = (await t.app.inject({ method: "GET", url, headers: { cookie: recruiter.cookie } })).json();
    expect(first.statuses).toEqual(applicationStages);
    expect(first.status).toBe("received");
    const path = applicationStages.filter((s) => s !== "received" && s !== "rejected");
    for (const stage of path) {
      clock.advance(3_600_000);
      const r = await t.app.inject({
        method: "PATCH",
        url,
        headers: { ...json, cookie: recruiter.cookie },
        payload: { status: stage },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().status).toBe(stage);
    }
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url,
          headers: { ...json, cookie: recruiter.cookie },
          payload: { status: "won" },
        })
      ).statusCode,
    ).toBe(400);
    const detail = (await t.app.inject({ method: "GET", url, headers: { cookie: recruiter.cookie } })).json();
    const moves = detail.history.filter((h: { action: string }) => h.action === "status");
    expect(moves.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual(
      path.map((s, i) => `${i === 0 ? "received" : path[i - 1]}>${s}`),
    );
    expect(moves.every((h: { actor: { id: string } }) => h.actor.id === recruiter.id)).toBe(true);
    expect(moves[0].at).toBe("2026-11-20T07:00:00.000Z");
    const audit = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "status_changed")
      .where("target_id", "=", id)
      .execute();
    expect(audit).toHaveLength(path.length);
  });

  it("an application in a round since removed from the site keeps its stored stage, and nobody can move one into it", async () => {
    const t = await workspaceApp(suite);
    const recruiter = await staffMember(t.app, ["recruiter"]);
    const id = await apply(t);
    await t.app.db
      .updateTable("applications")
      .set({ status: "portfolio-review" } as never)
      .where("id", "=", id)
      .execute();
    const list = (
      await t.app.inject({ method: "GET", url: `${A}/applications`, headers: { cookie: recruiter.cookie } })
    ).json();
    expect(list.items.map((i: { stage: string }) => i.stage)).toEqual(["portfolio-review"]);
    const url = `${A}/submissions/application/${id}`;
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: recruiter.cookie } })).json().status).toBe(
      "portfolio-review",
    );
    const other = await apply(t, { email: "second@example.com" });
    const move = await t.app.inject({
      method: "PATCH",
      url: `${A}/submissions/application/${other}`,
      headers: { ...json, cookie: recruiter.cookie },
      payload: { status: "portfolio-review" },
    });
    expect(move.statusCode).toBe(400);
    // Moving on from it is an ordinary move, kept in the history.
    const on = await t.app.inject({
      method: "PATCH",
      url,
      headers: { ...json, cookie: recruiter.cookie },
      payload: { status: "offer" },
    });
    expect(on.json().history.at(-1)).toMatchObject({ action: "status", from: "portfolio-review", to: "offer" });
  });

  it("the résumé downloads with the bytes sent, a server-chosen name, attachment, nosniff and a sandbox CSP; each download is audited; sales are refused", async () => {
    const t = await workspaceApp(suite);
    const recruiter = await staffMember(t.app, ["recruiter"]);
    const pdf = pdfOfSize(12_345);
    const id = await apply(t, { fullName: "Zoë O'Brien-Łukasz" }, pdf);
    const url = `${A}/applications/${id}/resume`;
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: recruiter.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="resume-zoe-o-brien-ukasz-${id.slice(0, 8)}.pdf"`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toMatch(/default-src 'none'.*; sandbox$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    await t.app.inject({ method: "GET", url, headers: { cookie: recruiter.cookie } });
    const audit = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "resume_downloaded")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_id: recruiter.id, target_type: "application", target_id: id });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ bytes: pdf.length });

    const sales = await staffMember(t.app, ["sales"]);
    const refused = await t.app.inject({ method: "GET", url, headers: { cookie: sales.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.rawPayload.includes(pdf.subarray(0, 64))).toBe(false);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `${A}/applications/nope/resume`,
          headers: { cookie: recruiter.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await t.app.db.selectFrom("audit_log").selectAll().where("action", "=", "resume_downloaded").execute(),
    ).toHaveLength(2);
  });

  it("rejecting can send the previewed e-mail from the careers address, in the same transaction as the stage; or send nothing", async () => {
    const t = await workspaceApp(suite);
    const recruiter = await staffMember(t.app, ["recruiter"]);
    const id = await apply(t, { email: "Kavya.Iyer@Example.com" });
    const preview = (
      await t.app.inject({
        method: "GET",
        url: `${A}/applications/${id}/rejection-email`,
        headers: { cookie: recruiter.cookie },
      })
    ).json();
    expect(preview.to).toBe("kavya.iyer@example.com");
    expect(preview.from).toBe(`"Corvanta Technologies Careers" <${t.config.careersEmail}>`);
    expect(preview.subject).toBe("Your application for Software Engineer – Corvanta Technologies");
    expect(preview.text).toContain(`reference ${id}`);
    expect(preview.text).not.toContain("Kavya"); // no text the sender typed (docs/decisions/0021)

    const r = await t.app.inject({
      method: "POST",
      url: `${A}/applications/${id}/reject`,
      headers: { ...json, cookie: recruiter.cookie },
      payload: { sendEmail: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json();
    expect(d.status).toBe("rejected");
    expect(d.history.map((h: { action: string }) => h.action).slice(-2)).toEqual(["status", "rejection_email"]);
    expect(d.mail.map((m: { kind: string }) => m.kind).sort()).toEqual(["ack", "notify", "reject"]);
    const [mail] = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("submission_id", "=", id)
      .where("kind", "=", "reject")
      .execute();
    expect(mail).toMatchObject({
      to_address: preview.to,
      from_address: preview.from,
      subject: preview.subject,
      text_body: preview.text,
      reply_to: t.config.careersEmail,
    });
    expect(
      await t.app.db.selectFrom("audit_log").selectAll().where("action", "=", "rejection_email_queued").execute(),
    ).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `${A}/applications/${id}/reject`,
          headers: { ...json, cookie: recruiter.cookie },
          payload: { sendEmail: true },
        })
      ).statusCode,
    ).toBe(409);

    const quiet = await apply(t, { email: "other@example.com" });
    const q = await t.app.inject({
      method: "POST",
      url: `${A}/applications/${quiet}/reject`,
      headers: { ...json, cookie: recruiter.cookie },
      payload: { sendEmail: false },
    });
    expect(q.json().status).toBe("rejected");
    expect(
      await t.app.db
        .selectFrom("outbox")
        .selectAll()
        .where("submission_id", "=", quiet)
        .where("kind", "=", "reject")
        .execute(),
    ).toHaveLength(0);

    const sales = await staffMember(t.app, ["sales"]);
    for (const [method, url] of [
      ["GET", `${A}/applications/${quiet}/rejection-email`],
      ["POST", `${A}/applications/${quiet}/reject`],
    ] as const) {
      expect(
        (
          await t.app.inject({
            method,
            url,
            headers: { ...json, cookie: sales.cookie },
            ...(method === "POST" ? { payload: { sendEmail: true } } : {}),
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it("the applicant's acknowledgement comes from the careers address and speaks of their application", async () => {
    const t = await workspaceApp(suite);
    const id = await apply(t);
    const [ack] = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("submission_id", "=", id)
      .where("kind", "=", "ack")
      .execute();
    expect(ack!.from_address).toBe(`"Corvanta Technologies Careers" <${t.config.careersEmail}>`);
    expect(ack!.reply_to).toBe(t.config.careersEmail);
    expect(ack!.subject).toBe("Your application for Software Engineer – Corvanta Technologies");
    expect(ack!.text_body).toContain("Thank you for applying to Corvanta Technologies");
    expect(ack!.text_body).toContain(`reference ${id}`);
    expect(ack!.text_body).not.toMatch(/contacting/i);
    // Quotes and contact messages keep MAIL_FROM.
    const c = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: json,
      payload: {
        name: "A Person",
        email: "a@example.com",
        subject: "Hello there",
        message: "A message long enough to pass the checks.",
        startedAt: Date.now() - 60_000,
      },
    });
    expect(c.statusCode, c.body).toBe(201);
    const [cack] = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("submission_id", "=", c.json().id)
      .where("kind", "=", "ack")
      .execute();
    expect(cack!.from_address ?? null).toBeNull();
  });
});

it("résumé file names are ASCII, from the applicant's name and the reference", () => {
  expect(resumeFileName("Zoë O'Brien", "0123456789abcdef", "application/pdf")).toBe("resume-zoe-o-brien-01234567.pdf");
  expect(
    resumeFileName(
      "张伟",
      "0123456789abcdef",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ),
  ).toBe("resume-01234567.docx");
  expect(resumeFileName('a"b\r\nc', "0123456789abcdef", "application/msword")).toBe("resume-a-b-c-01234567.doc");
});
