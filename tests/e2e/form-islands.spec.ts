/**
 * Forms whose code loads on first use (docs/decisions/0056-forms-hydrate-on-use.md, now islands:
 * docs/decisions/0130-islands.md): the page
 * carries each form as working HTML, and its JavaScript arrives when the visitor nears or uses it.
 * These journeys hold that JavaScript back on purpose (page.route) to prove what a visitor on a
 * slow network sees: nothing typed is lost, a submit waits and then validates inline, and a form
 * whose code never arrives still posts natively.
 */
import type { Page } from "@playwright/test";
import { expect, realServer, test } from "./fixtures";
import { hold } from "./hold";

const QUOTE_CHUNK = /\/assets\/quote-form-[\w-]+\.js$/;

/** Holds the quote form's code until `release()` is called (or fails it with `fail()`). */
const holdQuoteCode = (page: Page) => hold(page, QUOTE_CHUNK);

test.describe("quote form on Home", () => {
  test("its code is not part of the page until the visitor nears the form", async ({ page }) => {
    const code = await holdQuoteCode(page);
    await page.goto("/");
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: "Request a quote" });
    // Already a working HTML form, far below the first screen.
    await expect(form).toHaveAttribute("action", "/api/quotes");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).not.toBeInViewport();
    expect(code.wasRequested()).toBe(false);

    await page.mouse.wheel(0, 100_000);
    await code.requested;
    await expect(form).toBeInViewport();
    const before = await form.boundingBox();
    await code.release();
    // Hydrated: the form's own validation has taken over from the browser's.
    await expect(form).toHaveAttribute("novalidate", "");
    // In place: the same element, where it was, the same size.
    expect(await form.boundingBox()).toEqual(before);
  });

  test("on /quote, where the form is on the first screen, its code waits for the visitor's first touch", async ({
    page,
  }) => {
    const code = await holdQuoteCode(page);
    await page.goto("/quote");
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: "Request a quote" });
    await expect(form).toBeInViewport();
    // Near the viewport from the start is not a reason to load: JavaScript before any interaction
    // counts against the page's budget (docs/decisions/0102-nothing-fetched-by-the-browser-before-the-paint.md).
    await page.waitForTimeout(1_000);
    expect(code.wasRequested()).toBe(false);

    await form.getByRole("textbox").first().click();
    await code.release();
    await expect(form).toHaveAttribute("novalidate", "");
  });

  test("typing before the code arrives is kept, and a submit then validates inline", async ({ page }) => {
    const code = await holdQuoteCode(page);
    let posted = false;
    page.on("request", (r) => void (r.url().includes("/api/quotes") && (posted = true)));
    await page.goto("/");
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: "Request a quote" });
    await form.getByLabel("Name", { exact: true }).fill("Meera Iyer");
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await code.release();

    const email = form.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer");
    await expect(form.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("not-an-email");
    await expect(email).toBeFocused();
    expect(posted).toBe(false);
  });

  test("Free Quote works while the code is on its way, and the form keeps what was typed", async ({ page }) => {
    const code = await holdQuoteCode(page);
    await page.goto("/");
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: "Request a quote" });
    await form.getByLabel("Name", { exact: true }).fill("Meera Iyer");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("main").getByRole("link", { name: "Free Quote", exact: true }).click();
    await expect(page).toHaveURL(/#quotesec$/);
    await expect(page.locator("#quotesec").getByRole("heading", { name: "Request A Quote" })).toBeInViewport();
    await code.release();
    await expect(form).toHaveAttribute("novalidate", "");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer");
  });
});

test.describe("when the form's code cannot load", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  test("the form posts natively and lands on the confirmation page", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    const code = await holdQuoteCode(page);
    await page.goto("/quote");
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: "Request a quote" });
    await form.getByLabel("Name", { exact: true }).fill("Meera Iyer");
    await code.fail();
    await form.getByLabel("Email", { exact: true }).fill("meera.iyer@example.com");
    await form.getByLabel("Service needed", { exact: true }).fill("Mobile App Development");
    await form.getByLabel("Message", { exact: true }).fill("An ordering app for our 12 pharmacies in Pune.");
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(/\/thank-you\/quote$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("contact form reached by a link", () => {
  test("its first submit, made before its code is here, validates inline", async ({ page }) => {
    await page.goto("/about");
    await page.waitForLoadState("load");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const form = page.getByRole("form", { name: "Send us a message" });
    // The submit is held while the form's code loads, then sent through it: no native post.
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form).toHaveAttribute("novalidate", "");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form.locator('[id$="-error"]')).toHaveCount(4);
  });
});
