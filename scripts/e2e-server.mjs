// Starts the production server for the browser tests (playwright.config.ts `webServer`):
// `node build/server/main.js` on 127.0.0.1:E2E_PORT with a fresh data folder and rate limits
// relaxed so that journeys never meet a 429 (a test that proves the 429 sets its own limits).
// On SIGTERM/SIGINT it waits for the server to stop, then removes the data folder it made.
import { spawn } from "node:child_process";
import { existsSync, fstatSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// BUILD_DIR as in `npm run build` (react-router.config.ts), default ./build.
const entry = join(process.env.BUILD_DIR ?? "build", "server", "main.js");
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  process.exit(1);
}

// playwright.config.ts names the folder (so the tests know it); it is made here, fresh.
let dataDir = process.env.E2E_DATA_DIR;
let cleanup = process.env.E2E_DATA_DIR_CLEANUP === "1";
if (dataDir) {
  if (cleanup) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
} else {
  dataDir = mkdtempSync(join(tmpdir(), "corvanta-e2e-"));
  cleanup = true;
}

const relaxed = "10000/1m";
const child = spawn(process.execPath, [entry], {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: process.env.E2E_PORT ?? "3210",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    // No SMTP: e-mails are written as .eml files under DATA_DIR/mail for journeys to read back.
    SMTP_URL: "",
    SMTP_HOST: "",
    // The embedded SQLite database in DATA_DIR, and in-memory rate limits, unless asked otherwise.
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    REDIS_URL: process.env.E2E_REDIS_URL ?? "",
    // Rate limits (server/config.ts), relaxed so journeys never meet a 429.
    RATE_LIMIT_QUOTES: relaxed,
    RATE_LIMIT_CONTACTS: relaxed,
    RATE_LIMIT_APPLICATIONS: relaxed,
    RATE_LIMIT_CERTIFICATES: relaxed,
    // Deliveries to the journeys' own receiver on 127.0.0.1 over http (local testing only).
    DELIVERY_ALLOW_PRIVATE: "true",
    RATE_LIMIT_EVENTS: relaxed,
  },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  // Playwright signals the whole process group, so the server usually has the signal already.
  if (child.exitCode === null) child.kill(signal);
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
// Playwright holds our stdin open through a pipe: if it dies without stopping us (killed by a
// timeout, say), the pipe closes and the server goes too, instead of holding the port.
if (fstatSync(0).isFIFO()) {
  process.stdin.on("end", () => stop("SIGTERM"));
  process.stdin.on("error", () => stop("SIGTERM"));
  process.stdin.resume();
}

child.on("exit", (code, signal) => {
  if (cleanup) rmSync(dataDir, { recursive: true, force: true });
  if (!stopping) console.error(`e2e server exited unexpectedly (code ${code}, signal ${signal})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
