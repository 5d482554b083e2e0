/**
 * Certificates in the staff workspace (docs/workspace.md "Certificates"): the shapes of the
 * /api/admin/certificates calls, the one validation of a certificate's fields (single issue, CSV
 * rows and the command-line tool share it) and the rule that decides whether a certificate is
 * valid on a given day. Paths are relative to WORKSPACE_API ("/api/admin").
 */
import { dayText } from "./days";
import { z } from "zod";
import { pageOf } from "./workspace";

export const CERTIFICATE_LIMITS = {
  holderName: 100,
  programme: 150,
  reason: 300,
  /** A CSV upload: at most this many bytes and data rows. */
  csvBytes: 100 * 1024,
  csvRows: 500,
} as const;

/** The CSV columns, in the template's order (the header row names them; order may vary). */
export const CSV_COLUMNS = ["holder_name", "programme", "issued_on", "valid_until"] as const;
export const CSV_TEMPLATE = `${CSV_COLUMNS.join(",")}\r\nAnanya Mishra,Full-Stack Web Development Internship,2026-06-30,\r\n`;

export const CERTIFICATE_PATHS = {
  list: "/certificates",
  item: "/certificates/:id",
  revoke: "/certificates/:id/revoke",
  reinstate: "/certificates/:id/reinstate",
  pdf: "/certificates/:id/pdf",
  batchPreview: "/certificate-batches/preview",
  batch: "/certificate-batches",
} as const;

/** The public page that verifies one certificate: what the QR code and the share link open. */
export const VERIFY_PAGE = "/career/verify-certificate";
export const verifyUrl = (siteOrigin: string, id: string) => `${siteOrigin}${VERIFY_PAGE}?id=${encodeURIComponent(id)}`;

// ---------------------------------------------------------------- dates and status

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today's date (YYYY-MM-DD) in a time zone: certificates follow the company's calendar (Asia/Kolkata). */
export function todayIn(timeZone: string, nowMs: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(nowMs),
  );
}

export const certificateStatuses = ["valid", "revoked", "expired", "not_yet_valid"] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];
export const certificateStatusLabels: Record<CertificateStatus, string> = {
  valid: "Valid",
  revoked: "Revoked",
  expired: "Expired",
  not_yet_valid: "Not yet valid",
};

/**
 * Whether a certificate verifies on `today`: revoked first, then its dates. The expiry date is the
 * last day it is valid; the issue date the first.
 */
export function certificateStatus(
  c: { issuedOn: string; validUntil: string | null; revokedAt: string | null },
  today: string,
): CertificateStatus {
  if (c.revokedAt) return "revoked";
  if (c.issuedOn > today) return "not_yet_valid";
  if (c.validUntil && c.validUntil < today) return "expired";
  return "valid";
}

// ---------------------------------------------------------------- one certificate's fields

export interface CertificateFields {
  holderName: string;
  programme: string;
  issuedOn: string;
  validUntil: string | null;
}
export type CertificateFieldErrors = Partial<Record<keyof CertificateFields, string>>;

/**
 * Checks one certificate's fields against today: every problem, one message per field, in words a
 * recruiter can act on. Blank optional expiry means "no expiry".
 */
export function checkCertificateFields(
  raw: { holderName?: string | null; programme?: string | null; issuedOn?: string | null; validUntil?: string | null },
  today: string,
): { ok: true; value: CertificateFields } | { ok: false; errors: CertificateFieldErrors } {
  const errors: CertificateFieldErrors = {};
  const holderName = (raw.holderName ?? "").trim().replace(/\s+/g, " ");
  const programme = (raw.programme ?? "").trim().replace(/\s+/g, " ");
  const issuedOn = (raw.issuedOn ?? "").trim();
  const validUntil = (raw.validUntil ?? "").trim();
  if (!holderName) errors.holderName = "The holder's name is missing.";
  else if (holderName.length > CERTIFICATE_LIMITS.holderName)
    errors.holderName = `The holder's name is longer than ${CERTIFICATE_LIMITS.holderName} characters.`;
  if (!programme) errors.programme = "The programme is missing.";
  else if (programme.length > CERTIFICATE_LIMITS.programme)
    errors.programme = `The programme is longer than ${CERTIFICATE_LIMITS.programme} characters.`;
  if (!issuedOn) errors.issuedOn = "The issue date is missing.";
  else if (!isCalendarDate(issuedOn)) errors.issuedOn = `"${issuedOn.slice(0, 20)}" is not a date like 2026-01-31.`;
  else if (issuedOn > today)
    errors.issuedOn = `The issue date, ${dayText(issuedOn)}, is in the future: certificates are issued on or before today, ${dayText(today)}.`;
  if (validUntil) {
    if (!isCalendarDate(validUntil)) errors.validUntil = `"${validUntil.slice(0, 20)}" is not a date like 2026-01-31.`;
    else if (isCalendarDate(issuedOn) && validUntil < issuedOn)
      errors.validUntil = `The expiry date, ${dayText(validUntil)}, is before the issue date, ${dayText(issuedOn)}.`;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { holderName, programme, issuedOn, validUntil: validUntil || null } };
}

// ---------------------------------------------------------------- API shapes

const day = z.string().max(20);
export const certificateIssueRequestSchema = z.strictObject({
  holderName: z.string().max(500),
  programme: z.string().max(500),
  issuedOn: day,
  validUntil: day.nullable().optional(),
});
export const certificateRevokeRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, { error: "Give the reason for revoking." }).max(CERTIFICATE_LIMITS.reason),
});

const person = z.object({ id: z.string(), name: z.string() }).nullable();
/**
 * The characters of the name or programme the PDF's typefaces cannot draw (Han, Arabic, emoji...),
 * separated by spaces; null when it draws them all. Such a certificate is printed from its
 * printable page, which the browser draws in any script (docs/decisions/0176-certificate-pdf-in-the-holders-script.md).
 */
const pdfCannotDraw = z.string().nullable();
export const adminCertificateSchema = z.object({
  id: z.string(),
  holderName: z.string(),
  programme: z.string(),
  issuedOn: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(certificateStatuses),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  revokedBy: person,
  issuedBy: person,
  createdAt: z.string(),
  /** The public verification link (what the QR code opens). */
  verifyUrl: z.string(),
  pdfCannotDraw,
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

export const certificateListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(certificateStatuses).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const certificateListSchema = pageOf(adminCertificateSchema);

/** A CSV upload, as the file's text (the browser reads the file; the server parses it). */
export const certificateBatchRequestSchema = z.strictObject({
  csv: z.string(),
  fileName: z.string().max(255).optional(),
});

export const batchRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  holderName: z.string(),
  programme: z.string(),
  issuedOn: z.string(),
  validUntil: z.string().nullable(),
  /** Empty when the row can be issued. */
  errors: z.array(z.string()),
  /** For a row that can be issued: what its PDF cannot draw (null otherwise). */
  pdfCannotDraw,
});
export type BatchRow = z.infer<typeof batchRowSchema>;
export const batchPreviewSchema = z.object({
  rows: z.array(batchRowSchema),
  valid: z.number().int(),
  refused: z.number().int(),
});
export type BatchPreview = z.infer<typeof batchPreviewSchema>;
export const batchResultSchema = z.object({
  issued: z.array(z.object({ line: z.number().int(), id: z.string(), holderName: z.string(), programme: z.string() })),
  refused: z.array(z.object({ line: z.number().int(), holderName: z.string(), errors: z.array(z.string()) })),
});
export type BatchResult = z.infer<typeof batchResultSchema>;
