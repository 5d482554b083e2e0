/**
 * `npm run bench:inbox`: the workspace inbox at 100,000 submissions. Builds the real app
 * (buildApp, in process) on a fresh SQLite file, or on PostgreSQL with BENCH_DATABASE_URL (a
 * database it creates and drops), fills it with BENCH_ROWS submissions (default 100,000: half
 * quotes, half contacts, some assigned, some read), signs in as a sales person, then times the
 * inbox API through app.inject(): first page, pages deep into the list by cursor, each filter,
 * search, and the CSV export of one day. Reports medians; never fails on a figure.
 */
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { buildApp } from "#server/app.ts";
import { defaultWorkspaceConfig, loadConfig } from "#server/config.ts";
import { fmt, median, pgDatabase, tempDir } from "./common";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const pgUrl = process.env.BENCH_DATABASE_URL;

const dataDir = tempDir("inbox");
const database = pgUrl ? await pgDatabase(pgUrl, "bench_inbox") : null;
const config = {
  ...loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  databaseUrl: database?.url,
  workspace: defaultWorkspaceConfig(15, false),
};
const app = await buildApp({ config, logStream: false });

try {
  const inv = await app.staff.invite({ email: "bench@corvanta.example", name: "Bench Sales", roles: ["sales"] }, null);
  const accepted = await app.inject({
    method: "POST",
    url: "/api/admin/auth/invitations/accept",
    payload: { token: inv.token, password: "bench-quiet-harbour-lamp-72" },
  });
  const cookie = String(accepted.headers["set-cookie"]).split(";")[0]!;
  const me = inv.member.id;

  // Fill: newest 2026-11-20, one submission a minute going back (about 70 days per 100k).
  const start = Date.parse("2026-11-20T12:00:00Z");
  const words = ["website", "ERP", "mobile app", "cloud migration", "maintenance", "SEO", "payroll", "inventory"];
  const t0 = performance.now();
  const batch = 500;
  for (let i = 0; i < ROWS; i += batch) {
    const quotes: Record<string, unknown>[] = [];
    const contacts: Record<string, unknown>[] = [];
    const reads: { account_id: string; submission_id: string; read_at: string }[] = [];
    for (let j = i; j < Math.min(ROWS, i + batch); j++) {
      const id = randomUUID();
      const created = new Date(start - j * 60_000).toISOString();
      const w = words[j % words.length]!;
      const common = {
        id,
        created_at: created,
        email: `person${j}@example.com`,
        spam: j % 97 === 0 ? 1 : 0,
        spam_reason: null,
        ip_hash: null,
        assignee_id: j % 10 === 0 ? me : null,
      };
      if (j % 2 === 0)
        quotes.push({
          ...common,
          name: `Person ${j}`,
          services: w,
          message: `We would like a quote for ${w}, request number ${j}.`,
          status: j % 7 === 0 ? "in_progress" : "new",
        });
      else
        contacts.push({
          ...common,
          name: `Person ${j}`,
          subject: `About ${w}`,
          message: `A question about ${w}, message number ${j}.`,
          status: j % 5 === 0 ? "replied" : "new",
        });
      if (j % 3 === 0) reads.push({ account_id: me, submission_id: id, read_at: created });
    }
    await app.db.transaction().execute(async (trx) => {
      if (quotes.length)
        await trx
          .insertInto("quotes")
          .values(quotes as never)
          .execute();
      if (contacts.length)
        await trx
          .insertInto("contacts")
          .values(contacts as never)
          .execute();
      if (reads.length) await trx.insertInto("submission_reads").values(reads).execute();
    });
  }
  await sql`analyze`.execute(app.db);
  console.log(
    `inbox bench: ${fmt(ROWS)} submissions on ${database ? "PostgreSQL" : "SQLite"}, filled in ${fmt((performance.now() - t0) / 1000, 1)} s; ${RUNS} runs per query`,
  );

  const time = async (label: string, url: string) => {
    const ms: number[] = [];
    let items = 0;
    for (let r = 0; r < RUNS; r++) {
      const t = performance.now();
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      ms.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      items = url.includes("export")
        ? res.body.split("\r\n").length - 2
        : ((res.json() as { items?: unknown[] }).items?.length ?? 1);
    }
    console.log(`  ${label.padEnd(44)} median ${fmt(median(ms), 1).padStart(7)} ms   (${items} rows)`);
  };

  await time("first page (50)", "/api/admin/inbox");
  // Walk 40 pages deep by cursor, then time the next one.
  let cursor = "";
  for (let p = 0; p < 40; p++) {
    const res = await app.inject({
      method: "GET",
      url: `/api/admin/inbox?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      headers: { cookie },
    });
    cursor = (res.json() as { nextCursor: string }).nextCursor;
  }
  await time("page after 4,000 rows (keyset cursor)", `/api/admin/inbox?limit=50&cursor=${cursor}`);
  await time("kind=contact", "/api/admin/inbox?kind=contact");
  await time("kind=quote&status=in_progress", "/api/admin/inbox?kind=quote&status=in_progress");
  await time("assignee=me", "/api/admin/inbox?assignee=me");
  await time("unread=1", "/api/admin/inbox?unread=1");
  await time("from/to one day", "/api/admin/inbox?from=2026-11-01&to=2026-11-01");
  await time("search, common word (payroll)", "/api/admin/inbox?q=payroll");
  await time("search, one person (person77777@)", "/api/admin/inbox?q=person77777%40");
  await time("search, no match", "/api/admin/inbox?q=zzzz-no-such-thing");
  await time("dashboard", "/api/admin/dashboard");
  await time("CSV export of one day (about 1,440 rows)", "/api/admin/export.csv?from=2026-11-01&to=2026-11-01");
} finally {
  await app.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
