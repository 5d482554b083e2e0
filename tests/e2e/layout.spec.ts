/**
 * The site chrome every page shares: the header menus (mouse, keyboard and touch), the mobile
 * menu, the active-page marking, the skip link, scroll-to-top on navigation, and the footer.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { indiaYear } from "#content/site-content.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main", exact: true });
const trigger = (page: Page, name: string) => mainNav(page).getByRole("button", { name, exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

test.describe("desktop header at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the Services mega menu opens from the keyboard and Escape returns focus to its trigger", async ({ page }) => {
    await open(page, "/");
    const services = trigger(page, "Services");
    const panel = page.locator("#menu-services");
    await expect(services).toHaveAttribute("aria-controls", "menu-services");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    for (const heading of ["Development Services", "Design & Marketing", "Enterprise Solutions"]) {
      await expect(panel.getByText(heading, { exact: true })).toBeVisible();
      // Each column heading names its list of eight links.
      await expect(panel.getByRole("list", { name: heading }).getByRole("link")).toHaveCount(8);
    }
    await expect(panel.locator('a[href^="/services/"]')).toHaveCount(24);
    await expect(panel.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/services");

    // Tab moves into the panel, through its links.
    await page.keyboard.press("Tab");
    await expectFocused(panel.getByRole("link").first());
    await page.keyboard.press("Tab");
    await expectFocused(panel.getByRole("link").nth(1));

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expectFocused(services);
  });

  test("ArrowDown opens a menu on its first link and the arrows move between links", async ({ page }) => {
    await open(page, "/");
    const services = trigger(page, "Services");
    const links = page.locator("#menu-services").getByRole("link");
    await services.focus();
    await page.keyboard.press("ArrowDown");
    await expectFocused(links.first());
    await page.keyboard.press("ArrowDown");
    await expectFocused(links.nth(1));
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expectFocused(links.last());
    await page.keyboard.press("Escape");
    await expectFocused(services);
  });

  test("the Products dropdown opens by click and by keyboard, and closes on a click outside", async ({ page }) => {
    await open(page, "/");
    const products = trigger(page, "Products");
    const panel = page.locator("#menu-products");

    await products.click();
    await expect(panel).toBeVisible();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(panel.locator('a[href^="/products/"]')).toHaveCount(9);
    await expect(panel.getByRole("link", { name: "All products" })).toHaveAttribute("href", "/products");

    await page.mouse.click(600, 700);
    await expect(panel).toBeHidden();

    await products.focus();
    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expectFocused(products);
  });

  test("the Career dropdown opens by click and by keyboard, and closes when focus leaves it", async ({ page }) => {
    await open(page, "/");
    const career = trigger(page, "Career");
    const panel = page.locator("#menu-career");

    await career.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Jobs/ })).toHaveAttribute("href", "/career");
    await expect(panel.getByRole("link", { name: "Our Hiring Process" })).toHaveAttribute(
      "href",
      "/career/hiring-process",
    );
    await expect(panel.getByRole("link", { name: "Verify Our Certificate" })).toHaveAttribute(
      "href",
      "/career/verify-certificate",
    );
    // A second click on the trigger closes it again.
    await career.click();
    await expect(panel).toBeHidden();

    await page.mouse.move(600, 700);
    await career.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    // Tab through the three links and out of the menu: it closes.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
    await expect(career).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a menu link navigates and closes the menu", async ({ page }) => {
    await open(page, "/");
    await trigger(page, "Services").click();
    await page.locator("#menu-services").getByRole("link", { name: "DevOps", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/devops\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("DevOps");
    await expect(page.locator("#menu-services")).toBeHidden();
  });

  test("the current page is marked with aria-current, and its menu trigger looks active", async ({ page }) => {
    await open(page, "/about");
    const about = mainNav(page).getByRole("link", { name: "About", exact: true });
    await expect(about).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
    // The visible marking: brand colour and the bar under the link.
    const style = await about.evaluate((el) => ({
      color: getComputedStyle(el).color,
      bar: getComputedStyle(el, "::after").opacity,
    }));
    expect(style.bar).toBe("1");
    expect(style.color).not.toBe(
      await mainNav(page)
        .getByRole("link", { name: "Home", exact: true })
        .evaluate((el) => getComputedStyle(el).color),
    );

    await open(page, "/services/devops");
    await expect(trigger(page, "Services")).toHaveAttribute("data-active", "true");
    await expect(trigger(page, "Products")).not.toHaveAttribute("data-active", /.*/);
    await trigger(page, "Services").click();
    await expect(page.locator("#menu-services").getByRole("link", { name: "DevOps", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the top bar and the header carry the contact details and the quote button", async ({ page }) => {
    await open(page, "/");
    const top = page.getByRole("complementary", { name: "Contact details" });
    await expect(top.locator('a[href^="tel:+"]')).toBeVisible();
    await expect(top.locator('a[href^="mailto:"]')).toBeVisible();
    for (const name of ["LinkedIn", "X (Twitter)", "Facebook", "Instagram", "YouTube"]) {
      await expect(top.getByRole("link", { name: new RegExp(`on ${name.replace(/[()]/g, "\\$&")}`) })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu button opens the panel, and choosing a link navigates and closes it", async ({ page }) => {
    await open(page, "/");
    const button = page.getByRole("button", { name: "Menu" });
    const panel = page.locator("#mobile-menu");
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.tap();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    // Focus moved into the panel; the page behind does not scroll.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(page.locator("html")).toHaveClass(/overflow-hidden/);

    const menuNav = page.getByRole("navigation", { name: "Main menu" });
    const services = menuNav.getByRole("button", { name: "Services" });
    await services.tap();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-services").locator('a[href^="/services/"]')).toHaveCount(24);
    await page.locator("#mobile-services").getByRole("link", { name: "Cloud Services" }).tap();

    await expect(page).toHaveURL(/\/services\/cloud-services\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cloud");
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("html")).not.toHaveClass(/overflow-hidden/);
  });

  test("Escape closes the menu and returns focus to the menu button", async ({ page }) => {
    await open(page, "/about");
    const button = page.getByRole("button", { name: "Menu" });
    await button.tap();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    // The current page is marked in the panel too.
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "About", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expectFocused(button);
  });

  test("each row's focus ring stands clear of its words, inside the screen", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("button", { name: "Menu" }).tap();
    const rows = page.getByRole("navigation", { name: "Main menu" }).locator(".mobile-row");
    expect(await rows.count()).toBeGreaterThan(8);
    const gaps = await rows.evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(el.firstChild ?? el);
        const text = words.getBoundingClientRect();
        return { left: text.left - box.left, boxLeft: box.left, boxRight: box.right };
      }),
    );
    for (const g of gaps) {
      expect(g.left).toBeGreaterThanOrEqual(8);
      expect(g.boxLeft).toBeGreaterThanOrEqual(4);
      expect(g.boxRight).toBeLessThanOrEqual(386);
    }
  });

  test("opens with every group collapsed; the section of the current page is marked, and a tapped group stays in view", async ({
    page,
  }) => {
    await open(page, "/career/hiring-process");
    await page.getByRole("button", { name: "Menu" }).tap();
    const menuNav = page.getByRole("navigation", { name: "Main menu" });
    const groups = menuNav.locator("button[aria-controls^='mobile-']");
    expect(await groups.count()).toBeGreaterThan(1);
    for (const g of await groups.all()) await expect(g).toHaveAttribute("aria-expanded", "false");
    const career = menuNav.getByRole("button", { name: "Career" });
    await expect(career).toHaveAttribute("data-active", "true");
    const before = await career.boundingBox();
    await career.tap();
    await expect(career).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-career").getByRole("link", { name: "Our Hiring Process" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The group opens below its own row: the row does not move.
    expect((await career.boundingBox())?.y).toBe(before?.y);
    await expect(career).toBeInViewport();
  });
});

test.describe("every page", () => {
  test("the footer shows the copyright from the founding year to the current year", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    // The year in India (UTC+05:30), where the company's calendar runs.
    const year = indiaYear(Date.now());
    await expect(footer).toContainText(`© 2019–${year} Corvanta Technologies. All rights reserved.`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");
    for (const name of ["Home", "About Us", "Our Services", "Contact Us"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.locator('a[href^="tel:+"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer).toContainText("We respond within 24 hours");
  });

  for (const width of [390, 1024, 1280]) {
    test(`at the end of a page, Back to top and the Sections menu cover nothing of the copyright bar (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // /about has the Sections menu below 1024 px; Back to top shows on every long page.
      await open(page, "/about");
      await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expect(page.getByRole("link", { name: "Back to top" })).toBeVisible();
      const bar = page.getByRole("contentinfo").locator(":scope > :last-child");
      const covered = () =>
        bar.locator("a, p").evaluateAll((els) =>
          els.flatMap((el) => {
            const r = el.getBoundingClientRect();
            return [r.left + 2, r.left + r.width / 2, r.right - 2]
              .map((x) => document.elementFromPoint(x, r.top + r.height / 2))
              .filter((hit) => !hit || !(el.contains(hit) || hit.contains(el)))
              .map((hit) => `${el.textContent!.slice(0, 20)} under ${hit?.tagName ?? "nothing"}`);
          }),
        );
      // Once Back to top has slid in and the footer has settled.
      await expect.poll(covered).toEqual([]);
    });
  }

  test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
    await open(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expectFocused(skip);
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page.locator("main")).toHaveCount(1);
  });

  test("a navigation opens the new page at its top, and the first Tab reaches its skip link", async ({ page }) => {
    await open(page, "/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Every navigation loads a document (docs/decisions/0130-islands.md): focus starts at its top.
    await page.keyboard.press("Tab");
    await expectFocused(page.getByRole("link", { name: "Skip to main content" }));
  });
});
