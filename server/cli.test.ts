import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { runCli } from "./cli";
import { registry } from "./registry";
import { defaultWorkspaceConfig } from "./config";
import {
  describeDb,
  formData,
  pdfOfSize,
  validApplicationFields,
  validQuote,
  type TestApp,
} from "../tests/support/server";

/** Runs the CLI in-process against the test app's database (same DATA_DIR or DATABASE_URL). */
async function cli(t: TestApp, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env: Record<string, string> = { DATA_DIR: t.dataDir };
  if (t.config.databaseUrl) env.DATABASE_URL = t.config.databaseUrl;
  const code = await runCli(argv, { env, cwd: t.dataDir, out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describeDb("npm run cli", (suite) => {
  it("issues, lists and revokes certificates; new IDs are unguessable and look-ups follow", async () => {
    const t = await suite.app();
    const issued = await cli(
      t,
      "certificates",
      "issue",
      "--name",
      "Sneha Patil",
      "--programme",
      "Data Science Internship",
      "--issued",
      "2026-01-31",
      "--valid-until",
      "2027-01-31",
    );
    expect(issued.code).toBe(0);
    const id = issued.out.trim();
    expect(id).toMatch(/^CVT-[A-Z2-7]{16}$/);
    expect((await t.app.inject({ method: "GET", url: `/api/certificates/${id}` })).json()).toMatchObject({
      holderName: "Sneha Patil",
      validUntil: "2027-01-31",
    });
    const list = await cli(t, "certificates", "list");
    expect(list.out).toContain(id);
    expect(list.out).toContain("12345");
    expect((await cli(t, "certificates", "revoke", id, "--reason", "Issued to the wrong cohort")).code).toBe(0);
    expect((await t.app.inject({ method: "GET", url: `/api/certificates/${id}` })).json()).toMatchObject({
      status: "revoked",
    });
    const row = await t.app.db
      .selectFrom("certificates")
      .select(["revoke_reason", "issued_by"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ revoke_reason: "Issued to the wrong cohort", issued_by: null });
    const future = await cli(t, "certificates", "issue", "--name", "X", "--programme", "Y", "--issued", "2099-01-01");
    expect(future.code).toBe(1);
    expect(future.err).toMatch(/--issued: .*future/);
    expect((await cli(t, "certificates", "list")).out).toMatch(new RegExp(`${id}.*revoked`));
    expect((await cli(t, "certificates", "revoke", id)).code).toBe(1);
    const bad = await cli(t, "certificates", "issue", "--name", "X", "--programme", "Y", "--issued", "2026-02-30");
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/--issued/);
    // One after another: each run opens its own database handle, as separate processes would.
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++)
      ids.add((await cli(t, "certificates", "issue", "--name", "A", "--programme", "B", "--issued", "2026-01-01")).out);
    expect(ids.size).toBe(20);
  });

  it("exports submissions as CSV, safe against formula injection, spam left out unless asked", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_QUOTES: "20/1m" } });
    await t.app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: validQuote({ name: '=HYPERLINK("http://evil")', message: 'Line one,\nline "two"' }),
    });
    await t.app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: validQuote({ name: "@SUM(A1)", services: "+cmd", website: "spam" }),
    });
    const csv = await cli(t, "export", "quotes");
    expect(csv.code).toBe(0);
    const lines = csv.out.split("\r\n");
    // The writer shared with the workspace (server/lib/csv.ts): a byte-order mark for Excel, CRLF record ends.
    // The columns of the workspace's export of quotes (the kind's description, server/registry.ts).
    expect(lines[0]).toBe(`\uFEFF${registry.quote.exportColumns.map((c) => c.header).join(",")}`);
    expect(lines[0]).toMatch(/^\uFEFFReference,Received \(UTC\),Name,Email,Services,Message,.*,Status,Assignee$/);
    expect(lines[1]).toContain(",New,");
    expect(csv.out).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.out).toContain(`"Line one,\nline ""two"""`);
    expect(csv.out).not.toContain("@SUM");
    const all = await cli(t, "export", "quotes", "--include-spam", "--out", "quotes.csv");
    expect(all.code).toBe(0);
    const file = readFileSync(join(t.dataDir, "quotes.csv"), "utf8");
    expect(file).toContain("'@SUM(A1)");
    expect(file).toContain("'+cmd");
    expect(file.split("\r\n")[0]).toMatch(/,Spam,Spam reason$/);
    expect((await cli(t, "export", "nothing")).code).toBe(1);
  });

  it("lists spam and releases a submission, which then gets its two e-mails", async () => {
    const t = await suite.app();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: validQuote({ website: "http://bot" }),
    });
    const id = res.json().id;
    const list = await cli(t, "spam", "list");
    expect(list.out).toContain(id);
    expect(list.out).toContain("honeypot");
    expect(await t.app.db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
    const released = await cli(t, "spam", "release", "quote", id);
    expect(released.code).toBe(0);
    expect(
      await t.app.db.selectFrom("quotes").select(["spam", "spam_reason"]).where("id", "=", id).executeTakeFirst(),
    ).toEqual({ spam: 0, spam_reason: null });
    const outbox = await t.app.db.selectFrom("outbox").selectAll().where("submission_id", "=", id).execute();
    expect(outbox.map((o) => o.kind).sort()).toEqual(["ack", "notify"]);
    expect((await cli(t, "spam", "release", id)).code).toBe(1); // not spam any more
    expect((await cli(t, "spam", "list")).out).toMatch(/No submissions/);
  });

  it("saves a copy of a résumé, and purges what is past retention (files too)", async () => {
    const t = await suite.app();
    const form = formData(validApplicationFields(), [{ filename: "cv.pdf", content: pdfOfSize(3000) }]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { accept: "application/json" },
      payload: form,
    });
    const id = res.json().id;
    const saved = await cli(t, "resume", id, "--out", "copy");
    expect(saved.code).toBe(0);
    expect(readFileSync(join(t.dataDir, "copy.pdf")).subarray(0, 5).toString()).toBe("%PDF-");

    await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    await t.app.db.updateTable("applications").set({ created_at: old }).execute();
    const row = await t.app.db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
    const dry = await cli(t, "purge", "--dry-run");
    expect(dry.out).toMatch(/Would delete: 0 quotes, 0 contact messages, 1 applications/);
    const purged = await cli(t, "purge");
    expect(purged.code).toBe(0);
    expect(await t.app.db.selectFrom("applications").select("id").execute()).toHaveLength(0);
    expect(await t.app.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom("outbox").select("id").where("submission_id", "=", id).execute()).toHaveLength(0);
    expect(existsSync(join(t.dataDir, "uploads", row.resume_file))).toBe(false);
  });

  it("shows the outbox and puts failed e-mails back in the queue", async () => {
    const t = await suite.app();
    await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    await t.app.db
      .updateTable("outbox")
      .set({ failed_at: new Date().toISOString(), attempts: 3, last_error: "EENVELOPE 550" })
      .execute();
    expect((await cli(t, "outbox", "list")).out).toMatch(/failed: 2/);
    expect((await cli(t, "outbox", "retry-failed")).out).toMatch(/Queued 2/);
    expect((await cli(t, "outbox", "list")).out).toMatch(/pending: 2, failed: 0/);
  });

  it("prints usage for help and unknown commands", async () => {
    const t = await suite.app();
    expect((await cli(t, "help")).out).toContain("certificates issue");
    const unknown = await cli(t, "frobnicate");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Unknown command");
  });
});

it("runs as `npm run cli` (tsx) from a shell", async () => {
  const { tempDir } = await import("../tests/support/server");
  const dir = tempDir();
  const { stdout } = await promisify(execFile)("npx", ["tsx", "server/cli.ts", "certificates", "list"], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
    cwd: join(import.meta.dirname, ".."),
  });
  expect(stdout).toContain("12345\tAnanya Mishra");
}, 60_000);

const t0Workspace = defaultWorkspaceConfig(10, false);

describeDb("npm run cli -- staff", (suite) => {
  it("invites (repeatable --role, link as the last line), lists, disables (sessions end at once) and enables", async () => {
    const t = await suite.app({ config: { workspace: { ...t0Workspace } } });
    const inv = await cli(
      t,
      "staff",
      "invite",
      "--email",
      "First.Admin@Corvanta.example",
      "--name",
      "First Admin",
      "--role",
      "admin",
      "--role",
      "sales",
    );
    expect(inv.code).toBe(0);
    const last = inv.out.trim().split("\n").pop()!;
    expect(last).toMatch(/^https:\/\/\S+\/admin\/invitation#token=[A-Za-z0-9_-]{43}$/);
    const token = last.split("#token=")[1]!;
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/invitations/accept",
      payload: { token, password: "amber-violin-quarry-lantern" },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().roles).toEqual(["admin", "sales"]);
    const cookie = String(accepted.headers["set-cookie"]).split(";")[0]!;

    const second = await cli(
      t,
      "staff",
      "invite",
      "--email",
      "sales@corvanta.example",
      "--name",
      "Sales Person",
      "--role",
      "sales",
    );
    const salesToken = second.out.trim().split("\n").pop()!.split("#token=")[1]!;
    const salesCookie = String(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/auth/invitations/accept",
          payload: { token: salesToken, password: "amber-violin-quarry-lantern" },
        })
      ).headers["set-cookie"],
    ).split(";")[0]!;
    const list = await cli(t, "staff", "list");
    expect(list.out).toMatch(/first\.admin@corvanta\.example\tFirst Admin\tadmin,sales\tactive/);
    expect((await cli(t, "staff", "disable", "sales@corvanta.example")).code).toBe(0);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/auth/me", headers: { cookie: salesCookie } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/auth/me", headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await cli(t, "staff", "disable", "first.admin@corvanta.example")).err).toMatch(/no active admin/);
    expect((await cli(t, "staff", "enable", "sales@corvanta.example")).out).toMatch(/active again/);
    expect(
      (await cli(t, "staff", "invite", "--email", "x@corvanta.example", "--name", "X", "--role", "boss")).err,
    ).toMatch(/unknown role: boss/);
    expect(
      (await cli(t, "staff", "invite", "--email", "first.admin@corvanta.example", "--name", "Again", "--role", "admin"))
        .err,
    ).toMatch(/already has an active account/);
    expect((await cli(t, "staff", "disable", "nobody@corvanta.example")).code).toBe(1);
  });
});

describeDb("npm run cli -- webhooks", (suite) => {
  it("adds a destination (the signing secret as the last line), lists it, and refuses bad input by field", async () => {
    const t = await suite.app();
    const url = "https://crm.corvanta.example/hooks/leads";
    const added = await cli(t, "webhooks", "add", "--url", url, "--events", "quote.received,contact.received");
    expect(added.code, added.err).toBe(0);
    const secret = added.out.trim().split("\n").at(-1)!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const row = await t.app.db.selectFrom("destinations").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ url, kind: "webhook", secret, state: "active" });
    expect(JSON.parse(row.events)).toEqual(["quote.received", "contact.received"]);
    const list = await cli(t, "webhooks", "list");
    expect(list.out).toContain(row.id);
    expect(list.out).toContain("quote.received,contact.received");
    expect(list.out).not.toContain(secret);

    const plain = await cli(
      t,
      "webhooks",
      "add",
      "--url",
      "http://crm.corvanta.example/x",
      "--events",
      "quote.received",
    );
    expect(plain.code).toBe(1);
    expect(plain.err).toMatch(/url: Only https/);
    const unknown = await cli(t, "webhooks", "add", "--url", url, "--events", "quote.recieved");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/events: Unknown event: quote\.recieved/);
    const slack = await cli(t, "webhooks", "add", "--kind", "slack", "--url", url, "--events", "quote.received");
    expect(slack.code).toBe(1);
    expect(slack.err).toMatch(/not a Slack webhook URL/);
    expect(await t.app.db.selectFrom("destinations").select("id").execute()).toHaveLength(1);
  });
});
