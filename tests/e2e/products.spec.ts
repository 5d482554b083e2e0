/**
 * The products catalogue, the nine product pages and the six ERP module pages:
 * catalogue cards and their targets, the ERP groups and module pages, the LMS modules and
 * the e-commerce industries (docs/product.md "Products").
 */
import { erpModules } from "#content/erp-modules.ts";
import { productCards, products } from "#content/products.ts";
import { site } from "#content/site.ts";
import { expect, test, waitForHydration } from "./fixtures";

/** A path, with or without the trailing slash a static file server may add. */
const urlOf = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?$`);

test.describe("Products catalogue", () => {
  test("shows ten product cards, each linking to a page that exists", async ({ page, request }) => {
    await page.goto("/products");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();

    const catalogue = main.getByRole("region", { name: "Find the right product for your team" });
    await expect(catalogue.getByRole("listitem")).toHaveCount(10);
    await expect(catalogue.getByRole("heading", { level: 3 })).toHaveCount(10);
    for (const card of productCards) {
      await expect(catalogue.getByRole("link", { name: card.title, exact: true })).toHaveAttribute("href", card.href);
    }

    // Every target is a real prerendered page with its own h1, not the not-found page.
    for (const card of productCards) {
      const res = await request.get(card.href);
      expect(res.status(), card.href).toBe(200);
      const html = await res.text();
      expect(html, card.href).toMatch(/<h1[\s>]/);
      expect(html, card.href).not.toContain("404 - Page Not Found");
    }
  });

  test("a card opens its product page", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "LMS", exact: true }).click();
    await expect(page).toHaveURL(urlOf("/products/lms"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learning Management System");
  });
});

test.describe("Product pages", () => {
  for (const product of products) {
    test(`${product.slug}: hero, every section heading and the closing banner`, async ({ page }) => {
      await page.goto(`/products/${product.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.title);
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/quote");
      for (const section of product.sections) {
        await expect(main.getByRole("heading", { level: 2, name: section.heading, exact: true })).toBeVisible();
      }
      const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    });
  }

  test("ERP Systems: two groups of three linking to the six module pages, and a quote panel", async ({ page }) => {
    await page.goto("/products/erp-systems");
    const modules = page.getByRole("region", { name: "ERP modules for every size of business" });
    for (const group of ["Enterprise Solutions", "Small & Medium Businesses"]) {
      await expect(modules.getByRole("heading", { level: 3, name: group })).toBeVisible();
      await expect(modules.getByRole("list", { name: group }).getByRole("listitem")).toHaveCount(3);
    }
    await expect(modules.locator('a[href^="/erp-systems/"]')).toHaveCount(6);
    for (const m of erpModules) {
      await expect(modules.getByRole("link", { name: m.title, exact: true })).toHaveAttribute(
        "href",
        `/erp-systems/${m.slug}`,
      );
    }

    const panel = page.getByRole("region", { name: "Call Us For Quote" });
    await expect(panel.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(panel.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/quote");
  });

  test("ERP Systems: a module card opens its module page", async ({ page }) => {
    await page.goto("/products/erp-systems");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Supply Chain Management", exact: true }).click();
    await expect(page).toHaveURL(urlOf("/erp-systems/supply-chain-management"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Supply Chain Management");
  });

  test("LMS: four highlights, then sixteen modules and sixteen features as accordions", async ({ page }) => {
    await page.goto("/products/lms");
    const highlights = page.getByRole("region", { name: "Why institutes choose our LMS" });
    await expect(highlights.getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const name of ["Sixteen modules, one platform", "Features that make the difference"]) {
      const region = page.getByRole("region", { name });
      await expect(region.getByRole("listitem"), name).toHaveCount(16);
      await expect(region.locator("details > summary"), name).toHaveCount(16);
    }
    // A title at a glance, its description one tap away (native <details>: no script needed).
    const modules = page.getByRole("region", { name: "Sixteen modules, one platform" });
    const description = modules.getByText("Issue certificates on completion, each with a unique ID");
    await expect(description).toBeHidden();
    await modules.locator("summary", { hasText: "Certificates" }).click();
    await expect(description).toBeVisible();
    await modules.locator("summary", { hasText: "Certificates" }).press("Enter");
    await expect(description).toBeHidden();
  });

  test("Multivendor: seven feature cards, each with a bullet list", async ({ page }) => {
    await page.goto("/products/multivendor-app");
    const features = page.getByRole("region", { name: "What your marketplace comes with" });
    const cards = features.locator(":scope > div ul > li:has(h3)");
    await expect(cards).toHaveCount(7);
    for (let i = 0; i < 7; i++) {
      expect(await cards.nth(i).locator("ul > li").count()).toBeGreaterThanOrEqual(3);
    }
  });

  test("E-commerce: six app panels and the five industries", async ({ page }) => {
    await page.goto("/products/ecommerce-platform");
    const apps = page.getByRole("region", { name: "Six apps, one connected platform" });
    await expect(apps.getByRole("heading", { level: 3 })).toHaveText([
      "Customer App",
      "Vendor App",
      "Delivery Partner App",
      "Admin Panel",
      "Vendor Web Dashboard",
      "Customer Website",
    ]);
    const industries = page.getByRole("region", { name: "Ready for your industry" });
    await expect(industries.getByRole("listitem")).toHaveText(["Grocery", "Food", "Pharmacy", "Shop", "Parcel"]);
  });
});

test.describe("ERP module pages", () => {
  for (const m of erpModules) {
    test(`${m.slug}: h1, breadcrumbs, six features, outcomes and links to the other modules`, async ({ page }) => {
      await page.goto(`/erp-systems/${m.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(m.title);

      const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Products", "ERP Systems"]);
      await expect(breadcrumb.getByRole("link", { name: "ERP Systems" })).toHaveAttribute(
        "href",
        "/products/erp-systems",
      );

      await expect(
        main.getByRole("region", { name: `What the ${m.title} module covers` }).getByRole("heading", { level: 3 }),
      ).toHaveCount(6);
      await expect(
        main.getByRole("region", { name: `What changes with ${m.title}` }).getByRole("listitem"),
      ).toHaveCount(m.outcomes.length);
      await expect(main.getByRole("heading", { level: 2, name: "Who it is for" })).toBeVisible();

      const others = main.getByRole("region", { name: "Explore the other ERP modules" });
      await expect(others.locator('a[href^="/erp-systems/"]')).toHaveCount(5);
      await expect(others.locator(`a[href="/erp-systems/${m.slug}"]`)).toHaveCount(0);

      // BreadcrumbList JSON-LD travels with the page.
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((t) => t.includes('"BreadcrumbList"') && t.includes(`/erp-systems/${m.slug}`))).toBe(true);
    });
  }
});
