/**
 * Islands spike (README.md here): checks, in Debian's Chromium, that the islands pages say and
 * link exactly what the normal pages do, and that their interactive parts really work:
 * the mobile menu and its groups, the desktop menus, the theme switch, Back to top, and Home's
 * quote form (inline validation, then a real submission answered by a toast). Fails (exit 1)
 * on any difference, console error, page error or CSP violation.
 *
 *   ISLANDS_URL=http://127.0.0.1:3614 npx tsx scripts/spikes/islands/verify.ts
 *
 * ISLANDS_URL is the production server serving the copy build.ts wrote (its README shows how).
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { PAGES, PREFIX } from "./build";
import { chromiumArgs, chromiumPath } from "../../chromium.mjs";

const BASE = (process.env.ISLANDS_URL ?? "http://127.0.0.1:3614").replace(/\/+$/, "");
const islandsPath = (p: string) => `${PREFIX}${p === "/" ? "" : p}`;

let failures = 0;
function check(ok: boolean, what: string) {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures++;
}

async function open(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    ...(width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  // Elements present before any script ran: hydration keeps them, a client re-render replaces them.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      for (const el of document.querySelectorAll("header, main, footer, form"))
        (el as unknown as { __prerendered: boolean }).__prerendered = true;
    }),
  );
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 });
  return { page, problems, close: () => context.close() };
}

/** What a visitor gets from a page: its visible text, its links and its form controls. */
function content(page: Page) {
  return page.evaluate(() => ({
    text: document.body.innerText.replace(/\s+/g, " ").trim(),
    links: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")),
    controls: [...document.querySelectorAll("input, textarea, select, button")].map(
      (c) =>
        `${c.tagName}:${c.getAttribute("name") ?? ""}:${c.getAttribute("type") ?? ""}:${c.getAttribute("aria-label") ?? ""}`,
    ),
    headings: [...document.querySelectorAll("h1, h2, h3")].map((h) => h.textContent),
    header: document.querySelector("header")?.outerHTML ?? "",
    footer: document.querySelector("footer")?.outerHTML ?? "",
    main:
      document
        .querySelector("main")
        ?.innerHTML.replace(/name="startedAt" value="\d*"/g, "")
        .replace(/ data-island="[\w-]+"/g, "") ?? "",
  }));
}

async function main() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    for (const path of PAGES) {
      console.log(`${path} and ${islandsPath(path)}`);
      // 1. Same content, both hydrated (the normal page by React Router, the other by its islands).
      const normal = await open(browser, BASE + path, 390);
      const islands = await open(browser, BASE + islandsPath(path), 390);
      await islands.page.waitForSelector("html[data-islands]");
      const [a, b] = [await content(normal.page), await content(islands.page)];
      check(a.text === b.text, `visible text identical (${a.text.length} characters)`);
      check(JSON.stringify(a.links) === JSON.stringify(b.links), `links identical (${a.links.length})`);
      check(JSON.stringify(a.controls) === JSON.stringify(b.controls), `controls identical (${a.controls.length})`);
      check(JSON.stringify(a.headings) === JSON.stringify(b.headings), `headings identical (${a.headings.length})`);
      check(a.main === b.main, "the markup of <main> identical after hydration");
      check(
        a.header === b.header && a.footer === b.footer,
        "the markup of the header and footer identical after hydration",
      );
      const routerGone = await islands.page.evaluate(
        () =>
          !("__reactRouterContext" in window) &&
          document.querySelectorAll("script[src], link[rel=modulepreload]").length === 0,
      );
      check(routerGone, "no React Router context or bootstrap on the islands page");
      const kept = await islands.page.evaluate(() =>
        [...document.querySelectorAll("header, main, footer, form")].every(
          (el) => (el as unknown as { __prerendered?: boolean }).__prerendered,
        ),
      );
      check(kept, "header, main, footer and forms are the prerendered elements (hydrated, not re-rendered)");
      const islandCount = await islands.page.evaluate(() => document.documentElement.getAttribute("data-islands"));
      check(Number(islandCount) >= 4, `${islandCount} islands hydrated`);
      await normal.close();

      // 2. The mobile menu: opens, moves focus in, a group expands, Escape closes and returns focus.
      const p = islands.page;
      const button = p.locator('button[aria-controls="mobile-menu"]');
      await button.click();
      check((await button.getAttribute("aria-expanded")) === "true", "menu button: aria-expanded=true after a tap");
      check(await p.locator("#mobile-menu").isVisible(), "mobile menu panel shown");
      check(
        await p.evaluate(() => document.getElementById("mobile-menu")!.contains(document.activeElement)),
        "focus moved into the menu",
      );
      check(
        await p.evaluate(() => document.documentElement.classList.contains("overflow-hidden")),
        "page scroll locked while open",
      );
      const group = p.locator('#mobile-menu button[aria-controls="mobile-services"]');
      await group.click();
      check(await p.locator("#mobile-services").isVisible(), "the Services group expands");
      await p.keyboard.press("Escape");
      check(!(await p.locator("#mobile-menu").isVisible()), "Escape closes the menu");
      check(
        await p.evaluate(() => document.activeElement?.getAttribute("aria-controls") === "mobile-menu"),
        "focus back on the menu button",
      );

      // 3. The theme switch (the boot script's, inside the menu) and Back to top.
      await button.click();
      const dark = await p.evaluate(() => document.documentElement.classList.contains("dark"));
      await p.locator("#mobile-menu [data-theme-toggle]").click();
      check(
        (await p.evaluate(() => document.documentElement.classList.contains("dark"))) === !dark,
        "the theme switch flips the theme",
      );
      await p.keyboard.press("Escape");
      await p.evaluate(() => window.scrollTo(0, 2000));
      const top = p.locator('button[aria-label="Back to top"]');
      await p.waitForFunction(() =>
        document.querySelector('button[aria-label="Back to top"]')?.classList.contains("opacity-100"),
      );
      await top.click();
      await p.waitForFunction(() => window.scrollY === 0);
      check(true, "Back to top appears after scrolling and scrolls back");

      // 4. Home's quote form: inline messages, then a real submission with its toast.
      if (path === "/") {
        const form = p.locator("#home-quote-form");
        check(await form.evaluate((f: HTMLFormElement) => f.noValidate), "form hydrated (browser bubbles off)");
        await form.locator('button[type="submit"]').click();
        const nameError = p.locator("#home-quote-name-error");
        await nameError.waitFor();
        check((await nameError.textContent())?.includes("required") === true, "empty submit: 'required' under Name");
        check(await p.evaluate(() => document.activeElement?.id === "home-quote-name"), "focus on the first error");
        await p.fill("#home-quote-name", "Asha Verma");
        await p.fill("#home-quote-email", "not-an-address");
        await p.fill("#home-quote-services", "Mobile app development");
        await p.fill("#home-quote-message", "We need an Android and iOS app for our clinic's appointments.");
        await form.locator('button[type="submit"]').click();
        await p.locator("#home-quote-email-error").waitFor();
        check(true, `invalid e-mail: "${await p.locator("#home-quote-email-error").textContent()}"`);
        await p.fill("#home-quote-email", "asha@example.com");
        await form.locator('button[type="submit"]').click();
        const toast = p.locator('[role="status"] p, [role="alert"] p').filter({ hasText: /successfully|wrong/ });
        await toast.first().waitFor({ timeout: 15_000 });
        const said = await toast.first().textContent();
        check(said === "Message sent successfully!", `valid submit: the API answered, toast "${said}"`);
        check((await p.inputValue("#home-quote-name")) === "", "the form is reset after success");
      }

      // 5. Desktop: the Services mega menu opens on click.
      const wide = await open(browser, BASE + islandsPath(path), 1366);
      const services = wide.page.locator('nav[aria-label="Main"] button[aria-controls="menu-services"]');
      await services.click();
      check(await wide.page.locator("#menu-services").isVisible(), "desktop: the Services menu opens");
      await wide.page.keyboard.press("Escape");
      check(!(await wide.page.locator("#menu-services").isVisible()), "desktop: Escape closes it");
      const current = await wide.page
        .locator('nav[aria-label="Main"] [data-active]')
        .evaluateAll((els) => els.map((e) => e.textContent?.trim()));
      check(
        path === "/" ? current.length === 0 : current.includes("Services"),
        `current section: ${current.join(",")}`,
      );

      const problems = [...islands.problems, ...wide.problems];
      check(
        problems.length === 0,
        `no console errors, page errors or CSP violations${problems.length ? `: ${problems.join(" | ")}` : ""}`,
      );
      await wide.close();
      await islands.close();
    }
  } finally {
    await browser.close();
  }
  console.log(failures ? `\n${failures} check(s) failed` : "\nall checks passed");
  process.exit(failures ? 1 : 0);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
