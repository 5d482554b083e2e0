/**
 * The Services overview and the 24 service pages: categories, links, the eight cards of each
 * page and the closing banner whose button goes to /quote; and how the site's card grids rise
 * into view (decision 0175).
 */
import type { Locator, Page } from "@playwright/test";
import { serviceCategories, services } from "#content/services.ts";
import { site } from "#content/site.ts";
import { expect, test, waitForHydration } from "./fixtures";

const banner = "Ready to Transform Your Business?";

test.describe("Services overview", () => {
  test("groups all 24 services under the eight category headings", async ({ page }) => {
    await page.goto("/services");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Our Services");

    const categoryHeadings = main.getByRole("heading", { level: 2 });
    for (const category of serviceCategories) {
      await expect(categoryHeadings.filter({ hasText: category.label })).toHaveCount(1);
    }

    for (const category of serviceCategories) {
      const block = main.getByRole("region", { name: category.label, exact: true });
      const members = services.filter((s) => s.overviewCategory === category.id);
      await expect(block.getByRole("listitem")).toHaveCount(members.length);
      for (const s of members) {
        await expect(block.getByRole("link", { name: s.title, exact: true })).toHaveAttribute(
          "href",
          `/services/${s.slug}`,
        );
      }
    }
    const cardLinks = main.locator('a[href^="/services/"]');
    await expect(cardLinks).toHaveCount(24);
  });

  test("has a 'Call Us For Quote' block with the phone and a Get Started button", async ({ page }) => {
    await page.goto("/services");
    const block = page.getByRole("region", { name: "Call Us For Quote" });
    await expect(block.getByRole("heading", { name: "Call Us For Quote" })).toBeVisible();
    await expect(block.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(block.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/quote");
  });

  test("a category link jumps to its block, and a card opens its service page", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const categoryNav = page.getByRole("navigation", { name: "Service categories" });
    await categoryNav.getByRole("link", { name: "Testing and QA" }).click();
    await expect(page).toHaveURL(/\/services\/?#testing-qa$/);
    await expect(page.getByRole("heading", { name: "Testing and QA", level: 2 })).toBeInViewport();

    await page.getByRole("main").getByRole("link", { name: "Testing & QA Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/testing-qa$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testing & QA Services");
  });
});

test.describe("service pages", () => {
  for (const s of services) {
    test(`/services/${s.slug} shows its heading, eight cards and the closing banner`, async ({ page }) => {
      await page.goto(`/services/${s.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(s.title);
      await expect(main.getByText(s.intro)).toBeVisible();

      const capabilities = main.getByRole("region", { name: `What our ${s.menuLabel} team delivers` });
      await expect(capabilities.getByRole("listitem")).toHaveCount(8);
      for (const card of s.cards) {
        await expect(capabilities.getByRole("heading", { name: card.title, exact: true })).toBeVisible();
      }

      const closing = main.getByRole("region", { name: banner });
      await expect(closing.getByRole("heading", { name: banner, level: 2 })).toBeVisible();
      await expect(closing.getByRole("link", { name: s.ctaLabel, exact: true })).toHaveAttribute("href", "/quote");
    });
  }

  test("the mobile app page's 'Schedule a Call' button goes to /quote", async ({ page }) => {
    await page.goto("/services/mobile-development");
    await waitForHydration(page);
    const closing = page.getByRole("region", { name: banner });
    const button = closing.getByRole("link", { name: "Schedule a Call", exact: true });
    await expect(button).toHaveAttribute("href", "/quote");
    await button.click();
    await expect(page).toHaveURL(/\/quote$/);
  });

  test("the banner button of a 'Get Free Consultation' page goes to /quote", async ({ page }) => {
    await page.goto("/services/devops");
    await waitForHydration(page);
    await page.getByRole("region", { name: banner }).getByRole("link", { name: "Get Free Consultation" }).click();
    await expect(page).toHaveURL(/\/quote$/);
  });
});

/**
 * The cards' entrance (decision 0175): in Chromium, which has scroll-triggered animations, a card
 * rises when a quarter of it is on the screen, not while the page loads out of sight; none is left
 * unseen, however the page was reached or scrolled; paper gets every card where it ends.
 */
test.describe("cards rise as they come into view", () => {
  test.use({ reducedMotion: "no-preference" });

  /** The rise of each card: its play state, its time, its delay and the card's opacity. */
  const rises = (cards: Locator) =>
    cards.evaluateAll((els) =>
      els.map((el) => {
        const rise = el.getAnimations().find((a) => (a as CSSAnimation).animationName === "rise");
        const style = getComputedStyle(el);
        return { state: rise?.playState, time: rise?.currentTime, delay: style.animationDelay, opacity: style.opacity };
      }),
    );
  const cardsOf = (page: Page) =>
    page.getByRole("region", { name: /^What our .* team delivers$/ }).getByRole("listitem");

  test("on a phone: each waits unseen below the screen, then rises on arrival, with no delay", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services/devops");
    expect(
      await page.evaluate(() => CSS.supports("animation-trigger: --rise play-once")),
      "the journeys' Chromium has scroll-triggered animations (146 and later)",
    ).toBe(true);
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(8);
    // Below the first screen, every card's rise is held at its start (the card unseen) after the load.
    await page.waitForLoadState("load");
    await page.waitForTimeout(800); // longer than a rise: one that had started would have ended
    for (const rise of await rises(cards))
      expect(rise).toEqual({ state: "paused", time: 0, delay: "0s", opacity: "0" });

    // The first card comes on the screen: it rises, and the last one, far below, still waits.
    await cards.first().evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect
      .poll(async () => (await rises(cards))[0])
      .toEqual({ state: "finished", time: 600, delay: "0s", opacity: "1" });
    expect((await rises(cards))[7]).toMatchObject({ state: "paused", time: 0, opacity: "0" });

    // A jump to the end passes cards by unseen; each rises when the visitor scrolls back to it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page.waitForTimeout(300);
    expect((await rises(cards))[4]).toMatchObject({ state: "paused", time: 0, opacity: "0" });
    for (let i = 7; i >= 0; i--)
      await cards.nth(i).evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect
      .poll(async () => (await rises(cards)).map((r) => `${r.state} ${r.opacity}`))
      .toEqual(Array(8).fill("finished 1"));
  });

  test("on wider screens: the rises of a row follow each other by column", async ({ page }) => {
    await page.goto("/services/devops");
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(8);
    for (const [width, delays] of [
      [1366, ["0.1s", "0.3s", "0.5s", "0.7s"]],
      [800, ["0.1s", "0.3s"]],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect((await rises(cards)).map((r) => r.delay)).toEqual(
        [...delays, ...delays, ...delays, ...delays].slice(0, 8),
      );
    }
    // Every card, scrolled to one after another, ends fully seen.
    for (let i = 0; i < 8; i++)
      await cards.nth(i).evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect
      .poll(async () => (await rises(cards)).map((r) => `${r.state} ${r.opacity}`))
      .toEqual(Array(8).fill("finished 1"));
  });

  test("the hiring rounds and the products catalogue rise the same way", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, grid] of [
      ["/career/hiring-process", page.locator("#rounds ol > li")],
      ["/products", page.getByRole("main").locator("ul > li[class*=rise]")],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState("load");
      const last = grid.last();
      expect((await rises(last))[0], path).toMatchObject({ state: "paused", time: 0, opacity: "0" });
      await last.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
      await expect.poll(async () => (await rises(last))[0], path).toMatchObject({ state: "finished", opacity: "1" });
    }
    // The rounds: 0.1 s apart across a row of four, then of two, and no delay on a phone.
    await page.goto("/career/hiring-process");
    const rounds = page.locator("#rounds ol > li");
    await expect(rounds).toHaveCount(4);
    for (const [width, delays] of [
      [1366, ["0s", "0.1s", "0.2s", "0.3s"]],
      [800, ["0s", "0.1s", "0s", "0.1s"]],
      [390, ["0s", "0s", "0s", "0s"]],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        (await rises(rounds)).map((r) => r.delay),
        `${width} px`,
      ).toEqual(delays);
    }
  });

  test("printed, every card is where its rise ends, seen or not", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services/devops");
    const cards = cardsOf(page);
    await page.waitForLoadState("load");
    expect((await rises(cards))[7]).toMatchObject({ state: "paused", opacity: "0" });
    await page.emulateMedia({ media: "print" });
    expect(
      await cards.evaluateAll((els) =>
        els.map((el) => [getComputedStyle(el).animationName, getComputedStyle(el).opacity]),
      ),
    ).toEqual(Array(8).fill(["none", "1"]));
  });
});
