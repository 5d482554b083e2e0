/**
 * Certificate verification (docs/product.md "Forms", "Messages" and "Constants"): a real
 * lookup; 'Verifying...' and disabled for at least 1000 ms and until the answer; the tick or the
 * cross; a distinct message when the check itself fails; ?id=... verifies on load and a manual
 * check writes it into the address.
 */
import type { Page } from "@playwright/test";
import { expect, notFoundConsoleError, realServer, test, waitForHydration } from "./fixtures";
import { hold } from "./hold";

const VALID = "Certificate Successfully Verified";
const INVALID = "Invalid Certificate ID";

/** Without the API server (a static preview), answer like the server does for the seeded sample. */
async function stubUnlessReal(page: Page) {
  if (realServer) return;
  await page.route("**/api/certificates/*", (r) => {
    const id = decodeURIComponent(new URL(r.request().url()).pathname.split("/").pop() ?? "");
    return id.toUpperCase() === "12345"
      ? r.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({
            id: "12345",
            holderName: "Sample Holder",
            programme: "Sample Programme",
            issuedOn: "2026-01-15",
            validUntil: null,
          }),
        })
      : r.fulfill({
          status: 404,
          contentType: "application/json",
          body: '{"error":"not_found","message":"Not found."}',
        });
  });
}

async function open(page: Page, query = "") {
  await stubUnlessReal(page);
  await page.goto(`/career/verify-certificate${query}`);
  await waitForHydration(page);
}

const button = (page: Page) => page.getByRole("button", { name: /Verify Certificate|Verifying\.\.\./ });

test.describe("certificate verification", () => {
  // A 404 from the lookup is how the API says "invalid"; Chromium logs every 404 response.
  test.use({ allowConsoleErrors: [notFoundConsoleError] });

  test("12345 verifies: 'Verifying...' and disabled meanwhile, then the tick and the details", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify Our Certificate");
    await page.getByLabel("Certificate ID").fill("12345");
    const started = Date.now();
    await button(page).click();
    await expect(button(page)).toHaveText("Verifying...");
    await expect(button(page)).toBeDisabled();
    await expect(page.getByText(VALID)).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(button(page)).toHaveText("Verify Certificate");
    await expect(button(page)).toBeEnabled();
    for (const label of ["Holder", "Programme", "Issued on", "Valid until"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(INVALID)).toHaveCount(0);
    // The address can be shared.
    await expect(page).toHaveURL(/\?id=12345$/);
  });

  test("an ID typed before the form's code has arrived is kept and checked", async ({ page }) => {
    await stubUnlessReal(page);
    const code = await hold(page, /\/assets\/certificate-form-[\w-]+\.js$/);
    await page.goto("/career/verify-certificate");
    // Focusing the field starts the form's island; its code is held while the visitor types.
    await page.getByLabel("Certificate ID").fill("12345");
    await code.requested;
    await code.release();
    await expect(page.locator('[data-island="certificate-form"]')).toHaveAttribute("data-hydrated", "");
    await expect(page.getByLabel("Certificate ID")).toHaveValue("12345");
    await button(page).click();
    await expect(page.getByText(VALID)).toBeVisible();
    await expect(page.getByLabel("Certificate ID")).toHaveValue("12345");
  });

  test("an empty check says so under the field, and asks the server nothing", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/certificates")) lookups.push(r.url());
    });
    await open(page);
    const field = page.getByLabel("Certificate ID");
    await button(page).click();
    // The message under the field, not the browser's bubble: the form no longer validates natively.
    await expect(page.getByText("Certificate ID is required.")).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/for example 12345\. Certificate ID is required\./);
    expect(
      await page.getByRole("form", { name: "Verify a certificate" }).evaluate((f) => (f as HTMLFormElement).noValidate),
    ).toBe(true);
    await field.fill("12345");
    await expect(page.getByText("Certificate ID is required.")).toHaveCount(0);
    await button(page).click();
    await expect(page.getByText(VALID)).toBeVisible();
    expect(lookups).toHaveLength(1);
  });

  test("an unknown ID shows the cross and 'Invalid Certificate ID'", async ({ page }) => {
    await open(page);
    await page.getByLabel("Certificate ID").fill("NOPE-0000");
    await button(page).click();
    await expect(button(page)).toHaveText("Verifying...");
    await expect(page.getByText(INVALID)).toBeVisible();
    await expect(page.getByText(VALID)).toHaveCount(0);
  });

  test("a link with ?id=12345 verifies on load, with no scroll or tap", async ({ page }) => {
    // The form's island starts on sight once the visitor scrolls, or at a touch; a shared link
    // must be checked without either (it was not, until the visitor scrolled). So no
    // waitForHydration here: nothing but the page's own scripts starts the island.
    await stubUnlessReal(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/career/verify-certificate?id=12345");
    await expect(page.getByLabel("Certificate ID")).toHaveValue("12345");
    await expect(page.getByText(VALID)).toBeAttached();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.getByText(VALID).scrollIntoViewIfNeeded();
    await expect(page.getByText(VALID)).toBeVisible();
  });

  test("without ?id=, the form's code waits for the visitor", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => {
      if (/certificate-form-[\w-]+\.js$/.test(r.url())) requested.push(r.url());
    });
    await page.goto("/career/verify-certificate?utm_source=newsletter");
    // The loader has run its after-the-paint work (where a ?id= link starts the form) once it
    // has added the manifest; a second more for any import it would have started.
    await expect(page.locator('link[rel="manifest"]')).toBeAttached();
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);
    await expect(page.locator('[data-island="certificate-form"]')).not.toHaveAttribute("data-hydrated", "");
  });

  test("the result region is announced", async ({ page }) => {
    await open(page);
    const region = page.locator("[aria-live]").filter({ has: page.getByText(VALID) });
    await page.getByLabel("Certificate ID").fill("12345");
    await button(page).click();
    await expect(region).toHaveAttribute("aria-live", "polite");
  });

  test.describe("when the check itself fails", () => {
    test.use({ allowConsoleErrors: true });

    test("a server error is not reported as an invalid certificate", async ({ page }) => {
      await page.route("**/api/certificates/*", (r) =>
        r.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"error":"unavailable","message":"Try later."}',
        }),
      );
      await page.goto("/career/verify-certificate");
      await waitForHydration(page);
      await page.getByLabel("Certificate ID").fill("12345");
      await button(page).click();
      await expect(page.getByText("We could not check this certificate right now. Please try again.")).toBeVisible();
      await expect(page.getByText(INVALID)).toHaveCount(0);
    });

    test("a rate-limited check says to wait, and is not 'invalid' either", async ({ page }) => {
      await page.route("**/api/certificates/*", (r) =>
        r.fulfill({
          status: 429,
          headers: { "Retry-After": "60" },
          contentType: "application/json",
          body: '{"error":"rate_limited","message":"Slow down."}',
        }),
      );
      await page.goto("/career/verify-certificate");
      await waitForHydration(page);
      await page.getByLabel("Certificate ID").fill("12345");
      await button(page).click();
      await expect(page.getByText(/Please wait about a minute and try again/)).toBeVisible();
      await expect(page.getByText(INVALID)).toHaveCount(0);
    });
  });
});
