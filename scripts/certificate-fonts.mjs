// The brand typeface for the certificate PDF (server/workspace/certificate-pdf.ts), made once and
// committed: PDFKit cannot draw a variable font, so this pins Plus Jakarta Sans (OFL) at weights
// 400 and 700 as static TrueType files with Latin-1 and common punctuation.
// Run: node scripts/certificate-fonts.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = readFileSync(
  join(root, "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"),
);
let text = "–—‘’“”…•€₹";
for (let cp = 0x20; cp <= 0x7e; cp++) text += String.fromCodePoint(cp);
for (let cp = 0xa0; cp <= 0xff; cp++) text += String.fromCodePoint(cp);
for (const [weight, name] of [
  [400, "regular"],
  [700, "bold"],
]) {
  const out = await subsetFont(src, text, { targetFormat: "truetype", variationAxes: { wght: weight } });
  writeFileSync(join(root, "server/workspace/fonts", `brand-${name}.ttf`), out);
  console.log(`certificate-fonts: brand-${name}.ttf ${out.length} bytes`);
}
