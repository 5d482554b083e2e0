/**
 * The printable certificate as a PDF, made on the server with PDFKit (docs/workspace.md
 * "Certificates"): one A4 landscape page with the company's name and logo, the holder, the
 * programme, the dates, the ID and a QR code that opens the public verification page for it.
 * The brand typeface (static instances made by scripts/certificate-fonts.mjs, since PDFKit cannot
 * draw a variable font) is embedded when it has every character needed; otherwise Helvetica.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { site } from "#content/site.ts";
import { certificateStatusLabels, type AdminCertificate } from "#contracts/certificate-admin.ts";

// Both from the sources (server/workspace/) and the bundle (build/server/), two levels up is the repository.
const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

function readFirst(paths: string[]): Buffer | null {
  for (const p of paths) if (p && existsSync(p)) return readFileSync(p);
  return null;
}

/** The characters the static instances hold (scripts/certificate-fonts.mjs): Latin-1 and common punctuation. */
const FONT_CHARS = /^[\u0020-\u007e\u00a0-\u00ff–—‘’“”…•€₹]$/u;

let assets: {
  regular: Buffer | null;
  bold: Buffer | null;
  logo: Buffer | null;
  covers: (text: string) => boolean;
} | null = null;
function loadAssets(staticDir: string | undefined) {
  if (assets) return assets;
  const regular = readFirst([fromRoot("server/workspace/fonts/brand-regular.ttf")]);
  const bold = readFirst([fromRoot("server/workspace/fonts/brand-bold.ttf")]);
  assets = {
    regular,
    bold,
    logo: readFirst([staticDir ? `${staticDir}/logo.png` : "", fromRoot("public/logo.png")]),
    covers: (text) => [...text].every((ch) => FONT_CHARS.test(ch)),
  };
  return assets;
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
  const { regular, bold, logo, covers } = loadAssets(opts.staticDir);
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
  let strong = "Helvetica-Bold";
  if (regular && bold && covers(`${c.holderName}${c.programme}${site.name}${site.legalName}`)) {
    doc.registerFont("Brand", regular);
    doc.registerFont("Brand-Bold", bold);
    face = "Brand";
    strong = "Brand-Bold";
  }
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
  const fit = (text: string, max: number, min: number, width: number) => {
    let size = max;
    while (size > min && doc.font(strong).fontSize(size).widthOfString(text) > width) size -= 1;
    return size;
  };
  const centre = (text: string, size: number, color: string, gap: number, inset = 64, font = face) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, inset, doc.y + gap, { width: W - inset * 2, align: "center" });
  };
  doc.y = 140;
  centre("Certificate", 30, BRAND, 0, 64, strong);
  centre("This certifies that", 13, MUTED, 14);
  centre(c.holderName, fit(c.holderName, 32, 18, W - 128), INK, 8, 64, strong);
  centre("has completed", 13, MUTED, 12);
  centre(c.programme, fit(c.programme, 20, 13, W - 192), INK, 6, 96);

  const facts = [
    ["Issued on", longDate(c.issuedOn)],
    ["Valid until", c.validUntil ? longDate(c.validUntil) : "No expiry date"],
    ["Certificate ID", c.id],
  ];
  let y = Math.max(420, doc.y + 24);
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).fontSize(10).text(label!, 64, y, { lineBreak: false });
    doc
      .fillColor(INK)
      .fontSize(13)
      .text(value!, 160, y - 2, { lineBreak: false });
    y += 24;
  }
  if (c.status !== "valid") {
    doc
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
