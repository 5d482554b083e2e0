/**
 * About (docs/product.md "About"): overview, the animated counters, capability and mission/vision
 * cards; and the company pages the navigation lists: /price, /feature, /testimonial.
 */
import { about } from "#content/about.ts";
import { features, pricingModels, sellingPoints, testimonials } from "#content/company.ts";
import { expect, test, waitForHydration } from "./fixtures";

const finals = about.counters.map((c) => `${c.countPrefix}${c.countNumber}`);

test.describe("About page", () => {
  test("has the overview, capabilities and mission and vision", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(about.hero.title);
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    const capabilities = main.getByRole("region", { name: about.capabilities.title });
    await expect(capabilities.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(main.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  });
});

test.describe("About counters", () => {
  test.use({ reducedMotion: "no-preference" });

  test("count up when scrolled into view, and again after leaving", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const strip = page.getByRole("region", { name: "Our numbers" });
    const digits = strip.locator("[data-count]");
    // Below the fold the animated digits wait at zero; screen readers always get the final value.
    await expect(digits.first()).toHaveText("+0");
    for (const value of finals) await expect(strip.getByText(value, { exact: true }).first()).toBeAttached();

    await strip.scrollIntoViewIfNeeded();
    const early = Number((await digits.first().textContent())?.replace(/\D/g, ""));
    expect(early).toBeLessThan(1790);
    await expect(digits).toHaveText(finals, { timeout: 5_000 });

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(digits.first()).toHaveText("+0");
    await strip.scrollIntoViewIfNeeded();
    await expect(digits).toHaveText(finals, { timeout: 5_000 });
  });
});

test.describe("About counters, reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("show the final values at once", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const digits = page.getByRole("region", { name: "Our numbers" }).locator("[data-count]");
    await expect(digits).toHaveText(finals, { timeout: 0 });
    await digits.first().scrollIntoViewIfNeeded();
    expect(await digits.allTextContents()).toEqual(finals);
  });
});

test.describe("About counters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page carries the final values", async ({ page }) => {
    await page.goto("/about");
    const digits = page.locator("[data-count]");
    await expect(digits).toHaveText(finals);
  });
});

test.describe("Company pages", () => {
  test("/price lists the engagement models, each inviting a quote, and an FAQ", async ({ page }) => {
    await page.goto("/price");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Engagement & Pricing Models");
    for (const m of pricingModels) {
      const card = main.getByRole("article", { name: m.name });
      await expect(card.getByRole("link", { name: new RegExp(m.ctaLabel) })).toHaveAttribute("href", "/quote");
    }
    const faq = main.getByRole("region", { name: /pricing and contracts/i });
    const first = faq.locator("details").first();
    await first.locator("summary").click();
    await expect(first.locator("p")).toBeVisible();
  });

  test("/feature shows the four selling points and the features", async ({ page }) => {
    await page.goto("/feature");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const p of sellingPoints) await expect(main.getByRole("heading", { level: 3, name: p.title })).toBeVisible();
    for (const f of features) await expect(main.getByRole("heading", { level: 3, name: f.title })).toBeVisible();
  });

  test("/testimonial shows every testimonial", async ({ page }) => {
    await page.goto("/testimonial");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.locator("blockquote")).toHaveCount(testimonials.length);
    for (const t of testimonials) await expect(main.getByText(t.name, { exact: true })).toBeVisible();
  });
});
