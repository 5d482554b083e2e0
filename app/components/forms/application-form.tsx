/**
 * The job application (docs/product.md "Forms"): seven required
 * fields, the résumé as a file part, sent as multipart/form-data to /api/applications.
 * Used in the careers dialog and inline on each listing page.
 */
import { useEffect, useState, type ChangeEvent } from "react";
import { LIMITS, PHONE_PATTERN, RESUME_ACCEPT, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from "#contracts/limits.ts";
import { FieldFrame, InputField, SubmissionForm, controlClass } from "./field";
import type { SubmitFailure } from "./submit";
import { useFormSubmission, type FieldErrors } from "./use-form-submission";

const maxMb = RESUME_MAX_BYTES / (1024 * 1024);

export const RESUME_MESSAGES = {
  missing: "Upload your résumé or CV.",
  type: "Upload your résumé as a PDF, DOC or DOCX file.",
  size: `Your résumé is larger than ${maxMb} MB. Please upload a smaller file.`,
  empty: "That file is empty. Please choose your résumé again.",
} as const;

/** The checks the browser can make before sending; the server still judges the file by its content. */
export function checkResume(file: File | null | undefined): string | null {
  if (!file || !file.name) return RESUME_MESSAGES.missing;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return RESUME_MESSAGES.type;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  return null;
}

function prepare(data: FormData): FieldErrors {
  const years = data.get("experienceYears");
  // A number input may hold "3.50" or "1e1"; the API expects plain "3.5" and "10".
  if (typeof years === "string" && years.trim() !== "" && Number.isFinite(Number(years))) {
    data.set("experienceYears", String(Number(years)));
  }
  const file = data.get("resume");
  const problem = checkResume(file instanceof File ? file : null);
  return problem ? { resume: problem } : {};
}

function describeFailure(failure: SubmitFailure) {
  if (failure.reason === "too-large") return { field: "resume", message: RESUME_MESSAGES.size };
  if (failure.reason === "file-type")
    return {
      field: "resume",
      message:
        "We could not read that file as a PDF, DOC or DOCX document. Please upload your résumé in one of those formats.",
    };
  return null;
}

export interface ApplyTarget {
  id: string;
  title: string;
}

export function ApplicationForm({
  listing,
  idPrefix = "apply",
  onSuccess,
}: {
  listing: ApplyTarget;
  idPrefix?: string;
  onSuccess?: () => void;
}) {
  const [fileError, setFileError] = useState<string | null>(null);
  const submission = useFormSubmission({
    kind: "application",
    idPrefix,
    prepare,
    describeFailure,
    onSuccess: () => {
      setFileError(null);
      onSuccess?.();
    },
  });
  const { errors, renewKey } = submission;
  // Applying for another listing is another submission.
  useEffect(() => renewKey(), [listing.id, renewKey]);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const problem = input.files?.length ? checkResume(input.files[0]) : null;
    input.setCustomValidity(problem ?? "");
    setFileError(problem);
  };

  const id = (f: string) => `${idPrefix}-${f}`;
  const resumeError = fileError ?? errors.resume;
  return (
    <SubmissionForm
      label={`Apply for ${listing.title}`}
      submission={submission}
      submitLabel="Submit Application"
      privacyPurpose="to assess your application"
    >
      <input type="hidden" name="listingId" value={listing.id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={id("fullName")}
          name="fullName"
          label="Full Name"
          autoComplete="name"
          maxLength={LIMITS.name}
          error={errors.fullName}
        />
        <InputField
          id={id("email")}
          name="email"
          type="email"
          label="Email Address"
          autoComplete="email"
          inputMode="email"
          maxLength={LIMITS.email}
          error={errors.email}
        />
        <InputField
          id={id("phone")}
          name="phone"
          type="tel"
          label="Phone Number"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          pattern={PHONE_PATTERN}
          title="Digits, spaces, hyphens or brackets, with an optional leading +"
          hint="With country code, e.g. +91 98765 43210."
          error={errors.phone}
        />
        <InputField
          id={id("experienceYears")}
          name="experienceYears"
          type="number"
          label="Years of Experience"
          inputMode="decimal"
          min={0}
          max={LIMITS.experienceYears}
          // One decimal, as the API accepts (contracts/application.ts): 2.3 is as valid here as there.
          step={0.1}
          hint="Enter 0 if you are a student or a recent graduate."
          error={errors.experienceYears}
        />
      </div>
      <InputField
        id={id("address")}
        name="address"
        label="Address"
        autoComplete="address-line1"
        maxLength={LIMITS.address}
        error={errors.address}
      />
      <InputField
        id={id("lastCompany")}
        name="lastCompany"
        label="Last Company"
        autoComplete="organization"
        maxLength={LIMITS.company}
        hint="If this would be your first role, enter your college or university."
        error={errors.lastCompany}
      />
      <FieldFrame
        id={id("resume")}
        label="Upload Resume/CV"
        hint={`PDF, DOC or DOCX, up to ${maxMb} MB.`}
        error={resumeError}
      >
        {(describedBy) => (
          <input
            id={id("resume")}
            name="resume"
            type="file"
            required
            accept={RESUME_ACCEPT}
            onChange={onFile}
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClass} cursor-pointer py-2.5 file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-link-strong hover:file:bg-brand-100`}
          />
        )}
      </FieldFrame>
    </SubmissionForm>
  );
}
