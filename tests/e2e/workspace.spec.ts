/**
 * The staff workspace, end to end against the built server and a fresh data folder:
 * an admin invited from the CLI sets a password and lands signed in; a visitor's quote reaches
 * the inbox; status, note and assignee survive a reload in the history; a honeypot-flagged
 * submission is released from spam and its e-mails are written; the CSV export reads back; a
 * date range the wrong way round is said to be and swapped;
 * signing out closes the inbox, and signing in on a deep link returns to it. Then the same on a
 * 390 px phone.
 */
import { readFile } from "node:fs/promises";
import { HONEYPOT_FIELD } from "#contracts/limits.ts";
import { expect, realServer, test } from "./fixtures";
import {
  inviteFromCli,
  mailFiles,
  sendQuote,
  expectedStatusConsole,
  signIn,
  STRONG_PASSWORD,
  type Visitor,
} from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
// Signed-out pages ask /auth/me (401); a spent invitation link is checked with a 410.
test.use({ allowConsoleErrors: [expectedStatusConsole(401, 410)] });
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const admin = { email: `asha.${stamp}@corvanta.example`, name: "Asha Patnaik" };
const visitor: Visitor = {
  name: `Meera Iyer ${stamp}`,
  email: `meera.${stamp}@example.com`,
  service: "ERP Implementation",
  message:
    "We are a textile exporter in Surat with three factories and need inventory and GST invoicing in one system.",
};
const spammer = { name: `Ravi Spam ${stamp}`, email: `ravi.${stamp}@example.com` };

test("invited from the CLI, an admin chooses a password and lands signed in", async ({ page }) => {
  const link = await inviteFromCli(admin.email, admin.name, ["admin"]);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Welcome to the workspace" })).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();

  const password = page.getByLabel("New password");
  await password.fill("short");
  await expect(page.getByText("At least 12 characters (5 so far)")).toBeVisible();
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  await password.fill("password1234");
  await expect(page.getByText(/Very weak|Weak|Fair/)).toBeVisible();

  await password.fill(STRONG_PASSWORD);
  await expect(page.getByText(/Strong\.|Very strong\./)).toBeVisible();
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Asha" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText("This invitation link cannot be used")).toBeVisible();
});

test("a visitor's quote appears in the inbox; status, note and assignee are kept in its history", async ({
  page,
  browser,
}) => {
  const visitorPage = await (await browser.newContext()).newPage();
  await sendQuote(visitorPage, visitor);
  await visitorPage.context().close();

  await page.goto("/admin/inbox");
  await signIn(page, admin.email, STRONG_PASSWORD);
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: visitor.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(visitor.email);
  await expect(row).toContainText(visitor.service);
  await expect(row).toContainText("IST");
  await expect(row).toContainText("New");
  await expect(row).toContainText("Unread");

  // Search and filters live in the URL: reload and Back keep them.
  await page.getByRole("searchbox", { name: "Search name, e-mail and text" }).fill(visitor.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(visitor.email).replace(/\./g, "\\.")}`));
  await page.getByRole("combobox", { name: "Kind" }).selectOption("quote");
  await expect(page).toHaveURL(/kind=quote/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Kind" })).toHaveValue("quote");
  await expect(page.getByRole("row").filter({ hasText: visitor.name })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/kind=quote/);
  await expect(page.getByRole("searchbox", { name: "Search name, e-mail and text" })).toHaveValue(visitor.email);

  await page.getByRole("link", { name: visitor.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: visitor.service })).toBeVisible();
  await expect(page.getByText(visitor.message)).toBeVisible();
  await expect(page.getByText(/^Reference /)).toBeVisible();
  await expect(page.getByText("Notification to the company")).toBeVisible();
  await expect(page.getByText("Acknowledgement to the sender")).toBeVisible();

  await page.getByLabel("Status").selectOption("won");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("Status set to Won.")).toBeVisible();

  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByText("Assigned to you.")).toBeVisible();

  const note = `Called back on ${stamp}; wants a demo on Friday.`;
  await page.getByLabel("Add a note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();

  await page.reload();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Received from the website");
  await expect(history).toContainText(`${admin.name} changed the status from New to Won`);
  // Taken by the person who assigned it to themselves.
  await expect(history).toContainText(`${admin.name} took it on`);
  await expect(history).toContainText(`${admin.name} added a note`);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("won");
  await expect(page.getByLabel("Assignee")).toHaveValue(/.+/);
});

test("a honeypot-flagged quote is kept in spam with its content, and Not spam sends its e-mails", async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.post("/api/quotes", {
    headers: { origin: new URL(baseURL!).origin, accept: "application/json" },
    data: {
      name: spammer.name,
      email: spammer.email,
      services: "Cloud Migration",
      message: "Please move our servers to the cloud before March.",
      [HONEYPOT_FIELD]: "https://example.com",
    },
  });
  expect(res.status()).toBe(201);
  expect(
    mailFiles().some((m) => m.text.includes(spammer.email)),
    "nothing is e-mailed for spam",
  ).toBe(false);

  await page.goto("/admin/spam");
  await signIn(page, admin.email, STRONG_PASSWORD);
  const card = page.getByRole("listitem").filter({ hasText: spammer.name });
  await expect(card).toContainText("Please move our servers to the cloud before March.");
  await expect(card).toContainText("Filled the hidden field");
  await card.getByRole("button", { name: /^Not spam/ }).click();
  await expect(page.getByText(/Moved to the inbox/)).toBeVisible();
  await expect(card).toBeHidden();

  // The notification and the acknowledgement it missed are written by the outbox relay.
  await expect
    .poll(() => mailFiles().filter((m) => m.text.includes(spammer.email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);

  await page.goto("/admin/inbox");
  await expect(page.getByRole("row").filter({ hasText: spammer.name })).toBeVisible();
});

test("the CSV export of the current filter opens in Excel: BOM, readable columns, the rows", async ({ page }) => {
  await page.goto(`/admin/inbox?kind=quote&q=${encodeURIComponent(visitor.email)}`);
  await signIn(page, admin.email, STRONG_PASSWORD);
  await expect(page.getByRole("row").filter({ hasText: visitor.name })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^corvanta-[a-z]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const [header, ...rows] = text.trim().split(/\r?\n/);
  expect(header).toMatch(/Reference/);
  expect(header).toMatch(/Received/);
  expect(header).toMatch(/Name/);
  expect(header).toMatch(/E-?mail/i);
  expect(header).toMatch(/Status/);
  expect(rows.length, "only the filtered quote").toBe(1);
  expect(rows[0]).toContain(visitor.email);
  expect(rows[0]).toContain(visitor.name);
  expect(rows[0]).toContain("Won");
  expect(text).not.toContain(spammer.email);
});

test("a date range the wrong way round says so and swaps in one click; the chips read the days as people do", async ({
  page,
}) => {
  await page.goto(`/admin/inbox?kind=quote&q=${encodeURIComponent(visitor.email)}&from=2030-01-31&to=2020-01-01`);
  await signIn(page, admin.email, STRONG_PASSWORD);
  await expect(page.getByText("The dates are the wrong way round")).toBeVisible();
  await expect(
    page.getByText("“Received from” (31 Jan 2030) is after “Received to” (1 Jan 2020), so nothing can match."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Received from 31 Jan 2030/ })).toBeVisible();
  await page.getByRole("button", { name: "Swap the dates" }).click();
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(page).toHaveURL(/to=2030-01-31/);
  await expect(page.getByRole("row").filter({ hasText: visitor.name })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Received to 31 Jan 2030/ })).toBeVisible();
});

test("signing out closes the inbox; signing in on a deep link returns to it", async ({ page }) => {
  await page.goto("/admin/inbox");
  await signIn(page, admin.email, STRONG_PASSWORD);
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the workspace" })).toBeVisible();
  await expect(page.getByText("You are signed out.")).toBeVisible();

  await page.goto("/admin/inbox?kind=quote");
  await expect(page.getByRole("heading", { name: "Sign in to the workspace" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect((await page.request.get("/api/admin/inbox")).status()).toBe(401);

  // A wrong password: one clear message, nothing typed is lost.
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password-at-all");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(admin.email);

  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox\?kind=quote$/);
  await expect(page.getByRole("combobox", { name: "Kind" })).toHaveValue("quote");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("cards instead of a table, the menu drawer, a status change, and signing out", async ({ page }) => {
    await page.goto("/admin/inbox");
    await signIn(page, admin.email, STRONG_PASSWORD);
    await expect(page.getByRole("table")).toBeHidden();
    const card = page.getByRole("listitem").filter({ hasText: visitor.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("IST");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "no sideways scrolling").toBeLessThanOrEqual(390);

    await card.getByRole("link", { name: visitor.name }).click();
    // The submission's screen, not the inbox's filters (which have a Status of their own) still
    // on screen while it loads.
    await expect(page.getByRole("heading", { level: 1, name: visitor.service })).toBeVisible();
    await page.getByLabel("Status").selectOption("closed");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Status set to Closed.")).toBeVisible();

    await page.getByRole("button", { name: "Open the menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Spam" }).click();
    await expect(page.getByRole("heading", { name: "Spam", level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();

    // On a short screen the menu's sections scroll above the account block, and say so: a shadow
    // (scroll-cue, app/workspace/workspace.css) at the edge with more beyond it.
    await page.setViewportSize({ width: 390, height: 600 });
    await page.getByRole("button", { name: "Open the menu" }).click();
    const sections = menu.getByRole("navigation", { name: "Workspace" });
    expect(await sections.evaluate((n) => n.scrollHeight > n.clientHeight)).toBe(true);
    await expect(menu.getByRole("link", { name: "Settings" })).not.toBeInViewport();
    expect(await sections.evaluate((n) => getComputedStyle(n).backgroundAttachment)).toMatch(/^local, local, scroll/);
    await menu.getByRole("link", { name: "Settings" }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole("link", { name: "Settings" })).toBeInViewport();
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the workspace" })).toBeVisible();
    await page.goto("/admin/inbox");
    await expect(page.getByRole("heading", { name: "Sign in to the workspace" })).toBeVisible();
  });
});
