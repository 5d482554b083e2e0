/**
 * The printable certificate as a PDF, made on the server with PDFKit (docs/workspace.md
 * "Certificates"): one A4 landscape page with the company's name and logo, the holder, the
 * programme, the dates, the ID and a QR code that opens the public verification page for it.
 * The brand typeface is embedded when it has every character needed; otherwise Helvetica.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { site } from "../../content/site";
import { certificateStatusLabels, type AdminCertificate } from "../../contracts/certificate-admin";

// Both from the sources (server/workspace/) and the bundle (build/server/), two levels up is the repository.
const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

function readFirst(paths: string[]): Buffer | null {
  for (const p of paths) if (p && existsSync(p)) return readFileSync(p);
  return null;
}

let assets: { font: Buffer | null; logo: Buffer | null } | null = null;
function loadAssets(staticDir: string | undefined) {
  assets ??= {
    font: readFirst([fromRoot("app/fonts/brand.woff2")]),
    logo: readFirst([staticDir ? `${staticDir}/logo.png` : "", fromRoot("public/logo.png")]),
  };
  return assets;
}

/** "2026-06-30" -> "30 June 2026" (the public page writes dates the same way). */
export function longDate(value: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
}

const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#1d4ed8";

export function certificatePdf(c: AdminCertificate, opts: { staticDir?: string } = {}): Promise<Buffer> {
  const { font, logo } = loadAssets(opts.staticDir);
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    info: { Title: `Certificate ${c.id}`, Author: site.legalName, Subject: `${c.programme}: ${c.holderName}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // The brand face when it covers every character of this certificate's text.
  let face = "Helvetica";
  if (font) {
    doc.registerFont("Brand", font);
    doc.font("Brand");
    const text = `${c.holderName}${c.programme}${site.name}`;
    const f = (doc as unknown as { _font: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font.font;
    const covered = f?.hasGlyphForCodePoint ? [...text].every((ch) => f.hasGlyphForCodePoint!(ch.codePointAt(0)!)) : false;
    face = covered ? "Brand" : "Helvetica";
  }
  const W = doc.page.width;
  const H = doc.page.height;

  doc.rect(24, 24, W - 48, H - 48).lineWidth(2).stroke(BRAND);
  doc.rect(32, 32, W - 64, H - 64).lineWidth(0.5).stroke("#93c5fd");

  if (logo) doc.image(logo, 64, 58, { width: 48, height: 48 });
  doc.font(face).fillColor(INK).fontSize(18).text(site.name, 124, 66, { lineBreak: false });
  doc.font(face).fillColor(MUTED).fontSize(10).text(site.legalName, 124, 90, { lineBreak: false });

  doc.fillColor(BRAND).fontSize(30).text("Certificate", 64, 150, { width: W - 128, align: "center" });
  doc.fillColor(MUTED).fontSize(13).text("This certifies that", 64, 205, { width: W - 128, align: "center" });
  doc.fillColor(INK).fontSize(32).text(c.holderName, 64, 230, { width: W - 128, align: "center" });
  doc.fillColor(MUTED).fontSize(13).text("has completed", 64, 285, { width: W - 128, align: "center" });
  doc.fillColor(INK).fontSize(20).text(c.programme, 96, 308, { width: W - 192, align: "center" });

  const facts = [
    ["Issued on", longDate(c.issuedOn)],
    ["Valid until", c.validUntil ? longDate(c.validUntil) : "No expiry date"],
    ["Certificate ID", c.id],
  ];
  let y = 420;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).fontSize(10).text(label!, 64, y, { lineBreak: false });
    doc.fillColor(INK).fontSize(13).text(value!, 160, y - 2, { lineBreak: false });
    y += 24;
  }
  if (c.status !== "valid") {
    doc.fillColor("#b91c1c").fontSize(12).text(`Status on the day this copy was made: ${certificateStatusLabels[c.status]}`, 64, y + 4, { lineBreak: false });
  }

  // The QR code, drawn module by module (vector, sharp at any print size).
  const qr = QRCode.create(c.verifyUrl, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const box = 120;
  const quiet = 4;
  const cell = box / (n + quiet * 2);
  const qx = W - 64 - box;
  const qy = 400;
  doc.rect(qx, qy, box, box).fill("#ffffff");
  for (let r = 0; r < n; r++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(r, col)) doc.rect(qx + (col + quiet) * cell, qy + (r + quiet) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill(INK);
  doc.fillColor(MUTED).fontSize(8).text("Scan to verify, or open:", qx - 160, qy + box + 6, { width: box + 160, align: "right" });
  doc.fillColor(BRAND).fontSize(8).text(c.verifyUrl, qx - 260, qy + box + 18, { width: box + 260, align: "right", link: c.verifyUrl, lineBreak: false });

  doc.end();
  return done;
}
