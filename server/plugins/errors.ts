/**
 * One error handler for everything (Fastify's default puts error.message into 5xx bodies).
 * Every error answer is { error, message, requestId } (+ fields on 400); nothing internal
 * (stack, SQL, paths, driver names) ever leaves. A native form post (no JavaScript) is
 * redirected to the page that explains the problem instead.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiError } from "#contracts/api.ts";
import type { FormErrorReason } from "#contracts/api.ts";
import { isDatabaseUnavailable } from "../db";
import { HttpError } from "../lib/errors";
import { formRedirect, isNativeFormPost } from "../intake";

interface Mapped {
  status: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}

const TOO_LARGE = new Set([
  "FST_ERR_CTP_BODY_TOO_LARGE",
  "FST_REQ_FILE_TOO_LARGE",
  "FST_FILES_LIMIT",
  "FST_PARTS_LIMIT",
  "FST_FIELDS_LIMIT",
]);
const UNSUPPORTED = new Set(["FST_ERR_CTP_INVALID_MEDIA_TYPE", "FST_INVALID_MULTIPART_CONTENT_TYPE"]);
const GENERIC: Record<number, [string, string]> = {
  400: ["bad_request", "The request could not be read."],
  403: ["forbidden", "This request is not allowed."],
  404: ["not_found", "Not found."],
  405: ["method_not_allowed", "This method is not allowed here."],
  406: ["not_acceptable", "This request cannot be answered in an acceptable format."],
  408: ["timeout", "The request took too long."],
  409: ["conflict", "The request conflicts with another one in progress."],
  411: ["length_required", "The request needs a Content-Length."],
  413: ["payload_too_large", "The request is too large."],
  415: ["unsupported_media_type", "This content type is not accepted here."],
  422: ["unprocessable", "The request cannot be processed."],
  429: ["rate_limited", "Too many requests. Please wait a little and try again."],
  503: ["unavailable", "The service is briefly unavailable. Please try again in a moment."],
};

export function mapError(err: FastifyError | HttpError | Error): Mapped {
  if (err instanceof HttpError)
    return { status: err.statusCode, error: err.error, message: err.message, fields: err.fields };
  const e = err as FastifyError;
  if (e.code && TOO_LARGE.has(e.code))
    return { status: 413, error: "payload_too_large", message: "The request is too large." };
  if (e.code && UNSUPPORTED.has(e.code))
    return {
      status: 415,
      error: "unsupported_media_type",
      message: "This content type is not accepted here. Send JSON (application/json) or a form.",
    };
  if (e.code === "FST_ERR_CTP_EMPTY_JSON_BODY")
    return { status: 400, error: "bad_request", message: "The request body is empty." };
  if (e.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError)
    return { status: 400, error: "bad_request", message: "The request body is not valid JSON." };
  if (isDatabaseUnavailable(e)) return { status: 503, error: "unavailable", message: GENERIC[503]![1] };
  const status = typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
  if (status === 500)
    return { status, error: "internal", message: "Something went wrong on our side. Please try again." };
  const [error, message] = GENERIC[status] ?? ["bad_request", "The request could not be processed."];
  return { status, error, message };
}

const REASON: Record<number, FormErrorReason> = {
  400: "invalid",
  413: "too-large",
  415: "file-type",
  429: "rate-limited",
};

/**
 * A native post is redirected for what a visitor can fix or wait out; a request no HTML form
 * of ours can make (wrong content type, cross-site, unknown path) gets the JSON answer.
 */
function redirectsNative(m: Mapped): boolean {
  if (m.status === 415) return m.error === "unsupported_file_type";
  return m.status !== 403 && m.status !== 404;
}

export function sendError(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, m: Mapped) {
  if (m.status === 503) reply.header("retry-after", "5");
  // The workspace's API has no HTML form posting to it: its answers are always JSON (an upload included).
  const workspace = request.url.startsWith("/api/admin/");
  if (!workspace && isNativeFormPost(request) && request.method === "POST" && redirectsNative(m)) {
    const reason = REASON[m.status] ?? "unavailable";
    return reply
      .code(303)
      .header("location", formRedirect(app, request, `/form-error/${reason}`))
      .send();
  }
  const body: ApiError = { error: m.error, message: m.message, requestId: request.id };
  if (m.fields) body.fields = m.fields;
  return reply.code(m.status).type("application/json; charset=utf-8").send(JSON.stringify(body));
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      // The connection is gone (the client left, or a too-slow body was cut): nobody to answer.
      if (request.raw.socket?.destroyed) {
        request.log.info({ code: err.code }, "request ended with its connection");
        return;
      }
      const mapped = mapError(err);
      // 503: the database is briefly unreachable; logged once per request, not as a fault of ours.
      if (mapped.status === 503) request.log.warn({ err }, "request failed: service unavailable");
      else if (mapped.status >= 500) request.log.error({ err }, "request failed");
      else
        request.log.info(
          { status: mapped.status, error: mapped.error, code: (err as FastifyError).code },
          "request rejected",
        );
      if (reply.sent || reply.raw.headersSent) return;
      return sendError(app, request, reply, mapped);
    });
  },
  { name: "errors" },
);
