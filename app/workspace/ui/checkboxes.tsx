/** A group of checkboxes choosing several values, with its legend and one error for the group. */
export function Checkboxes<V extends string>({
  legend,
  name,
  options,
  value,
  onValue,
  error,
}: {
  legend: string;
  name: string;
  options: { value: V; label: string; hint?: string }[];
  value: V[];
  onValue: (v: V[]) => void;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-[13px] font-medium text-ink-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-start gap-2.5 text-[13px] text-ink-900">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand-600"
              checked={value.includes(o.value)}
              onChange={(e) => onValue(e.target.checked ? [...value, o.value] : value.filter((x) => x !== o.value))}
            />
            <span>
              {o.label}
              {o.hint ? <span className="block text-xs text-ink-600">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
