/**
 * The islands (docs/decisions/0130-islands.md): no public page loads JavaScript before the
 * visitor does something, and what a visitor does before a part's code is here is not lost.
 * These journeys hold the islands runtime back (page.route), act, check that nothing else
 * happened meanwhile (a held link did not navigate), release it, and see the action done once.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { expect, realServer, test } from "./fixtures";
import { hold } from "./hold";

const RUNTIME = /\/assets\/entry\.client-[\w-]+\.js$/;

/** Holds the islands runtime (the module the islands loader imports). */
const holdRuntime = (page: Page) => hold(page, RUNTIME);

/**
 * Holds the islands loader itself: the file the boot script fetches once the page has painted,
 * or at the first touch of an island (docs/decisions/0165-the-loader-after-the-largest-paint.md).
 */
const holdLoader = (page: Page) => hold(page, /\/assets\/island-loader-[\w-]+\.js$/);

/** The scripts a page asked for (every `.js` request), kept from the start. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (r: Request) => {
    if (r.resourceType() === "script" || new URL(r.url()).pathname.endsWith(".js"))
      scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** /contact with the islands loader held, and the paths of every POST the page makes. */
async function contactWithLoaderHeld(page: Page) {
  const loader = await holdLoader(page);
  const posts: string[] = [];
  page.on("request", (r) => void (r.method() === "POST" && posts.push(new URL(r.url()).pathname)));
  await page.goto("/contact");
  return { loader, posts, form: page.getByRole("form", { name: "Send us a message" }) };
}

/** Fills the contact form with a message that passes every check. */
async function fillMessage(form: Locator) {
  await form.getByLabel("Name", { exact: true }).fill("Kavya Menon");
  await form.getByLabel("Email", { exact: true }).fill("kavya.menon@example.com");
  await form.getByLabel("Subject", { exact: true }).fill("Annual support for our clinic app");
  await form.getByLabel("Message", { exact: true }).fill("We need someone to look after our booking app from April.");
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

test.describe("before any interaction", () => {
  test("the loader and the beacon arrive without the comments their source opens with (vite.config.ts)", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const tag = /<script data-src="([^"]+)" data-beacon="([^"]+)"/.exec(html)!;
    for (const url of [tag[1]!, tag[2]!]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const body = await response.text();
      expect(body, url).not.toMatch(/^\s*\/\//);
      expect(body, url).not.toContain("docs/");
      // Still the script: the loader opens its closure, the beacon its variables.
      expect(body, url).toMatch(/^(\(\(\)=>\{|var d=document)/);
    }
  });

  for (const path of ["/", "/career", "/quote", "/about", "/career/backend-developer", "/contact"]) {
    test(`${path} loads no script but the islands loader and the page-view beacon`, async ({ page }) => {
      const scripts = watchScripts(page);
      await page.goto(path);
      await page.waitForLoadState("load");
      // The loader is asked for once the largest paint has settled, at the latest 3 s after the
      // load (app/lib/boot-script.ts); on a busy machine that can be well after the load.
      await page.waitForFunction(() =>
        performance.getEntriesByType("resource").some((e) => e.name.includes("/island-loader-")),
      );
      // The loader's after-load work (the brand font, the manifest) and a beacon have had time.
      await page.waitForTimeout(1_000);
      expect(scripts.filter((s) => !/\/assets\/(beacon|island-loader)-[\w-]+\.js$/.test(s))).toEqual([]);
      // Nothing but the document and its stylesheet before the largest paint: the loader is
      // asked for once the paint has been reported (decision 165).
      const [paints, loader] = await page.evaluate(
        () =>
          new Promise<[string[], number | undefined]>((resolve) =>
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[];
              const asked = performance.getEntriesByType("resource").find((e) => e.name.includes("/island-loader-"));
              resolve([
                entries.map(
                  (e) =>
                    `${Math.round(e.startTime)} ${e.size} ${e.element?.tagName} ${e.element?.textContent?.slice(0, 30)}`,
                ),
                asked?.startTime,
              ]);
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
      expect(loader, "the islands loader was fetched").toBeDefined();
      expect(loader!, paints.join(" | ")).toBeGreaterThanOrEqual(Number(paints.at(-1)!.split(" ")[0]));
      // No island has started, and React Router's client is not in the page at all.
      await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
      expect(await page.content()).not.toContain("__reactRouterContext");
      // Every island's markup carries its props for the runtime.
      for (const props of await page
        .locator("[data-island][data-props]")
        .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.props!)))
        expect(() => JSON.parse(props)).not.toThrow();
    });
  }
});

test.describe("the header at 1366 px, before its code is here", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a click on Services opens the mega menu once the code arrives", async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto("/about");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await trigger.click();
    await runtime.requested;
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // The panel is empty in the page's HTML (its links are there once, in the mobile menu).
    await expect(page.locator("#menu-services a")).toHaveCount(0);
    await runtime.release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-services")).toBeVisible();
    await expect(page.locator("#menu-services a[href^='/services/']")).toHaveCount(24);
    await expect(island(page, "header")).toHaveAttribute("data-hydrated", "");
    // React carries on: Escape closes it and returns focus to the trigger.
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a mouse resting on Products opens its dropdown once the code arrives", async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto("/about");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await trigger.hover();
    await runtime.requested;
    await runtime.release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-products")).toBeVisible();
  });
});

test.describe("the header's navigation, a file the pages share (decision 166)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  const NAV = /\/nav-[\w-]+\.json$/;

  test("the page names it instead of carrying it; it is fetched with the header's code, and the menu opens once both are here", async ({
    page,
  }) => {
    const nav = await hold(page, NAV);
    await page.goto("/about");
    const header = island(page, "header");
    const props = JSON.parse((await header.getAttribute("data-props"))!) as Record<string, unknown>;
    expect(Object.keys(props)).toEqual(["path"]);
    expect(JSON.parse((await header.getAttribute("data-shared"))!)).toEqual({
      navigation: expect.stringMatching(/^\/nav-[\w-]{16}\.json$/),
    });
    // Nothing asks for it until the visitor reaches for the header.
    await page.waitForTimeout(500);
    expect(nav.wasRequested()).toBe(false);

    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await trigger.click();
    await nav.requested;
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await nav.release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-services")).toBeVisible();
    await expect(header).toHaveAttribute("data-hydrated", "");
  });

  test.describe("offline", () => {
    // The refused request is the browser's own console line; nothing else may be.
    test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/] });
    test("when it cannot be had, the header stays the page's HTML and its links still lead on", async ({ page }) => {
      const nav = await hold(page, NAV);
      await page.goto("/about");
      const header = island(page, "header");
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).hover();
      await nav.fail();
      await expect(header).toHaveAttribute("data-failed", "");
      await header.getByRole("link", { name: "Get a Quote" }).click();
      await expect(page).toHaveURL(/\/quote$/);
    });
  });
});

test.describe("the mobile menu at 390 px, before its code is here", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the first tap opens it at once, and React carries on from what is on screen", async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.tap();
    // Answered by the boot script while the runtime is held.
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await runtime.release();
    await expect(island(page, "header")).toHaveAttribute("data-hydrated", "");
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe("the careers list, before its code is here", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tab tapped early is selected once the code arrives", async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto("/career");
    const tab = page.getByRole("tab", { name: /Internship Opportunities/ });
    await tab.tap();
    await runtime.requested;
    await expect(tab).toHaveAttribute("aria-selected", "false");
    await runtime.release();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article", { name: "Data Science Intern" })).toBeVisible();
  });

  test("Learn More tapped early expands the description once", async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto("/career");
    const card = page.getByRole("article", { name: "Backend Developer" });
    const more = card.getByRole("button", { name: /Learn More/ });
    await more.tap();
    await runtime.requested;
    await runtime.release();
    await expect(card.getByRole("button", { name: /Show Less/ })).toHaveAttribute("aria-expanded", "true");
  });

  test("Apply Now tapped early opens the dialog, and is the same element before and after", async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto("/career");
    const apply = page.getByRole("article", { name: "UI/UX Designer" }).getByRole("link", { name: /Apply Now/ });
    await apply.evaluate((el) => ((window as unknown as { __apply: Element }).__apply = el));
    await apply.tap();
    await runtime.requested;
    // Held: the link did not navigate meanwhile.
    await expect(page).toHaveURL(/\/career$/);
    await runtime.release();
    await expect(page.getByRole("dialog", { name: "Apply for UI/UX Designer" })).toBeVisible();
    await expect(page).toHaveURL(/\/career$/);
    expect(await apply.evaluate((el) => el === (window as unknown as { __apply: Element }).__apply)).toBe(true);
  });
});

test.describe("before the islands loader itself is here", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Apply Now tapped early opens the dialog once the loader and the code arrive", async ({ page }) => {
    const loader = await holdLoader(page);
    await page.goto("/career");
    const apply = page.getByRole("article", { name: "UI/UX Designer" }).getByRole("link", { name: /Apply Now/ });
    await apply.tap();
    await loader.requested;
    // Held by the boot script: the link did not navigate meanwhile.
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/career$/);
    await loader.release();
    await expect(page.getByRole("dialog", { name: "Apply for UI/UX Designer" })).toBeVisible();
    await expect(page).toHaveURL(/\/career$/);
  });

  test("a message sent early is checked and sent once by the form's code", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    const { loader, posts, form } = await contactWithLoaderHeld(page);
    await fillMessage(form);
    await form.getByRole("button", { name: "Send Message" }).tap();
    await loader.requested;
    await page.waitForTimeout(300);
    // Held: neither a native post nor a request yet.
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts.filter((p) => p.startsWith("/api/"))).toEqual([]);
    await loader.release();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts.filter((p) => p === "/api/contacts")).toHaveLength(1);
  });

  test("an empty form sent early gets the form's own messages, not the browser's", async ({ page }) => {
    const loader = await holdLoader(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).tap();
    await loader.release();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/**
 * The footer's link columns are left out of the first render (decision 171), the copyright bar
 * below them is not; the loader has the columns rendered once the drawings are in.
 */
test.describe("the footer's link columns", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const rendered = (l: Locator) => l.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  test("the first render skips them but not the copyright bar; the loader has them rendered after the paint", async ({
    page,
  }) => {
    const loader = await holdLoader(page);
    await page.goto("/about");
    await loader.requested;
    const footer = page.getByRole("contentinfo");
    const link = footer.getByRole("link", { name: "All services" });
    expect(await rendered(link)).toBe(false);
    expect(await rendered(footer.getByText("All rights reserved."))).toBe(true);
    await loader.release();
    await expect.poll(() => rendered(link)).toBe(true);
  });

  test("without JavaScript they render as they near the screen, and work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/about");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "All services" });
    expect(await rendered(link)).toBe(false);
    await link.click();
    await expect(page).toHaveURL(/\/services$/);
    await context.close();
  });

  test("Reload and Back return to the same line among them, measured with them laid out", async ({ page }) => {
    // What is at the middle of the screen, and where: the loader notes the element there and its
    // offset when the page is left, and puts it back (app/lib/island-loader.js). The columns'
    // placeholder (1,350 px) is not their height at 390 px: measured while they are skipped, a
    // restore can land off by the difference (48 px, seen here once in twelve).
    const atMiddle = () =>
      page.evaluate(() => {
        const el = document.elementFromPoint(innerWidth / 2, innerHeight / 2)!;
        return { text: (el.textContent ?? "").trim().slice(0, 40), top: Math.round(el.getBoundingClientRect().top) };
      });
    await page.goto("/services/erp-crm");
    const columns = page.locator(".footer-columns");
    await expect.poll(() => rendered(columns.getByRole("link").first())).toBe(true);
    await columns.evaluate((el) => {
      const r = el.getBoundingClientRect();
      scrollTo({ top: scrollY + r.top + r.height * 0.7 - innerHeight / 2, behavior: "instant" });
    });
    // The loader notes what is at the middle once the scrolling has rested (150 ms).
    await page.waitForTimeout(400);
    const before = await atMiddle();
    expect(before.top).toBeLessThan(-200);

    // The restore's first scroll comes before the loader renders the columns after the paint:
    // whether they were laid out then says whether the restore measured them.
    await page.addInitScript(() => {
      const w = window as { columnsAtRestore?: boolean };
      addEventListener(
        "scroll",
        () => {
          const link = document.querySelector(".footer-columns a")!;
          w.columnsAtRestore = link.checkVisibility({ contentVisibilityAuto: true });
        },
        { once: true },
      );
    });
    const columnsAtRestore = () => page.evaluate(() => (window as { columnsAtRestore?: boolean }).columnsAtRestore);
    await page.reload();
    await expect.poll(columnsAtRestore).toBe(true);
    await page.waitForLoadState("load");
    await expect.poll(atMiddle).toEqual(before);

    await page.goto("/contact");
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/erp-crm$/);
    await expect.poll(columnsAtRestore).toBe(true);
    await page.waitForLoadState("load");
    await expect.poll(atMiddle).toEqual(before);
  });
});

test.describe("when the islands loader cannot be fetched", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    allowConsoleErrors: [/Failed to load resource/],
  });

  test("a held Apply Now is followed to the listing's form", async ({ page }) => {
    const loader = await holdLoader(page);
    await page.goto("/career");
    const apply = page.getByRole("article", { name: "UI/UX Designer" }).getByRole("link", { name: /Apply Now/ });
    const href = await apply.getAttribute("href");
    await apply.tap();
    await loader.fail();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.#]/g, "\\$&")}$`));
  });

  test("a held message meets the browser's own checks, then posts without JavaScript", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    const { loader, posts, form } = await contactWithLoaderHeld(page);
    // Sent empty while the loader is on its way: held, then handed to the browser, which refuses it.
    await form.getByRole("button", { name: "Send Message" }).tap();
    await loader.fail();
    await expect.poll(() => form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(false);
    expect(await form.getByLabel("Name", { exact: true }).evaluate((i: HTMLInputElement) => i.validity.valid)).toBe(
      false,
    );
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toEqual([]);
    await fillMessage(form);
    await form.getByRole("button", { name: "Send Message" }).tap();
    await page.waitForURL(/\/thank-you\/contact\/?$/);
    expect(posts).toEqual(["/api/contacts"]);
  });
});

test.describe("parts that start on sight", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the counters count up once the visitor scrolls them near, and the careers list loads", async ({ page }) => {
    await page.goto("/about");
    await page.waitForLoadState("load");
    const counters = island(page, "counters");
    await expect(counters).not.toHaveAttribute("data-hydrated", "");
    await counters.scrollIntoViewIfNeeded();
    await expect(counters).toHaveAttribute("data-hydrated", "");
    await expect(counters).toHaveAttribute("data-state", /counting|done/);
    await expect(counters).toHaveAttribute("data-state", "done", { timeout: 10_000 });

    await page.goto("/career");
    await page.waitForLoadState("load");
    await page.mouse.wheel(0, 400);
    await expect(island(page, "careers")).toHaveAttribute("data-hydrated", "");
  });
});

test.describe("between pages", () => {
  test("Back returns to the old page where it was", async ({ page }) => {
    // (Playwright's Chromium runs without the back/forward cache, so this checks the browser's
    // scroll restoration of a document; no page holds an unload listener that would bar the cache.)
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await page.goto("/contact");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    // To within a line (the return may show the brand typeface from the cache, decision 98).
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 1200)).toBeLessThanOrEqual(24);
  });

  test("every page names the same loader and runtime, with the same speculation rules (one CSP hash)", async ({
    request,
  }) => {
    const texts = new Set<string>();
    for (const path of ["/", "/career", "/services/devops"]) {
      const html = await (await request.get(path)).text();
      texts.add(/<script data-src="[^"]+" data-beacon="[^"]+" data-entry="[^"]+"><\/script>/.exec(html)![0]);
      texts.add(/<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)![1]!);
    }
    expect(texts.size).toBe(2);
  });
});
