// Usage: node scripts/screenshot.mjs URL OUT.png [WIDTH=1366] [--full]
// Takes a screenshot in Debian's Chromium (reduced motion, so entrance animations are settled).
import { chromium } from "@playwright/test";

const [url, out, width = "1366", ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs URL OUT.png [WIDTH] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const w = Number(width);
const page = await browser.newPage({ viewport: { width: w, height: w < 600 ? 844 : 900 }, reducedMotion: "reduce", deviceScaleFactor: 1 });
page.on("console", (m) => m.type() === "error" && console.error("console error:", m.text()));
page.on("pageerror", (e) => console.error("page error:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: flags.includes("--full") });
await browser.close();
console.log(out);
