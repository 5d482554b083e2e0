/**
 * The route sweep: every prerendered page loads, has one visible h1, a unique title, the SEO
 * tags and structured data it should, fetches its data rather than carrying it in the HTML,
 * requests nothing from other origins and logs no errors;
 * the end of every page is laid out before a jump to it, at its width and at 390 px; unknown paths
 * answer 404; sitemap.xml and robots.txt match the route list.
 */
import { seedListings as listings } from "#content/careers.ts";
import { indexablePaths, prerenderPaths, unlistedPaths } from "#content/routes.ts";
import { site } from "#content/site.ts";
import type { Page } from "@playwright/test";
import { expect, notFoundConsoleError, realServer, test, waitForHydration } from "./fixtures";

/** How a page's text names the company's contacts (the repository's details, which this server publishes). */
const companyContacts = [site.email, site.careersEmail, site.phone.display];

const pages = prerenderPaths().filter((p) => p !== "/404");
const indexable = new Set(indexablePaths());
const listingPaths = new Set(listings.map((l) => `/career/${l.slug}`));

/** JSON-LD @type values a page must carry. */
function expectedLdTypes(path: string): string[] {
  const types = ["Organization"];
  if (/^\/services\/[^/]+$/.test(path)) types.push("Service");
  if (listingPaths.has(path)) types.push("JobPosting");
  // Nested pages (two or more segments) that search engines index carry a breadcrumb trail.
  if (indexable.has(path) && path.split("/").filter(Boolean).length >= 2) types.push("BreadcrumbList");
  return types;
}

function ldTypes(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(ldTypes);
  if (!node || typeof node !== "object") return [];
  const obj = node as Record<string, unknown>;
  const own = obj["@type"];
  const mine = Array.isArray(own) ? own.map(String) : own ? [String(own)] : [];
  return [...mine, ...ldTypes(obj["@graph"] ?? [])];
}

/**
 * A jump to the end of a page (End, a drag of the scroll bar, a test's click on a footer link)
 * moves nothing on screen. The bands below the first screen are rendered when they near the
 * viewport (app/app.css, docs/decisions/0104-render-below-the-fold-on-demand.md) except the last,
 * and so are the footer's link columns (decision 171), but not the copyright bar below them: the
 * jump lands on it, and while the columns above take their real height the browser keeps it where
 * it was. A band or a bar that moved would move a footer link under the pointer. What breaks that
 * on the page at its viewport's width (none: nothing).
 */
async function endNotLaidOut(page: Page, path: string): Promise<string[]> {
  const end = await page.evaluate(async () => {
    const last = [...document.querySelectorAll("main > section")].at(-1);
    const bar = document.querySelector("footer > :last-child")!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    scrollTo({ top: 0, behavior: "instant" });
    await frame();
    const barSkipped = !bar.checkVisibility({ contentVisibilityAuto: true });
    // What a failure message shows besides: the bar's height, parts and padding, the columns'
    // height and whether the loader has had them rendered, the scroll position and the page's.
    const columns = document.querySelector<HTMLElement>(".footer-columns");
    const state = () =>
      [
        `bar ${Math.round(bar.getBoundingClientRect().height)}`,
        `columns ${Math.round(columns?.getBoundingClientRect().height ?? 0)} ${columns?.style.contentVisibility || "auto"}`,
        `scroll ${Math.round(scrollY)} of ${document.documentElement.scrollHeight}`,
        `viewport ${innerWidth}×${innerHeight}`,
        `bar's parts ${[...bar.firstElementChild!.children].map((c) => Math.round(c.getBoundingClientRect().height)).join("+")}`,
        `bar's padding ${getComputedStyle(bar.firstElementChild!).padding}`,
        `main ${Math.round(document.querySelector("main")!.getBoundingClientRect().height)}`,
      ].join(", ");
    scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    const landed = bar.getBoundingClientRect().top;
    const before = state();
    await frame();
    await frame();
    return {
      lastSkipped: !!last && getComputedStyle(last).contentVisibility !== "visible",
      barSkipped,
      landed: Math.round(landed),
      settled: Math.round(bar.getBoundingClientRect().top),
      bottom: Math.round(bar.getBoundingClientRect().bottom),
      screen: innerHeight,
      width: innerWidth,
      states: `${before} → ${state()}`,
    };
  });
  const found: string[] = [];
  const at = `${path} at ${end.width} px`;
  if (end.lastSkipped) found.push(`${path}: the last band is rendered on demand`);
  if (end.barSkipped) found.push(`${path}: the copyright bar is rendered on demand`);
  if (end.bottom !== end.screen) found.push(`${at}: the jump to the end left the bar's bottom at ${end.bottom}`);
  if (end.settled !== end.landed)
    found.push(`${at}: the bar moved from ${end.landed} to ${end.settled} px (${end.states})`);
  return found;
}

test.describe("every page", () => {
  test.describe.configure({ mode: "parallel" });

  for (const path of pages) {
    test(`${path} loads with one h1, SEO tags and structured data`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on("request", (req) => {
        const url = req.url();
        if (/^(data|blob):/.test(url)) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });

      const response = await page.goto(path);
      expect(response, "no response for the document").not.toBeNull();
      expect(response!.status(), `HTTP status of ${path}`).toBe(200);
      // Style attributes would need 'unsafe-hashes' and lengthen the policy; pages use classes
      // (docs/decisions/0013-csp-hashes.md).
      expect(response!.headers()["content-security-policy"], "no style attributes on the page").not.toContain(
        "unsafe-hashes",
      );
      // No page is hydrated as a whole (docs/decisions/0130-islands.md): React Router's client
      // is not in the HTML; the islands loader is, naming the islands runtime.
      const html = await response!.text();
      expect(html, "no hydration stream in the HTML").not.toContain("streamController.enqueue");
      expect(html, "no React Router context").not.toContain("__reactRouterContext");
      expect(html, "the islands loader").toMatch(
        /<script data-src="\/assets\/island-loader-[\w-]+\.js" data-beacon="\/assets\/beacon-[\w-]+\.js" data-entry="\/assets\/entry\.client-[\w-]+\.js"><\/script>/,
      );
      // Nothing the browser fetches by itself before the first paint: the SVG icon is in the page
      // and the manifest is linked by the islands loader after the page's load
      // (docs/decisions/0102-nothing-fetched-by-the-browser-before-the-paint.md).
      expect(html, "the SVG icon is in the page").toContain('<link rel="icon" href="data:image/svg+xml,');
      expect(html, "no manifest link in the HTML").not.toMatch(/<link[^>]+rel="manifest"/);
      await waitForHydration(page);
      await expect(page.locator('head link[rel="manifest"]'), "the manifest linked after the paint").toHaveAttribute(
        "href",
        "/site.webmanifest",
      );
      await expect(page.locator('head link[rel="icon"][href^="data:image/svg+xml,"]')).toHaveCount(1);

      const h1 = page.locator("h1");
      await expect(h1, "exactly one h1").toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(h1).not.toHaveText(/^\s*$/);

      const title = await page.title();
      expect(title.trim(), "document title").not.toBe("");

      const description = page.locator('head meta[name="description"]');
      const canonical = page.locator('head link[rel="canonical"]');
      const attr = (selector: string, name: string) =>
        page.evaluate(([s, n]) => document.querySelector(s!)?.getAttribute(n!) ?? null, [selector, name]);
      const robots = await attr('head meta[name="robots"]', "content");
      if (indexable.has(path)) {
        await expect(description, "one meta description").toHaveCount(1);
        expect(
          (await description.getAttribute("content"))?.trim().length ?? 0,
          "description length",
        ).toBeGreaterThanOrEqual(50);
        await expect(canonical, "one canonical link").toHaveCount(1);
        const href = (await canonical.getAttribute("href")) ?? "";
        expect(href, "canonical is an absolute URL").toMatch(/^https?:\/\//);
        expect(new URL(href).pathname, "canonical points at the page itself").toBe(path);
        expect(robots ?? "", "an indexable page is not noindex").not.toMatch(/noindex/);
      } else {
        // Unlisted pages are transactional (noindex) or duplicates (canonical elsewhere).
        const href = await attr('head link[rel="canonical"]', "href");
        const canonicalElsewhere = href ? new URL(href).pathname !== path : false;
        expect(/noindex/.test(robots ?? "") || canonicalElsewhere, `${path} is noindex or canonical elsewhere`).toBe(
          true,
        );
      }

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types: string[] = [];
      for (const text of blocks) {
        let parsed: unknown;
        expect(() => (parsed = JSON.parse(text)), `JSON-LD parses: ${text.slice(0, 80)}`).not.toThrow();
        types.push(...ldTypes(parsed));
      }
      for (const t of expectedLdTypes(path)) expect(types, `JSON-LD ${t} on ${path}`).toContain(t);

      expect(foreign, "requests to other origins").toEqual([]);

      // The company's e-mail addresses and phone number, where a page's text names them, are
      // links (mailto:, tel:): the privacy policy's once were plain text. (A form's example,
      // "name@example.com", is not a contact.)
      const unlinked = await page.evaluate((contacts) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || el.closest("a, script, style, template")) continue;
          for (const c of contacts) if (n.textContent?.includes(c)) found.push(c);
        }
        return found;
      }, companyContacts);
      expect(unlinked, "e-mail addresses and phone numbers outside links").toEqual([]);

      // The end of the page, at this width and on a phone. The phone is a page of its own, opened
      // at that size: a page made narrower can, on a busy machine, lay out once with part of its
      // wide styles still applied (seen: the copyright bar with its 1,024 px padding and its
      // phone layout, which moved it by 72 px a frame later), which no phone does.
      const notLaidOut = await endNotLaidOut(page, path);
      const phone = await page.context().newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(path);
      // Measured, as above, once the islands loader has done its work after the paint.
      await expect(phone.locator('head link[rel="manifest"]')).toHaveCount(1);
      notLaidOut.push(...(await endNotLaidOut(phone, path)));
      await phone.close();
      expect(notLaidOut, "the end of the page is laid out before it is scrolled to").toEqual([]);
    });
  }
});

test("titles are unique and the prerendered HTML carries one h1", async ({ request }) => {
  // Indexable pages have titles of their own; an unlisted page (a duplicate with its canonical
  // elsewhere, a confirmation) may share an indexable page's title but not another unlisted one's.
  const seenIndexable = new Map<string, string>();
  const seenUnlisted = new Map<string, string>();
  const problems: string[] = [];
  for (const path of pages) {
    const res = await request.get(path);
    if (res.status() !== 200) {
      problems.push(`${path}: HTTP ${res.status()}`);
      continue;
    }
    const html = await res.text();
    const title = decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "").trim();
    if (!title) problems.push(`${path}: no <title> in the HTML`);
    else {
      const seen = indexable.has(path) ? seenIndexable : seenUnlisted;
      if (seen.has(title)) problems.push(`${path}: same title as ${seen.get(title)} ("${title}")`);
      else seen.set(title, path);
    }
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements in the prerendered HTML`);
  }
  expect(problems).toEqual([]);
});

test.describe("unknown paths", () => {
  test.use({ allowConsoleErrors: [notFoundConsoleError] });

  for (const path of ["/this-page-does-not-exist", "/services/not-a-service"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      test.skip(!realServer, "a static preview server answers its own plain 404");
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
      await expect(page.getByRole("link", { name: "Go to Home" })).toBeVisible();
      // Served at every unknown address, it has none of its own to name (it named /404, a 404).
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
    });
  }
});

/**
 * The first round trip: a page whose response (headers and brotli HTML) fits in 14,600 bytes, the
 * ten TCP segments a new connection may send before the first acknowledgement, paints one round
 * trip sooner (docs/performance.md, "The first round trip"). Machine-independent bytes, so a test.
 * Every page fits, Home since 2026-11-29: its hero illustration, industry scenes and the icons
 * below its first screen are drawn after the paint from files of their own (decision 169).
 */
const FIRST_WINDOW = 14_600;

test.describe("the first round trip", () => {
  test.skip(!realServer, "brotli and the real headers come from the production server");

  test("every page's headers and brotli HTML fit in the first ten TCP segments", async ({ baseURL }) => {
    const { get } = await import("node:http");
    const size = (path: string) =>
      new Promise<number>((resolve, reject) => {
        get(new URL(path, baseURL), { headers: { "accept-encoding": "br" } }, (res) => {
          let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () =>
            res.headers["content-encoding"] === "br" ? resolve(bytes) : reject(new Error(`${path} not brotli`)),
          );
        }).on("error", reject);
      });
    const over: string[] = [];
    for (const path of pages) {
      const bytes = await size(path);
      if (bytes > FIRST_WINDOW) over.push(`${path}: ${bytes} bytes`);
    }
    expect(over, "pages past their first round trip").toEqual([]);
  });
});

test.describe("sitemap and robots", () => {
  test.skip(!realServer, "sitemap.xml and robots.txt are written by `npm run build` and served by the real server");

  test("sitemap.xml lists every indexable page and nothing else", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => decode(m[1]!));
    for (const loc of locs) expect(loc, "sitemap URLs are absolute").toMatch(/^https?:\/\//);
    const listed = locs.map((loc) => new URL(loc).pathname);
    expect(new Set(listed).size, "no duplicates").toBe(listed.length);
    expect([...listed].sort()).toEqual([...indexablePaths()].sort());
    for (const p of unlistedPaths()) expect(listed).not.toContain(p);
  });

  test("robots.txt references the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent:/im);
    const sitemap = /^Sitemap:\s*(\S+)/im.exec(text)?.[1];
    expect(sitemap, "a Sitemap: line").toBeTruthy();
    expect(new URL(sitemap!).pathname).toBe("/sitemap.xml");
  });
});

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
