// Usage: node scripts/brand-assets.mjs
// Draws the brand assets in public/ from one SVG mark, rendered by Debian's Chromium:
//   favicon.svg, favicon.ico (16/32/48 px PNGs wrapped in an ICO), apple-touch-icon.png (180),
//   icon-192.png, logo.png (512), og-image.png (1200x630) and site.webmanifest.
// If pngquant and optipng are installed (apt-get install pngquant optipng), the PNGs are
// shrunk with them; otherwise Chromium's output is kept as it is.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const pub = new URL("../public/", import.meta.url);
const out = (name) => new URL(name, pub).pathname;

// The palette (app/palette.json: brand-700, ink-950; app/app.css: accent-400) and the site's names.
const palette = JSON.parse(readFileSync(new URL("../app/palette.json", import.meta.url), "utf8"));
const BRAND = palette["brand-700"].light;
const INK = palette["ink-950"].light;
const ACCENT = "#fbbf4d";
const NAME = "Corvanta Technologies";
const SHORT = "Corvanta";
const TAGLINE = "Cutting-Edge Digital Solutions";

/** The mark (same drawing as app/components/layout/logo.tsx). `bleed`: a square tile without rounded corners. */
function mark({ bleed = false } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${bleed ? 0 : 8}" fill="${BRAND}"/><path d="M21.66 10.34a8 8 0 1 0 0 11.32" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="23.5" cy="16" r="2.5" fill="${ACCENT}"/></svg>`;
}

/** Scales the mark inside a square tile (apple-touch-icon: content kept off the rounded corners). */
function paddedMark(scale) {
  const inner = (32 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(${inner} ${inner}) scale(${scale})"><path d="M21.66 10.34a8 8 0 1 0 0 11.32" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="23.5" cy="16" r="2.5" fill="${ACCENT}"/></g></svg>`;
}

const ogHtml = `<!doctype html><html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; background: ${INK}; color: #fff; font-family: "DejaVu Sans", "Liberation Sans", sans-serif; position: relative; overflow: hidden; }
  .glow { position: absolute; right: -160px; top: -220px; width: 760px; height: 760px; border-radius: 50%;
          background: radial-gradient(circle, rgba(29,85,237,.55) 0%, rgba(29,85,237,0) 68%); }
  .ring { position: absolute; right: 90px; top: 150px; width: 330px; height: 330px; border-radius: 50%; border: 2px solid rgba(255,255,255,.10); }
  .ring.r2 { right: 40px; top: 100px; width: 430px; height: 430px; border-color: rgba(255,255,255,.06); }
  .node { position: absolute; width: 22px; height: 22px; border-radius: 50%; background: ${ACCENT}; right: 244px; top: 140px; }
  .wrap { position: absolute; left: 88px; top: 92px; right: 88px; }
  .brand { display: flex; align-items: center; gap: 26px; }
  .brand svg { width: 104px; height: 104px; }
  .name { font-size: 60px; font-weight: 700; letter-spacing: -1.5px; line-height: 1; }
  .sub { margin-top: 12px; font-size: 19px; font-weight: 700; letter-spacing: 7px; color: #b2bdd3; }
  .tag { margin-top: 92px; font-size: 68px; font-weight: 700; letter-spacing: -2px; line-height: 1.08; max-width: 760px; }
  .tag em { font-style: normal; color: ${ACCENT}; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: linear-gradient(90deg, ${BRAND}, #5997fd 60%, ${ACCENT}); }
  .foot { position: absolute; left: 88px; bottom: 56px; font-size: 24px; color: #d6dce8; }
</style></head><body>
  <div class="glow"></div><div class="ring r2"></div><div class="ring"></div><div class="node"></div>
  <div class="wrap">
    <div class="brand">${mark()}<div><div class="name">${SHORT}</div><div class="sub">TECHNOLOGIES</div></div></div>
    <div class="tag">Cutting-Edge <em>Digital</em> Solutions</div>
  </div>
  <div class="foot">Software · Web &amp; Mobile · Design · Marketing · Cloud · Consulting</div>
  <div class="bar"></div>
</body></html>`;

const has = (cmd) => {
  try {
    execFileSync(cmd, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
const canQuant = has("pngquant");
const canOpti = has("optipng");

function shrink(path, { colors = 256 } = {}) {
  if (canQuant)
    execFileSync("pngquant", [
      "--force",
      "--skip-if-larger",
      "--strip",
      "--quality=70-95",
      "--speed=1",
      "--output",
      path,
      String(colors),
      path,
    ]);
  if (canOpti) execFileSync("optipng", ["-quiet", "-o5", "-strip", "all", path]);
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

async function render(html, width, height, path, { transparent = false } = {}) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({ path, omitBackground: transparent });
  await page.close();
}

const svgPage = (svg, size) =>
  `<!doctype html><html><head><style>*{margin:0}html,body{background:transparent}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${svg}</body></html>`;

writeFileSync(out("favicon.svg"), `${mark()}\n`);

await render(svgPage(paddedMark(0.78), 180), 180, 180, out("apple-touch-icon.png"));
await render(svgPage(mark(), 192), 192, 192, out("icon-192.png"), { transparent: true });
await render(svgPage(mark(), 512), 512, 512, out("logo.png"), { transparent: true });
await render(ogHtml, 1200, 630, out("og-image.png"));

// favicon.ico: an ICO directory whose entries are PNG images (supported by every current browser).
const sizes = [16, 32, 48];
const pngs = [];
for (const s of sizes) {
  const p = `/tmp/favicon-${s}.png`;
  await render(svgPage(mark(), s), s, s, p, { transparent: true });
  shrink(p);
  pngs.push(readFileSync(p));
}
await browser.close();

const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((s, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(s, e); // width
  header.writeUInt8(s, e + 1); // height
  header.writeUInt8(0, e + 2); // palette colours
  header.writeUInt8(0, e + 3); // reserved
  header.writeUInt16LE(1, e + 4); // colour planes
  header.writeUInt16LE(32, e + 6); // bits per pixel
  header.writeUInt32LE(pngs[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += pngs[i].length;
});
writeFileSync(out("favicon.ico"), Buffer.concat([header, ...pngs]));

for (const f of ["apple-touch-icon.png", "icon-192.png", "logo.png", "og-image.png"]) shrink(out(f));

const manifest = {
  name: NAME,
  short_name: SHORT,
  description: `${NAME}: ${TAGLINE}. Software, web and mobile development, design, marketing, cloud and consulting.`,
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: INK,
  icons: [
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/logo.png", sizes: "512x512", type: "image/png" },
    { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png", purpose: "maskable" },
  ],
};
writeFileSync(out("site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

for (const f of [
  "favicon.svg",
  "favicon.ico",
  "apple-touch-icon.png",
  "icon-192.png",
  "logo.png",
  "og-image.png",
  "site.webmanifest",
]) {
  console.log(`${f.padEnd(22)} ${String(statSync(out(f)).size).padStart(7)} bytes`);
}
