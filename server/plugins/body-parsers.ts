/**
 * Request bodies: JSON, and application/x-www-form-urlencoded for forms posted without
 * JavaScript (multipart comes from @fastify/multipart). Fastify's text/plain parser is removed
 * (it lets other sites post "simple" requests to a JSON API), and each route declares the
 * types it takes (config.accepts); anything else is a 415 before the body is read.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { unsupported } from "../lib/errors";

export type BodyType = "json" | "form" | "multipart";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Content types the route takes; others get 415. */
    accepts?: BodyType[];
  }
}

export function bodyTypeOf(contentType: string | undefined): BodyType | null {
  const essence = String(contentType ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (essence === "application/json") return "json";
  if (essence === "application/x-www-form-urlencoded") return "form";
  if (essence === "multipart/form-data") return "multipart";
  return null;
}

/** Form fields as strings; a repeated field becomes an array (and then fails validation). */
export function parseUrlEncoded(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [k, v] of new URLSearchParams(body)) {
    const prev = out[k];
    if (prev === undefined) out[k] = v;
    else out[k] = Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

const DESCRIBE: Record<BodyType, string> = {
  json: "JSON (application/json)",
  form: "a form",
  multipart: "multipart/form-data",
};

export default fp(
  async function bodyParsers(app: FastifyInstance) {
    const bodyLimit = app.config.bodyLimitBytes;
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit },
      app.getDefaultJsonParser("error", "error"),
    );
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit },
      (_req, body, done) => {
        done(null, parseUrlEncoded(body as string));
      },
    );

    app.addHook("onRequest", async (request) => {
      const accepts = request.routeOptions.config?.accepts;
      if (!accepts) return;
      const type = bodyTypeOf(request.headers["content-type"]);
      if (type === null || !accepts.includes(type)) {
        throw unsupported(`This endpoint accepts ${accepts.map((a) => DESCRIBE[a]).join(" or ")}.`);
      }
    });
  },
  { name: "body-parsers" },
);
