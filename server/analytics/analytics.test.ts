/**
 * Traffic analytics through the real routes on SQLite and PostgreSQL: what is counted and what is
 * not (bots, staff, non-public paths), Global Privacy Control, the daily salt (shared by two
 * processes, rotated and forgotten), the rollups and the report against the period before,
 * conversions per source, the purge by the retention job, and who may read the Traffic view.
 */
import { expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { describeDb, validQuote } from "../../tests/support/server";
import { staffMember, testClock, workspaceApp } from "../../tests/support/workspace";
import { rollupCutoff } from "./rollup";
import { visitorHash } from "./visitor";
import { retentionCountLabels } from "#contracts/workspace.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function view(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip = "203.0.113.7",
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/event",
    headers: { "content-type": "application/json", "user-agent": CHROME, ...headers },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(204);
}

const events = async (app: FastifyInstance) => {
  await app.analytics.buffer.flush();
  return app.db.selectFrom("analytics_events").selectAll().orderBy("at").execute();
};

describeDb("traffic analytics", (suite) => {
  it("counts a page view with a day's visitor hash, device and browser, and the entry's source; never the address", async () => {
    const { app } = await workspaceApp(suite);
    await view(app, {
      p: "/",
      e: 1,
      q: "?utm_source=newsletter&utm_campaign=november",
      r: "https://mail.example.net/x?t=1",
    });
    await view(app, { p: "/services/devops" });
    await view(app, { p: "/about" }, { "user-agent": IPHONE }, "198.51.100.4");
    const rows = await events(app);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      path: "/",
      entry: 1,
      channel: "email",
      campaign: "november",
      referrer: "mail.example.net",
      device: "desktop",
      browser: "Chrome",
    });
    expect(rows[1]).toMatchObject({
      path: "/services/devops",
      entry: 0,
      channel: null,
      campaign: null,
      referrer: null,
    });
    expect(rows[0]!.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor);
    expect(rows[2]).toMatchObject({ device: "mobile", browser: "Safari" });
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("198.51.100.4");
  });

  it("does not count bots, signed-in staff, requests without a user agent, or paths that are not public pages", async () => {
    const { app } = await workspaceApp(suite);
    const staff = await staffMember(app, ["sales"]);
    await view(app, { p: "/" }, { "user-agent": GOOGLEBOT });
    await view(app, { p: "/" }, { "user-agent": "curl/8.5.0" });
    await view(app, { p: "/" }, { cookie: staff.cookie });
    await view(app, { p: "/admin/inbox" });
    await view(app, { p: "/api/quotes" });
    const res = await app.inject({
      method: "POST",
      url: "/api/event",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ p: "/" }),
    });
    expect(res.statusCode).toBe(204);
    expect(await events(app)).toHaveLength(0);
    // Malformed bodies are refused like any API request; nothing is stored.
    const bad = await app.inject({
      method: "POST",
      url: "/api/event",
      headers: { "content-type": "application/json", "user-agent": CHROME },
      payload: JSON.stringify({ p: "/", extra: 1 }),
    });
    expect(bad.statusCode).toBe(400);
    const plain = await app.inject({
      method: "POST",
      url: "/api/event",
      headers: { "content-type": "text/plain", "user-agent": CHROME },
      payload: JSON.stringify({ p: "/" }),
    });
    expect(plain.statusCode).toBe(415);
  });

  it("honours Global Privacy Control: a page view without a visitor hash", async () => {
    const { app } = await workspaceApp(suite);
    await view(app, { p: "/pricing", e: 1 }, { "sec-gpc": "1" });
    const [row] = await events(app);
    expect(row).toMatchObject({ path: "/pricing", visitor: null, entry: 1 });
  });

  it("rotates the salt every day and forgets the old one: yesterday's hashes cannot be recomputed", async () => {
    const clock = testClock(Date.parse("2026-11-20T12:00:00.000Z"));
    const { app } = await workspaceApp(suite, { clock });
    await view(app, { p: "/" });
    const [first] = await events(app);
    const day1 = await app.db.selectFrom("analytics_salts").selectAll().execute();
    expect(day1.map((s) => s.day)).toEqual(["2026-11-20"]);
    expect(visitorHash(day1[0]!.salt, app.config.siteOrigin, "203.0.113.7", CHROME)).toBe(first!.visitor);

    clock.advance(24 * 3_600_000);
    await view(app, { p: "/" });
    const rows = await events(app);
    expect(rows[1]!.day).toBe("2026-11-21");
    expect(rows[1]!.visitor).not.toBe(first!.visitor);
    const salts = await app.db.selectFrom("analytics_salts").selectAll().execute();
    expect(salts.map((s) => s.day)).toEqual(["2026-11-21"]);
    // No salt left anywhere gives yesterday's hash for the same address and browser.
    for (const s of salts)
      expect(visitorHash(s.salt, app.config.siteOrigin, "203.0.113.7", CHROME)).not.toBe(first!.visitor);
    // The daily job forgets a salt even on a day without visits.
    clock.advance(24 * 3_600_000);
    expect(await app.analytics.salt.forgetOld()).toBe(1);
    expect(await app.db.selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
  });

  if (suite.kind === "postgres") {
    it("two server processes on one database use the same salt: one visitor, one hash", async () => {
      const clock = testClock();
      const a = await workspaceApp(suite, { clock });
      const b = await workspaceApp(suite, { clock });
      await view(a.app, { p: "/" });
      await view(b.app, { p: "/about" });
      await a.app.analytics.buffer.flush();
      const rows = await events(b.app);
      expect(rows).toHaveLength(2);
      expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
      expect(await b.app.db.selectFrom("analytics_salts").selectAll().execute()).toHaveLength(1);
    });
  }

  it("rolls up per day and reports a period against the one before, with conversions per source and rates", async () => {
    const clock = testClock(Date.parse("2026-11-20T06:00:00.000Z"));
    const { app } = await workspaceApp(suite, { clock });
    const sales = await staffMember(app, ["sales"]);
    // The week before: one visit from a Google search.
    clock.advance(-7 * 86_400_000);
    await view(app, { p: "/services/devops", e: 1, r: "https://www.google.com/" }, {}, "192.0.2.1");
    await events(app);
    await app.analytics.rollups.catchUp();
    clock.advance(7 * 86_400_000);
    // Today: two visitors from the newsletter campaign, one reads two pages and sends a quote.
    await view(app, { p: "/", e: 1, q: "?utm_source=newsletter&utm_campaign=november" }, {}, "192.0.2.2");
    await view(app, { p: "/services/devops" }, {}, "192.0.2.2");
    await view(app, { p: "/quote" }, {}, "192.0.2.2");
    await view(
      app,
      { p: "/", e: 1, q: "?utm_source=newsletter&utm_campaign=november" },
      { "user-agent": IPHONE },
      "192.0.2.3",
    );
    await view(app, { p: "/", e: 1 }, { "sec-gpc": "1" }, "192.0.2.4");
    await app.analytics.buffer.flush();
    const quote = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: validQuote({
        source: JSON.stringify({ l: "/?utm_source=newsletter&utm_campaign=november", r: "", s: "/quote" }),
      }),
    });
    expect(quote.statusCode).toBe(201);

    const get = async (qs: string, cookie = sales.cookie) =>
      app.inject({ method: "GET", url: `/api/admin/traffic${qs}`, headers: { cookie } });
    const res = await get("?from=2026-11-14&to=2026-11-20");
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      from: "2026-11-14",
      to: "2026-11-20",
      previousFrom: "2026-11-07",
      previousTo: "2026-11-13",
    });
    // The GPC view counts as a page view and a visit, not a visitor.
    expect(r.totals).toEqual({ visitors: 2, pageviews: 5, visits: 3, conversions: 1 });
    expect(r.previous).toEqual({ visitors: 1, pageviews: 1, visits: 1, conversions: 0 });
    expect(r.days).toHaveLength(7);
    expect(r.days.at(-1)).toEqual({ day: "2026-11-20", visitors: 2, pageviews: 5, visits: 3 });
    expect(r.pages[0]).toEqual({ value: "/", pageviews: 3, visitors: 2, visits: 3 });
    expect(r.entryPages).toEqual([{ value: "/", pageviews: 3, visitors: 2, visits: 3 }]);
    expect(r.campaigns).toEqual([{ value: "november", pageviews: 2, visitors: 2, visits: 2 }]);
    expect(r.channels.map((c: { value: string }) => c.value)).toEqual(["email", "direct"]);
    expect(r.devices.map((c: { value: string }) => c.value).sort()).toEqual(["desktop", "mobile"]);
    expect(r.conversions.byCampaign).toEqual([
      { value: "november", visits: 2, quotes: 1, contacts: 0, applications: 0, rate: 0.5 },
    ]);
    expect(r.conversions.byChannel[0]).toMatchObject({ value: "email", visits: 2, quotes: 1, rate: 0.5 });
    expect(r.conversions.byLandingPage[0]).toMatchObject({ value: "/", visits: 3, quotes: 1 });

    // A later view today is in the next answer (the view rolls today up again when it is behind).
    clock.advance(10_000);
    await view(app, { p: "/about" }, {}, "192.0.2.9");
    await app.analytics.buffer.flush();
    expect((await get("?from=2026-11-14&to=2026-11-20")).json().totals.pageviews).toBe(6);

    expect((await get("?from=2026-11-20&to=2026-11-14")).statusCode).toBe(400);
    expect((await get("?from=2020-01-01&to=2026-11-20")).statusCode).toBe(400);
    const editor = await staffMember(app, ["editor"]);
    expect((await get("?from=2026-11-14&to=2026-11-20", editor.cookie)).statusCode).toBe(200);
    const recruiter = await staffMember(app, ["recruiter"]);
    expect((await get("", recruiter.cookie)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/admin/traffic" })).statusCode).toBe(401);
  });

  it("says how far today's figures are counted: up to the answer, or up to the last count while newer views wait", async () => {
    // 09:02 UTC is 14:32 in India.
    const clock = testClock(Date.parse("2026-11-20T09:02:00.000Z"));
    const { app } = await workspaceApp(suite, { clock });
    const sales = await staffMember(app, ["sales"]);
    const today = async (query = "") => {
      const res = await app.inject({
        method: "GET",
        url: `/api/admin/traffic${query}`,
        headers: { cookie: sales.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().today;
    };
    // Nothing to count: everything up to the answer is in the figures.
    expect(await today()).toEqual({ countedUpTo: "2026-11-20T09:02:00.000Z", counting: false });
    // A period that ends before today says nothing about today.
    expect(await today("?from=2026-11-01&to=2026-11-19")).toBeNull();
    // Page views before any count: not counted yet.
    await view(app, { p: "/", e: 1 }, {}, "192.0.2.20");
    await app.analytics.buffer.flush();
    expect(await app.analytics.rollups.today()).toEqual({ countedUpTo: null, counting: true });
    // The view counts them before it answers.
    clock.advance(60_000);
    expect(await today()).toEqual({ countedUpTo: "2026-11-20T09:03:00.000Z", counting: false });
    // A page view within seconds of that count waits for the next view: counted up to 14:33 only.
    clock.advance(1_000);
    await view(app, { p: "/about" }, {}, "192.0.2.21");
    await app.analytics.buffer.flush();
    expect(await today()).toEqual({ countedUpTo: "2026-11-20T09:03:00.000Z", counting: true });
  });

  it("a busy day is rolled up just after the view answers, once however many views ask meanwhile", async () => {
    const clock = testClock(Date.parse("2026-11-20T06:00:00.000Z"));
    const { app } = await workspaceApp(suite, { clock });
    for (const ip of ["192.0.2.10", "192.0.2.11", "192.0.2.12"]) await view(app, { p: "/", e: 1 }, {}, ip);
    await app.analytics.buffer.flush();
    const rollups = app.analytics.rollups;
    const total = async () =>
      (
        await app.db
          .selectFrom("analytics_daily")
          .select("pageviews")
          .where("dimension", "=", "total")
          .where("day", "=", "2026-11-20")
          .executeTakeFirst()
      )?.pageviews ?? 0;
    // Three events against a limit of two: left behind for after the answer, nothing rolled up yet.
    expect(await rollups.refresh("2026-11-14", "2026-11-20", 2)).toEqual(["2026-11-20"]);
    expect(await total()).toBe(0);
    const errors: unknown[] = [];
    const first = rollups.rollUpLater(["2026-11-20"], (e) => errors.push(e));
    expect(rollups.rollUpLater(["2026-11-20"], (e) => errors.push(e))).toBe(first);
    await first;
    expect(await total()).toBe(3);
    expect(errors).toEqual([]);
    // Within the limit, the day is rolled up before the answer (after FRESH_MS).
    clock.advance(10_000);
    await view(app, { p: "/about" }, {}, "192.0.2.10");
    await app.analytics.buffer.flush();
    expect(await rollups.refresh("2026-11-14", "2026-11-20", 5_000)).toEqual([]);
    expect(await total()).toBe(4);
  });

  it("the daily job rolls up what is behind, keeps raw events 30 days and rollups 25 months", async () => {
    const clock = testClock(Date.parse("2026-11-20T06:00:00.000Z"));
    const { app } = await workspaceApp(suite, { clock });
    const admin = await staffMember(app, ["admin"]);
    const old = (day: string) => ({
      day,
      at: `${day}T06:00:00.000Z`,
      path: "/",
      visitor: null,
      entry: 1,
      referrer: null,
      channel: "direct",
      campaign: null,
      device: "desktop",
      browser: "Chrome",
    });
    await app.db
      .insertInto("analytics_events")
      .values([old("2026-10-20"), old("2026-10-21"), old("2026-11-19")])
      .execute();
    await app.db
      .insertInto("analytics_daily")
      .values([
        { dimension: "total", day: "2024-10-19", value: "", pageviews: 5, visitors: 5, visits: 5 },
        { dimension: "total", day: "2024-10-20", value: "", pageviews: 6, visitors: 6, visits: 6 },
      ])
      .execute();
    expect(rollupCutoff("2026-11-20")).toBe("2024-10-20");
    const run = await app.inject({
      method: "POST",
      url: "/api/admin/retention/run",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().lastRun.counts).toMatchObject({
      analyticsDaysRolledUp: 3,
      analyticsEvents: 1,
      analyticsRollups: 1,
    });
    // Every count has words for the Settings screen, not a table's name.
    expect(Object.keys(run.json().lastRun.counts).filter((k) => !(k in retentionCountLabels))).toEqual([]);
    const days = (await app.db.selectFrom("analytics_events").select("day").execute()).map((r) => r.day).sort();
    expect(days).toEqual(["2026-10-21", "2026-11-19"]);
    const kept = await app.db.selectFrom("analytics_daily").select("day").where("dimension", "=", "total").execute();
    expect(kept.map((r) => r.day).sort()).toEqual(["2024-10-20", "2026-10-20", "2026-10-21", "2026-11-19"]);
  });
});
