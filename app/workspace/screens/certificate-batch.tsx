/**
 * Issue a cohort's certificates from a CSV file: what the file must look like, a preview of every
 * row with the reasons a row is refused, then only the good rows issued and a report of both.
 * The server parses and checks the file each time (contracts/certificate-admin.ts).
 */
import {
  CERTIFICATE_LIMITS,
  CSV_COLUMNS,
  CSV_TEMPLATE,
  type BatchPreview,
  type BatchResult,
} from "#contracts/certificate-admin.ts";
import { useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { certificatesApi } from "../lib/certificates-client";
import { useTitle } from "../lib/title";
import { Button } from "../ui/button";
import { Alert, FailureAlert } from "../ui/feedback";
import { Card, PageHeader } from "../ui/layout";
import { dayText } from "#contracts/days.ts";
import { CertificateBackLink, NoPdfNote, validUntilText } from "./certificates";
import { ApiFailure } from "../lib/api";

const KB = 1024;

export function CertificateBatchPage() {
  useTitle("Issue certificates from a CSV file");
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<"preview" | "issue" | null>(null);

  function reset() {
    setFile(null);
    setPreview(null);
    setResult(null);
    setFileError(null);
    setFailure(null);
    if (input.current) input.current.value = "";
  }

  async function choose(f: File | undefined) {
    setPreview(null);
    setResult(null);
    setFileError(null);
    setFailure(null);
    setFile(null);
    if (!f) return;
    if (f.size > CERTIFICATE_LIMITS.csvBytes) {
      setFileError(
        `${f.name} is ${Math.ceil(f.size / KB)} KB; a file can be at most ${CERTIFICATE_LIMITS.csvBytes / KB} KB. Split it into smaller files of at most ${CERTIFICATE_LIMITS.csvRows} rows.`,
      );
      return;
    }
    const text = await f.text();
    setFile({ name: f.name, text });
    setBusy("preview");
    try {
      setPreview(await certificatesApi.preview(text, f.name));
    } catch (err) {
      if (err instanceof ApiFailure && err.fields.file) setFileError(err.fields.file);
      else setFailure(err);
    } finally {
      setBusy(null);
    }
  }

  async function issue() {
    if (!file) return;
    setBusy("issue");
    setFailure(null);
    try {
      setResult(await certificatesApi.issueBatch(file.text, file.name));
      setPreview(null);
    } catch (err) {
      if (err instanceof ApiFailure && err.fields.file) setFileError(err.fields.file);
      else setFailure(err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title="Issue certificates from a CSV file"
        description="For a cohort: one row per certificate. Nothing is issued until you have seen the preview."
        actions={<CertificateBackLink />}
      />
      <Card title="The file">
        <div className="space-y-3 text-[13px] text-ink-700">
          <p>
            A CSV file (comma-separated, UTF-8, as Excel or Google Sheets save it) whose first row names the columns{" "}
            {CSV_COLUMNS.map((c, i) => (
              <span key={c}>
                <code className="rounded bg-ink-100 px-1 font-mono text-ink-900">{c}</code>
                {i < CSV_COLUMNS.length - 2 ? ", " : i === CSV_COLUMNS.length - 2 ? " and " : ""}
              </span>
            ))}
            . Dates are written 2026-06-30; the issue date cannot be later than today, and{" "}
            <code className="rounded bg-ink-100 px-1 font-mono text-ink-900">valid_until</code> (the last valid day) may
            be left empty for no expiry. At most {CERTIFICATE_LIMITS.csvRows} rows and{" "}
            {CERTIFICATE_LIMITS.csvBytes / KB} KB per file.
          </p>
          <pre
            tabIndex={0}
            aria-label="Example of a file"
            className="overflow-x-auto rounded-md bg-ink-50 p-3 font-mono text-xs text-ink-900 ring-1 ring-ink-200"
          >
            {CSV_TEMPLATE}
          </pre>
          <div className="space-y-1.5">
            <label htmlFor="certificate-csv" className="block font-medium text-ink-800">
              CSV file
            </label>
            <input
              ref={input}
              id="certificate-csv"
              type="file"
              accept=".csv,text/csv"
              aria-describedby={fileError ? "certificate-csv-error" : undefined}
              aria-invalid={fileError ? true : undefined}
              onChange={(e) => void choose(e.target.files?.[0])}
              className="block w-full text-[13px] file:mr-3 file:h-9 file:rounded-md file:border file:border-ink-200 file:bg-surface file:px-3 file:font-medium file:text-ink-800"
            />
            {fileError ? (
              <p id="certificate-csv-error" role="alert" className="text-xs font-medium text-red-700">
                {fileError}
              </p>
            ) : null}
          </div>
          {busy === "preview" ? <p role="status">Reading {file?.name}…</p> : null}
        </div>
      </Card>
      {failure ? <FailureAlert error={failure} /> : null}

      {preview ? (
        <Card title={`Preview of ${file?.name ?? "the file"}`}>
          <div className="space-y-3">
            <p role="status" className="text-[13px] text-ink-800">
              {preview.rows.length} {preview.rows.length === 1 ? "row" : "rows"}: {preview.valid} ready to issue,{" "}
              {preview.refused} refused.
            </p>
            <RowsTable rows={preview.rows} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button onClick={reset}>Choose another file</Button>
              <Button
                variant="primary"
                busy={busy === "issue"}
                disabled={preview.valid === 0}
                onClick={() => void issue()}
              >
                {preview.valid === 1 ? "Issue 1 certificate" : `Issue ${preview.valid} certificates`}
              </Button>
            </div>
          </div>
        </Card>
      ) : null}

      {result ? (
        <Card title="Report">
          <div className="space-y-4 text-[13px]">
            <Alert tone={result.refused.length ? "warning" : "success"} role="status">
              {result.issued.length} {result.issued.length === 1 ? "certificate" : "certificates"} issued
              {result.refused.length
                ? `, ${result.refused.length} ${result.refused.length === 1 ? "row" : "rows"} refused`
                : ""}
              .
            </Alert>
            {result.issued.length ? (
              <ReportTable label="Issued certificates" caption="Issued" columns={["Line", "Holder", "Certificate ID"]}>
                {result.issued.map((i) => (
                  <tr key={i.id}>
                    <td className="py-1.5 pr-3">{i.line}</td>
                    <td className="py-1.5 pr-3">{i.holderName}</td>
                    <td className="py-1.5 pr-3">
                      <Link
                        className="font-mono text-link underline underline-offset-2"
                        to={`/certificates/${encodeURIComponent(i.id)}/print`}
                      >
                        {i.id}
                      </Link>
                    </td>
                  </tr>
                ))}
              </ReportTable>
            ) : null}
            {result.refused.length ? (
              <ReportTable label="Refused rows" caption="Refused" columns={["Line", "Holder", "Why"]}>
                {result.refused.map((r) => (
                  <tr key={r.line}>
                    <td className="py-1.5 pr-3 align-top">{r.line}</td>
                    <td className="py-1.5 pr-3 align-top">{r.holderName || "—"}</td>
                    <td className="py-1.5 pr-3 text-red-800">{r.errors.join(" ")}</td>
                  </tr>
                ))}
              </ReportTable>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button onClick={reset}>Issue another file</Button>
            </div>
          </div>
        </Card>
      ) : null}
    </div>
  );
}

function RowsTable({ rows }: { rows: BatchPreview["rows"] }) {
  return (
    <ReportTable
      label="Rows of the file"
      columns={["Line", "Holder", "Programme", "Issued", "Valid until", "Check"]}
      tableClass="min-w-[40rem] text-[13px]"
    >
      {rows.map((r) => (
        <tr key={r.line} className={r.errors.length ? "bg-red-50" : undefined}>
          <td className="py-1.5 pr-3 align-top">{r.line}</td>
          <td className="py-1.5 pr-3 align-top">{r.holderName || "—"}</td>
          <td className="py-1.5 pr-3 align-top">{r.programme || "—"}</td>
          <td className="py-1.5 pr-3 align-top whitespace-nowrap">
            {r.errors.length ? r.issuedOn || "—" : dayText(r.issuedOn)}
          </td>
          <td className="py-1.5 pr-3 align-top whitespace-nowrap">
            {r.errors.length ? r.validUntil || "—" : validUntilText(r.validUntil)}
          </td>
          <td className="py-1.5 pr-3 align-top">
            {r.errors.length ? (
              <span className="text-red-800">Refused: {r.errors.join(" ")}</span>
            ) : (
              <>
                <span className="text-emerald-800">Ready</span>
                {r.pdfCannotDraw ? <NoPdfNote characters={r.pdfCannotDraw} /> : null}
              </>
            )}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** A table of the file's rows or of the report, scrollable on its own on narrow screens. */
function ReportTable({
  label,
  caption,
  columns,
  tableClass = "",
  children,
}: {
  label: string;
  /** Shown above the table; without it, the label is the table's caption for screen readers. */
  caption?: string;
  columns: string[];
  tableClass?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={label}>
      <table className={`w-full text-left ${tableClass}`.trim()}>
        <caption className={caption ? "pb-1 text-left font-semibold text-ink-900" : "sr-only"}>
          {caption ?? label}
        </caption>
        <thead className="text-xs text-ink-600">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="py-1 pr-3 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{children}</tbody>
      </table>
    </div>
  );
}
