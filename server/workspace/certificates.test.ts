/**
 * Certificates in the workspace, through app.inject() on SQLite and PostgreSQL: issuing one and
 * a CSV batch (preview, per-row refusals, limits), revoking with a reason, reinstating, search
 * and status filters, the audit trail, the PDF, and what the public lookup answers after each.
 */
import { constants, inflateSync } from "node:zlib";
import { expect, it } from "vitest";
import { describeDb } from "../../tests/support/server";
import { parseBatch } from "./certificates";
import { staffMember, testClock, workspaceApp, idsOfEveryPage } from "../../tests/support/workspace";

const A = "/api/admin";
// testClock starts 2026-11-20 06:00 UTC: 20 November 2026 in Kolkata.
const TODAY = "2026-11-20";

describeDb("workspace certificates", (suite) => {
  async function setup() {
    const clock = testClock();
    const { app } = await workspaceApp(suite, { clock });
    const recruiter = await staffMember(app, ["recruiter"]);
    const call = async (method: "GET" | "POST", url: string, payload?: unknown) =>
      app.inject({
        method,
        url: `${A}${url}`,
        headers: { cookie: recruiter.cookie, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
        ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      });
    return { app, clock, recruiter, call };
  }

  it("issues one certificate with a new 80-bit ID; it verifies publicly, revoked it does not, reinstated it does again; every step is audited", async () => {
    const { app, call, recruiter, clock } = await setup();
    const res = await call("POST", "/certificates", {
      holderName: "  Priya   Sahoo ",
      programme: "Cloud Engineering Internship",
      issuedOn: "2026-11-20",
      validUntil: "2027-11-19",
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.id).toMatch(/^CVT-[A-Z2-7]{16}$/);
    expect(c).toMatchObject({
      holderName: "Priya Sahoo",
      status: "valid",
      issuedBy: { id: recruiter.id },
      verifyUrl: `https://www.corvanta.example/career/verify-certificate?id=${c.id}`,
    });
    expect((await app.inject({ method: "GET", url: `/api/certificates/${c.id}` })).json()).toMatchObject({
      holderName: "Priya Sahoo",
      validUntil: "2027-11-19",
    });

    clock.advance(1000);
    expect((await call("POST", `/certificates/${c.id}/revoke`, { reason: " " })).statusCode).toBe(400);
    const revoked = await call("POST", `/certificates/${c.id}/revoke`, { reason: "Issued for the wrong programme" });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      status: "revoked",
      revokeReason: "Issued for the wrong programme",
      revokedBy: { id: recruiter.id },
    });
    expect((await call("POST", `/certificates/${c.id}/revoke`, { reason: "again" })).statusCode).toBe(409);
    const pub = await app.inject({ method: "GET", url: `/api/certificates/${c.id}` });
    expect(pub.statusCode).toBe(410);
    expect(pub.json()).toMatchObject({ status: "revoked", date: TODAY });
    expect(pub.body).not.toContain("wrong programme");

    clock.advance(1000);
    const back = await call("POST", `/certificates/${c.id}/reinstate`, {});
    expect(back.json()).toMatchObject({ status: "valid", revokedAt: null, revokeReason: null });
    expect((await call("POST", `/certificates/${c.id}/reinstate`, {})).statusCode).toBe(409);
    expect((await app.inject({ method: "GET", url: `/api/certificates/${c.id}` })).statusCode).toBe(200);
    expect((await call("POST", "/certificates/CVT-NOSUCHAAAAAAAAAA/revoke", { reason: "x" })).statusCode).toBe(404);

    const log = await app.db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "target_id", "detail"])
      .where("target_type", "=", "certificate")
      .orderBy("at")
      .execute();
    expect(log.map((l) => [l.action, l.actor_id, l.target_id])).toEqual([
      ["certificate_issued", recruiter.id, c.id],
      ["certificate_revoked", recruiter.id, c.id],
      ["certificate_reinstated", recruiter.id, c.id],
    ]);
    // Ids only: no holder name, programme or reason in the audit log.
    expect(JSON.stringify(log)).not.toMatch(/Priya|Cloud|wrong programme/);
  });

  it("refuses future issue dates, expiry before issue, missing fields and impossible dates, one message per field", async () => {
    const { call } = await setup();
    const res = await call("POST", "/certificates", {
      holderName: " ",
      programme: "",
      issuedOn: "2026-11-21",
      validUntil: "2026-02-30",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      holderName: "The holder's name is missing.",
      programme: "The programme is missing.",
      issuedOn:
        "The issue date, 21 Nov 2026, is in the future: certificates are issued on or before today, 20 Nov 2026.",
      validUntil: '"2026-02-30" is not a date like 2026-01-31.',
    });
    const before = await call("POST", "/certificates", {
      holderName: "A",
      programme: "B",
      issuedOn: "2026-06-01",
      validUntil: "2026-05-31",
    });
    expect(before.json().fields).toEqual({
      validUntil: "The expiry date, 31 May 2026, is before the issue date, 1 Jun 2026.",
    });
  });

  it("lists newest first with search and status filters, and pages without gaps", async () => {
    const { app, clock, call } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock.advance(1000);
      const r = await call("POST", "/certificates", {
        holderName: i === 3 ? "Zoë 100%_Rath" : `Holder ${i}`,
        programme: i % 2 ? "Data Science Internship" : "Frontend Internship",
        issuedOn: "2025-01-10",
        validUntil: i === 5 ? "2025-12-31" : null,
      });
      ids.push(r.json().id);
    }
    await call("POST", `/certificates/${ids[6]}/revoke`, { reason: "Duplicate" });
    const list = async (qs: string) =>
      (await call("GET", `/certificates${qs}`)).json() as {
        items: { id: string; status: string }[];
        nextCursor: string | null;
      };
    const all = await list("?limit=100");
    expect(all.items.map((i) => i.id).slice(0, 7)).toEqual([...ids].reverse());
    expect(all.items.map((i) => i.id)).toContain("12345");
    expect((await list("?q=data%20science")).items.map((i) => i.id)).toEqual([ids[5], ids[3], ids[1]]);
    expect((await list("?q=100%25_")).items.map((i) => i.id)).toEqual([ids[3]]);
    expect((await list(`?q=${ids[2]!.toLowerCase()}`)).items.map((i) => i.id)).toEqual([ids[2]]);
    expect((await list("?status=revoked")).items.map((i) => i.id)).toEqual([ids[6]]);
    expect((await list("?status=expired")).items.map((i) => i.id)).toEqual([ids[5]]);
    expect((await list("?status=valid&limit=100")).items.map((i) => i.id)).not.toContain(ids[5]);
    expect(await idsOfEveryPage(list, 3)).toEqual(all.items.map((i) => i.id));
    expect((await call("GET", "/certificates?cursor=bogus")).statusCode).toBe(400);
    void app;
  });

  it("bulk CSV: the preview reports each bad row and why; issuing writes only the good rows, checked again on the server", async () => {
    const { app, call } = await setup();
    const csv = [
      "Holder Name,programme,issued_on,valid_until",
      "Aarav Patnaik,Frontend Internship,2026-06-30,2027-06-30",
      "Isha Behera,Frontend Internship,2026-06-31,",
      ",Frontend Internship,2026-06-30,",
      "Rohan Das,Frontend Internship,2026-12-01,",
      "Sara Khan,Frontend Internship,2026-06-30,2026-01-01",
      "",
      '"Mohanty, Arjun",Frontend Internship,2026-06-30,',
      "aarav patnaik,frontend internship,2026-06-30,",
    ].join("\r\n");
    const preview = await call("POST", "/certificate-batches/preview", { csv, fileName: "cohort.csv" });
    expect(preview.statusCode).toBe(200);
    const p = preview.json();
    expect(p.valid).toBe(2);
    expect(p.refused).toBe(5);
    expect(p.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['"2026-06-31" is not a date like 2026-01-31.']],
      [4, ["The holder's name is missing."]],
      [5, ["The issue date, 1 Dec 2026, is in the future: certificates are issued on or before today, 20 Nov 2026."]],
      [6, ["The expiry date, 1 Jan 2026, is before the issue date, 30 Jun 2026."]],
      [8, []],
      [9, ["Repeats line 2: the same holder, programme and issue date."]],
    ]);
    expect(p.rows[5].holderName).toBe("Mohanty, Arjun");
    expect(await app.db.selectFrom("certificates").select("id").where("id", "!=", "12345").execute()).toEqual([]);

    const done = await call("POST", "/certificate-batches", { csv });
    expect(done.statusCode).toBe(201);
    const r = done.json();
    expect(r.issued.map((i: { line: number; holderName: string }) => [i.line, i.holderName])).toEqual([
      [2, "Aarav Patnaik"],
      [8, "Mohanty, Arjun"],
    ]);
    expect(r.refused.map((i: { line: number }) => i.line)).toEqual([3, 4, 5, 6, 9]);
    for (const i of r.issued)
      expect((await app.inject({ method: "GET", url: `/api/certificates/${i.id}` })).statusCode).toBe(200);
    const audited = await app.db
      .selectFrom("audit_log")
      .select(["target_id", "detail"])
      .where("action", "=", "certificate_issued")
      .execute();
    expect(audited.map((a) => a.target_id).sort()).toEqual(r.issued.map((i: { id: string }) => i.id).sort());
    expect(audited.every((a) => a.detail === JSON.stringify({ source: "csv" }))).toBe(true);
  });

  it("bulk CSV: whole-file problems are one clear error (header, quoting, empty, too many rows, too large)", async () => {
    const { call } = await setup();
    const fileError = async (csv: string) => {
      const res = await call("POST", "/certificate-batches/preview", { csv });
      expect(res.statusCode).toBe(400);
      return res.json().fields.file as string;
    };
    expect(await fileError("name,programme\nA,B")).toMatch(/missing: holder_name, issued_on/);
    expect(await fileError("holder_name,programme,issued_on,email\nA,B,2026-01-01,a@b.c")).toMatch(
      /Unknown column email/,
    );
    expect(await fileError('holder_name,programme,issued_on\n"A,B,2026-01-01')).toMatch(/not valid CSV/);
    expect(await fileError("holder_name,programme,issued_on\n")).toMatch(/no rows/);
    const rows = Array.from({ length: 501 }, (_, i) => `P${i},X,2026-01-01`).join("\n");
    expect(await fileError(`holder_name,programme,issued_on\n${rows}`)).toMatch(/501 rows; at most 500/);
    expect(() => parseBatch(`holder_name,programme,issued_on\n${"A".repeat(110 * 1024)},X,2026-01-01`, TODAY)).toThrow(
      /larger than 100 KB/,
    );
  });

  it("the PDF is one A4 landscape page that links to the public verification page", async () => {
    const { call } = await setup();
    const c = (
      await call("POST", "/certificates", {
        holderName: "Ananya Mishra",
        programme: "Full-Stack Web Development Internship",
        issuedOn: "2026-06-30",
      })
    ).json();
    const res = await call("GET", `/certificates/${c.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="corvanta-certificate-${c.id}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdf.toString("latin1");
    expect(text).toContain(`/URI (https://www.corvanta.example/career/verify-certificate?id=${c.id})`);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // A4 landscape: 841.89 x 595.28 points.
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    // The brand typeface is embedded (its name is in the font dictionary).
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+PlusJakartaSans/);
    // The holder's name is drawn on the page (content streams are deflated).
    // PDFKit writes "stream\n<deflated bytes>\nendstream"; a partial flush tolerates any last byte.
    const streams = [...text.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, "latin1"), { finishFlush: constants.Z_SYNC_FLUSH }).toString("latin1");
      } catch {
        return "";
      }
    });
    expect(streams.some((s) => s.includes(" Tj") || s.includes("TJ"))).toBe(true);
    expect((await call("GET", "/certificates/CVT-NOSUCHAAAAAAAAAA/pdf")).statusCode).toBe(404);
  });

  it("a name in a script the PDF has no typeface for: the certificate says so, and its PDF is refused with the reason", async () => {
    const { call } = await setup();
    const drawn = (
      await call("POST", "/certificates", {
        holderName: "ଅନୁପମା ଦାସ",
        programme: "Cloud Engineering Internship",
        issuedOn: "2026-06-30",
      })
    ).json();
    expect(drawn.pdfCannotDraw).toBeNull();
    expect((await call("GET", `/certificates/${drawn.id}/pdf`)).statusCode).toBe(200);

    const res = await call("POST", "/certificates", {
      holderName: "王小明",
      programme: "Cloud Engineering Internship",
      issuedOn: "2026-06-30",
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.pdfCannotDraw).toBe("王 小 明");
    expect((await call("GET", `/certificates/${c.id}`)).json().pdfCannotDraw).toBe("王 小 明");
    const listed = (await call("GET", "/certificates?q=%E7%8E%8B")).json();
    expect(listed.items.map((i: { id: string; pdfCannotDraw: string | null }) => [i.id, i.pdfCannotDraw])).toEqual([
      [c.id, "王 小 明"],
    ]);
    const pdf = await call("GET", `/certificates/${c.id}/pdf`);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.headers["content-type"]).toMatch(/^application\/json/);
    expect(pdf.json()).toMatchObject({
      error: "pdf_cannot_draw",
      message:
        "The PDF cannot draw 王 小 明 in this certificate's name or programme. Print it from its printable page: the browser draws every script.",
    });

    // A file's preview says the same of each row that can be issued.
    const rows = parseBatch(
      "holder_name,programme,issued_on\n王小明,Data Analytics Internship,2026-06-30\nଅନୁପମା ଦାସ,Cloud Engineering Internship,2026-06-30\n王 芳,,2026-06-30\n",
      TODAY,
    );
    expect(rows.map((r) => [r.line, r.errors.length, r.pdfCannotDraw])).toEqual([
      [2, 0, "王 小 明"],
      [3, 0, null],
      [4, 1, null],
    ]);
  });
});
