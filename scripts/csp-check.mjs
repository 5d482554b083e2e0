// Opens every prerendered page in Debian's Chromium against a running server and counts
// Content-Security-Policy violations (docs/reliability.md S2). Exits 1 if there is any, or if a page's
// CSP allows 'unsafe-inline' / 'unsafe-eval' scripts.
//   node scripts/csp-check.mjs http://127.0.0.1:3000
// It also follows one client-side navigation per page, so scripts React Router loads later
// are covered too.
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const { prerenderPaths } = await tsImport("../content/routes.ts", import.meta.url);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const problems = [];
let pages = 0;
try {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  for (const path of prerenderPaths()) {
    const page = await context.newPage();
    const messages = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) messages.push(m.text());
    });
    const res = await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const csp = res?.headers()["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    if (!csp) problems.push(`${path}: no Content-Security-Policy header`);
    if (/unsafe-inline|unsafe-eval/.test(scriptSrc))
      problems.push(`${path}: script-src allows unsafe-inline/unsafe-eval`);
    // One client-side navigation (to the home page) from every page.
    const link = page.locator('a[href="/"]').first();
    if (path !== "/" && (await link.count())) {
      await link.click().catch(() => {});
      await page.waitForLoadState("networkidle").catch(() => {});
    }
    const violations = await page.evaluate(() => window.__cspViolations);
    for (const v of [...violations, ...messages]) problems.push(`${path}: ${v}`);
    pages++;
    await page.close();
  }
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(`CSP check: ${problems.length} problem(s) on ${pages} pages:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`CSP check: ${pages} pages, 0 violations`);
