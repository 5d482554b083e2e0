/**
 * Home (docs/product.md "Home"): the sections and their counts, the Free Quote anchor, the flip cards
 * (hover, keyboard focus, tap) and the back-to-top button.
 */
import type { Locator, Page } from "@playwright/test";
import { home } from "#content/home.ts";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Which face of a flip card the visitor sees. With motion the inner layer turns 180° (the back
 * face is pre-turned, so it faces the viewer when both turns agree); under reduced motion the
 * faces swap by opacity instead.
 */
function backShown(card: Locator) {
  return card.evaluate((el) => {
    const flipped = (node: Element | null) => {
      const t = node ? getComputedStyle(node).transform : "none";
      return t !== "none" && new DOMMatrix(t).m11 < 0;
    };
    const back = el.querySelector("[data-flip-back]");
    const facing = flipped(el.querySelector("[data-flip-inner]")) === flipped(back);
    return facing && back !== null && Number(getComputedStyle(back).opacity) > 0.99;
  });
}

async function flipCard(page: Page, index = 0) {
  const card = page.locator("[data-flip-card]").nth(index);
  await card.scrollIntoViewIfNeeded();
  return card;
}

test.describe("Home page", () => {
  test("has one h1, every section and the quote form", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    await expect(main.getByText(home.hero.eyebrow, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact Us", exact: true }).first()).toHaveAttribute(
      "href",
      "/contact",
    );

    const about = main.getByRole("region", { name: home.about.title });
    await expect(about.getByRole("link", { name: "Get a Free Consultation" })).toHaveAttribute("href", "/quotesec");
    await expect(about.locator('a[href^="tel:"]')).toHaveCount(1);

    const values = main.getByRole("region", { name: "Our Core Values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(home.coreValues.items.map((v) => v.heading));

    const industries = main.getByRole("region", { name: "Industries We Serve" });
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText(home.industries.items.map((i) => i.heading));

    const facts = main.getByRole("region", { name: "Our track record" });
    for (const text of ["100+", "50+", "5+"]) await expect(facts.getByText(text, { exact: true })).toBeVisible();

    const process = main.getByRole("region", { name: "Our Working Process" });
    await expect(process.getByRole("img")).toHaveAttribute("alt", /working process/i);
    await expect(process.getByRole("listitem")).toHaveCount(6);

    const quote = page.locator("section#quotesec");
    await expect(quote.getByRole("heading", { level: 2, name: "Request A Quote" })).toBeVisible();
    await expect(quote.locator("form")).toHaveCount(1);
    await expect(quote.getByText("We respond within 24 hours")).toBeVisible();
  });

  test("the Free Quote button scrolls to the quote section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("main").getByRole("link", { name: "Free Quote", exact: true });
    await expect(button).toHaveAttribute("href", "#quotesec");
    await button.click();
    await expect(page).toHaveURL(/#quotesec$/);
    await expect(page.locator("#quotesec").getByRole("heading", { name: "Request A Quote" })).toBeInViewport();
  });

  test("flip cards keep both faces in the accessibility tree", async ({ page }) => {
    await page.goto("/");
    for (const c of home.flipCards.items) {
      const card = page.getByRole("article", { name: c.title });
      await expect(card.getByRole("checkbox", { name: `Show how we deliver ${c.title}` })).toBeVisible();
      await expect(card).toContainText(c.content);
      await expect(card).toContainText(c.content2);
      await expect(card.getByRole("link", { name: c.link })).toHaveAttribute("href", `/services/${c.service}`);
    }
  });
});

for (const motion of ["no-preference", "reduce"] as const) {
  test.describe(`Flip cards (${motion} motion)`, () => {
    test.use({ reducedMotion: motion });

    test("flip on hover and back on mouse leave", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const card = await flipCard(page, 0);
      // The pointer away from the card, and its front settled (styles are computed as they stand,
      // mid-transition too), before the hover.
      await page.mouse.move(2, 2);
      await expect.poll(() => backShown(card)).toBe(false);
      await card.hover();
      await expect.poll(() => backShown(card)).toBe(true);
      await page.mouse.move(2, 2);
      await expect.poll(() => backShown(card)).toBe(false);
    });

    test("flip on keyboard focus; Tab reaches the back's service link, then the next card", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const first = await flipCard(page, 0);
      const firstToggle = first.getByRole("checkbox");
      // Reach the card from the keyboard (Shift+Tab, Tab), as a keyboard user does.
      await firstToggle.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(firstToggle).toBeFocused();
      await expect.poll(() => backShown(first)).toBe(true);
      await page.keyboard.press("Tab");
      await expect(first.getByRole("link", { name: home.flipCards.items[0]!.link })).toBeFocused();
      await expect.poll(() => backShown(first)).toBe(true);
      await page.keyboard.press("Tab");
      const second = page.locator("[data-flip-card]").nth(1);
      await expect(second.getByRole("checkbox")).toBeFocused();
      await expect.poll(() => backShown(second)).toBe(true);
      await expect.poll(() => backShown(first)).toBe(false);
    });
  });
}

test.describe("Flip cards on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, reducedMotion: "no-preference" });

  test("flip on tap", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const card = await flipCard(page, 1);
    expect(await backShown(card)).toBe(false);
    await card.tap();
    await expect.poll(() => backShown(card)).toBe(true);
    // A second tap turns it back.
    await card.tap();
    await expect.poll(() => backShown(card)).toBe(false);
  });
});

test.describe("Back to top", () => {
  for (const motion of ["no-preference", "reduce"] as const) {
    test(`appears after scrolling and returns to the top (${motion} motion)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto("/");
      await waitForHydration(page);
      const button = page.getByRole("link", { name: "Back to top" });
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 2400));
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
      await expect(page.locator("#main")).toBeFocused();
      await expect(button).toBeHidden();
    });
  }
});
