/**
 * Certificates (recruiters and admins; docs/workspace.md "Certificates"): search and list, issue
 * one, revoke with a reason, reinstate, and links to the printable page and the PDF. Issuing a
 * cohort from a CSV file is its own page (certificate-batch.tsx).
 */
import {
  certificateStatusLabels,
  certificateStatuses,
  CERTIFICATE_LIMITS,
  type AdminCertificate,
  type CertificateStatus,
} from "#contracts/certificate-admin.ts";
import { FilePlus2, FileSpreadsheet, Printer } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { certificatesApi } from "../lib/certificates-client";
import { dayText } from "#contracts/days.ts";
import { companyDay } from "../lib/format";
import { useTitle } from "../lib/title";
import { Button, ButtonLink } from "../ui/button";
import { Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { inputClass, InputField, selectClass, TextareaField } from "../ui/field";
import { FormDialog, useFormSubmit } from "../ui/form-dialog";
import { CreateDialog, useCreateForm, useItemDialog, type CreateDialogProps } from "../ui/item-list-page";
import { Badge, PageHeader, type BadgeTone } from "../ui/layout";
import { LoadMore, usePagedList } from "../ui/load-more";
import { useToast } from "../ui/toast";

const statusTone: Record<CertificateStatus, BadgeTone> = {
  valid: "green",
  revoked: "red",
  expired: "amber",
  not_yet_valid: "neutral",
};

export function StatusBadge({ status }: { status: CertificateStatus }) {
  return <Badge tone={statusTone[status]}>{certificateStatusLabels[status]}</Badge>;
}

/** A certificate's expiry as people read it: "30 Jun 2026", or "No expiry". */
export const validUntilText = (day: string | null) => (day ? dayText(day) : "No expiry");

export function CertificatesPage() {
  useTitle("Certificates");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const status = params.get("status") ?? "";
  const [search, setSearch] = useState(q);
  const {
    page: list,
    items,
    ...more
  } = usePagedList(
    (cursor, signal) =>
      certificatesApi.list({ q: q || undefined, status: status || undefined, limit: 50, cursor }, signal),
    `certificates:${q}:${status}`,
  );
  const [issuing, setIssuing] = useState(false);
  const revoking = useItemDialog<AdminCertificate>(list.reload);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const toast = useToast();

  function applyFilter(next: { q?: string; status?: string }) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  }

  async function reinstate(c: AdminCertificate) {
    setBusyId(c.id);
    setFailure(null);
    try {
      await certificatesApi.reinstate(c.id);
      toast.success(`${c.id} is valid again.`);
      list.reload();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title="Certificates"
        description="Issue, print and revoke the certificates anyone can check on the public verification page."
        actions={
          <>
            <ButtonLink to="/certificates/bulk">
              <FileSpreadsheet aria-hidden="true" />
              Issue from a CSV file
            </ButtonLink>
            <Button variant="primary" onClick={() => setIssuing(true)}>
              <FilePlus2 aria-hidden="true" />
              Issue a certificate
            </Button>
          </>
        }
      />
      <form
        role="search"
        aria-label="Certificates"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          applyFilter({ q: search.trim() });
        }}
      >
        <div className="flex-1 space-y-1.5">
          <label htmlFor="certificate-search" className="block text-[13px] font-medium text-ink-800">
            Search by holder, programme or ID
          </label>
          <input
            id="certificate-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="space-y-1.5 sm:w-48">
          <label htmlFor="certificate-status" className="block text-[13px] font-medium text-ink-800">
            Status
          </label>
          <select
            id="certificate-status"
            value={status}
            onChange={(e) => applyFilter({ status: e.target.value })}
            className={selectClass}
          >
            <option value="">Any status</option>
            {/* Not yet valid: no certificate is issued with a future date (the form and the API refuse it),
                so it is offered only when the address asks for it. */}
            {certificateStatuses
              .filter((s) => s !== "not_yet_valid" || status === s)
              .map((s) => (
                <option key={s} value={s}>
                  {certificateStatusLabels[s]}
                </option>
              ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
      </form>
      {list.error ? <FailureAlert error={list.error} onRetry={list.reload} /> : null}
      {failure ? <FailureAlert error={failure} /> : null}
      <div className="overflow-hidden rounded-lg border border-ink-200 bg-surface shadow-xs">
        {!list.data && list.loading ? (
          <LoadingBlock label="Loading certificates" />
        ) : items.length === 0 ? (
          <Empty title={q || status ? "No certificate matches" : "No certificates yet"}>
            {q || status ? "Try another search or status." : "Issue the first one with the buttons above."}
          </Empty>
        ) : (
          <ul className="divide-y divide-ink-100" aria-label="Certificates">
            {items.map((c) => (
              <li key={c.id} className="flex flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-ink-950">
                    {c.holderName}
                    <StatusBadge status={c.status} />
                  </p>
                  <p className="text-[13px] text-ink-700">{c.programme}</p>
                  <p className="text-xs text-ink-600">
                    <span className="font-mono">{c.id}</span> · Issued {dayText(c.issuedOn)} ·{" "}
                    {c.validUntil ? `Valid until ${dayText(c.validUntil)}` : "No expiry"}
                  </p>
                  {c.status === "revoked" && c.revokeReason ? (
                    <p className="text-xs text-red-800">Revoked: {c.revokeReason}</p>
                  ) : null}
                  {c.pdfCannotDraw ? <NoPdfNote characters={c.pdfCannotDraw} /> : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <ButtonLink size="sm" to={`/certificates/${encodeURIComponent(c.id)}/print`}>
                    <Printer aria-hidden="true" />
                    Print<span className="sr-only"> {c.id}</span>
                  </ButtonLink>
                  {c.pdfCannotDraw ? null : (
                    <a
                      className="inline-flex h-8 items-center rounded-md border border-ink-200 bg-surface px-2.5 text-[13px] font-medium text-ink-800 shadow-xs hover:bg-ink-50"
                      href={certificatesApi.pdfUrl(c.id)}
                      download
                    >
                      PDF<span className="sr-only"> of {c.id}</span>
                    </a>
                  )}
                  {c.status === "revoked" ? (
                    <Button size="sm" busy={busyId === c.id} onClick={() => void reinstate(c)}>
                      Reinstate<span className="sr-only"> {c.id}</span>
                    </Button>
                  ) : (
                    <Button size="sm" variant="danger" onClick={() => revoking.open(c)}>
                      Revoke<span className="sr-only"> {c.id}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <LoadMore list={more} label="Show more" />
      <IssueDialog open={issuing} onClose={() => setIssuing(false)} onDone={list.reload} />
      {revoking.item ? (
        <RevokeDialog certificate={revoking.item} onClose={revoking.close} onDone={revoking.done} />
      ) : null}
    </div>
  );
}

function IssueDialog(props: CreateDialogProps) {
  // Closing empties the form and its messages, whether or not one was issued.
  const form = useCreateForm(props, {
    initial: () => ({ holderName: "", programme: "", issuedOn: companyDay(), validUntil: "" }),
    create: (values) => certificatesApi.issue({ ...values, validUntil: values.validUntil || null }),
    clearOnClose: true,
  });
  return (
    <CreateDialog
      form={form}
      title="Issue a certificate"
      description="It verifies on the public page from its issue date until its expiry date."
      submitLabel="Issue certificate"
      doneTitle="Certificate issued"
      shown={(issued) => (
        <>
          <p className="text-[13px] text-ink-700">
            <strong className="text-ink-950">{issued.holderName}</strong> now holds certificate{" "}
            <strong className="font-mono text-ink-950">{issued.id}</strong> for {issued.programme}.
          </p>
          <p className="text-[13px] break-all text-ink-700">
            Verification link: <span className="font-mono">{issued.verifyUrl}</span>
          </p>
        </>
      )}
      actions={(issued) => (
        <ButtonLink to={`/certificates/${encodeURIComponent(issued.id)}/print`}>
          <Printer aria-hidden="true" />
          Open the printable certificate
        </ButtonLink>
      )}
    >
      <InputField
        label="Holder's full name"
        {...form.field("holderName")}
        maxLength={CERTIFICATE_LIMITS.holderName}
        autoComplete="off"
      />
      <InputField
        label="Programme"
        hint="As it should read on the certificate, e.g. Frontend Development Internship."
        {...form.field("programme")}
        maxLength={CERTIFICATE_LIMITS.programme}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Issue date" type="date" {...form.field("issuedOn")} max={companyDay()} />
        <InputField
          label="Expiry date (optional)"
          hint="The last day it is valid. Leave empty for no expiry."
          type="date"
          {...form.field("validUntil")}
          min={form.values.issuedOn || undefined}
        />
      </div>
    </CreateDialog>
  );
}

function RevokeDialog({
  certificate,
  onClose,
  onDone,
}: {
  certificate: AdminCertificate;
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const [reason, setReason] = useState("");
  const { errors, setErrors, failure, busy, run } = useFormSubmit();
  return (
    <FormDialog
      onClose={onClose}
      title={`Revoke ${certificate.id}`}
      description={`${certificate.holderName}, ${certificate.programme}. The public page will say it was revoked; it can be reinstated later.`}
      submitLabel="Revoke certificate"
      submitVariant="danger"
      busy={busy}
      failure={failure}
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) {
          setErrors({ reason: "Give the reason for revoking." });
          return;
        }
        void run(async () => {
          await certificatesApi.revoke(certificate.id, reason.trim());
          toast.success(`${certificate.id} is revoked.`);
          onDone();
        });
      }}
    >
      <TextareaField
        label="Reason"
        hint="Kept in the workspace only; the public page does not show it."
        rows={3}
        value={reason}
        maxLength={CERTIFICATE_LIMITS.reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
    </FormDialog>
  );
}

/** Beside a certificate (or a file's row) whose PDF cannot be made: why, and what to do instead. */
export function NoPdfNote({ characters }: { characters: string }) {
  return (
    <span className="block text-xs text-ink-600">
      No PDF: its typefaces cannot draw {characters}. Print draws every script.
    </span>
  );
}

export function CertificateBackLink() {
  return (
    <Link to="/certificates" className="text-[13px] font-medium text-link underline underline-offset-2">
      Back to certificates
    </Link>
  );
}
