/**
 * The printable certificate as a PDF, made on the server with PDFKit (docs/workspace.md
 * "Certificates"): one A4 landscape page with the company's name and logo, the holder, the
 * programme, the dates, the ID and a QR code that opens the public verification page for it.
 * The holder's name and the programme are drawn in the script they are written in (the brand
 * typeface for Latin, Noto Sans for the others it has: server/workspace/pdf-text.ts); a certificate
 * with a character none of them has gets no PDF (`CertificatePdfError`), only its printable page.
 */
import { existsSync, readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { site } from "#content/site.ts";
import { certificateStatusLabels, type AdminCertificate } from "#contracts/certificate-admin.ts";
import { BRAND_FACE, cannotDraw, fromRoot, PdfText } from "./pdf-text";

/** The logo's file, read at the first PDF (null: none found, the PDF goes without). */
let logoFile: Buffer | null | undefined;
function loadLogo(staticDir: string | undefined): Buffer | null {
  if (logoFile !== undefined) return logoFile;
  logoFile = null;
  for (const p of [staticDir ? `${staticDir}/logo.png` : "", fromRoot("public/logo.png")])
    if (p && existsSync(p)) return (logoFile = readFileSync(p));
  return logoFile;
}

/** A certificate whose name or programme holds characters the PDF's typefaces cannot draw. */
export class CertificatePdfError extends Error {
  constructor(readonly characters: string) {
    super(`The PDF's typefaces cannot draw ${characters}`);
  }
}

/** "2026-06-30" -> "30 June 2026" (the public page writes dates the same way). */
export function longDate(value: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#1d4ed8";

export function certificatePdf(c: AdminCertificate, opts: { staticDir?: string } = {}): Promise<Buffer> {
  const missing = cannotDraw(c.holderName, c.programme);
  if (missing) return Promise.reject(new CertificatePdfError(missing));
  const logo = loadLogo(opts.staticDir);
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

  const text = new PdfText(doc);
  const face = text.font(BRAND_FACE);
  const strong = text.font(BRAND_FACE, true);
  const W = doc.page.width;
  const H = doc.page.height;

  doc
    .rect(24, 24, W - 48, H - 48)
    .lineWidth(2)
    .stroke(BRAND);
  doc
    .rect(32, 32, W - 64, H - 64)
    .lineWidth(0.5)
    .stroke("#93c5fd");

  if (logo) doc.image(logo, 64, 58, { width: 48, height: 48 });
  doc.font(strong).fillColor(INK).fontSize(18).text(site.name, 124, 66, { lineBreak: false });
  doc.font(face).fillColor(MUTED).fontSize(10).text(site.legalName, 124, 90, { lineBreak: false });

  // The middle block flows: a long name or programme gets a smaller size (down to a floor), then wraps.
  let y = 140;
  const centre = (value: string, size: number, color: string, gap: number, inset = 64, bold = false) => {
    y = text.centred(value, { x: inset, y: y + gap, width: W - inset * 2, size, color, bold });
  };
  centre("Certificate", 30, BRAND, 0, 64, true);
  centre("This certifies that", 13, MUTED, 14);
  centre(c.holderName, text.fit(c.holderName, 32, 18, W - 128, true), INK, 8, 64, true);
  centre("has completed", 13, MUTED, 12);
  centre(c.programme, text.fit(c.programme, 20, 13, W - 192), INK, 6, 96);

  const facts = [
    ["Issued on", longDate(c.issuedOn)],
    ["Valid until", c.validUntil ? longDate(c.validUntil) : "No expiry date"],
    ["Certificate ID", c.id],
  ];
  y = Math.max(420, y + 24);
  for (const [label, value] of facts) {
    doc.font(face).fillColor(MUTED).fontSize(10).text(label!, 64, y, { lineBreak: false });
    doc
      .font(face)
      .fillColor(INK)
      .fontSize(13)
      .text(value!, 160, y - 2, { lineBreak: false });
    y += 24;
  }
  if (c.status !== "valid") {
    doc
      .font(face)
      .fillColor("#b91c1c")
      .fontSize(12)
      .text(`Status on the day this copy was made: ${certificateStatusLabels[c.status]}`, 64, y + 4, {
        lineBreak: false,
      });
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
      if (qr.modules.get(r, col))
        doc.rect(qx + (col + quiet) * cell, qy + (r + quiet) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill(INK);
  doc
    .font(face)
    .fillColor(MUTED)
    .fontSize(8)
    .text("Scan to verify, or open:", qx - 160, qy + box + 6, { width: box + 160, align: "right" });
  doc
    .fillColor(BRAND)
    .fontSize(8)
    .text(c.verifyUrl, qx - 260, qy + box + 18, {
      width: box + 260,
      align: "right",
      link: c.verifyUrl,
      lineBreak: false,
    });

  doc.end();
  return done;
}
