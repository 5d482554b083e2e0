/**
 * Accessibility sweep: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on every prerendered page at
 * 390 px and at 1366 px, in the light and the dark theme (the system setting, which the site
 * follows: docs/decisions/0051-dark-mode.md), with reduced motion so entrance animations are
 * settled; and a bounded keyboard walk checking that every focused element shows a focus
 * indicator. Each page is loaded once per width: checked in full in the light theme, switched to
 * the dark one the way a visitor's system setting would switch it (the boot script follows the
 * change), and checked again with the rules a theme can change (tests/e2e/axe.ts THEME_RULES: the
 * dark theme changes colours only, which scripts/architecture.test.ts holds to).
 */
import { prerenderPaths } from "#content/routes.ts";
import { axeInBothThemes, axeViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const pages = prerenderPaths().filter((p) => p !== "/404");

const widths = [
  { name: "390px", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "1366px", use: { viewport: { width: 1366, height: 900 } } },
] as const;

for (const width of widths) {
  test.describe(`axe at ${width.name}`, () => {
    test.describe.configure({ mode: "parallel" });
    test.use({ ...width.use, reducedMotion: "reduce", colorScheme: "light" });

    for (const path of pages) {
      test(`${path} has no WCAG violations at ${width.name}, in the light and the dark theme`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
      });
    }
  });
}

// The helper evaluates axe once per document (tests/e2e/axe.ts): a check after a clean one in the
// same document still sees what changed since, so nothing of the first carries over.
test("a second check of the same document finds what was added after the first", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    // Styled through the CSSOM: the page's CSP refuses style attributes written as markup.
    const faint = Object.assign(document.createElement("p"), { textContent: "Faint words" });
    faint.style.color = "#ddd";
    faint.style.background = "#fff";
    const bare = Object.assign(document.createElement("img"), { src: "/favicon.ico" });
    document.querySelector("main")!.prepend(faint, bare);
  });
  const rules = (await axeViolations(page)).map((v) => v.rule);
  expect(rules).toEqual(expect.arrayContaining(["color-contrast", "image-alt"]));
  expect((await axeViolations(page, { theme: true })).map((v) => v.rule)).toContain("color-contrast");
});

// The check in the other theme reads the colours the switch ends on: here a colour change that
// lasts a minute (reduced motion shortens the site's own transitions; an inline !important keeps
// this one), finished by the helper, not waited for, so the dark theme's contrast is what it reads.
test("the check in the other theme reads the colours the theme switch ends on", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => {
    // The ink colour on white: dark in the light theme, nearly white in the dark one.
    const fading = Object.assign(document.createElement("p"), { id: "e2e-fading", textContent: "Fading words" });
    fading.style.color = "var(--color-ink-900)";
    fading.style.background = "#fff";
    fading.style.setProperty("transition", "color 60s linear", "important");
    document.querySelector("main")!.prepend(fading);
  });
  const { light, dark } = await axeInBothThemes(page);
  expect(light).toEqual([]);
  const contrast = dark.find((v) => v.rule === "color-contrast");
  expect(contrast?.nodes.join("\n")).toContain("#e2e-fading");
});

// A bounded keyboard walk: the first tab stops of a few pages each show a focus indicator.
const keyboardPages = ["/", "/services", "/contact"];
const maxTabStops = 40;

test.describe("keyboard focus is visible", () => {
  test.describe.configure({ mode: "parallel" });

  for (const path of keyboardPages) {
    test(`${path}: every tab stop shows a focus indicator`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const missing: string[] = [];
      let stops = 0;
      for (let i = 0; i < maxTabStops; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          if (el.dataset.e2eTabSeen) return { wrapped: true } as const;
          el.dataset.e2eTabSeen = "1";
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          const id = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"${el.getAttribute("href") ? ` ${el.getAttribute("href")}` : ""}`;
          const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
          const shadow = s.boxShadow !== "none" && s.boxShadow !== "";
          return { wrapped: false, id, indicator: outline || shadow, visible: r.width > 1 && r.height > 1 } as const;
        });
        if (!focus || focus.wrapped) break; // left the page, or came round to the start
        stops++;
        if (!focus.indicator) missing.push(`${focus.id}: no outline or box-shadow`);
        if (!focus.visible) missing.push(`${focus.id}: focused but not visible`);
      }
      expect(stops, "the page has tab stops").toBeGreaterThan(1);
      expect(missing).toEqual([]);
    });
  }
});
