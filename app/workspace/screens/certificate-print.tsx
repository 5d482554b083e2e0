/**
 * The printable certificate (docs/workspace.md "Certificates"): an A4 landscape sheet with the
 * company's name and logo, the holder, the programme, the dates, the ID and a QR code that opens
 * the public verification page for this ID. The print stylesheet prints the sheet alone; the PDF
 * made on the server has the same content.
 */
import { site } from "#content/site.ts";
import { certificateStatusLabels, type AdminCertificate } from "#contracts/certificate-admin.ts";
import { Download, Printer } from "lucide-react";
import QRCode from "qrcode";
import { useMemo } from "react";
import { useParams } from "react-router";
import { certificatesApi } from "../lib/certificates-client";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button, buttonClass } from "../ui/button";
import { Alert, FailureAlert, LoadingBlock } from "../ui/feedback";
import { PageHeader } from "../ui/layout";
import { CertificateBackLink, StatusBadge } from "./certificates";
import "./certificate-print.css";

const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The QR code as one SVG path (a square per dark module, a 4-module quiet zone). */
function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => {
    const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
    const n = qr.modules.size;
    let path = "";
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { size: n + 8, d: path };
  }, [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="certificate-qr"
      shapeRendering="crispEdges"
      className="size-[15cqw] bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#0f172a" />
    </svg>
  );
}

/** Sizes are in container units (cqw), so the sheet keeps its layout from a phone to the A4 page. */
function Sheet({ c }: { c: AdminCertificate }) {
  return (
    <article
      aria-label={`Certificate ${c.id}`}
      className="certificate-sheet theme-light @container relative mx-auto aspect-[297/210] w-full max-w-[60rem] overflow-hidden rounded-md border border-ink-200 bg-white text-ink-950 shadow-sm"
    >
      <div className="absolute inset-[2.5cqw] flex flex-col border-[0.25cqw] border-brand-600 px-[4cqw] py-[3cqw]">
        <div className="flex items-center gap-[1.2cqw]">
          <img src="/logo.png" alt="" width={48} height={48} className="size-[5cqw]" />
          <div>
            <p className="text-[2.2cqw] leading-tight font-semibold">{site.name}</p>
            <p className="text-[1.3cqw] leading-tight text-ink-600">{site.legalName}</p>
          </div>
        </div>
        <div className="flex flex-1 flex-col items-center justify-center text-center">
          <h2 className="text-[4.4cqw] leading-tight font-semibold text-brand-700">Certificate</h2>
          <p className="mt-[1cqw] text-[1.7cqw] text-ink-600">This certifies that</p>
          <p className="mt-[0.6cqw] text-[4cqw] leading-tight font-semibold">{c.holderName}</p>
          <p className="mt-[1cqw] text-[1.7cqw] text-ink-600">has completed</p>
          <p className="mt-[0.6cqw] text-[2.6cqw] leading-tight font-medium">{c.programme}</p>
        </div>
        <div className="flex items-end justify-between gap-[2cqw]">
          <dl className="grid grid-cols-[auto_1fr] gap-x-[1.5cqw] gap-y-[0.4cqw] text-[1.5cqw]">
            <dt className="text-ink-600">Issued on</dt>
            <dd>{longDate(c.issuedOn)}</dd>
            <dt className="text-ink-600">Valid until</dt>
            <dd>{c.validUntil ? longDate(c.validUntil) : "No expiry date"}</dd>
            <dt className="text-ink-600">Certificate ID</dt>
            <dd className="font-mono">{c.id}</dd>
          </dl>
          <div className="flex flex-col items-end gap-[0.5cqw] text-right">
            <QrCode text={c.verifyUrl} label={`QR code: opens ${c.verifyUrl}`} />
            <p className="max-w-[32cqw] text-[1.1cqw] break-all text-ink-600">Verify at {c.verifyUrl}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

export function CertificatePrintPage() {
  const { id = "" } = useParams();
  useTitle(`Certificate ${id}`);
  const cert = useResource(() => certificatesApi.get(id), `certificate:${id}`);
  const c = cert.data;
  return (
    <div className="space-y-4">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            Certificate <span className="font-mono">{id}</span>
            {c ? <StatusBadge status={c.status} /> : null}
          </span>
        }
        description={
          c?.pdfCannotDraw
            ? "An A4 landscape page: print it."
            : "An A4 landscape page: print it, or download the same certificate as a PDF."
        }
        actions={
          <>
            <CertificateBackLink />
            {c?.pdfCannotDraw ? null : (
              <a className={buttonClass("secondary")} href={certificatesApi.pdfUrl(id)} download>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            )}
            <Button variant="primary" onClick={() => window.print()} disabled={!c}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </>
        }
      />
      {cert.error ? <FailureAlert error={cert.error} onRetry={cert.reload} /> : null}
      {c && c.status !== "valid" ? (
        <Alert tone="warning" title={`This certificate is ${certificateStatusLabels[c.status].toLowerCase()}`}>
          The public verification page will not confirm it while it is {certificateStatusLabels[c.status].toLowerCase()}
          .
        </Alert>
      ) : null}
      {c?.pdfCannotDraw ? (
        <Alert title="No PDF for this certificate">
          The PDF&apos;s typefaces cannot draw {c.pdfCannotDraw}, in the holder&apos;s name or the programme. Print this
          page instead, or choose &ldquo;Save as PDF&rdquo; in the print dialog: the browser draws every script.
        </Alert>
      ) : null}
      {c ? <Sheet c={c} /> : cert.loading ? <LoadingBlock label="Loading the certificate" /> : null}
    </div>
  );
}
