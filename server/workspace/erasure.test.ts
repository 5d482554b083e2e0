/**
 * An erased submission leaves no copy in the files the product keeps
 * (docs/decisions/0110-erasure-leaves-no-copy.md; docs/workspace.md "Data protection").
 *
 * A quote, a contact message and an application with its résumé, each carrying canary strings
 * of its own in every free-text field (and a staff note), are stored through the public API with
 * a real data folder, their e-mails written by the files transport; then they are erased through
 * the workspace API, or by the retention purge after the clock moved past the retention periods.
 * Every file under DATA_DIR (site.db, site.db-wal, site.db-shm, uploads/, mail/, anything else)
 * is then read as bytes, while the server is still running and again after it closed: no canary
 * may be in any of them. On PostgreSQL the database's files are not ours to read: the rows must
 * be gone and every table the erasure deleted from must have been vacuumed since.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import type { SubmissionKind } from "#contracts/workspace.ts";
import {
  describeDb,
  formData,
  pdfOfSize,
  validApplicationFields,
  validContact,
  validQuote,
  type DbKind,
  type TestApp,
} from "../../tests/support/server";
import { staffMember, testClock, workspaceApp } from "../../tests/support/workspace";

const A = "/api/admin";
const DAY = 86_400_000;

/** Every file under `dir`, at any depth, hidden ones included. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** "file: canary" for each canary found in a file under `dir`, as bytes (UTF-8 and UTF-16LE). */
function canariesIn(dir: string, canaries: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    for (const c of canaries)
      if (bytes.includes(Buffer.from(c, "utf8")) || bytes.includes(Buffer.from(c, "utf16le")))
        found.push(`${relative(dir, file)}: ${c}`);
  }
  return found;
}

interface Stored {
  ids: Record<SubmissionKind, string>;
  /** Every canary, by where it was typed. */
  canaries: Record<string, string>;
}

/** Stores one submission of each kind through the public API, with canaries, and a staff note on each. */
async function storeWithCanaries(t: TestApp, admin: { cookie: string }, startedAt: number): Promise<Stored> {
  const tag = randomBytes(6).toString("hex");
  const c = (where: string) => `Canary${where}${tag}`;
  const canaries = {
    quoteName: c("QuoteName"),
    quoteEmail: `canary.quote.${tag}@example.com`,
    quoteService: c("QuoteService"),
    quoteMessage: c("QuoteMessage"),
    contactName: c("ContactName"),
    contactEmail: `canary.contact.${tag}@example.com`,
    contactSubject: c("ContactSubject"),
    contactMessage: c("ContactMessage"),
    applicantName: c("ApplicantName"),
    applicantEmail: `canary.applicant.${tag}@example.com`,
    applicantAddress: c("ApplicantAddress"),
    applicantCompany: c("ApplicantCompany"),
    resumeName: c("ResumeName"),
    resumeContent: c("ResumeContent"),
    quoteNote: c("QuoteNote"),
    contactNote: c("ContactNote"),
    applicationNote: c("ApplicationNote"),
  };
  const app = t.app;
  const quote = await app.inject({
    method: "POST",
    url: "/api/quotes",
    // With an Idempotency-Key: its record keeps a hash of the body and the answer ({ id, status }).
    headers: { "content-type": "application/json", "idempotency-key": `erase-${tag}` },
    payload: validQuote({
      name: canaries.quoteName,
      email: canaries.quoteEmail,
      services: canaries.quoteService,
      message: `Please quote for ${canaries.quoteMessage}, a warehouse system.`,
      startedAt,
    }),
  });
  expect(quote.statusCode, quote.body).toBe(201);
  const contact = await app.inject({
    method: "POST",
    url: "/api/contacts",
    headers: { "content-type": "application/json" },
    payload: validContact({
      name: canaries.contactName,
      email: canaries.contactEmail,
      subject: canaries.contactSubject,
      message: `A question about ${canaries.contactMessage}.`,
      startedAt,
    }),
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const pdf = pdfOfSize(6000);
  pdf.write(canaries.resumeContent, 200, "latin1");
  const application = await app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { accept: "application/json" },
    payload: formData(
      validApplicationFields({
        fullName: canaries.applicantName,
        email: canaries.applicantEmail,
        address: `12 ${canaries.applicantAddress} Road, Bengaluru`,
        lastCompany: canaries.applicantCompany,
        startedAt: String(startedAt),
      }),
      [{ filename: `${canaries.resumeName}.pdf`, content: pdf, type: "application/pdf" }],
    ),
  });
  expect(application.statusCode, application.body).toBe(201);
  const ids = {
    quote: quote.json<{ id: string }>().id,
    contact: contact.json<{ id: string }>().id,
    application: application.json<{ id: string }>().id,
  };
  for (const [kind, note] of [
    ["quote", canaries.quoteNote],
    ["contact", canaries.contactNote],
    ["application", canaries.applicationNote],
  ] as const) {
    const res = await app.inject({
      method: "POST",
      url: `${A}/submissions/${kind}/${ids[kind]}/notes`,
      headers: { "content-type": "application/json", cookie: admin.cookie },
      payload: { body: `Called back: ${note}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // The notifications and acknowledgements go out: the files transport writes them to DATA_DIR/mail.
  while ((await app.relay.runOnce()) > 0);
  expect(filesUnder(join(t.dataDir, "mail")).filter((f) => f.endsWith(".eml")).length).toBeGreaterThanOrEqual(6);
  return { ids, canaries };
}

/** Before erasing: the scan finds what it looks for (on PostgreSQL only the files hold any). */
function expectFoundBefore(t: TestApp, kind: DbKind, canaries: Record<string, string>) {
  const found = canariesIn(t.dataDir, Object.values(canaries)).join("\n");
  const expected =
    kind === "sqlite"
      ? Object.values(canaries)
      : [canaries.quoteMessage, canaries.contactMessage, canaries.applicantName, canaries.resumeContent];
  for (const c of expected) expect(found, c).toContain(c);
}

const ERASED_TABLES = [
  "quotes",
  "contacts",
  "applications",
  "outbox",
  "submission_notes",
  "submission_events",
  "submission_reads",
] as const;

/** PostgreSQL: how many times each table has been vacuumed by hand (VACUUM, not autovacuum). */
async function vacuumCounts(t: TestApp): Promise<Record<string, number>> {
  const r = await sql<{ relname: string; vacuum_count: string }>`
    select relname, vacuum_count from pg_stat_user_tables where relname in (${sql.join([...ERASED_TABLES])})`.execute(
    t.app.db,
  );
  return Object.fromEntries(r.rows.map((row) => [row.relname, Number(row.vacuum_count)]));
}

/** Nothing of the three left in any table that held them. */
async function expectRowsGone(t: TestApp, ids: Record<SubmissionKind, string>) {
  const db = t.app.db;
  const all = Object.values(ids);
  expect(await db.selectFrom("quotes").select("id").where("id", "=", ids.quote).execute()).toEqual([]);
  expect(await db.selectFrom("contacts").select("id").where("id", "=", ids.contact).execute()).toEqual([]);
  expect(await db.selectFrom("applications").select("id").where("id", "=", ids.application).execute()).toEqual([]);
  for (const table of ["outbox", "submission_notes", "submission_events", "submission_reads"] as const)
    expect(await db.selectFrom(table).selectAll().where("submission_id", "in", all).execute(), table).toEqual([]);
}

/** After the erasure: no canary in any file, nothing logged about an incomplete clean-up, no canary logged. */
async function expectNoCopy(t: TestApp, kind: DbKind, stored: Stored, vacuumedBefore: Record<string, number>) {
  const canaries = Object.values(stored.canaries);
  await expectRowsGone(t, stored.ids);
  // While the server still runs (site.db-wal is where SQLite kept the old page versions).
  expect(canariesIn(t.dataDir, canaries)).toEqual([]);
  if (kind === "postgres") {
    const after = await vacuumCounts(t);
    for (const table of ERASED_TABLES) expect(after[table], table).toBeGreaterThan(vacuumedBefore[table] ?? 0);
  }
  expect(readdirSync(join(t.dataDir, "uploads")).filter((f) => !f.startsWith("."))).toEqual([]);
  // And after a clean shutdown (SQLite checkpoints and removes its write-ahead log).
  await t.app.close();
  expect(canariesIn(t.dataDir, canaries)).toEqual([]);
  if (kind === "sqlite") expect(existsSync(join(t.dataDir, "site.db-wal"))).toBe(false);
  expect(t.logs.text).not.toMatch(/could not be truncated|did not complete/);
  for (const c of canaries) expect(t.logs.text, c).not.toContain(c);
}

describeDb("erasure leaves no copy", (suite) => {
  it("erased through the workspace API: no canary in any file of the data folder, open or closed", async () => {
    const t = await workspaceApp(suite);
    const admin = await staffMember(t.app, ["admin"]);
    const stored = await storeWithCanaries(t, admin, Date.now() - 60_000);
    expectFoundBefore(t, suite.kind, stored.canaries);
    const vacuumedBefore = suite.kind === "postgres" ? await vacuumCounts(t) : {};

    for (const kind of ["quote", "contact", "application"] as const) {
      const res = await t.app.inject({
        method: "DELETE",
        url: `${A}/submissions/${kind}/${stored.ids[kind]}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    // The idempotency record of the quote outlives it (so a late retry is not stored again), without its words.
    expect(await t.app.db.selectFrom("idempotency_keys").select("response_body").execute()).toEqual([
      { response_body: JSON.stringify({ id: stored.ids.quote, status: "received" }) },
    ]);
    await expectNoCopy(t, suite.kind, stored, vacuumedBefore);
  });

  it("erased by the retention purge once the periods have passed: no canary in any file, open or closed", async () => {
    const clock = testClock();
    const t = await workspaceApp(suite, { clock });
    const admin = await staffMember(t.app, ["admin"]);
    const stored = await storeWithCanaries(t, admin, clock.t - 60_000);
    expectFoundBefore(t, suite.kind, stored.canaries);
    const vacuumedBefore = suite.kind === "postgres" ? await vacuumCounts(t) : {};

    clock.advance(731 * DAY);
    const result = await t.app.retention.runNow(null);
    expect(result).toMatchObject({ quotes: 1, contacts: 1, applications: 1, resumes: 1, notes: 3 });
    await expectNoCopy(t, suite.kind, stored, vacuumedBefore);
  });
});
