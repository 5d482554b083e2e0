/**
 * The workspace's one way to call /api/admin: same-origin JSON with the session cookie, every
 * failure turned into an ApiFailure the screens can explain (401 sign in again, 403 not allowed,
 * 429 when to retry, 0 the network), and every answer checked against its zod schema from
 * contracts/workspace.ts when one is given.
 */
import type { z } from "zod";

export type FailureKind =
  "network" | "unauthorized" | "forbidden" | "not-found" | "rate-limited" | "validation" | "conflict" | "server";

export class ApiFailure extends Error {
  constructor(
    public readonly kind: FailureKind,
    public readonly status: number,
    message: string,
    public readonly code: string = kind,
    public readonly fields: Record<string, string> = {},
    /** Seconds, from Retry-After on a 429. */
    public readonly retryAfter: number | null = null,
    public readonly requestId: string | null = null,
    /** The answer's `details` (a 409's { by, at }, say), unchecked: a screen parses what it expects. */
    public readonly details: unknown = null,
  ) {
    super(message);
    this.name = "ApiFailure";
  }
}

type Listener = (failure: ApiFailure) => void;
const unauthorizedListeners = new Set<Listener>();
/**
 * The session provider listens here: a 401 anywhere means the session has ended; a 403
 * passkey_required means an admin now requires passkeys and this person has none yet.
 */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  query?: Query;
  schema?: S;
  /** false for the sign-in calls, where a 401 is an answer, not an ended session. */
  session?: boolean;
  signal?: AbortSignal;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function retryText(seconds: number | null): string {
  if (!seconds || seconds <= 0) return "Try again in a moment.";
  if (seconds < 90) return `Try again in ${plural(Math.ceil(seconds), "second")}.`;
  return `Try again in ${plural(Math.ceil(seconds / 60), "minute")}.`;
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - Date.now()) / 1000));
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  fields?: unknown;
  requestId?: unknown;
  details?: unknown;
}

async function failureFrom(res: Response): Promise<ApiFailure> {
  let body: ErrorBody = {};
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy's page, say): the status alone decides.
  }
  const code = typeof body.error === "string" ? body.error : "";
  const serverMessage = typeof body.message === "string" ? body.message : "";
  const fields = body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : {};
  const requestId = typeof body.requestId === "string" ? body.requestId : res.headers.get("x-request-id");
  const retryAfter = parseRetryAfter(res.headers.get("retry-after"));
  const s = res.status;
  if (s === 401)
    return new ApiFailure(
      "unauthorized",
      s,
      serverMessage || "Your session has ended. Sign in again.",
      code || "unauthorized",
      fields,
      null,
      requestId,
    );
  if (s === 403)
    return new ApiFailure(
      "forbidden",
      s,
      serverMessage || "Your account is not allowed to do this. Ask an admin if you need it.",
      code || "forbidden",
      fields,
      null,
      requestId,
    );
  if (s === 404)
    return new ApiFailure(
      "not-found",
      s,
      serverMessage || "This item does not exist any more.",
      code || "not_found",
      fields,
      null,
      requestId,
    );
  if (s === 429)
    return new ApiFailure(
      "rate-limited",
      s,
      `${serverMessage || "Too many attempts."} ${retryText(retryAfter)}`.trim(),
      code || "rate_limited",
      fields,
      retryAfter,
      requestId,
    );
  if (s === 400 || s === 422)
    return new ApiFailure(
      "validation",
      s,
      serverMessage || "Some fields need attention.",
      code || "validation",
      fields,
      null,
      requestId,
    );
  if (s === 409)
    return new ApiFailure(
      "conflict",
      s,
      serverMessage || "Someone else changed this first. Reload to see the latest.",
      code || "conflict",
      fields,
      null,
      requestId,
      body.details ?? null,
    );
  return new ApiFailure(
    "server",
    s,
    `${serverMessage || "The server could not do this."}${requestId ? ` (reference ${requestId})` : ""} Nothing you typed was lost; try again.`,
    code || "server",
    fields,
    null,
    requestId,
  );
}

export async function request<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const { method = "GET", query, schema, session = true, signal } = options;
  // Changes always carry a JSON body (`{}` when there is nothing to say): one content type to accept.
  // A FormData body (an upload) goes as multipart, its boundary set by the browser.
  const body = options.body === undefined && method !== "GET" ? {} : options.body;
  const form = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(withQuery(path, query), {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body !== undefined && !form ? { "content-type": "application/json" } : {}),
      },
      body: form ? body : body !== undefined ? JSON.stringify(body) : undefined,
      signal,
      cache: "no-store",
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiFailure(
      "network",
      0,
      "The server could not be reached. Check the connection; what you typed is still here.",
    );
  }
  if (!res.ok) {
    const failure = await failureFrom(res);
    if ((failure.kind === "unauthorized" || failure.code === "passkey_required") && session)
      for (const l of unauthorizedListeners) l(failure);
    throw failure;
  }
  if (res.status === 204) return undefined as never;
  const type = res.headers.get("content-type") ?? "";
  const data: unknown = type.includes("application/json") ? await res.json() : await res.text();
  if (!schema) return data as never;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error("workspace: unexpected answer shape", path, parsed.error.issues.slice(0, 3));
    throw new ApiFailure(
      "server",
      res.status,
      "The server answered in a shape this page does not understand. Reload the page; if it persists, tell an admin.",
    );
  }
  return parsed.data as never;
}
