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

/** What every labelled control takes beside its element's own attributes. */
interface Labelled {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

type Ids = Parameters<FieldProps["children"]>[0];

/** The attributes that tie a control to its label, hint and error. */
const wired = ({ id, describedBy, invalid }: Ids, className: string) => ({
  id,
  "aria-describedby": describedBy,
  "aria-invalid": invalid || undefined,
  className,
});

/** A control in its Field: `control` draws the element from the ids and the element's own props. */
function labelled<P extends Labelled & { className?: string }>(
  { label, error, hint, className, ...rest }: P,
  control: (ids: Ids, rest: Omit<P, keyof Labelled | "className">) => ReactNode,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => control(ids, rest)}
    </Field>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> &
  Labelled & {
    /** Given the new text on each change (in place of onChange). */
    onValue?: (value: string) => void;
  };
export const InputField = (props: InputFieldProps) =>
  labelled(props, (ids, { onValue, ...rest }) => (
    <input {...wired(ids, inputClass)} {...rest} onChange={onValue ? (e) => onValue(e.target.value) : rest.onChange} />
  ));

export const TextareaField = (props: TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled) =>
  labelled(props, (ids, rest) => <textarea {...wired(ids, textareaClass)} {...rest} />);

export const SelectField = (props: SelectHTMLAttributes<HTMLSelectElement> & Labelled) =>
  labelled(props, (ids, rest) => <select {...wired(ids, selectClass)} {...rest} />);
