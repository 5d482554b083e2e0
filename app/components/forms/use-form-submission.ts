/**
 * The behaviour every form shares (docs/product.md "Forms" and "Messages"):
 * once JavaScript runs the browser's bubbles are off (noValidate) and every rule shows as the
 * same inline message under its field: the HTML constraints first (required, type, length),
 * then the shared zod schema, loaded lazily so zod
 * is not part of the page's initial JavaScript; then the POST with an Idempotency-Key, a
 * pending toast, and a success toast with a reset, or a failure toast that keeps every entry.
 *
 * The form itself stays a plain HTML form (method="post", action = the API path), so it
 * also works before or without JavaScript.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { FORM_MESSAGES, FORM_TOAST_DURATION, toast } from "#app/lib/toast.ts";
import { API_PATHS } from "#contracts/api.ts";
import { PREVIEW_ATTRIBUTE, PREVIEW_NOTE } from "#contracts/preview.ts";
import { describeWait, jsonBody, newIdempotencyKey, sendForm, type SubmitFailure } from "./submit";

/** The part of a zod schema the forms use (a type only: zod itself is loaded on demand). */
export interface SafeParser {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type FieldErrors = Record<string, string>;

/**
 * The three submission forms: where each posts, how, and its visible fields in form order (the
 * first invalid one receives focus). The schema of each is contracts/'s, loaded on demand.
 */
const submissionForms: Record<
  "quote" | "contact" | "application",
  { path: string; encoding: "json" | "multipart"; fields: readonly string[] }
> = {
  quote: { path: API_PATHS.quote, encoding: "json", fields: ["name", "email", "services", "message"] },
  contact: { path: API_PATHS.contact, encoding: "json", fields: ["name", "email", "subject", "message"] },
  application: {
    path: API_PATHS.application,
    encoding: "multipart",
    fields: ["fullName", "email", "phone", "experienceYears", "address", "lastCompany", "resume"],
  },
};

export interface FormSubmissionOptions {
  kind: keyof typeof submissionForms;
  /** The form's id prefix: one toast per form instance (pending, then success or failure, replace each other). */
  idPrefix: string;
  /** Checks the schema cannot make (files) and normalises values; returns field errors. */
  prepare?: (data: FormData) => FieldErrors;
  /** Turns a 413/415 answer into a message, optionally on one field. */
  describeFailure?: (failure: SubmitFailure) => { field?: string; message: string } | null;
  onSuccess?: () => void;
}

const loadSchema = (kind: FormSubmissionOptions["kind"]): Promise<SafeParser> =>
  import("./schemas").then((m) => m.formSchemas[kind]);

function schemaErrors(schema: SafeParser, data: FormData, fields: readonly string[]): FieldErrors {
  const values: Record<string, string> = {};
  for (const [k, v] of data.entries()) if (typeof v === "string") values[k] = v;
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (fields.includes(key) && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The HTML constraints (required, type=email, maxLength...) as inline messages. File inputs are
 * left to the form's prepare(), which checks presence, type and size with its own wording. */
function constraintErrors(form: HTMLFormElement, fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of fields) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement && el.type === "file") continue;
    if (
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) &&
      !el.validity.valid
    ) {
      errors[name] = el.validity.valueMissing
        ? "This field is required."
        : el.validationMessage || "Please check this field.";
    }
  }
  return errors;
}

function focusFirstInvalid(form: HTMLFormElement, fields: readonly string[], errors: FieldErrors) {
  const first = fields.find((f) => errors[f]);
  const el = first ? form.elements.namedItem(first) : null;
  if (el instanceof HTMLElement) el.focus();
}

export function useFormSubmission(options: FormSubmissionOptions) {
  // The latest options, for the stable handlers below (updated after each render, before any event).
  const opts = useRef(options);
  useLayoutEffect(() => {
    opts.current = options;
  });

  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState<string | null>(null);
  // Empty in the prerendered HTML (a no-JavaScript post sends no time); set once hydrated.
  const [startedAt, setStartedAt] = useState("");
  const busy = useRef(false);
  const key = useRef<string | null>(null);
  const schemaRequested = useRef(false);

  // The prerendered HTML must carry an empty value, so the time can only be set after hydration.
  // A form is an island whose code loads on first use (app/islands): it counts from when its page
  // started loading, not from when its code arrived.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one update, once, after hydration
  useEffect(() => setStartedAt(String(Math.round(performance.timeOrigin) || Date.now())), []);

  /** Starts loading the schema when the visitor first reaches the form, so submit does not wait. */
  const onFocus = useCallback((_e: FocusEvent<HTMLFormElement>) => {
    if (schemaRequested.current) return;
    schemaRequested.current = true;
    loadSchema(opts.current.kind).catch(() => {});
  }, []);

  /** Any edit makes it a different submission: new Idempotency-Key, and that field's error goes. */
  const onInput = useCallback((e: FormEvent<HTMLFormElement>) => {
    key.current = null;
    const name = (e.target as HTMLInputElement).name;
    if (name)
      setErrors((prev) => (prev[name] ? Object.fromEntries(Object.entries(prev).filter(([k]) => k !== name)) : prev));
  }, []);

  /** A new Idempotency-Key for the next send (e.g. the listing applied for changed). */
  const renewKey = useCallback(() => void (key.current = null), []);

  const onSubmit = useCallback(async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    const o = { ...opts.current, ...submissionForms[opts.current.kind], toastId: `${opts.current.idPrefix}-form` };
    const form = e.currentTarget;
    busy.current = true;
    setPending(true);
    try {
      const data = new FormData(form);
      // The schema's wording wins over the browser's; the file checks of prepare() win over both.
      const prepared = o.prepare?.(data) ?? {};
      let found: FieldErrors = { ...constraintErrors(form, o.fields), ...prepared };
      try {
        found = {
          ...constraintErrors(form, o.fields),
          ...schemaErrors(await loadSchema(o.kind), data, o.fields),
          ...prepared,
        };
      } catch {
        // The schema chunk did not load (offline, or a new deployment): the server validates anyway.
      }
      if (Object.keys(found).length) {
        setErrors(found);
        setNote(null);
        focusFirstInvalid(form, o.fields, found);
        return;
      }

      setErrors({});
      // A draft's preview in the workspace (server/workspace/preview.ts markPreview): a
      // recruiter trying its form must not file a real application or lead.
      if (document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE)) {
        setNote(PREVIEW_NOTE);
        return;
      }
      setNote(null);
      toast.loading(FORM_MESSAGES.pending, { id: o.toastId });
      key.current ??= newIdempotencyKey();
      const outcome = await sendForm(o.path, o.encoding === "json" ? jsonBody(data) : data, key.current);

      if (outcome.ok) {
        toast.success(FORM_MESSAGES.success, { id: o.toastId, duration: FORM_TOAST_DURATION });
        form.reset();
        key.current = null;
        setStartedAt(String(Date.now()));
        o.onSuccess?.();
        return;
      }

      toast.error(FORM_MESSAGES.failure, { id: o.toastId, duration: FORM_TOAST_DURATION });
      console.error(
        `Form submission to ${o.path} failed (${outcome.reason}, status ${outcome.status ?? "none"})`,
        outcome,
      );
      if (outcome.status === 422) key.current = null;

      const custom = o.describeFailure?.(outcome);
      if (custom?.field) {
        setErrors({ [custom.field]: custom.message });
        focusFirstInvalid(form, o.fields, { [custom.field]: custom.message });
      } else if (custom) {
        setNote(custom.message);
      } else if (outcome.reason === "validation") {
        const shown = Object.fromEntries(Object.entries(outcome.fields).filter(([k]) => o.fields.includes(k)));
        setErrors(shown);
        focusFirstInvalid(form, o.fields, shown);
        setNote(
          Object.keys(shown).length
            ? "Please correct the highlighted fields and send the form again."
            : (outcome.message ?? "Some details were not accepted. Please check the form and try again."),
        );
      } else if (outcome.reason === "rate-limited") {
        setNote(
          `We have received several forms from your connection in a short time. Please wait ${describeWait(outcome.retryAfterSeconds)} and try again.`,
        );
      } else if (outcome.reason === "too-large") {
        setNote("The form is too large to send. Please shorten your message and try again.");
      } else {
        setNote("Your message was not sent. Everything you entered is still here, so you can try again in a moment.");
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  // Before hydration the browser validates (and a no-JavaScript post still gets its checks);
  // once hydrated, the form's own inline messages take over.
  const { path, encoding } = submissionForms[options.kind];
  return {
    pending,
    errors,
    note,
    startedAt,
    renewKey,
    idPrefix: options.idPrefix,
    /** Where the form posts without JavaScript, and whether it carries a file. */
    action: path,
    multipart: encoding === "multipart",
    formProps: { onSubmit, onInput, onFocus, noValidate: startedAt !== "" },
  };
}
