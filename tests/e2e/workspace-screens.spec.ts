/**
 * The workspace's screens that load when first opened (app/workspace/main.tsx): the editors,
 * pictures, the certificate sheet and traffic are not fetched until a staff member opens one,
 * and a tab opened before a release, whose files the release replaced, loads the screen's
 * address again from the server instead of failing (docs/decisions/0040-workspace-separate-entry.md).
 * And the audit log's action filter, which is the list filter every screen shares (SelectFilter).
 */
import type { Page } from "@playwright/test";
import { expect, realServer, test } from "./fixtures";
import { signedInStaff } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
// The files held back below answer 404, and the page that cannot load its screen says so.
test.use({
  allowConsoleErrors: [
    /Failed to load resource: (the server responded with a status of 404|net::ERR_INTERNET_DISCONNECTED)|page failed/,
  ],
});

const ON_DEMAND = /\/admin\/assets\/(content-editor|listing-editor|pictures|certificate-print|traffic)-[\w-]+\.js$/;

/** The workspace's script files this page asked for, and the documents it loaded. */
function watch(page: Page) {
  const seen = { scripts: [] as string[], documents: [] as string[] };
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === "document") seen.documents.push(path);
    else if (path.startsWith("/admin/assets/") && path.endsWith(".js")) seen.scripts.push(path);
  });
  return seen;
}

test("the dashboard loads no editor's code; Pictures loads its own when opened", async ({ page, baseURL }) => {
  await signedInStaff(page.request, baseURL!, ["admin"]);
  const seen = watch(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Nila" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Content" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  expect(seen.scripts.filter((s) => ON_DEMAND.test(s))).toEqual([]);

  await page.getByRole("navigation").getByRole("link", { name: "Pictures" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
  expect(seen.scripts.filter((s) => ON_DEMAND.test(s)).map((s) => s.split("/").pop()!.split("-")[0])).toEqual([
    "pictures",
  ]);
  expect(seen.documents).toEqual(["/admin"]);
});

test("a screen whose file is gone after a release is loaded again from the server, once", async ({ page, baseURL }) => {
  await signedInStaff(page.request, baseURL!, ["admin"]);
  const seen = watch(page);
  let refused = 0;
  // The first request for the Pictures file fails, as a file of the previous release would.
  await page.route(/\/admin\/assets\/pictures-[\w-]+\.js$/, (route) =>
    refused++ === 0 ? route.fulfill({ status: 404, body: "" }) : route.continue(),
  );
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Nila" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Pictures" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pictures$/);
  expect(refused).toBe(2);
  // The address asked for, loaded as a document: the new release's page and files.
  expect(seen.documents).toEqual(["/admin", "/admin/pictures"]);

  // When the file cannot be had at all, the second attempt says so instead of loading again.
  await page.route(/\/admin\/assets\/traffic-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.getByRole("navigation").getByRole("link", { name: "Traffic" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong on this page" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/traffic$/);
  expect(seen.documents).toEqual(["/admin", "/admin/pictures", "/admin/traffic"]);
});

test("offline, a screen whose code cannot come says so and the page stays", async ({ page, context, baseURL }) => {
  await signedInStaff(page.request, baseURL!, ["admin"]);
  const seen = watch(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Nila" })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("navigation").getByRole("link", { name: "Pictures" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong on this page" })).toBeVisible();
  await context.setOffline(false);
  // No document was asked for: offline, it would have shown only the browser's own error.
  expect(seen.documents).toEqual(["/admin"]);
});

test("the audit log filters by action: the choice goes into the address, and only that action is listed", async ({
  page,
  baseURL,
}) => {
  await signedInStaff(page.request, baseURL!, ["admin"]);
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const rows = page.locator("li:has(> time)");
  await expect(rows.first()).toBeVisible();

  const filter = page.getByRole("combobox", { name: "Action" });
  await expect(filter).toHaveValue("");
  await filter.selectOption({ label: "Invitation accepted" });
  await expect(page).toHaveURL(/\/admin\/audit\?action=invitation_accepted$/);
  // This admin's own acceptance is there, and nothing of another action.
  await expect(rows.first()).toContainText("Invitation accepted");
  const actions = await rows.locator("> span.font-medium").allTextContents();
  expect(actions.length).toBeGreaterThan(0);
  expect(new Set(actions)).toEqual(new Set(["Invitation accepted"]));

  await filter.selectOption({ label: "Every action" });
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(filter).toHaveValue("");
});
