/**
 * axe-core on the page as it stands: WCAG 2.0/2.1 A and AA and 2.2 AA, violations only, each
 * summed up as its rule, impact, help and first five elements with what to fix.
 *
 * axe-core runs in the page itself: its source is evaluated once per document, then `axe.run`
 * for each check. Nothing of one check carries over to the next: every `axe.run` ends with axe's
 * own teardown, which clears its cache, its memoised functions and the flattened tree it read
 * (axe-core 4.13 `teardown`), so the check in the other theme reads the page afresh.
 * @axe-core/playwright's AxeBuilder also runs axe in the page, but it opens a blank page for
 * every check to merge the results of frames (`runPartial` and `finishRun`), about
 * 0.7 s more per check, which over 270 checks was a third of the browser suite
 * (docs/decisions/0103-axe-core-in-the-page.md). Our pages have no frames; a page that gets one
 * fails here rather than being checked in part.
 *
 * Bands below the first screen are rendered only when they near the viewport
 * (`content-visibility: auto`, docs/decisions/0104-render-below-the-fold-on-demand.md). axe reads a
 * text's background from what is painted under it, and a band not yet painted would show it the
 * page's background instead of the band's own; so, before checking, every such band is rendered
 * as it is when a visitor scrolls to it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { RENDERED_WHEN_NEAR } from "../../scripts/rendered-when-near.mjs";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * The rules a change of theme can turn: contrast, and the accessible name of the theme switch,
 * whose label the theme swaps. The dark theme changes colours only (scripts/architecture.test.ts
 * holds every `dark:` utility and `.dark` rule to colours, the switch aside), so a page checked in
 * full in one theme is checked with these in the other: about half of axe's time per page, over
 * some 200 checks in the suite.
 */
export const THEME_RULES = ["color-contrast", "link-in-text-block", "button-name"];

/**
 * `theme: true` runs only THEME_RULES, for the second theme of a page checked in full in the
 * first; without the stylesheets fetched again (axe's `preload`, which only rules on the CSS
 * itself need: the orientation lock, checked in the full pass).
 */
export async function axeViolations(page: Page, { theme = false }: { theme?: boolean } = {}): Promise<Violation[]> {
  const frames = page.frames().length;
  if (frames !== 1) throw new Error(`axeViolations checks pages without frames; ${page.url()} has ${frames - 1}`);
  await renderEverything(page);
  // Evaluating the source takes about a quarter of a second: once per document is enough.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = theme
    ? { runOnly: { type: "rule", values: THEME_RULES }, resultTypes: ["violations"], preload: false }
    : { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] };
  const result = await page.evaluate(
    (o) =>
      (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, o),
    options,
  );
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
  }));
}

/**
 * Brings the page to the colours of the theme it has switched to. The class is set by the boot
 * script's listener, and the colour transitions it starts still exist with reduced motion
 * (app/motion.css shortens them to 0.01 ms, but each starts and ends on an animation frame): a
 * check made at once read the old colour. Once the style change has been applied (two frames),
 * every running transition is finished, which puts each colour where the transition ends;
 * waiting for them to end took about a third of a second per check.
 */
export async function themeSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
            requestAnimationFrame(() => resolve());
          }),
        );
      }),
  );
}

/**
 * Renders the bands and the footer's link columns (decision 171) that `content-visibility: auto`
 * leaves unpainted off screen, as if scrolled to: each is made visible, and the page is scrolled
 * through once, one screen at a time (a band's content has its style computed when it is
 * rendered; a check under load once read the initial black as a heading's colour), then back to
 * where it was.
 */
export async function renderEverything(page: Page) {
  await page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Once is enough: a band made visible stays laid out and painted, so a second check of the
    // page (in the other theme) reads its real colours without scrolling through it again.
    const bands = [...document.querySelectorAll<HTMLElement>(selector)];
    if (bands.length && bands.every((el) => el.dataset.e2eRendered)) return;
    for (const el of bands) {
      el.dataset.e2eRendered = "1";
      if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
    }
    const start = window.scrollY;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: start, behavior: "instant" });
    await frame();
    await frame();
  }, RENDERED_WHEN_NEAR);
}

/**
 * The page as it stands checked in both themes, as a visitor's system setting switches them (the
 * theme script follows the change): in full in the theme it shows, then with THEME_RULES in the
 * other, waiting for the page to show it. The page is left in that other theme: switching back
 * took a third of a second per check, over some 300 checks in the suite, and the next check of a
 * journey simply starts from there (the dark theme changes colours only, so which of the two gets
 * the full check does not matter). Empty lists when all is well.
 */
export async function axeInBothThemes(page: Page): Promise<{ light: Violation[]; dark: Violation[] }> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  const first = await axeViolations(page);
  await page.emulateMedia({ colorScheme: dark ? "light" : "dark" });
  await page.waitForFunction((d) => document.documentElement.classList.contains("dark") === d, !dark);
  await themeSettled(page);
  const second = await axeViolations(page, { theme: true });
  return dark ? { light: second, dark: first } : { light: first, dark: second };
}
