/**
 * Lead sources and page views in the browser (docs/analytics.md):
 * - no public page sets a cookie or a localStorage key, and every one sends its page view;
 * - a visit from a campaign link reads two pages and sends a quote: the quote's page in the
 *   workspace shows the landing page, the campaign and the sending page, and the Traffic view
 *   counts the visit and the lead under that campaign (checked with axe at 390 and 1366 px);
 * - the same journey without JavaScript still records the sending page, from the post's Referer.
 */
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { MIN_FILL_MS } from "#contracts/limits.ts";
import { VISIT_KEY, channelLabels } from "#contracts/lead-source.ts";
import { prerenderPaths } from "#content/routes.ts";
import { axeViolations as axe } from "./axe";
import { expect, notFoundConsoleError, realServer, test, waitForHydration } from "./fixtures";
import { expectedStatusConsole, sendQuote, signedInStaff } from "./workspace-helpers";

test.skip(!realServer, "page views, leads and the workspace need the real server");

const isBeacon = (r: { url(): string; method(): string }) =>
  r.method() === "POST" && new URL(r.url()).pathname === "/api/event";

/**
 * Keeps a copy of what the page hands to navigator.sendBeacon (Playwright does not expose a
 * beacon's Blob body), in the page's memory only; `sentBeacons` reads them back.
 */
async function watchBeacons(page: Page) {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const w = window as unknown as { __beacons: Blob[] };
    w.__beacons = [];
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) w.__beacons.push(data);
      return send(url, data);
    };
  });
}
const sentBeacons = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      (window as unknown as { __beacons: Blob[] }).__beacons.map(
        async (b) => JSON.parse(await b.text()) as Record<string, unknown>,
      ),
    ),
  );

test.describe("public pages", () => {
  // The 404 page's document answers 404, which Chromium logs.
  test.use({ allowConsoleErrors: [notFoundConsoleError] });

  test("no page sets a cookie or a localStorage key; each sends one page view", async ({ page, context }) => {
    test.setTimeout(240_000);
    await watchBeacons(page);
    for (const path of prerenderPaths()) {
      const beacon = page.waitForRequest(isBeacon);
      await page.goto(path);
      await waitForHydration(page);
      await beacon;
      expect(await sentBeacons(page), `the page view of ${path}`).toEqual([expect.objectContaining({ p: path })]);
      expect(await context.cookies(), `cookies after ${path}`).toEqual([]);
      const storage = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      }));
      expect(storage.local, `localStorage after ${path}`).toEqual([]);
      // The visit's note is in sessionStorage, which the browser forgets with the tab.
      expect(storage.session, `sessionStorage after ${path}`).toContain(VISIT_KEY);
    }
  });
});

interface Source {
  channel: string;
  summary: string;
  landingPage: string | null;
  utm: Record<string, string | null>;
  sentFrom: string | null;
  via: string;
}

/** The quote a visitor sent, found by e-mail through the workspace API, with its source. */
async function quoteOf(request: APIRequestContext, email: string): Promise<{ id: string; source: Source | null }> {
  const list = await request.get(`/api/admin/inbox?kind=quote&q=${encodeURIComponent(email)}`);
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { items: { id: string }[] }).items;
  expect(items).toHaveLength(1);
  const detail = await request.get(`/api/admin/submissions/quote/${items[0]!.id}`);
  expect(detail.status()).toBe(200);
  return (await detail.json()) as { id: string; source: Source | null };
}

interface TrafficRow {
  value: string;
  visits: number;
  quotes?: number;
}
interface Report {
  campaigns: TrafficRow[];
  conversions: { byCampaign: TrafficRow[] };
}
const campaignRow = (rows: TrafficRow[], name: string) => rows.find((r) => r.value === name);

/** A signed-in admin's page in a context of its own (staff are never counted). */
async function staffPage(browser: Browser, baseURL: string, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await signedInStaff(page.request, baseURL, ["admin"]);
  return { context, page };
}

/**
 * Headless Chromium says "HeadlessChrome" in its user agent, which isbot rightly takes for a bot
 * (not counted): the visitors of these journeys present the user agent of a desktop Chrome.
 */
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test.describe("a campaign visit that becomes a quote", () => {
  test.use({ allowConsoleErrors: [expectedStatusConsole(401)], userAgent: DESKTOP_CHROME });

  test("with JavaScript: the quote shows its landing page, campaign and sending page; Traffic counts the visit and the lead", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const staff = await staffPage(browser, baseURL!);
    const report = async (): Promise<Report> => {
      const res = await staff.page.request.get("/api/admin/traffic");
      expect(res.status()).toBe(200);
      return (await res.json()) as Report;
    };
    const before = await report();
    const visitsBefore = campaignRow(before.campaigns, "november")?.visits ?? 0;
    const quotesBefore = campaignRow(before.conversions.byCampaign, "november")?.quotes ?? 0;

    await watchBeacons(page);
    const landed = page.waitForRequest(isBeacon);
    await page.goto("/?utm_source=newsletter&utm_campaign=november");
    await waitForHydration(page);
    await landed;
    expect(await sentBeacons(page)).toEqual([
      expect.objectContaining({ p: "/", e: 1, q: "?utm_source=newsletter&utm_campaign=november" }),
    ]);
    // Two pages read by following links: each a document of its own, each one page view (the
    // visit's entry was counted on the first).
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => sentBeacons(page)).toEqual([{ p: "/about" }]);
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => sentBeacons(page)).toEqual([{ p: "/services" }]);

    const stamp = Date.now().toString(36);
    const email = `meera.${stamp}@example.com`;
    await sendQuote(page, {
      name: "Meera Pillai",
      email,
      service: "Newsletter Analytics Review",
      message: "We read about your cloud work in the November newsletter.",
    });

    const quote = await quoteOf(staff.page.request, email);
    expect(quote.source).toMatchObject({
      channel: "email",
      landingPage: "/",
      utm: { source: "newsletter", campaign: "november" },
      sentFrom: "/quote",
      via: "script",
    });
    await staff.page.goto(`/admin/inbox/quote/${quote.id}`);
    const card = staff.page.getByRole("region", { name: "Where it came from" });
    await expect(card).toContainText(
      "From the e-mail campaign “november” (newsletter), landed on /, sent from /quote.",
    );
    await expect(card).toContainText("Landing page/");
    await expect(card).toContainText("UTM campaignnovember");
    await expect(card).toContainText("Sent from page/quote");

    // The Traffic report and view: the visit and the lead under the campaign (the report rolls
    // today up again at most every few seconds).
    await expect
      .poll(
        async () => {
          const r = await report();
          return [
            (campaignRow(r.campaigns, "november")?.visits ?? 0) - visitsBefore,
            (campaignRow(r.conversions.byCampaign, "november")?.quotes ?? 0) - quotesBefore,
          ];
        },
        { timeout: 20_000 },
      )
      .toEqual([1, 1]);
    await staff.page.goto("/admin/traffic");
    await expect(staff.page.getByRole("heading", { level: 1, name: "Traffic" })).toBeVisible();
    const byCampaign = staff.page.getByRole("table", { name: "Leads by campaign" });
    await expect(byCampaign.getByRole("row", { name: /^november / })).toBeVisible();
    // The same lead by its source (the channel's label) and by the page the visit landed on.
    const bySource = staff.page.getByRole("table", { name: "Leads by source" });
    await expect(bySource.getByRole("row", { name: new RegExp(`^${channelLabels.email} `) })).toBeVisible();
    const byLandingPage = staff.page.getByRole("table", { name: "Leads by landing page" });
    await expect(byLandingPage.getByRole("row", { name: /^\/ / })).toBeVisible();
    await expect(
      staff.page.getByRole("table", { name: "Campaigns" }).getByRole("row", { name: /^november / }),
    ).toBeVisible();
    await staff.context.close();
  });

  test("without JavaScript: the native post records the page it was sent from", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false, userAgent: DESKTOP_CHROME });
    const page = await visitor.newPage();
    await page.goto("/?utm_source=newsletter&utm_campaign=november");
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto("/quote");
    const stamp = Date.now().toString(36);
    const email = `arjun.${stamp}@example.com`;
    const form = page.getByRole("form", { name: "Request a quote" });
    await form.getByLabel("Name", { exact: true }).fill("Arjun Menon");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Service needed", { exact: true }).fill("Plain Form Review");
    await form.getByLabel("Message", { exact: true }).fill("Sent from a browser with JavaScript turned off.");
    await page.waitForTimeout(MIN_FILL_MS + 200);
    const post = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/quotes");
    await form.getByRole("button", { name: "Request a Quote" }).click();
    expect((await post).headers()["referer"]).toMatch(/\/quote$/);
    await page.waitForURL(/\/thank-you\/quote\/?$/);
    expect(await visitor.cookies()).toEqual([]);
    await visitor.close();

    const staff = await staffPage(browser, baseURL!);
    const quote = await quoteOf(staff.page.request, email);
    expect(quote.source).toMatchObject({ landingPage: null, sentFrom: "/quote", via: "form" });
    await staff.page.goto(`/admin/inbox/quote/${quote.id}`);
    const card = staff.page.getByRole("region", { name: "Where it came from" });
    await expect(card).toContainText("Sent without JavaScript: where the visit began is not known, sent from /quote.");
    await expect(card).toContainText("Sent byA plain form post (no JavaScript)");
    await staff.context.close();
  });
});

test.describe("the Traffic view", () => {
  test.use({ allowConsoleErrors: [expectedStatusConsole(401)] });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`has no WCAG violations at ${viewport.width} px, with a table behind each chart`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      // Something to show: a visit from a campaign.
      const visitor = await browser.newContext({ baseURL, userAgent: DESKTOP_CHROME });
      const v = await visitor.newPage();
      const sent = v.waitForRequest(isBeacon);
      await v.goto("/services?utm_source=linkedin&utm_medium=social&utm_campaign=launch");
      await sent;
      await visitor.close();

      const staff = await staffPage(browser, baseURL!, viewport);
      // Written in a batch, then rolled up: wait until the report has a source to chart.
      await expect
        .poll(
          async () =>
            ((await (await staff.page.request.get("/api/admin/traffic")).json()) as { channels: unknown[] }).channels
              .length,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      await staff.page.goto("/admin/traffic");
      await expect(staff.page.getByRole("heading", { level: 1, name: "Traffic" })).toBeVisible();
      await expect(staff.page.getByRole("table", { name: "Visitors and page views per day" })).toBeAttached();
      await expect(staff.page.getByRole("table", { name: "Visits by source" })).toBeAttached();
      await expect(staff.page.locator("canvas")).toHaveCount(2);
      await expect(staff.page.locator('[aria-busy="true"]')).toHaveCount(0);
      // How far today is counted, in plain words (the report was just counted up to the answer).
      await expect(staff.page.getByText(/^Today is counted up to \d{2}:\d{2} IST[.;]/)).toBeVisible();
      expect(await axe(staff.page), "/admin/traffic").toEqual([]);
      // The dark theme (the system setting): the page and its charts, redrawn in its colours.
      await staff.page.emulateMedia({ colorScheme: "dark" });
      await expect(staff.page.locator("html")).toHaveClass(/\bdark\b/);
      expect(await axe(staff.page), "/admin/traffic, dark").toEqual([]);
      await staff.page.emulateMedia({ colorScheme: "light" });
      // The figures behind the first chart, shown to everyone on request.
      const perDay = staff.page.getByRole("table", { name: "Visitors and page views per day" });
      // Visually hidden (read by screen readers) until asked for.
      await expect(perDay.locator("xpath=..")).toHaveClass(/\bsr-only\b/);
      await staff.page.getByRole("button", { name: "Show the figures" }).first().click();
      await expect(perDay.locator("xpath=..")).not.toHaveClass(/\bsr-only\b/);
      await expect(perDay).toBeVisible();
      await expect(perDay.getByRole("columnheader", { name: "Visitors" })).toBeVisible();
      await expect(staff.page.getByRole("button", { name: "Hide the figures" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(await axe(staff.page), "/admin/traffic with the figures shown").toEqual([]);
      if (process.env.E2E_SCREENSHOTS) {
        mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
        await staff.page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/traffic-${viewport.width}.png`,
          fullPage: true,
        });
        await staff.page.emulateMedia({ colorScheme: "dark" });
        await staff.page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/traffic-${viewport.width}-dark.png`,
          fullPage: true,
        });
      }
      await staff.context.close();
    });
  }
});
