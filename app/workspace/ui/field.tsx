import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

const control =
  "block w-full rounded-md border border-ink-300 bg-surface px-3 text-sm text-ink-900 shadow-xs placeholder:text-ink-500 hover:border-ink-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-[invalid=true]:border-red-700 disabled:bg-ink-50 disabled:text-ink-500";

export const inputClass = `${control} h-9`;
export const selectClass = `${control} h-9 pr-8`;
export const textareaClass = `${control} py-2 leading-relaxed`;

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** A label, the control, a hint and the error, wired together with ids. */
export function Field({ label, error, hint, children, className = "" }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-[13px] font-medium text-ink-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <div id={hintId} className="text-xs text-ink-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Given the new text on each change (in place of onChange). */
  onValue?: (value: string) => void;
};
export function InputField({ label, error, hint, className, onValue, ...rest }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass}
          {...rest}
          onChange={onValue ? (e) => onValue(e.target.value) : rest.onChange}
        />
      )}
    </Field>
  );
}

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};
export function TextareaField({ label, error, hint, className, ...rest }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={textareaClass}
          {...rest}
        />
      )}
    </Field>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};
export function SelectField({ label, error, hint, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={selectClass}
          {...rest}
        />
      )}
    </Field>
  );
}
