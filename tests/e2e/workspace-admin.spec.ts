/**
 * What an admin cannot take back asks first (app/workspace/screens/staff.tsx, settings.tsx):
 * disabling a colleague signs them out everywhere at once, so the Staff dialog asks in place, with
 * the focus on Cancel; running the retention purge early deletes for good, so it asks in a dialog.
 * And the Inbox offers as assignees only the colleagues who may work what it lists.
 */
import { expect, realServer, test } from "./fixtures";
import { expectedStatusConsole, signedInStaff, uniqueStamp } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
test.use({ allowConsoleErrors: [expectedStatusConsole(401)] });

test("disabling a colleague asks first; cancelled, nothing changes; confirmed, their session ends", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Kiran Das ${uniqueStamp()}`;
  const colleague = await browser.newContext({ baseURL });
  await signedInStaff(colleague.request, baseURL!, ["sales"], name);
  expect((await colleague.request.get("/api/admin/auth/me")).status()).toBe(200);

  await signedInStaff(page.request, baseURL!, ["admin"]);
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: `Manage ${name}` }).click();
  const dialog = page.getByRole("dialog", { name });
  const ask = dialog.getByRole("button", { name: "Disable and sign out…" });
  await ask.click();
  const question = dialog.getByRole("group", { name: `Disable ${name} and sign them out everywhere now?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(ask).toBeFocused();
  expect((await colleague.request.get("/api/admin/auth/me")).status()).toBe(200);

  await ask.click();
  await question.getByRole("button", { name: "Disable and sign out", exact: true }).click();
  await expect(page.getByText(`${name} is disabled and signed out.`)).toBeVisible();
  expect((await colleague.request.get("/api/admin/auth/me")).status()).toBe(401);
  await colleague.close();
});

test("the retention purge runs early only once confirmed", async ({ page, baseURL }) => {
  await signedInStaff(page.request, baseURL!, ["admin"]);
  await page.goto("/admin/settings");
  const runs: string[] = [];
  page.on("request", (r) => void (r.method() === "POST" && r.url().includes("/retention") && runs.push(r.url())));
  await page.getByRole("button", { name: "Run now…" }).click();
  const dialog = page.getByRole("dialog", { name: "Run the retention purge now?" });
  await expect(dialog).toContainText("cannot be brought back");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(runs).toEqual([]);

  await page.getByRole("button", { name: "Run now…" }).click();
  await dialog.getByRole("button", { name: "Run now", exact: true }).click();
  await expect(page.getByText("The retention purge ran.")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(runs).toHaveLength(1);
  await expect(page.getByText(/· completed/)).toBeVisible();
});

test("the Inbox's assignee filter offers only colleagues who work quotes and messages", async ({ page, baseURL }) => {
  const stamp = uniqueStamp();
  const seller = `Arjun Sahu ${stamp}`;
  const editor = `Lipika Rath ${stamp}`;
  const recruiter = `Manas Behera ${stamp}`;
  const other = await page.context().browser()!.newContext({ baseURL });
  await signedInStaff(other.request, baseURL!, ["sales"], seller);
  await signedInStaff(other.request, baseURL!, ["editor"], editor);
  await signedInStaff(other.request, baseURL!, ["recruiter"], recruiter);
  await other.close();
  await signedInStaff(page.request, baseURL!, ["admin"]);
  await page.goto("/admin/inbox");
  const assignee = page.getByLabel("Assignee").filter({ visible: true });
  await expect(assignee.locator("option", { hasText: seller })).toHaveCount(1);
  await expect(assignee.locator("option", { hasText: editor })).toHaveCount(0);
  await expect(assignee.locator("option", { hasText: recruiter })).toHaveCount(0);
  // Applications offer the recruiter, not the seller.
  await page.goto("/admin/hiring");
  const hiring = page.getByLabel("Assignee").filter({ visible: true });
  await expect(hiring.locator("option", { hasText: recruiter })).toHaveCount(1);
  await expect(hiring.locator("option", { hasText: seller })).toHaveCount(0);
});
