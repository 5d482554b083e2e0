// @ts-check
/**
 * The first step of `npm test`: are the programs the suites drive on this machine? A missing one
 * stops the run at once, with the one command that installs what is missing, rather than
 * failing part way through (the browser journeys need Chromium and Java, the nginx test nginx
 * with its brotli module). Under CI, nothing may be skipped: LibreOffice (the CSV check),
 * PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL) are required too; elsewhere the tests that
 * need them skip, and this says so. .ci/run installs and starts all of them.
 */
import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromiumPath } from "./chromium.mjs";

const CI = process.env.CI === "true" || process.env.CI === "1";

/**
 * An executable on PATH, or at one of `paths`.
 * @param {string} name
 * @param {string[]} [paths]
 */
function found(name, paths = []) {
  const dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  return [...paths, ...dirs.map((d) => join(d, name))].some((p) => {
    try {
      accessSync(p, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** What the suites need, each with the Debian package that provides it. */
const needs = [
  { what: `Chromium (${chromiumPath})`, pkg: "chromium", ok: () => found("chromium", [chromiumPath]) },
  { what: "Java (the Nu HTML Checker in the browser suite)", pkg: "default-jre-headless", ok: () => found("java") },
  {
    what: "nginx (the nginx test)",
    pkg: "nginx",
    ok: () => found("nginx", ["/usr/sbin/nginx", "/usr/local/sbin/nginx"]),
  },
  {
    what: "nginx's brotli_static module",
    pkg: "libnginx-mod-http-brotli-static",
    ok: () => existsSync("/usr/share/nginx/modules/ngx_http_brotli_static_module.so"),
  },
  {
    what: "LibreOffice Calc (the CSV export check)",
    pkg: "libreoffice-calc-nogui",
    ok: () => found("soffice") || found("libreoffice"),
    optional: true,
  },
];

const missing = needs.filter((n) => !n.ok());
const required = missing.filter((n) => CI || !n.optional);
for (const n of missing.filter((m) => !required.includes(m)))
  console.warn(`preflight: ${n.what} is not installed; the tests that need it skip (apt-get install -y ${n.pkg}).`);

/** @type {[string, string][]} */
const serviceVars = [
  ["TEST_DATABASE_URL", "PostgreSQL"],
  ["REDIS_URL", "Redis"],
];
const services = CI ? serviceVars.filter(([name]) => !process.env[name]) : [];

if (required.length || services.length) {
  console.error("preflight: `npm test` cannot run every suite on this machine.");
  for (const n of required) console.error(`  missing: ${n.what}`);
  for (const [name, what] of services) console.error(`  missing: ${name} (${what}; under CI nothing may be skipped)`);
  if (required.length) console.error(`\nInstall with:\n  apt-get install -y ${required.map((n) => n.pkg).join(" ")}`);
  console.error("\nOr run .ci/run, which installs and starts everything the suites need, then runs `npm test`.");
  process.exit(1);
}
if (CI) {
  // Under CI, also say which browser the run uses (the summary line of .ci/run repeats it).
  const version = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
  console.log(`preflight: ${version}; Java, nginx with brotli_static, LibreOffice, PostgreSQL and Redis present.`);
}
