import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";
import { defineConfig } from "@playwright/test";

/**
 * Browser tests (tests/e2e). Two ways to run them:
 * - default: Playwright starts the production server (`node build/server/main.js`, built by
 *   `npm run build`) through scripts/e2e-server.mjs, on E2E_PORT (3210) with a fresh DATA_DIR;
 * - E2E_BASE_URL=http://127.0.0.1:4107: against a server you already run (e.g. a static preview
 *   of a build); tests that need the real server (404 status, sitemap, API) skip themselves.
 */
const externalBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, "");
const port = Number(process.env.E2E_PORT ?? 3210);

// One data folder per run. The config is evaluated by the runner and again by every worker;
// workers inherit the runner's environment, so all of them see the same folder and journeys
// can read the e-mails the server writes there (E2E_DATA_DIR/mail or similar).
// The folder is only named here; scripts/e2e-server.mjs creates it and removes it when it stops.
if (!externalBaseUrl && !process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(tmpdir(), `corvanta-e2e-${process.pid}-${randomBytes(4).toString("hex")}`);
  process.env.E2E_DATA_DIR_CLEANUP = "1";
}
// Journeys that publish listings (*.publishing.spec.ts) change the careers page every other
// journey reads: they get a server and a data folder of their own, on the next port.
const publishingPort = port + 1;
if (!externalBaseUrl && !process.env.E2E_PUBLISHING_DATA_DIR) {
  process.env.E2E_PUBLISHING_DATA_DIR = join(
    tmpdir(),
    `corvanta-e2e-pub-${process.pid}-${randomBytes(4).toString("hex")}`,
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  // E2E_OUTPUT_DIR: a separate folder for a second run at the same time (each run empties its own).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, locally or in CI: a flaky test is a bug to fix, not to hide.
  retries: 0,
  // Three browsers on two cores: much of a journey is waiting (a navigation, a frame, the server),
  // which a third fills. In CI on the same 2-core machine the suite took 19.3 minutes with two
  // and 18.4 with three (2026-11-28). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  timeout: 30_000,
  // CI shares two cores between the browsers and the servers: waits get more room there (never retries).
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: "list",
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1366, height: 900 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    // Entrance animations are settled at once; journeys that test motion opt back in.
    reducedMotion: "reduce",
    // Traces slow every test down; E2E_TRACE=1 keeps one for each failure (npx playwright show-trace).
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  // The publishing journeys come first: Playwright hands out tests in the order of the projects,
  // so listed after the others they waited for all of them and then ran one by one for 3.5
  // minutes (one waits two minutes for a scheduled publication); first, one browser runs them
  // while the others run the rest.
  // The sweeps run each page at 390 px and at 1366 px themselves. Journeys that change a
  // setting of the whole server (an admin requiring passkeys) would disturb every journey
  // running beside them: they run on their own, after all the others ("exclusive").
  projects: [
    {
      name: "publishing",
      testMatch: /\.publishing\.spec\.ts$/,
      use: { baseURL: externalBaseUrl ?? `http://127.0.0.1:${publishingPort}` },
      // One at a time: a journey that publishes the phone number changes every page of this
      // server for half a minute, which another journey checking that a page stayed byte for
      // byte the same would read as its own change (seen with three workers, 2026-11-28).
      workers: 1,
    },
    { name: "chromium", testIgnore: /\.(exclusive|publishing)\.spec\.ts$/ },
    { name: "exclusive", testMatch: /\.exclusive\.spec\.ts$/, dependencies: ["chromium", "publishing"] },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: "node scripts/e2e-server.mjs",
          url: `http://127.0.0.1:${port}/healthz`,
          timeout: 30_000,
          // Never reuse a server someone left running: it may serve another build or data.
          reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === "1",
          stdout: process.env.E2E_SERVER_LOGS ? "pipe" : "ignore",
          stderr: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          env: { E2E_PORT: String(port) },
        },
        {
          command: "node scripts/e2e-server.mjs",
          url: `http://127.0.0.1:${publishingPort}/healthz`,
          timeout: 30_000,
          reuseExistingServer: false,
          stdout: process.env.E2E_SERVER_LOGS ? "pipe" : "ignore",
          stderr: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          env: {
            E2E_PORT: String(publishingPort),
            E2E_DATA_DIR: process.env.E2E_PUBLISHING_DATA_DIR ?? "",
            E2E_DATA_DIR_CLEANUP: "1",
          },
        },
      ],
});
