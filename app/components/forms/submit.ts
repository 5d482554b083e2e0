/**
 * Sending a form to the API and reading its answer (contracts/api.ts). No React here, and no
 * zod: this module is part of every page that shows a form, so it stays small.
 */
import { IDEMPOTENCY_HEADER, apiUrl, type ApiError } from "#contracts/api.ts";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "#contracts/limits.ts";

export type SubmitOutcome =
  | { ok: true; id: string | null }
  | { ok: false; reason: "validation"; status: number; fields: Record<string, string>; message: string | null }
  | { ok: false; reason: "rate-limited"; status: number; retryAfterSeconds: number | null }
  | { ok: false; reason: "too-large"; status: number }
  | { ok: false; reason: "file-type"; status: number }
  /** 409/422 (idempotency conflicts), 5xx, anything unexpected, or no answer at all. */
  | { ok: false; reason: "unavailable"; status: number | null; error: unknown };

export type SubmitFailure = Exclude<SubmitOutcome, { ok: true }>;

/** A fresh Idempotency-Key. randomUUID needs a secure context; fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Retry-After as seconds (it may be a number of seconds or an HTTP date). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "about 2 minutes", "a few seconds", "about 1 hour". */
export function describeWait(seconds: number | null): string {
  if (seconds === null) return "a few minutes";
  if (seconds < 60) return seconds <= 10 ? "a few seconds" : `about ${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "about a minute" : `about ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "about an hour" : `about ${hours} hours`;
}

/**
 * The JSON body of a text-only form: every field as a string, except startedAt, which is a
 * number when the page set it and absent otherwise.
 */
export function jsonBody(data: FormData): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== "string") continue;
    if (key === STARTED_AT_FIELD) {
      if (/^\d+$/.test(value)) body[key] = Number(value);
      continue;
    }
    body[key] = value;
  }
  if (!(HONEYPOT_FIELD in body)) body[HONEYPOT_FIELD] = "";
  return body;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/**
 * POSTs one submission. A FormData body goes as multipart/form-data (the browser sets the
 * boundary); an object goes as JSON. Never throws: every outcome is a value.
 */
export async function sendForm(
  path: string,
  body: FormData | Record<string, unknown>,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  const headers: Record<string, string> = { Accept: "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey };
  let payload: BodyInit;
  if (body instanceof FormData) payload = body;
  else {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetchImpl(apiUrl(path), { method: "POST", headers, body: payload, credentials: "same-origin" });
  } catch (error) {
    return { ok: false, reason: "unavailable", status: null, error };
  }
  const status = res.status;
  if (res.ok) {
    const data = (await readJson(res)) as { id?: unknown } | null;
    return { ok: true, id: typeof data?.id === "string" ? data.id : null };
  }
  const data = (await readJson(res)) as Partial<ApiError> | null;
  switch (status) {
    case 400:
      return {
        ok: false,
        reason: "validation",
        status,
        fields: data?.fields && typeof data.fields === "object" ? data.fields : {},
        message: typeof data?.message === "string" ? data.message : null,
      };
    case 413:
      return { ok: false, reason: "too-large", status };
    case 415:
      return { ok: false, reason: "file-type", status };
    case 429:
      return {
        ok: false,
        reason: "rate-limited",
        status,
        retryAfterSeconds: parseRetryAfter(res.headers.get("Retry-After")),
      };
    default:
      return {
        ok: false,
        reason: "unavailable",
        status,
        error: new Error(`POST ${path} answered ${status}${data?.error ? ` (${data.error})` : ""}`),
      };
  }
}
