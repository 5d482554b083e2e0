/**
 * The certificate PDF in the scripts a holder's name may be written in (server/workspace/pdf-text.ts):
 * which typeface draws which part of a text, what the PDF refuses, and what a reader gets back
 * from the PDF: pdf.js (the PDF reader of Firefox) extracts each line's text from the page and
 * names the typeface every piece is drawn in.
 */
import { describe, expect, it } from "vitest";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { AdminCertificate } from "#contracts/certificate-admin.ts";
import { certificatePdf, CertificatePdfError } from "./certificate-pdf";
import { cannotDraw, toRuns } from "./pdf-text";

const certificate = (holderName: string, programme = "Cloud Engineering Internship"): AdminCertificate => ({
  id: "CVT-TESTAAAAAAAAAAAA",
  holderName,
  programme,
  issuedOn: "2026-06-30",
  validUntil: null,
  status: "valid",
  revokedAt: null,
  revokeReason: null,
  revokedBy: null,
  issuedBy: null,
  createdAt: "2026-06-30T06:00:00.000Z",
  verifyUrl: "https://www.corvanta.example/career/verify-certificate?id=CVT-TESTAAAAAAAAAAAA",
  pdfCannotDraw: null,
});

/**
 * The characters of a line, sorted. A PDF keeps the glyphs of an Indic syllable in the order they
 * are drawn (the vowel sign ि before its consonant), so a reader gets the same characters back in
 * another order; the control characters are the glyphs that carry none (a reph), and the spaces
 * are the reader's guess from the gaps between glyphs, so neither is compared.
 */
const characters = (line: string) =>
  [...line.normalize("NFC")]
    .filter((c) => c > " ")
    .sort()
    .join("");

/** The page's text as pdf.js reads it: one string per line (by baseline), and each piece's typeface. */
async function readPdf(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  expect(doc.numPages).toBe(1);
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const lines = new Map<number, { x: number; text: string }[]>();
  const fonts = new Map<string, string>();
  for (const item of content.items) {
    if (!("str" in item) || !item.str) continue;
    const y = Math.round(item.transform[5]);
    lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4], text: item.str }]);
    fonts.set(item.str, content.styles[item.fontName]?.fontFamily ?? "");
  }
  // The typefaces' PostScript names, as embedded (ABCDEF+NotoSansOriya-Bold).
  const ops = await page.getOperatorList();
  const faces = new Set<string>();
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== OPS.setFont) continue;
    const font = page.commonObjs.get((ops.argsArray[i] as [string])[0]) as { name: string };
    faces.add(font.name.replace(/^[A-Z]{6}\+/, ""));
  }
  await doc.destroy();
  const text = [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, pieces]) =>
      pieces
        .sort((a, b) => a.x - b.x)
        .map((p) => p.text)
        .join(""),
    );
  return { text, faces, fonts };
}

describe("the certificate PDF's text in any script it has a typeface for", () => {
  it("cuts a text into runs of one typeface each; spaces and punctuation stay with the run they are in", () => {
    expect(toRuns("Priya Sharma (प्रिया शर्मा)").runs).toEqual([
      { face: "Brand", text: "Priya Sharma (" },
      { face: "Noto-devanagari", text: "प्रिया शर्मा" },
      { face: "Brand", text: ")" },
    ]);
    expect(toRuns("Łukasz").runs).toEqual([
      { face: "Brand-Ext", text: "Ł" },
      { face: "Brand", text: "ukasz" },
    ]);
    // A letter typed as a base and its accents is drawn as the composed letter.
    expect(
      toRuns("Nguye\u0302\u0303n")
        .runs.map((r) => r.text)
        .join(""),
    ).toBe("Nguyễn");
    expect(toRuns("ଅନୁପମା").runs).toEqual([{ face: "Noto-oriya", text: "ଅନୁପମା" }]);
  });

  it("names what no typeface has, each character once", () => {
    expect(cannotDraw("Ananya Mishra", "Cloud Engineering Internship")).toBeNull();
    expect(cannotDraw("ଅନୁପମା ଦାସ", "வலை மேம்பாடு")).toBeNull();
    expect(cannotDraw("王小明", "Data 📊 王")).toBe("王 小 明 📊");
    expect(cannotDraw("Ahmed أحمد")).toBe("أ ح م د");
  });

  it.each([
    ["Łukasz Dvořák", "Brand-Ext"],
    ["Nguyễn Thị Minh Khai", "Brand-Vi"],
    ["Αθηνά Παππά", "Noto-greek"],
    ["प्रिया शर्मा", "Noto-devanagari"],
    ["ଅନୁପମା ଦାସ", "Noto-oriya"],
    ["কার্তিক সেন", "Noto-bengali"],
    ["கார்த்திக் சுப்பிரமணியன்", "Noto-tamil"],
    ["శ్రీనివాస్ రెడ్డి", "Noto-telugu"],
  ])("%s: the PDF draws the name in its script (%s) and gives it back", async (name, face) => {
    expect(toRuns(name).runs.some((r) => r.face === face)).toBe(true);
    const { text, faces } = await readPdf(await certificatePdf(certificate(name)));
    // Read back from the page, the line under "This certifies that" (pdf.js maps each glyph drawn
    // to its characters): the name, every character once, nothing else and no empty box.
    const line = text[text.indexOf("This certifies that") + 1]!;
    if (face.startsWith("Brand") || face === "Noto-greek") expect(line).toBe(name);
    else expect(characters(line)).toBe(characters(name));
    expect(text).toContain("Cloud Engineering Internship");
    // The brand typeface draws the rest; Noto Sans only where a script needs it.
    expect([...faces].some((f) => f.startsWith("PlusJakartaSans"))).toBe(true);
    if (face.startsWith("Noto-")) expect([...faces].some((f) => f.startsWith("NotoSans"))).toBe(true);
    else expect([...faces].every((f) => f.startsWith("PlusJakartaSans"))).toBe(true);
  });

  it("centres a name made of two scripts on one line, and wraps a long programme at its spaces", async () => {
    const programme =
      "Advanced Programme in Cloud-Native Application Architecture, DevOps Automation and Site Reliability Engineering for Enterprise Systems";
    const name = "Priya Sharma (प्रिया शर्मा)";
    const { text } = await readPdf(await certificatePdf(certificate(name, programme)));
    expect(characters(text[text.indexOf("This certifies that") + 1]!)).toBe(characters(name));
    const at = text.findIndex((l) => l.startsWith("Advanced Programme"));
    expect(at).toBeGreaterThan(-1);
    // Two lines, cut at a space, nothing lost.
    expect(`${text[at]} ${text[at + 1]}`.replace(/\s+/g, " ")).toBe(programme);
  });

  it("refuses to make a PDF that would print a wrong name, and says which characters", async () => {
    await expect(certificatePdf(certificate("王小明"))).rejects.toThrow(CertificatePdfError);
    await expect(certificatePdf(certificate("Mei Lin", "Data 📊 Analytics"))).rejects.toMatchObject({
      characters: "📊",
    });
  });
});
