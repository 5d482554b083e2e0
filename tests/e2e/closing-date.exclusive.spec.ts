/**
 * A listing past its closing date (docs/decisions/0081-listing-closing-date.md), on a build of
 * its own: every published listing is open, so this journey builds the site into a temporary
 * folder of the project with CAREERS_CLOSING_DATES giving the Frontend Intern listing a closing date in the
 * past (content/careers.ts), starts that build's server, and checks the page, the careers list,
 * the sitemap and the server's refusal. It runs in the `exclusive` project: the build takes both
 * cores for a while.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, realServer, test, waitForHydration } from "./fixtures";

test.skip(!realServer, "builds and starts a server of its own");
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);
const closing = { slug: "frontend-intern", id: "intern-frontend", title: "Frontend Intern", on: "2026-01-15" };
const port = Number(process.env.E2E_PORT ?? 3210) + 11;
const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, CAREERS_CLOSING_DATES: `${closing.slug}:${closing.on}` };

let buildDir = "";
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // Inside the project (.tmp-* is ignored): the prerender resolves packages from node_modules.
  buildDir = mkdtempSync(join(process.cwd(), ".tmp-closing-build-"));
  await run("npm", ["run", "build"], { env: { ...env, BUILD_DIR: buildDir }, maxBuffer: 64 * 1024 * 1024 });
  server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: {
      ...env,
      BUILD_DIR: buildDir,
      E2E_PORT: String(port),
      E2E_DATA_DIR: join(buildDir, "data"),
      E2E_DATA_DIR_CLEANUP: "1",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

test("the listing's page says it is closed: no Apply Now, no form, no JobPosting", async ({ page }) => {
  await page.goto(`${origin}/career/${closing.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: closing.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This internship is closed" })).toBeVisible();
  await expect(page.getByText(`We stopped taking applications for ${closing.title} on 15 January 2026.`)).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveCount(0);
  await expect(page.getByRole("form")).toHaveCount(0);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join("\n")).not.toContain("JobPosting");
  // An open listing of the same build keeps its form: only the closed one changed.
  await page.goto(`${origin}/career/data-science-intern`);
  await expect(page.getByRole("form", { name: "Apply for Data Science Intern" })).toBeAttached();
});

test("the careers list and the sitemap leave it out", async ({ page }) => {
  await page.goto(`${origin}/career`);
  await waitForHydration(page);
  const tab = page.getByRole("tab", { name: /Internship Opportunities/ });
  await expect(tab).toHaveText("Internship Opportunities (1)");
  await tab.click();
  await expect(page.getByRole("heading", { name: "Data Science Intern" })).toBeVisible();
  await expect(page.getByRole("heading", { name: closing.title })).toHaveCount(0);
  const sitemap = await (await page.request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain("/career/data-science-intern");
  expect(sitemap).not.toContain(`/career/${closing.slug}`);
  // The page built for that journey is the same one the default build would make when the date passes.
  expect(readFileSync(join(buildDir, "client", "career", closing.slug, "index.html"), "utf8")).toContain("is closed");
});

test("the server refuses an application to it, with a clear message", async ({ page }) => {
  const res = await page.request.post(`${origin}/api/applications`, {
    headers: { origin, accept: "application/json" },
    multipart: {
      listingId: closing.id,
      fullName: "Ritika Behera",
      email: "ritika.behera@example.com",
      phone: "+91 98765 43210",
      experienceYears: "0",
      address: "Plot 14, Jaydev Vihar, Bhubaneswar",
      lastCompany: "None yet",
      resume: { name: "ritika.pdf", mimeType: "application/pdf", buffer: readFileSync("tests/fixtures/resume.pdf") },
    },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { error: string; message: string };
  expect(body.error).toBe("listing_closed");
  expect(body.message).toBe(
    `Applications for ${closing.title} closed on 15 January 2026. Our careers page lists the positions that are open.`,
  );
});
