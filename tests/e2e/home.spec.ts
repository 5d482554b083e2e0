/**
 * Home (docs/product.md "Home"): the sections and their counts, the Free Quote anchor, the flip cards
 * (hover, keyboard focus, tap), the back-to-top button, and the drawings drawn after the paint.
 */
import type { Locator, Page, Route } from "@playwright/test";
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

/** Where the quote section's top is once the page has stopped scrolling (its top at 0-160 px: the header's room). */
async function quoteSectionTopWhenStill(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => scrollY);
        const still = y === last && y > 0;
        last = y;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return page.evaluate(() => Math.round(document.getElementById("quotesec")!.getBoundingClientRect().top));
}

// The bands below the first screen render as they near it (content-visibility); a smooth scroll
// past them aimed at the target's place among their placeholders and stopped sections away (at
// the footer on a desktop, 2,500 px short on a phone). Journeys run with reduced motion by
// default (the test above), which hid it. With reduced motion, on a busy machine, a jump can
// still land a band off now and then (docs/performance.md "In-page jumps"), as it did before.
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])
  test.describe(`Free Quote lands on the form (smooth scrolling, ${viewport.width} px)`, () => {
    test.use({ reducedMotion: "no-preference", viewport });

    test("from the hero's button", async ({ page }) => {
      await page.goto("/");
      // A visitor who has read the hero: the page has loaded and the islands loader has done its
      // work after the paint.
      await expect(page.locator('link[rel="manifest"]')).toBeAttached();
      const button = page.getByRole("main").getByRole("link", { name: "Free Quote", exact: true });
      await expect(button).toHaveAttribute("href", "#quotesec");
      await button.click();
      const top = await quoteSectionTopWhenStill(page);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(160);
      await expect(page).toHaveURL(/#quotesec$/);
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

/**
 * The hero illustration, the industry scenes and the icons below the first screen are not in the
 * page: the islands loader draws them into their reserved boxes once the largest paint has settled
 * (docs/decisions/0169-decorative-drawings-after-the-paint.md).
 */
test.describe("Drawings after the paint", () => {
  const drawingFile = /\/assets\/(art\/[0-9a-f]{16}|hero-[\w-]+|industry-scenes-[\w-]+)\.svg$/;

  test("the page holds empty boxes; every drawing arrives after the largest paint, into its box", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const boxes = [...html.matchAll(/<svg([^>]*) data-art="([^"]+)"([^>]*)>(.*?)<\/svg>/g)];
    // The hero, twelve scenes and the icons of the sections below the first screen.
    expect(boxes.length).toBeGreaterThan(40);
    for (const [, , address, , inner] of boxes) {
      expect(address).toMatch(/^\/assets\/[\w/-]+\.svg(#[a-z0-9-]+)?$/);
      expect(inner, "an empty box in the page").toBe("");
    }
    // The hero's own file names no theme class: it is the <noscript> image too.
    expect(html).toMatch(/<noscript><img src="\/assets\/hero-[\w-]+\.svg" alt="" width="560" height="480"/);

    await page.goto("/");
    const hero = page.locator("#hero-title").locator("xpath=ancestor::section").locator("svg[data-art]");
    await expect(hero.locator("path").first()).toBeAttached();
    await expect.poll(() => page.locator("svg[data-art]:empty").count(), { message: "every box drawn" }).toBe(0);
    const timing = await page.evaluate(async () => {
      const lcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const drawings = performance
        .getEntriesByType("resource")
        .filter((r) => /\/assets\/(art\/|hero-|industry-scenes-)/.test(r.name))
        .map((r) => r.startTime);
      return { lcp, drawings };
    });
    expect(timing.lcp).toBeGreaterThan(0);
    expect(timing.drawings).toHaveLength(3);
    for (const start of timing.drawings) expect(start).toBeGreaterThan(timing.lcp);
    // Each scene is its own: twelve tiles, twelve different drawings.
    const scenes = await page.locator("#industries svg[data-art]").evaluateAll((svgs) => svgs.map((s) => s.innerHTML));
    expect(scenes).toHaveLength(12);
    expect(new Set(scenes).size).toBe(12);
  });

  test.describe("on a network that loses one file", () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test("the boxes keep their size while the drawings load; a file that fails leaves its boxes empty, harmlessly", async ({
      page,
    }) => {
      const pending: Route[] = [];
      await page.route(drawingFile, (route) => void pending.push(route));
      await page.goto("/");
      await expect.poll(() => pending.length, { message: "the three files asked for" }).toBe(3);
      const hero = page.locator("section[aria-labelledby=hero-title] svg[data-art]");
      const tile = page.locator("#industries svg[data-art]").first();
      // The layout boxes (no transform: a tile grows a little under the pointer), each measured
      // in view, since the sections off screen skip their layout (content-visibility).
      // With each box, the width of what holds it (its grid, the viewport): if a box ever differs,
      // the message shows whether the drawing or the page around it changed.
      const size = (box: Locator) =>
        box.evaluate((el) => ({
          width: el.clientWidth,
          height: el.clientHeight,
          holder: el.closest("ul, section")!.clientWidth,
          viewport: innerWidth,
        }));
      const sizes = async () => {
        await tile.scrollIntoViewIfNeeded();
        const t = await size(tile);
        await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
        return [await size(hero), t];
      };
      // Taken once two readings agree, so that nothing still settling from the load is counted.
      let before = await sizes();
      await expect
        .poll(async () => {
          const again = await sizes();
          const same = JSON.stringify(again) === JSON.stringify(before);
          before = again;
          return same;
        })
        .toBe(true);
      expect(before[0]!.height).toBeGreaterThan(200);
      expect(before[1]!.height).toBeGreaterThan(40);
      await expect(hero).toBeEmpty();
      // The scenes' file fails; the hero's and the icons' arrive.
      for (const route of pending)
        await (/industry-scenes-/.test(route.request().url()) ? route.abort("connectionrefused") : route.continue());
      await expect(hero.locator("path").first()).toBeAttached();
      await expect.poll(() => page.locator("#core-values svg[data-art]:empty").count()).toBe(0);
      await expect(page.locator("#industries svg[data-art]:empty")).toHaveCount(12);
      expect(await sizes()).toEqual(before);
      await expect(page.locator("#industries h3")).toHaveCount(12);
    });
  });

  test("without JavaScript the hero shows its image and no empty box", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const section = page.locator("section[aria-labelledby=hero-title]");
    await expect(section.locator("img")).toBeVisible();
    expect(await section.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(560);
    for (const box of await page.locator("svg[data-art]").all()) await expect(box).toBeHidden();
    await context.close();
  });
});
