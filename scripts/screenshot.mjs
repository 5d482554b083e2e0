// Screenshots in Debian's Chromium (reduced motion, so entrance animations are settled).
//
//   node scripts/screenshot.mjs URL OUT.png [WIDTH=1366] [--full] [--dark]    one page
//   npm run screenshots                                                       every page template
//
// `npm run screenshots` (this script with --all) starts the built server (`npm run build` first)
// on a free port with a temporary data folder, and writes one full-page JPEG per page template,
// at 390 and 1366 px, in the light and the dark theme, to docs/screenshots/ (listed in
// docs/screenshots/README.md). `--all --only /about,/404` narrows it to some templates.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { RENDERED_WHEN_NEAR } from "./rendered-when-near.mjs";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--only");

/** One page of each template, named for the file. */
const templates = [
  ["home", "/"],
  ["about", "/about"],
  ["services", "/services"],
  ["service", "/services/mobile-development"],
  ["products", "/products"],
  ["product", "/products/erp-systems"],
  ["erp-module", "/erp-systems/finance-management"],
  ["pricing", "/price"],
  ["features", "/feature"],
  ["testimonials", "/testimonial"],
  ["contact", "/contact"],
  ["quote", "/quote"],
  ["careers", "/career"],
  ["listing", "/career/software-engineer"],
  ["hiring-process", "/career/hiring-process"],
  ["verify-certificate", "/career/verify-certificate"],
  ["privacy", "/privacy"],
  ["thank-you", "/thank-you/quote"],
  ["form-error", "/form-error/invalid"],
  ["not-found", "/404"],
];

async function shoot(browser, url, out, width, { full, dark, type = "png" }) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    reducedMotion: "reduce",
    colorScheme: dark ? "dark" : "light",
    deviceScaleFactor: 1,
  });
  // A visitor on a later page of the visit: the boot script takes the brand font at once.
  await context.addInitScript(() => sessionStorage.setItem("brand-font", "1"));
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && console.error(`console error on ${url}:`, m.text()));
  page.on("pageerror", (e) => console.error(`page error on ${url}:`, e.message));
  await page.goto(url, { waitUntil: "networkidle" });
  // The brand font: shown as a returning visitor sees it, from the first paint (a first visit
  // shows it from the first navigation on: app/lib/boot-script.ts).
  await page
    .waitForFunction(
      () =>
        document.fonts.check('16px "Plus Jakarta Sans"') && document.documentElement.classList.contains("brand-font"),
      undefined,
      {
        timeout: 10_000,
      },
    )
    .catch(() => console.error(`the brand font was not applied on ${url} within 10 s`));
  if (full) {
    // Bands off screen are not painted until they near the viewport (content-visibility: auto,
    // docs/decisions/0104-render-below-the-fold-on-demand.md), nor the footer's link columns (0171);
    // a full-page picture shows them all.
    await page.evaluate((selector) => {
      for (const el of document.querySelectorAll(selector)) el.style.contentVisibility = "visible";
    }, RENDERED_WHEN_NEAR);
    // Lazy images below the fold load as they come into view: scroll through once.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
  }
  await page.screenshot({ path: out, fullPage: full, type, ...(type === "jpeg" ? { quality: 60 } : {}) });
  await context.close();
}

async function startServer() {
  const entry = join(process.env.BUILD_DIR ?? "build", "server", "main.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const port = await new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), "corvanta-shots-"));
  const child = spawn(process.execPath, [entry], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the server did not answer /healthz within 20 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill("SIGTERM");
    });
  return { url, stop };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  if (flags.has("--all")) {
    const onlyIndex = args.indexOf("--only");
    const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(",")) : null;
    const server = process.env.SCREENSHOT_URL
      ? { url: process.env.SCREENSHOT_URL.replace(/\/+$/, ""), stop: async () => {} }
      : await startServer();
    const dir = join("docs", "screenshots");
    mkdirSync(dir, { recursive: true });
    try {
      const rows = [];
      for (const [name, path] of templates) {
        if (only && !only.has(path)) continue;
        const cells = [];
        for (const width of [390, 1366]) {
          for (const dark of [false, true]) {
            const file = `${name}-${width}-${dark ? "dark" : "light"}.jpg`;
            await shoot(browser, `${server.url}${path}`, join(dir, file), width, { full: true, dark, type: "jpeg" });
            cells.push(`[${width} ${dark ? "dark" : "light"}]` + "(" + file + ")");
          }
        }
        rows.push(`| ${name} | \`${path}\` | ${cells.join(" · ")} |`);
        console.log(`${name} (${path})`);
      }
      if (!only) {
        writeFileSync(
          join(dir, "README.md"),
          `# Screenshots\n\nOne page of every template, full length, at 390 px and 1366 px wide, in the light and the dark\ntheme (reduced motion). Refresh them all after \`npm run build\` with \`npm run screenshots\`\n(scripts/screenshot.mjs).\n\n| template | page | files |\n| --- | --- | --- |\n${rows.join("\n")}\n`,
        );
      }
    } finally {
      await server.stop();
    }
  } else {
    const [url, out, width = "1366"] = positional;
    if (!url || !out) {
      console.error("usage: node scripts/screenshot.mjs URL OUT.png [WIDTH] [--full] [--dark] | --all [--only /a,/b]");
      process.exitCode = 2;
    } else {
      await shoot(browser, url, out, Number(width), { full: flags.has("--full"), dark: flags.has("--dark") });
      console.log(out);
    }
  }
} finally {
  await browser.close();
}
