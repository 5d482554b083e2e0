/**
 * The pieces every form is built from: labelled fields with their error messages, and the frame
 * the three submission forms share (SubmissionForm: the spam-defence fields, the submit button,
 * the form-level note and the privacy link).
 */
import { PREVIEW_NOTE } from "#contracts/preview.ts";
import type { ComponentProps, ReactNode } from "react";
import { HONEYPOT_FIELD, LIMITS, STARTED_AT_FIELD } from "#contracts/limits.ts";
import { SOURCE_FIELD } from "#contracts/lead-source.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

/** A text box, text area or file picker of the public forms (styled once in app/app.css). */
export const controlClass = "form-control";

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, a control (render prop receiving aria-describedby), a hint and an error. */
export function FieldFrame({ id, label, error, hint, className = "", children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

type InputFieldProps = { id: string; label: string; error?: string; hint?: ReactNode; className?: string } & Omit<
  ComponentProps<"input">,
  "id" | "className"
>;

/** A labelled input; required unless told otherwise. */
export function InputField({ id, label, error, hint, className, required = true, ...input }: InputFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = { id: string; label: string; error?: string; hint?: ReactNode; className?: string } & Omit<
  ComponentProps<"textarea">,
  "id" | "className"
>;

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  required = true,
  rows = 5,
  ...area
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <textarea
          id={id}
          required={required}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} min-h-32 resize-y`}
          {...area}
        />
      )}
    </FieldFrame>
  );
}

/** Name and e-mail side by side: the opening pair of the quote and contact forms. */
export function NameEmailFields({
  id,
  errors,
}: {
  id: (field: string) => string;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        id={id("name")}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={LIMITS.name}
        error={errors.name}
      />
      <InputField
        id={id("email")}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.email}
        error={errors.email}
      />
    </div>
  );
}

/** The message box the quote and contact forms end with. */
export function MessageField({
  id,
  error,
  hint,
}: {
  id: (field: string) => string;
  error: string | undefined;
  hint?: string;
}) {
  return (
    <TextAreaField
      id={id("message")}
      name="message"
      label="Message"
      maxLength={LIMITS.message}
      rows={6}
      hint={hint}
      error={error}
    />
  );
}

/**
 * The honeypot (a field people never see or reach, labelled for the rare assistive tool that
 * finds it anyway) and the time the form was first shown. Without JavaScript startedAt stays
 * empty, which the server treats as "not too fast".
 */
function SpamGuards({ idPrefix, startedAt }: { idPrefix: string; startedAt: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
      {/* Filled by the page's beacon when the form is sent (app/lib/beacon.js); empty without JavaScript. */}
      <input type="hidden" name={SOURCE_FIELD} defaultValue="" />
    </>
  );
}

/** A form's primary button: a spinner and aria-busy while the form is being sent. */
export function SubmitButton({
  pending,
  className = "shrink-0 whitespace-nowrap",
  children,
}: {
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={buttonClass("primary", className)}>
      {pending && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      )}
      {children}
    </button>
  );
}

/**
 * A message about the whole form (rate limit, outage); announced when it changes. On a draft's
 * preview in the workspace it says nothing was sent: information, not a fault, so not in red.
 */
function FormNote({ id, note }: { id: string; note: string | null }) {
  const tone =
    note === PREVIEW_NOTE ? "border-ink-200 bg-ink-50 text-ink-800" : "border-red-200 bg-red-50 text-red-800";
  return (
    <div id={id} aria-live="polite" aria-atomic="true">
      {note && <p className={`rounded-xl border px-4 py-3 text-sm font-medium ${tone}`}>{note}</p>}
    </div>
  );
}

function RequiredNote() {
  return <p className="text-sm text-ink-600">All fields are required.</p>;
}

function PrivacyLink({ purpose = "to reply to you" }: { purpose?: string }) {
  const className = "font-semibold text-link underline underline-offset-4 hover:text-link-strong";
  return (
    <p className="text-sm text-ink-600">
      We use your details only {purpose}.{" "}
      {/* A plain link: the forms are islands, React roots of their own without the router, and the
          public pages navigate by documents (docs/decisions/0130-islands.md). */}
      <a href="/privacy" className={className}>
        How we use your details
      </a>
    </p>
  );
}

/**
 * A submission form (quote, contact, application): the form posting to its API path (a plain
 * post without JavaScript), the note that every field is required, the fields, the spam
 * defences, the note about the whole form, and the submit button beside the privacy link.
 */
export function SubmissionForm({
  label,
  submission,
  submitLabel,
  privacyPurpose,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** What useFormSubmission gave the form. */
  submission: {
    /** The prefix of the form's ids (its toast's too). */
    idPrefix: string;
    /** Where it posts without JavaScript; multipart/form-data when it carries a file. */
    action: string;
    multipart: boolean;
    pending: boolean;
    note: string | null;
    startedAt: string;
    formProps: Omit<ComponentProps<"form">, "children">;
  };
  submitLabel: string;
  /** "We use your details only …": what for. */
  privacyPurpose?: string;
  children: ReactNode;
}) {
  const { idPrefix } = submission;
  return (
    <form
      id={`${idPrefix}-form`}
      aria-label={label}
      method="post"
      action={submission.action}
      encType={submission.multipart ? "multipart/form-data" : undefined}
      className="relative grid gap-5"
      {...submission.formProps}
    >
      <RequiredNote />
      {children}
      <SpamGuards idPrefix={idPrefix} startedAt={submission.startedAt} />
      <FormNote id={`${idPrefix}-note`} note={submission.note} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={submission.pending}>{submitLabel}</SubmitButton>
        <PrivacyLink purpose={privacyPurpose} />
      </div>
    </form>
  );
}
