/**
 * Passkeys in the workspace, with Chromium's virtual authenticator (CDP WebAuthn): a signed-in
 * admin adds a passkey, signs out, and signs in with the passkey alone; then requires passkeys
 * for everyone, and a colleague without one is asked to add one before anything else.
 * WebAuthn refuses IP addresses as relying-party ids, so these journeys browse localhost.
 */
import type { Page } from "@playwright/test";
import { expect, realServer, test } from "./fixtures";
import { expectedStatusConsole, signIn, signedInStaff, STRONG_PASSWORD } from "./workspace-helpers";

test.skip(!realServer, "passkeys need the real server");
test.use({ allowConsoleErrors: [expectedStatusConsole(401, 403)] });
test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://localhost:${port}`;
test.use({ baseURL: origin });

const stamp = Date.now().toString(36);
const admin = { email: `pk.${stamp}@corvanta.example`, name: "Tara Mishra" };
const colleague = { email: `pk2.${stamp}@corvanta.example`, name: "Omkar Sahu" };

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("add a passkey, sign out, sign in with the passkey alone", async ({ page }) => {
  await signedInStaff(page.request, origin, ["admin"], admin.name, admin.email);
  await page.goto("/admin/account");
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByLabel("Name for the new passkey (optional)").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey “Test laptop” added. You can now sign in with it alone.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Passkeys" }).getByRole("button", { name: "Remove Test laptop" }),
  ).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.getByRole("region", { name: "Sessions" }).getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the workspace" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Tara" })).toBeVisible();
});

test("an admin requires passkeys; a colleague without one must add one first", async ({ page, browser }) => {
  await page.goto("/admin/settings");
  await signIn(page, admin.email, STRONG_PASSWORD);
  const toggle = page.getByRole("switch", { name: "Require passkeys" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  const other = await (await browser.newContext({ baseURL: origin })).newPage();
  await signedInStaff(other.request, origin, ["sales"], colleague.name, colleague.email);
  await other.goto("/admin/inbox");
  await expect(other.getByRole("heading", { name: "Add a passkey to continue" })).toBeVisible();
  expect((await other.request.get("/api/admin/inbox")).status()).toBe(403);
  await virtualAuthenticator(other);
  await other.getByRole("button", { name: "Add a passkey" }).click();
  await expect(other.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await other.context().close();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
});
