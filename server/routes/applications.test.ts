import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#contracts/fields.ts";
import {
  describeDb,
  docFile,
  docxFile,
  formData,
  pdfOfSize,
  validApplicationFields,
  zipFile,
  type FilePart,
  type TestApp,
} from "../../tests/support/server";

const post = (
  t: TestApp,
  fields: Record<string, string>,
  files: FilePart[],
  headers: Record<string, string> = { accept: "application/json" },
) => {
  return t.app.inject({ method: "POST", url: "/api/applications", headers, payload: formData(fields, files) });
};
const resume = (content: Buffer, filename = "resume.pdf", type = "application/pdf"): FilePart => ({
  filename,
  content,
  type,
});

/** Files in DATA_DIR/uploads, partial uploads included. */
const uploads = (t: TestApp) => readdirSync(join(t.dataDir, "uploads"));
const rows = (t: TestApp) => t.app.db.selectFrom("applications").selectAll().execute();

// The limit checks (limit-1, limit, limit+1) send three 5 MB bodies: allow them more time.
const UPLOAD_TIMEOUT = 60_000;

describeDb("POST /api/applications", (suite) => {
  it("stores a PDF résumé durably outside the site, with the row and two e-mails, then answers 201", async () => {
    const t = await suite.app();
    const pdf = pdfOfSize(40_000);
    const res = await post(t, validApplicationFields(), [resume(pdf, "Kavya Iyer CV.pdf")]);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const [row] = await rows(t);
    expect(row).toMatchObject({
      id,
      listing_id: "job-software-engineer",
      full_name: "Kavya Iyer",
      phone: "+91 98765 43210",
      experience_years: "3",
      resume_original_name: "Kavya Iyer CV.pdf",
      resume_size: pdf.length,
      resume_sha256: createHash("sha256").update(pdf).digest("hex"),
      resume_mime: "application/pdf",
      spam: 0,
    });
    expect(row!.resume_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const stored = join(t.dataDir, "uploads", row!.resume_file);
    expect(readFileSync(stored).equals(pdf)).toBe(true);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    expect(uploads(t)).toEqual([row!.resume_file]);

    const outbox = await t.app.db.selectFrom("outbox").selectAll().where("submission_id", "=", id).execute();
    expect(outbox).toHaveLength(2);
    const notify = outbox.find((o) => o.kind === "notify")!;
    expect(notify).toMatchObject({ to_address: t.config.careersEmail, reply_to: "kavya.iyer@example.com" });
    expect(notify.text_body).toContain(`npm run cli -- resume ${id}`);
    expect(notify.text_body).not.toContain(row!.resume_file); // where it is on disk stays on the server

    // Never served: not by its name, not under any path the site answers.
    for (const url of [
      `/${row!.resume_file}`,
      `/uploads/${row!.resume_file}`,
      `/data/uploads/${row!.resume_file}`,
      "/site.db",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("accepts DOC and DOCX judged by content, whatever the name says", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    const doc = await post(t, validApplicationFields(), [resume(docFile(), "cv.doc", "application/msword")]);
    expect(doc.statusCode).toBe(201);
    const docx = await post(t, validApplicationFields(), [resume(docxFile(), "cv", "application/octet-stream")]);
    expect(docx.statusCode).toBe(201);
    const mimes = (await rows(t)).map((r) => r.resume_mime).sort();
    expect(mimes).toEqual([
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
  });

  it(
    "takes a résumé of limit-1 and limit bytes byte for byte, refuses limit+1 with 413 and keeps nothing",
    async () => {
      const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
      for (const size of [RESUME_MAX_BYTES - 1, RESUME_MAX_BYTES]) {
        const pdf = pdfOfSize(size);
        const res = await post(t, validApplicationFields(), [resume(pdf)]);
        expect(res.statusCode, String(size)).toBe(201);
        const row = await t.app.db
          .selectFrom("applications")
          .selectAll()
          .where("id", "=", res.json().id)
          .executeTakeFirstOrThrow();
        expect(row.resume_size).toBe(size);
        expect(row.resume_sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
      }
      const over = await post(t, validApplicationFields(), [resume(pdfOfSize(RESUME_MAX_BYTES + 1))]);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ error: "payload_too_large", requestId: expect.any(String) });
      expect(await rows(t)).toHaveLength(2);
      expect(uploads(t)).toHaveLength(2); // no partial file left
    },
    UPLOAD_TIMEOUT,
  );

  it("answers 400 for a zero-byte or missing résumé, naming the field", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    const empty = await post(t, validApplicationFields(), [resume(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ resume: expect.stringMatching(/empty/) });
    const missing = await post(t, validApplicationFields(), []);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(["resume"]);
    expect(await rows(t)).toHaveLength(0);
    expect(uploads(t)).toHaveLength(0);
  });

  it("refuses two files (413) and a file under another name (400), keeping nothing", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    const two = await post(t, validApplicationFields(), [
      resume(pdfOfSize(2000)),
      resume(pdfOfSize(2000), "second.pdf"),
    ]);
    expect([400, 413]).toContain(two.statusCode);
    const other = await post(t, validApplicationFields(), [
      { field: "photo", filename: "me.pdf", content: pdfOfSize(2000) },
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toMatchObject({ photo: "Unknown field.", resume: expect.any(String) });
    expect(await rows(t)).toHaveLength(0);
    expect(uploads(t)).toHaveLength(0);
  });

  it("refuses too many parts and oversized fields with 413, keeping nothing", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    const many: Record<string, string> = { ...validApplicationFields() };
    for (let i = 0; i < 1001; i++) many[`f${i}`] = "x";
    const parts = await post(t, many, [resume(pdfOfSize(1000))]);
    expect(parts.statusCode).toBe(413);
    const huge = await post(t, validApplicationFields({ address: "x".repeat(20 * 1024) }), [resume(pdfOfSize(1000))]);
    expect(huge.statusCode).toBe(413);
    expect(await rows(t)).toHaveLength(0);
    expect(uploads(t)).toHaveLength(0);
  });

  it("answers 400 naming every bad field, unknown ones and an unknown listing included", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    const res = await post(
      t,
      validApplicationFields({
        email: "nope",
        phone: "call me",
        experienceYears: "lots",
        fullName: "",
        favouriteColour: "blue",
      }),
      [resume(pdfOfSize(3000))],
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      "email",
      "experienceYears",
      "favouriteColour",
      "fullName",
      "phone",
    ]);
    const listing = await post(t, validApplicationFields({ listingId: "chief-astronaut" }), [resume(pdfOfSize(3000))]);
    expect(listing.statusCode).toBe(400);
    expect(Object.keys(listing.json().fields)).toEqual(["listingId"]);
    const bySlug = await post(t, validApplicationFields({ listingId: "software-engineer" }), [resume(pdfOfSize(3000))]);
    expect(bySlug.statusCode).toBe(201);
    expect((await rows(t))[0]!.listing_id).toBe("job-software-engineer");
    expect(uploads(t)).toHaveLength(1);
  });

  it("answers 415 for files that are not PDF, DOC or DOCX, whatever their name and type claim", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "50/1m" } });
    const fakes: [string, Buffer][] = [
      ["page.pdf", Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>")],
      ["image.pdf", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ["setup.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4000, 0x90)])],
      ["notes.docx", zipFile({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" })],
      ["plain.docx", zipFile({ "readme.txt": "hello" })],
      ["text.doc", Buffer.from("Just some text, not a Word file.")],
      [" %PDF-late.pdf", Buffer.concat([Buffer.from("xx%PDF-1.4"), Buffer.alloc(100)])],
    ];
    for (const [name, content] of fakes) {
      const res = await post(t, validApplicationFields(), [resume(content, name, "application/pdf")]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({ error: "unsupported_file_type", requestId: expect.any(String) });
    }
    expect(await rows(t)).toHaveLength(0);
    expect(uploads(t)).toHaveLength(0);
  });

  it("keeps only a sanitised copy of a hostile file name; the stored name is the server's", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    const res = await post(t, validApplicationFields(), [resume(pdfOfSize(1000), "../../etc/passwd\u202e.pdf")]);
    expect(res.statusCode).toBe(201);
    const [row] = await rows(t);
    expect(row!.resume_original_name).toBe("passwd.pdf");
    expect(row!.resume_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    await post(t, validApplicationFields(), [resume(pdfOfSize(1000), "बायोडाटा कविता.pdf")]);
    const names = (await rows(t)).map((r) => r.resume_original_name);
    expect(names).toContain("बायोडाटा कविता.pdf");
  });

  it(
    "answers native (no JavaScript) posts with 303 redirects",
    async () => {
      const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
      const native = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
      const ok = await post(t, validApplicationFields(), [resume(pdfOfSize(1000))], native);
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.location).toBe("/thank-you/application");
      const type = await post(t, validApplicationFields(), [resume(Buffer.from("<html></html>"), "cv.pdf")], native);
      expect(type.headers.location).toBe("/form-error/file-type");
      const invalid = await post(t, validApplicationFields({ email: "x" }), [resume(pdfOfSize(1000))], native);
      expect(invalid.headers.location).toBe("/form-error/invalid");
      const large = await post(t, validApplicationFields(), [resume(pdfOfSize(RESUME_MAX_BYTES + 10))], native);
      expect(large.headers.location).toBe("/form-error/too-large");
      expect(await rows(t)).toHaveLength(1);
    },
    UPLOAD_TIMEOUT,
  );

  it("refuses JSON with 415", async () => {
    const t = await suite.app();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(validApplicationFields()),
    });
    expect(res.statusCode).toBe(415);
  });

  it("stores a honeypot application as spam with its file and no e-mail", async () => {
    const t = await suite.app();
    const res = await post(t, validApplicationFields({ website: "bot" }), [resume(pdfOfSize(1000))]);
    expect(res.statusCode).toBe(201);
    expect((await rows(t))[0]).toMatchObject({ spam: 1, spam_reason: "honeypot" });
    expect(await t.app.db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
    expect(uploads(t)).toHaveLength(1);
  });

  it("replays an idempotent retry without storing a second file", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    const fields = validApplicationFields();
    const pdf = pdfOfSize(5000);
    const key = { accept: "application/json", "idempotency-key": "apply-1" };
    const first = await post(t, fields, [resume(pdf)], key);
    const again = await post(t, fields, [resume(pdf)], key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const changed = await post(t, fields, [resume(pdfOfSize(5001))], key);
    expect(changed.statusCode).toBe(422);
    expect(await rows(t)).toHaveLength(1);
    expect(uploads(t)).toHaveLength(1);
  });

  it("answers 429 after the limit (10 accepted an hour by default)", async () => {
    const t = await suite.app();
    for (let i = 0; i < 10; i++)
      expect((await post(t, validApplicationFields(), [resume(pdfOfSize(800))])).statusCode).toBe(201);
    const limited = await post(t, validApplicationFields(), [resume(pdfOfSize(800))]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3000);
    expect(uploads(t)).toHaveLength(10);
  });
});
