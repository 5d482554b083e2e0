/**
 * The parts of an application's page that only applications have (the rest is the submission
 * page): the résumé download and the rejection dialog, which shows the exact e-mail before the
 * recruiter confirms (docs/workspace.md "Hiring").
 */
import type { RejectionEmail, SubmissionDetail } from "#contracts/workspace.ts";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { api } from "../lib/client";
import { Button, buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FailureAlert, LoadingBlock } from "../ui/feedback";
import { Card } from "../ui/layout";
import { useToast } from "../ui/toast";

export function ResumeCard({ d }: { d: SubmissionDetail }) {
  const resume = d.fields.find((f) => f.name === "resume")?.value ?? "";
  return (
    <Card title="Résumé">
      <p className="text-[13px] break-words text-ink-700">{resume || "—"}</p>
      <a href={api.resumeUrl(d.id)} download className={buttonClass("primary", "md", "mt-3")}>
        <Download aria-hidden="true" />
        Download résumé
      </a>
      <p className="mt-2 text-xs text-ink-600">Each download is recorded in the audit log.</p>
    </Card>
  );
}

export function RejectDialog({
  d,
  open,
  onClose,
  onDone,
}: {
  d: SubmissionDetail;
  open: boolean;
  onClose: () => void;
  onDone: (d: SubmissionDetail) => void;
}) {
  const toast = useToast();
  const [mail, setMail] = useState<RejectionEmail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<"send" | "quiet" | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    api.rejectionEmail(d.id).then(
      (m) => {
        if (!live) return;
        setError(null);
        setMail(m);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [open, d.id]);

  async function reject(sendEmail: boolean) {
    setBusy(sendEmail ? "send" : "quiet");
    setError(null);
    try {
      const next = await api.reject(d.id, sendEmail);
      toast.success(sendEmail ? "Moved to Rejected; the e-mail is on its way." : "Moved to Rejected; no e-mail sent.");
      onDone(next);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  }

  const spam = d.spam;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Move to Rejected"
      description={
        spam
          ? "This application is marked as spam, so no e-mail can be sent to its address."
          : `You can let ${d.name} know with this e-mail, sent from the careers address. Read it before you send it.`
      }
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button busy={busy === "quiet"} disabled={busy !== null} onClick={() => void reject(false)}>
            Reject without e-mail
          </Button>
          {spam ? null : (
            <Button
              variant="primary"
              busy={busy === "send"}
              disabled={busy !== null || !mail}
              onClick={() => void reject(true)}
            >
              Reject and send e-mail
            </Button>
          )}
        </>
      }
    >
      {error ? <FailureAlert error={error} /> : null}
      {spam ? null : mail ? (
        <figure className="rounded-md border border-ink-200 bg-ink-50 text-[13px]">
          <figcaption className="space-y-0.5 border-b border-ink-200 px-3 py-2 text-xs text-ink-700">
            <p>
              <span className="font-medium text-ink-900">From:</span> {mail.from}
            </p>
            <p>
              <span className="font-medium text-ink-900">To:</span> {mail.to}
            </p>
            <p>
              <span className="font-medium text-ink-900">Subject:</span> {mail.subject}
            </p>
          </figcaption>
          <pre
            aria-label="The e-mail's text"
            tabIndex={0}
            className="max-h-64 overflow-auto px-3 py-2 font-sans whitespace-pre-wrap text-ink-900"
          >
            {mail.text}
          </pre>
        </figure>
      ) : error ? null : (
        <LoadingBlock label="Preparing the e-mail" />
      )}
    </Dialog>
  );
}
