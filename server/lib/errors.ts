/**
 * Errors the API answers with. Every error body is { error, message, requestId } (plus
 * `fields` for 400); see plugins/errors.ts for how anything else is mapped.
 */
import type { z } from "zod";
import { serviceErrorStatus, type ServiceErrorCode } from "#contracts/errors.ts";

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    /** Machine-readable, stable: "validation", "payload_too_large", ... */
    public readonly error: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * What a service (staff accounts, the inbox, content, tokens, destinations) throws when it refuses
 * something: a code of contracts/errors.ts, a message for the person, and the fields at fault.
 * The services know nothing of HTTP; `httpErrorOf` makes the answer.
 */
export class ServiceError<C extends ServiceErrorCode = ServiceErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly fields?: Record<string, string>,
    /** For rate_limited: when to try again. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Runs a service call, its refusals turned into the HTTP answers they stand for (the workspace's routes). */
export async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw httpErrorOf(err);
  }
}

/** A service's refusal as the HTTP answer it stands for; anything else unchanged. */
export function httpErrorOf(err: unknown): unknown {
  if (err instanceof ServiceError)
    return new HttpError(serviceErrorStatus[err.code as ServiceErrorCode], err.code, err.message, err.fields);
  return err;
}

export const tooLarge = (message = "The request is too large.") => new HttpError(413, "payload_too_large", message);
export const unsupported = (message: string) => new HttpError(415, "unsupported_media_type", message);
export const notFound = (message = "Not found.") => new HttpError(404, "not_found", message);

export class ValidationError extends HttpError {
  constructor(fields: Record<string, string>, message = "Some fields need attention.") {
    super(400, "validation", message, fields);
    this.name = "ValidationError";
  }
}

/** One message per field, in the order the schema reports them; unknown fields named too. */
export function fieldsFromZod(error: z.ZodError): { fields: Record<string, string>; root: string | null } {
  const fields: Record<string, string> = {};
  let root: string | null = null;
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= "Unknown field.";
      continue;
    }
    const key = issue.path[0];
    if (key === undefined) {
      root ??= issue.code === "invalid_type" ? "Send the form fields as one object." : issue.message;
      continue;
    }
    fields[String(key)] ??= issue.message;
  }
  return { fields, root };
}

export function validationErrorFromZod(error: z.ZodError): ValidationError {
  const { fields, root } = fieldsFromZod(error);
  return new ValidationError(fields, root ?? "Some fields need attention.");
}
