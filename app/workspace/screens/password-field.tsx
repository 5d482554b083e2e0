/**
 * Choosing a password: the rules in plain words, checked as the person types. Length is checked
 * here; strength (common and breached-pattern passwords, the person's own name) is judged by the
 * server's /auth/password-strength, the same judgement that accepts or refuses the password.
 */
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordStrength } from "#contracts/workspace.ts";
import { Check, Circle, Eye, EyeOff } from "lucide-react";
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from "react";
import { api } from "../lib/client";
import { inputClass } from "../ui/field";

const labels = ["Very weak", "Weak", "Fair", "Strong", "Very strong"];
const barTones = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-emerald-600", "bg-emerald-700"];

export const passwordLength = (v: string) => [...v].length;

export function NewPasswordField({
  value,
  onChange,
  userInputs,
  error,
  onVerdict,
}: {
  value: string;
  onChange: (v: string) => void;
  userInputs: string[];
  error?: string;
  onVerdict?: (v: PasswordStrength | null) => void;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  /** The last judgement, tagged with the password it is about (a newer keystroke makes it stale). */
  const [judged, setJudged] = useState<{
    value: string;
    verdict: PasswordStrength | null;
    unavailable: boolean;
  } | null>(null);
  const length = passwordLength(value);
  const longEnough = length >= PASSWORD_MIN && length <= PASSWORD_MAX;
  const inputsKey = userInputs.join("\u0000");
  const tell = useEffectEvent((v: PasswordStrength | null) => onVerdict?.(v));

  useEffect(() => {
    tell(null);
    if (!longEnough) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api.passwordStrength(value, inputsKey.split("\u0000"), controller.signal).then(
        (v) => {
          setJudged({ value, verdict: v, unavailable: false });
          tell(v);
        },
        (err: unknown) => {
          if (controller.signal.aborted || (err instanceof DOMException && err.name === "AbortError")) return;
          setJudged({ value, verdict: null, unavailable: true });
        },
      );
    }, 250);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value, longEnough, inputsKey]);

  const current = longEnough && judged?.value === value ? judged : null;
  const verdict = current?.verdict ?? null;
  const checking = longEnough && !current;
  const unavailable = current?.unavailable ?? false;
  const strongEnough = verdict?.acceptable === true;
  const score = verdict?.score ?? 0;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-[13px] font-medium text-ink-800">
        New password
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          autoComplete="new-password"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-rules ${id}-verdict${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} pr-10`}
          maxLength={PASSWORD_MAX * 2}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-ink-600 hover:text-ink-900"
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          <span className="sr-only">Show the password</span>
        </button>
      </div>
      <div aria-hidden="true" className="grid grid-cols-5 gap-1">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={`h-1 rounded-full ${verdict && i <= score ? barTones[score] : "bg-ink-200"}`} />
        ))}
      </div>
      <ul id={`${id}-rules`} className="space-y-1 text-xs text-ink-700">
        <Rule ok={longEnough}>
          At least {PASSWORD_MIN} characters{length > 0 ? ` (${length} so far)` : ""}
        </Rule>
        <Rule ok={strongEnough}>Hard to guess: not a common password, a keyboard pattern, or your name or e-mail</Rule>
      </ul>
      <div id={`${id}-verdict`} aria-live="polite" className="min-h-4 text-xs">
        {!longEnough ? null : checking ? (
          <span className="text-ink-600">Checking strength…</span>
        ) : verdict ? (
          <span className={verdict.acceptable ? "text-emerald-800" : "text-red-700"}>
            <strong>{labels[score]}.</strong>{" "}
            {verdict.acceptable ? "Good to use." : (verdict.warning ?? "Too easy to guess.")}
            {!verdict.acceptable && verdict.suggestions.length ? ` ${verdict.suggestions.join(" ")}` : ""}
          </span>
        ) : unavailable ? (
          <span className="text-ink-600">
            Strength could not be checked right now; it will be checked when you save.
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Rule({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-start gap-1.5">
      {ok ? (
        <Check className="mt-px size-3.5 shrink-0 text-emerald-700" aria-hidden="true" />
      ) : (
        <Circle className="mt-px size-3.5 shrink-0 text-ink-400" aria-hidden="true" />
      )}
      <span>
        <span className="sr-only">{ok ? "Met: " : "Not yet: "}</span>
        {children}
      </span>
    </li>
  );
}
