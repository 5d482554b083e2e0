/**
 * Destinations journey: an admin adds a webhook pointing at a real receiver (this test's own, on
 * 127.0.0.1; the e2e server runs with DELIVERY_ALLOW_PRIVATE), copies the secret shown once,
 * sends a test event, sees it delivered in the log with its status code, and redelivers it: the
 * receiver gets the same webhook-id twice, each verified with the Standard Webhooks library. The
 * destination screens pass axe at 390 and 1366 px, light and dark. Then it rotates the secret.
 *
 * API tokens journey: an admin creates a token (shown once, copied), calls /api/v1 with it (200),
 * revokes it, and the same call is refused (401). The screen passes axe at both widths.
 */
import type { Page } from "@playwright/test";
import { axeInBothThemes } from "./axe";
import { expect, realServer, test } from "./fixtures";
import { expectedStatusConsole, signedInStaff, uniqueStamp } from "./workspace-helpers";
import { Receiver } from "../support/receiver";

test.skip(!realServer, "the workspace needs the real server and its CLI");
test.use({ allowConsoleErrors: [expectedStatusConsole(401)] });

async function signedInAdmin(page: Page, baseURL: string) {
  const stamp = uniqueStamp();
  await signedInStaff(page.request, baseURL, ["admin"], "Meera Pillai", `hooks.${stamp}@corvanta.example`);
  return stamp;
}

async function bothSchemes(page: Page, name: string) {
  expect(await axeInBothThemes(page), name).toEqual({ light: [], dark: [] });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an admin adds a webhook, sends a test event, sees it in the log and redelivers it (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const receiver = await new Receiver().start();
    try {
      const stamp = await signedInAdmin(page, baseURL!);
      await page.goto("/admin/destinations");
      await expect(page.getByRole("heading", { level: 1, name: "Destinations" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
      await bothSchemes(page, "destinations");

      await page.getByRole("button", { name: "Add destination" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a destination" });
      await expect(dialog).toBeVisible();
      await bothSchemes(page, "add dialog");
      // Refused first: no URL.
      await dialog.getByLabel("Name").fill(`Receiver ${stamp}`);
      await dialog.getByRole("button", { name: "Add destination" }).click();
      await expect(dialog.getByText("Enter the URL.")).toBeVisible();
      await dialog.getByLabel("URL").fill(receiver.url);
      await dialog.getByRole("checkbox", { name: "Application received" }).check();
      await dialog.getByRole("button", { name: "Add destination" }).click();
      const done = page.getByRole("dialog", { name: "Destination added" });
      await expect(done).toBeVisible();
      const secret = await done.getByLabel("Signing secret").inputValue();
      expect(secret).toMatch(/^whsec_/);
      receiver.secrets = [secret];
      await done.getByRole("button", { name: "Done" }).click();

      await page.getByRole("link", { name: `Receiver ${stamp}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Receiver ${stamp}` })).toBeVisible();
      await page.getByRole("button", { name: "Send test event" }).click();
      await expect(page.getByText("Test event queued")).toBeVisible();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
      expect(receiver.received[0]!.verifiedWith).toBe(0);
      const webhookId = receiver.received[0]!.id;

      const log = page.getByRole("region", { name: "Delivery log" });
      await expect(async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(log.getByRole("listitem", { name: "Test event, Delivered" })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(log.getByText(webhookId)).toBeVisible();
      await expect(log.getByRole("cell", { name: "202", exact: true })).toBeVisible();
      await bothSchemes(page, "destination with its log");

      await log.getByRole("button", { name: "Redeliver" }).click();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
      expect(receiver.received.map((r) => r.id)).toEqual([webhookId, webhookId]);
      expect(receiver.received[1]!.verifiedWith).toBe(0);
      await expect(async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(log.getByRole("cell", { name: "202", exact: true })).toHaveCount(2, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await page.screenshot({ path: test.info().outputPath(`destination-${viewport.width}.png`), fullPage: true });

      // Rotation from the workspace: the new secret is shown once; for the grace period each
      // request carries two signatures, and the new secret alone verifies it.
      await page.getByRole("button", { name: "Rotate secret" }).click();
      const rotated = page.getByRole("dialog", { name: "New signing secret" });
      await expect(rotated).toBeVisible();
      const fresh = await rotated.getByLabel("Signing secret").inputValue();
      expect(fresh).toMatch(/^whsec_/);
      expect(fresh).not.toBe(secret);
      await rotated.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText(/the previous secret also signs until/)).toBeVisible();
      receiver.secrets = [fresh];
      await page.getByRole("button", { name: "Send test event" }).click();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(3);
      expect(receiver.received[2]!.signature.split(" ")).toHaveLength(2);
      expect(receiver.received[2]!.verifiedWith).toBe(0);
    } finally {
      await receiver.stop();
    }
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an admin creates an API token, sees it once, uses it, revokes it (${viewport.width} px)`, async ({
    page,
    baseURL,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
    const stamp = await signedInAdmin(page, baseURL!);
    const call = (token: string) =>
      fetch(new URL("/api/v1/submissions?kind=quote&limit=5", baseURL), {
        headers: { authorization: `Bearer ${token}` },
      });

    await page.goto("/admin");
    // Administration → API tokens; on phones the navigation is behind the menu button.
    if (viewport.width < 1024) await page.getByRole("button", { name: "Open the menu" }).click();
    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "API tokens" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "/api/v1/openapi.json" })).toBeVisible();
    await bothSchemes(page, "API tokens");

    await page.getByRole("button", { name: "Create token" }).click();
    const dialog = page.getByRole("dialog", { name: "Create an API token" });
    await expect(dialog).toBeVisible();
    // Refused first: no name; the chosen scopes stay.
    await dialog.getByRole("checkbox", { name: /Change statuses/ }).check();
    await dialog.getByRole("button", { name: "Create token" }).click();
    await expect(dialog.getByText("Give the token a name.")).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Change statuses/ })).toBeChecked();
    await bothSchemes(page, "create dialog with an error");
    const name = `CRM sync ${stamp}`;
    await dialog.getByLabel("Name").fill(name);
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Expires after (optional)").fill(expiry);
    await dialog.getByRole("button", { name: "Create token" }).click();

    const done = page.getByRole("dialog", { name: "Token created" });
    await expect(done).toBeVisible();
    await expect(done.getByText("it will not be shown again")).toBeVisible();
    const token = await done.getByLabel("API token").inputValue();
    expect(token).toMatch(/^cvt_[\w-]{43}$/);
    await done.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Token copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await bothSchemes(page, "token shown once");
    await page.screenshot({ path: test.info().outputPath(`token-created-${viewport.width}.png`), fullPage: true });
    await done.getByRole("button", { name: "Done" }).click();

    // Shown once: the list has its prefix, scopes, maker and expiry, never the token.
    const item = page.getByRole("listitem", { name });
    await expect(item).toBeVisible();
    await expect(item.getByText(token.slice(0, 10), { exact: true })).toBeVisible();
    await expect(item).toContainText("leads:read, statuses:write");
    await expect(item).toContainText("by Meera Pillai");
    await expect(item).toContainText("never used");
    await expect(item.getByText("Active")).toBeVisible();
    expect(await page.content()).not.toContain(token);

    const ok = await call(token);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { items: unknown[] }).items).toBeInstanceOf(Array);
    await page.reload();
    await expect(page.getByRole("listitem", { name })).toContainText("last used");
    await page.screenshot({ path: test.info().outputPath(`tokens-${viewport.width}.png`), fullPage: true });

    await page
      .getByRole("listitem", { name })
      .getByRole("button", { name: `Revoke ${name}` })
      .click();
    const confirm = page.getByRole("dialog", { name: `Revoke ${name}?` });
    await expect(confirm).toBeVisible();
    await bothSchemes(page, "revoke confirmation");
    await confirm.getByRole("button", { name: "Revoke token" }).click();
    await expect(page.getByText(`${name} is revoked.`)).toBeVisible();
    await expect(page.getByRole("listitem", { name }).getByText("Revoked", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem", { name }).getByRole("button", { name: /Revoke/ })).toHaveCount(0);

    const refused = await call(token);
    expect(refused.status).toBe(401);
    await bothSchemes(page, "API tokens after revoking");
  });
}
