/**
 * Text of the certificate PDF in the script it is written in (docs/workspace.md "Certificates").
 *
 * PDFKit draws one font at a time, and no single font has every script a holder's name may be
 * written in. So a text is cut into runs, each drawn with the first typeface of FACES that has
 * every character of it: the brand typeface for Latin (its Latin-1, Latin Extended and Vietnamese
 * instances, made by scripts/certificate-fonts.mjs), then Noto Sans for Cyrillic, Greek and the
 * scripts of India's languages (read from node_modules as the packages ship them; fontkit shapes
 * the Indic scripts' conjuncts and vowel signs). Lines are measured, wrapped at spaces and centred
 * here, since PDFKit cannot centre a line made of several fonts (foliojs/pdfkit#240).
 *
 * A character no face has (Han, Arabic, emoji...) would print as an empty box: `cannotDraw`
 * names them, so the workspace offers the printable page instead of the PDF, and the PDF route
 * refuses rather than print a wrong name.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

// Both from the sources (server/workspace/) and the bundle (build/server/), two levels up is the repository.
export const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

interface FaceFiles {
  /** The name PDFKit registers the regular weight under; the bold one adds "-Bold". */
  name: string;
  regular: string;
  bold: string;
}

const brand = (name: string, prefix: string): FaceFiles => ({
  name,
  regular: `server/workspace/fonts/${prefix}-regular.ttf`,
  bold: `server/workspace/fonts/${prefix}-bold.ttf`,
});
const noto = (pkg: string, subset: string): FaceFiles => ({
  name: `Noto-${subset}`,
  regular: `node_modules/@fontsource/${pkg}/files/${pkg}-${subset}-400-normal.woff`,
  bold: `node_modules/@fontsource/${pkg}/files/${pkg}-${subset}-700-normal.woff`,
});

/** The typefaces, in the order a character is looked for in them. */
const FACES: readonly FaceFiles[] = [
  brand("Brand", "brand"),
  brand("Brand-Ext", "brand-ext"),
  brand("Brand-Vi", "brand-vi"),
  ...["cyrillic", "cyrillic-ext", "greek", "greek-ext", "devanagari"].map((s) => noto("noto-sans", s)),
  ...["bengali", "gujarati", "gurmukhi", "kannada", "malayalam", "oriya", "tamil", "telugu"].map((s) =>
    noto(`noto-sans-${s}`, s),
  ),
];

/** The brand face's name: labels and fixed words are always drawn in it. */
export const BRAND_FACE = FACES[0]!.name;

interface Face extends FaceFiles {
  regularData: Buffer;
  boldData: Buffer;
  /** Both weights, to check a character against each and read the metrics of the right one. */
  regularFont: fontkit.Font;
  boldFont: fontkit.Font;
}

let faces: Face[] | null = null;
function loadFaces(): Face[] {
  if (faces) return faces;
  faces = FACES.map((f) => {
    const regularData = readFileSync(fromRoot(f.regular));
    const boldData = readFileSync(fromRoot(f.bold));
    return {
      ...f,
      regularData,
      boldData,
      regularFont: fontkit.create(regularData) as fontkit.Font,
      boldFont: fontkit.create(boldData) as fontkit.Font,
    };
  });
  return faces;
}

/**
 * Characters a face need not have: the joiners and variation selectors shape the characters
 * around them and draw nothing themselves.
 */
const ignorable = (cp: number) => (cp >= 0x200b && cp <= 0x200f) || cp === 0x2060 || (cp >= 0xfe00 && cp <= 0xfe0f);

const covers = (face: Face, cluster: string) =>
  [...cluster].every((ch) => {
    const cp = ch.codePointAt(0)!;
    return ignorable(cp) || (face.regularFont.hasGlyphForCodePoint(cp) && face.boldFont.hasGlyphForCodePoint(cp));
  });

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export interface Run {
  /** The face's registered name (regular weight). */
  face: string;
  text: string;
}

/**
 * A text as runs of one face each, and the characters (whole graphemes) no face has. A grapheme
 * stays in the face of the run before it when that face has it, so spaces and punctuation do not
 * cut a word of another script in two.
 */
export function toRuns(text: string): { runs: Run[]; missing: string[] } {
  const all = loadFaces();
  const runs: Run[] = [];
  const missing: string[] = [];
  let face: Face | undefined;
  let run: Run | undefined;
  // Composed first: a letter typed as a base and its accents is looked for as one character.
  for (const { segment } of graphemes.segment(text.normalize("NFC"))) {
    const next: Face | undefined = face && covers(face, segment) ? face : all.find((f) => covers(f, segment));
    if (!next && !missing.includes(segment)) missing.push(segment);
    if (run && (!next || next === face)) run.text += segment;
    else {
      face = next ?? all[0]!;
      run = { face: face.name, text: segment };
      runs.push(run);
    }
  }
  return { runs, missing };
}

/**
 * The characters of these texts that the PDF cannot draw, each once, separated by spaces; null
 * when it can draw them all.
 */
export function cannotDraw(...texts: string[]): string | null {
  // Most names and programmes are plain ASCII, which the brand face has: no font is looked into
  // for them (a list answers a hundred certificates at a time).
  const missing = new Set(texts.flatMap((t) => (/^[\x20-\x7e]*$/.test(t) ? [] : toRuns(t).missing)));
  return missing.size ? [...missing].join(" ") : null;
}

/** The document methods this module uses (PDFKit's). */
type Doc = PDFKit.PDFDocument;

export interface TextBlock {
  x: number;
  y: number;
  width: number;
  size: number;
  bold?: boolean;
  color: string;
}

/** Draws texts in any script the faces have, on one PDFKit document. */
export class PdfText {
  private readonly byName: Map<string, Face>;

  constructor(private readonly doc: Doc) {
    const all = loadFaces();
    this.byName = new Map(all.map((f) => [f.name, f]));
    for (const f of all) {
      // Registering costs nothing until a face is used: PDFKit embeds the faces drawn with only.
      doc.registerFont(f.name, f.regularData);
      doc.registerFont(`${f.name}-Bold`, f.boldData);
    }
  }

  /** The registered name of a face at a weight. */
  font(face: string, bold = false): string {
    return bold ? `${face}-Bold` : face;
  }

  private runWidth(run: Run, size: number, bold: boolean): number {
    return this.doc.font(this.font(run.face, bold)).fontSize(size).widthOfString(run.text);
  }

  /** The width of a text on one line. */
  width(text: string, size: number, bold = false): number {
    return toRuns(text).runs.reduce((sum, r) => sum + this.runWidth(r, size, bold), 0);
  }

  /** The largest size from `max` down to `min` at which the text fits `width` on one line. */
  fit(text: string, max: number, min: number, width: number, bold = false): number {
    let size = max;
    while (size > min && this.width(text, size, bold) > width) size -= 1;
    return size;
  }

  /**
   * Draws a text centred in its block, wrapped at spaces (a word wider than the block is cut
   * between graphemes); returns the y below its last line.
   */
  centred(text: string, block: TextBlock): number {
    const bold = block.bold ?? false;
    const lines = this.wrap(text, block.size, bold, block.width);
    let y = block.y;
    for (const line of lines) {
      const metrics = line.map((r) => {
        const face = this.byName.get(r.face)!;
        const font = bold ? face.boldFont : face.regularFont;
        const scale = block.size / font.unitsPerEm;
        return { ascent: font.ascent * scale, descent: -font.descent * scale, gap: font.lineGap * scale };
      });
      const ascent = Math.max(...metrics.map((m) => m.ascent));
      const descent = Math.max(...metrics.map((m) => m.descent));
      const gap = Math.max(...metrics.map((m) => m.gap));
      const widths = line.map((r) => this.runWidth(r, block.size, bold));
      let x = block.x + (block.width - widths.reduce((a, b) => a + b, 0)) / 2;
      const baseline = y + ascent;
      line.forEach((r, i) => {
        this.doc
          .font(this.font(r.face, bold))
          .fontSize(block.size)
          .fillColor(block.color)
          .text(r.text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
        x += widths[i]!;
      });
      y = baseline + descent + gap;
    }
    return y;
  }

  /** The text's lines, each as runs, at most `width` wide where a break allows it. */
  private wrap(text: string, size: number, bold: boolean, width: number): Run[][] {
    const words = text.split(" ").filter(Boolean);
    const lines: Run[][] = [];
    let line = "";
    const push = (t: string) => {
      if (t) lines.push(toRuns(t).runs);
    };
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      push(line);
      line = word;
      // A word wider than the block on its own: cut between graphemes.
      while (this.width(line, size, bold) > width) {
        const parts = [...graphemes.segment(line)].map((s) => s.segment);
        let head = parts[0]!;
        for (const part of parts.slice(1)) {
          if (this.width(head + part, size, bold) > width) break;
          head += part;
        }
        push(head);
        line = line.slice(head.length);
      }
    }
    push(line);
    return lines;
  }
}
