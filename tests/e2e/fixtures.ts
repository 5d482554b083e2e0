/**
 * The one place browser tests import `test` and `expect` from:
 *
 *   import { test, expect } from "./fixtures";
 *
 * Every page a test opens is watched: a console error, an uncaught page error or a
 * Content-Security-Policy violation fails the test, after it ran. A test that causes a console
 * error on purpose (the form failure logs one, by docs/product.md "Forms") opts out for console errors only:
 *
 *   test.use({ allowConsoleErrors: true });                  // any console error
 *   test.use({ allowConsoleErrors: [/Failed to load resource.*404/] });  // only these
 *
 * CSP violations and uncaught page errors are never allowed.
 */
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** True when the tests run against the real production server (not E2E_BASE_URL). */
export const realServer = !process.env.E2E_BASE_URL;
// The tests that need the API skip themselves only against a static preview (E2E_BASE_URL).
// CI must run everything, so a preview URL there is an error, not a quieter run.
if (process.env.CI && !realServer)
  throw new Error("E2E_BASE_URL is for local previews; CI runs the browser tests against the real server");

/** The data folder of the server under test (mail written as files lives below it). */
export const dataDir = process.env.E2E_DATA_DIR;

/**
 * The data folder of the server the running test talks to: the publishing journeys
 * (*.publishing.spec.ts) have a server of their own (playwright.config.ts).
 */
export const serverDataDir = () =>
  base.info().project.name === "publishing" ? process.env.E2E_PUBLISHING_DATA_DIR : dataDir;

export interface GuardOptions {
  /** true: ignore every console error; an array: ignore console errors matching any pattern. */
  allowConsoleErrors: boolean | RegExp[];
}

interface Problem {
  kind: "console error" | "page error" | "CSP violation";
  text: string;
  url: string;
}

const CSP_BINDING = "__e2eCspViolation";

/** Records console errors, page errors and CSP violations on a page. */
export async function watchPage(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const loc = msg.location();
    const text = msg.text();
    // Chromium reports a CSP violation as a console error too: never allowed.
    const kind = /Content Security Policy/i.test(text) ? "CSP violation" : "console error";
    problems.push({ kind, text, url: loc.url || page.url() });
  });
  page.on("pageerror", (err) => {
    problems.push({ kind: "page error", text: `${err.name}: ${err.message}`, url: page.url() });
  });
  await page.exposeBinding(CSP_BINDING, (_source, text: string, url: string) => {
    problems.push({ kind: "CSP violation", text, url });
  });
  await page.addInitScript((binding) => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const fn = (window as unknown as Record<string, (t: string, u: string) => void>)[binding];
        fn?.(
          `${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"}${e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : ""}${e.sample ? ` sample: ${e.sample}` : ""}`,
          location.href,
        );
      },
      true,
    );
  }, CSP_BINDING);
  return problems;
}

export function unexpected(problems: Problem[], allow: boolean | RegExp[]): Problem[] {
  return problems.filter((p) => {
    if (p.kind !== "console error") return true;
    if (allow === true) return false;
    if (Array.isArray(allow)) return !allow.some((re) => re.test(p.text));
    return true;
  });
}

export function describeProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.kind} on ${p.url}: ${p.text}`).join("\n");
}

export const test = base.extend<GuardOptions>({
  allowConsoleErrors: [false, { option: true }],
  page: async ({ page, allowConsoleErrors }, use, testInfo) => {
    const problems = await watchPage(page);
    await use(page);
    const bad = unexpected(problems, allowConsoleErrors);
    if (bad.length) {
      await testInfo.attach("page-problems.txt", { body: describeProblems(bad), contentType: "text/plain" });
      // Fails the test (also when the body passed) and names every problem.
      expect(bad.length, `console errors, page errors or CSP violations:\n${describeProblems(bad)}\n`).toBe(0);
    }
  },
});

/**
 * Hydrates every island of the page now (docs/decisions/0130-islands.md) and waits until each has
 * committed and a frame has passed, as if the visitor had already touched every part of it. A
 * journey about what works before an island's code is here (tests/e2e/islands.spec.ts) does not
 * call this. Each island is hydrated through the same runtime the loader imports, once: the
 * loader's own later call finds it done.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("domcontentloaded");
  await page.evaluate(async () => {
    const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry;
    if (!entry) throw new Error("no islands loader on this page");
    await import(/* @vite-ignore */ entry);
    const runtime = (window as unknown as { __islands: { hydrate(el: HTMLElement): Promise<boolean> } }).__islands;
    const results = await Promise.all(
      [...document.querySelectorAll<HTMLElement>("[data-island]")].map((el) => runtime.hydrate(el)),
    );
    if (results.includes(false)) throw new Error("an island of this page could not start");
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/** A console error Chromium logs for any 404 response (e.g. the document of the 404 page). */
export const notFoundConsoleError = /Failed to load resource: the server responded with a status of 404/;
