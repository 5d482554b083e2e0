import { useState, type FormEvent, type ReactNode } from "react";
import { ApiFailure } from "../lib/api";
import { Button, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";
import { FailureAlert } from "./feedback";

/**
 * The state of a form that sends one request: busy while it runs, the server's messages under
 * their fields (a 400 that names fields), any other failure above the form.
 */
export function useFormSubmit() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setErrors({});
    } catch (err) {
      if (err instanceof ApiFailure && err.kind === "validation" && Object.keys(err.fields).length)
        setErrors(err.fields);
      else setFailure(err);
    } finally {
      setBusy(false);
    }
  }
  function reset() {
    setErrors({});
    setFailure(null);
  }
  return { errors, setErrors, failure, busy, run, reset };
}

/**
 * A dialog around one form: the failure above the fields, Cancel and the submit button below.
 * Once `done` is given (what the form created), the dialog shows it instead, under `doneTitle`.
 * `cancelDisabled` holds Cancel while a request runs that must not be left (its answer closes the dialog).
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  description,
  submitLabel,
  submitVariant = "primary",
  busy,
  cancelDisabled,
  failure,
  onSubmit,
  done,
  doneTitle,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  busy: boolean;
  cancelDisabled?: boolean;
  failure: unknown;
  onSubmit: (e: FormEvent) => void;
  done?: ReactNode;
  doneTitle?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={done ? (doneTitle ?? title) : title}
      description={done ? undefined : description}
    >
      {done ? (
        <div className="space-y-3">{done}</div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {failure ? <FailureAlert error={failure} /> : null}
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button onClick={onClose} disabled={cancelDisabled}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} busy={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
