// The brand typeface for the certificate PDF (server/workspace/certificate-pdf.ts), made once and
// committed: PDFKit cannot draw a variable font, so this pins Plus Jakarta Sans (OFL) at weights
// 400 and 700 as static TrueType files, one pair per subset the typeface has for Latin script:
// - brand-{regular,bold}.ttf: Latin-1 and common punctuation (and ₹, €);
// - brand-ext-{regular,bold}.ttf: Latin Extended (Ł, ř, ş, ā ...);
// - brand-vi-{regular,bold}.ttf: Vietnamese.
// The other scripts a certificate may be written in come from Noto Sans, read from node_modules
// as they are (server/workspace/pdf-text.ts).
// Run: node scripts/certificate-fonts.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = (subset) =>
  readFileSync(
    join(
      root,
      `node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-wght-normal.woff2`,
    ),
  );

/** Every character a subset's file holds. */
const everyCharacter = (buffer) =>
  fontkit
    .create(buffer)
    .characterSet.filter((cp) => cp >= 0x20)
    .map((cp) => String.fromCodePoint(cp))
    .join("");

let latin = "–—‘’“”…•€₹";
for (let cp = 0x20; cp <= 0x7e; cp++) latin += String.fromCodePoint(cp);
for (let cp = 0xa0; cp <= 0xff; cp++) latin += String.fromCodePoint(cp);

const sets = [
  { subset: "latin", prefix: "brand", text: () => latin },
  { subset: "latin-ext", prefix: "brand-ext", text: everyCharacter },
  { subset: "vietnamese", prefix: "brand-vi", text: everyCharacter },
];
for (const { subset, prefix, text } of sets) {
  const src = source(subset);
  for (const [weight, name] of [
    [400, "regular"],
    [700, "bold"],
  ]) {
    const out = await subsetFont(src, text(src), { targetFormat: "truetype", variationAxes: { wght: weight } });
    writeFileSync(join(root, "server/workspace/fonts", `${prefix}-${name}.ttf`), out);
    console.log(`certificate-fonts: ${prefix}-${name}.ttf ${out.length} bytes`);
  }
}
