/**
 * Certificate verification (docs/product.md "Forms" and "Messages"): a real
 * lookup, GET /api/certificates/:id. The button reads 'Verifying...' and stays disabled for at
 * least 1000 ms and until the answer arrives. A link with ?id=... verifies on load, and a
 * manual check writes ?id=... into the address so the result can be shared.
 */
import { PREVIEW_ATTRIBUTE, PREVIEW_NOTE } from "#contracts/preview.ts";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from "react";
import { API_PATHS, apiUrl } from "#contracts/api.ts";
import type { CertificateNotValid, CertificateResult } from "#contracts/certificate.ts";
import { CERTIFICATE_ID_PATTERN, LIMITS } from "#contracts/limits.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { controlClass, FieldFrame, SubmitButton } from "./field";
import { describeWait, parseRetryAfter } from "./submit";
import * as paths from "#content/paths.ts";

/** docs/product.md "Constants": the check takes at least this long, so the answer never flickers. */
export const VERIFY_MIN_MS = 1000;

export type Verification =
  | { state: "valid"; certificate: CertificateResult }
  | { state: "invalid"; id: string }
  | { state: "not-valid"; id: string; status: CertificateNotValid["status"]; date: string }
  | { state: "error"; message: string };

export const CERTIFICATE_MESSAGES = {
  valid: "Certificate Successfully Verified",
  invalid: "Invalid Certificate ID",
  notValid: "Certificate Not Valid",
  error: "We could not check this certificate right now. Please try again.",
  /** Under the field, for a check asked with an empty field (once the form's code runs; before, the browser's own). */
  required: "Certificate ID is required.",
} as const;

/*
 * The answers are checked without zod, which this page does not otherwise load (a lazy import of
 * the schemas would add the dynamic-import helper and take the page over its JavaScript budget).
 * The checks are keyed by the schemas' inferred types (contracts/certificate.ts), so a field or a
 * status added there or taken away fails to compile here.
 */
const isText = (v: unknown) => typeof v === "string";
const resultChecks: { [K in keyof CertificateResult]-?: (v: unknown) => boolean } = {
  id: isText,
  holderName: isText,
  programme: isText,
  issuedOn: isText,
  // An answer without validUntil has no expiry date.
  validUntil: (v) => v === null || v === undefined || isText(v),
};
const notValidStatuses: Record<CertificateNotValid["status"], true> = {
  revoked: true,
  expired: true,
  not_yet_valid: true,
};

function isCertificate(x: unknown): x is CertificateResult {
  if (!x || typeof x !== "object") return false;
  const c = x as Record<string, unknown>;
  return Object.entries(resultChecks).every(([k, ok]) => ok(c[k]));
}

function isNotValid(x: unknown): x is Pick<CertificateNotValid, "id" | "status" | "date"> {
  if (!x || typeof x !== "object") return false;
  const b = x as Record<string, unknown>;
  return isText(b.id) && isText(b.date) && isText(b.status) && Object.hasOwn(notValidStatuses, b.status as string);
}

/** One lookup; never throws. Only a 404 means "invalid": anything else is "could not check". */
export async function lookupCertificate(id: string, fetchImpl: typeof fetch = fetch): Promise<Verification> {
  // An ID that cannot exist is answered here (the server would say "not found" too); this also
  // keeps IDs such as ".." from turning into another URL.
  if (!CERTIFICATE_ID_PATTERN.test(id) || id.length > LIMITS.certificateId) return { state: "invalid", id };
  let res: Response;
  try {
    res = await fetchImpl(apiUrl(`${API_PATHS.certificate}/${encodeURIComponent(id)}`), {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch (error) {
    console.error("Certificate lookup failed: no answer from the server", error);
    return { state: "error", message: CERTIFICATE_MESSAGES.error };
  }
  if (res.status === 404) return { state: "invalid", id };
  // 410: a certificate we issued that does not verify today, with the reason and its date.
  if (res.status === 410) {
    const b: unknown = await res.json().catch(() => null);
    if (isNotValid(b)) return { state: "not-valid", id: b.id, status: b.status, date: b.date };
  }
  if (res.status === 429) {
    const wait = describeWait(parseRetryAfter(res.headers.get("Retry-After")));
    return {
      state: "error",
      message: `Too many checks from your connection in a short time. Please wait ${wait} and try again.`,
    };
  }
  if (res.ok) {
    const body: unknown = await res.json().catch(() => null);
    if (isCertificate(body)) return { state: "valid", certificate: { ...body, validUntil: body.validUntil ?? null } };
  }
  console.error(`Certificate lookup failed: status ${res.status}`);
  return { state: "error", message: CERTIFICATE_MESSAGES.error };
}

/** "2025-06-30" -> "30 June 2025"; other date strings are formatted if parseable, else shown as given. */
export function formatDate(value: string): string {
  const fmt = (d: Date, timeZone?: string) =>
    new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone }).format(d);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return fmt(new Date(`${value}T00:00:00Z`), "UTC");
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : fmt(new Date(t));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function CertificateForm({ idPrefix = "certificate" }: { idPrefix?: string }) {
  const [value, setValue] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Verification | null>(null);
  const [missing, setMissing] = useState(false);
  // Once this code runs, the message under the field replaces the browser's bubble (as on every form).
  const [started, setStarted] = useState(false);
  const busy = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const verify = async (raw: string) => {
    const id = raw.trim();
    if (!id || busy.current) return;
    // A draft's preview in the workspace (contracts/preview.ts): its forms send nothing, this one too.
    if (document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE)) {
      setResult({ state: "error", message: PREVIEW_NOTE });
      return;
    }
    busy.current = true;
    setPending(true);
    setResult(null);
    try {
      const [outcome] = await Promise.all([lookupCertificate(id), delay(VERIFY_MIN_MS)]);
      setResult(outcome);
      // Make the address shareable: /career/verify-certificate?id=...
      const url = new URL(window.location.href);
      url.searchParams.set("id", id);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  // A shared link (?id=...) fills the field and verifies once the page is interactive: once, on
  // mount. The check itself is an effect event, so it always sees the current state. Without a
  // link, what the visitor typed before the form's code arrived (the field is in the page's HTML)
  // becomes the field's state, so the next render does not empty it.
  const verifyLinked = useEffectEvent((id: string) => {
    setValue(id);
    void verify(id);
  });
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("id")?.trim();
    const typed = input.current?.value ?? "";
    // The query string exists only in the browser (the page is prerendered without it).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one update, once, after hydration
    setStarted(true);
    if (id) verifyLinked(id.slice(0, LIMITS.certificateId));
    else if (typed) setValue(typed);
  }, []);

  // The field as it is now: a submit replayed right after the start can come before the state.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = input.current?.value ?? value;
    if (!typed.trim()) {
      // An answer about an ID no longer in the field would read as this check's.
      setResult(null);
      setMissing(true);
      input.current?.focus();
      return;
    }
    void verify(typed);
  };

  const inputId = `${idPrefix}-id`;
  return (
    <div>
      <form
        method="get"
        action={paths.verifyCertificate}
        onSubmit={onSubmit}
        noValidate={started}
        aria-label="Verify a certificate"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FieldFrame
          id={inputId}
          label="Certificate ID"
          hint="You will find the ID printed on the certificate, for example 12345."
          error={missing ? CERTIFICATE_MESSAGES.required : undefined}
          className="flex-1"
        >
          {(describedBy) => (
            <input
              id={inputId}
              name="id"
              type="text"
              required
              maxLength={LIMITS.certificateId}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              ref={input}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                if (e.target.value.trim()) setMissing(false);
              }}
              aria-invalid={missing ? true : undefined}
              aria-describedby={describedBy}
              className={`${controlClass} font-mono tracking-wide`}
            />
          )}
        </FieldFrame>
        <SubmitButton pending={pending} className="sm:mt-[1.625rem] sm:min-w-52">
          {pending ? "Verifying..." : "Verify Certificate"}
        </SubmitButton>
      </form>
      <noscript>
        <p className="mt-4 rounded-xl bg-accent-300 px-4 py-3 text-sm text-ink-900">
          Checking a certificate needs JavaScript. If it is turned off, e-mail the certificate ID to our careers team
          and we will confirm it for you.
        </p>
      </noscript>
      <div aria-live="polite" className="mt-8">
        {result && <VerificationResult result={result} />}
      </div>
    </div>
  );
}

/** Why a certificate we issued does not verify, in plain words. */
export function notValidReason(status: CertificateNotValid["status"], date: string): string {
  if (status === "revoked") return `This certificate was revoked on ${formatDate(date)}. It is no longer valid.`;
  if (status === "expired") return `This certificate expired: it was valid until ${formatDate(date)}.`;
  return `This certificate is not valid until ${formatDate(date)}.`;
}

/** The address of this check (the page writes ?id=... into it), to send to someone else. */
function ShareLink() {
  const href = typeof window === "undefined" ? "" : window.location.href;
  return (
    <p className="mt-6 text-sm text-ink-900">
      Share this check:{" "}
      <a href={href} className="font-mono break-all text-link underline underline-offset-4">
        {href}
      </a>
    </p>
  );
}

/** The three ways a check can end, as the panel shows them. */
const tones = {
  valid: {
    box: "border-emerald-200 bg-emerald-50",
    badge: "bg-emerald-600 text-white",
    title: "text-emerald-900",
    icon: <Icon name="CircleCheck" className="size-7" />,
  },
  refused: {
    box: "border-red-200 bg-red-50",
    badge: "bg-red-600 text-white",
    title: "text-red-900",
    icon: <Icon name="CircleX" className="size-7" />,
  },
  unavailable: {
    box: "border-accent-400 bg-[#fff6e0]",
    badge: "bg-accent-500 text-ink-950",
    title: "text-ink-950",
    icon: <Icon name="TriangleAlert" className="size-6" />,
  },
};

function ResultPanel({ tone, title, children }: { tone: keyof typeof tones; title: string; children: ReactNode }) {
  const t = tones[tone];
  return (
    <div className={`theme-light rounded-2xl border ${t.box} p-6 sm:p-8`}>
      <div className="flex items-center gap-3">
        <span className={`grid size-12 shrink-0 place-items-center rounded-full ${t.badge}`}>{t.icon}</span>
        <h3 className={`text-xl font-bold ${t.title}`}>{title}</h3>
      </div>
      {children}
    </div>
  );
}

function VerificationResult({ result }: { result: Verification }) {
  if (result.state === "valid") {
    const c = result.certificate;
    const rows = [
      { label: "Certificate ID", value: c.id },
      { label: "Holder", value: c.holderName },
      { label: "Programme", value: c.programme },
      { label: "Issued on", value: formatDate(c.issuedOn) },
      { label: "Valid until", value: c.validUntil ? formatDate(c.validUntil) : "No expiry date" },
    ];
    return (
      <ResultPanel tone="valid" title={CERTIFICATE_MESSAGES.valid}>
        <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {rows.map((r) => (
            <div key={r.label}>
              <dt className="text-sm text-emerald-900">{r.label}</dt>
              <dd className="font-semibold break-words text-ink-950">{r.value}</dd>
            </div>
          ))}
        </dl>
        <ShareLink />
      </ResultPanel>
    );
  }
  if (result.state === "not-valid") {
    return (
      <ResultPanel tone="refused" title={CERTIFICATE_MESSAGES.notValid}>
        <p className="mt-4 break-words text-red-950">
          <strong className="font-mono">{result.id}</strong> is a certificate issued by us, but it does not verify
          today. {notValidReason(result.status, result.date)}
        </p>
        <ShareLink />
      </ResultPanel>
    );
  }
  if (result.state === "invalid") {
    return (
      <ResultPanel tone="refused" title={CERTIFICATE_MESSAGES.invalid}>
        <p className="mt-4 break-words text-red-950">
          We hold no valid certificate with the ID <strong className="font-mono">{result.id}</strong>. Please check the
          ID for typing mistakes.
        </p>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel tone="unavailable" title="Verification unavailable">
      <p className="mt-4 text-ink-900">{result.message}</p>
    </ResultPanel>
  );
}
