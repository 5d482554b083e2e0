// @ts-check
/**
 * The one description of the browser every tool here drives: Debian's Chromium (package
 * `chromium`; CHROME_PATH names another), headless, with the flags that keep it quiet and
 * offline on a CI machine as root. Used by the browser journeys (playwright.config.ts), the
 * benches, the screenshots and the checks.
 */

/** The Chromium binary: CHROME_PATH, else Debian's. */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Headless, no sandbox (CI runs as root), and nothing that reaches the network on its own. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
