/**
 * The Services overview and the 24 service pages: categories, links, the eight cards of each
 * page and the closing banner whose button goes to /quote.
 */
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
