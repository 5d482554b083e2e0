/** Calls to the Content routes of the workspace API (contracts/content.ts), each answer checked by its schema. */
import { CONTENT_API, contentDetailSchema, contentPageSchema, contentRevisionSchema } from "#contracts/content.ts";
import { request } from "./api";

const item = (id: string, action = "") => `${CONTENT_API}/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
const post = (id: string, action: string, body: Record<string, unknown>) =>
  request(item(id, action), { method: "POST", body, schema: contentDetailSchema });

export const contentApi = {
  /** A new draft document of a collection kind. */
  create: (kind: string, slug: string, data: unknown) =>
    request(CONTENT_API, { method: "POST", body: { kind, slug, data }, schema: contentDetailSchema }),
  list: (signal?: AbortSignal) => request(CONTENT_API, { schema: contentPageSchema, signal }),
  get: (id: string) => request(item(id), { schema: contentDetailSchema }),
  save: (id: string, version: number, data: unknown) =>
    request(item(id), { method: "PUT", body: { version, data }, schema: contentDetailSchema }),
  /** Publishes the latest revision now, or at `at` (ISO with offset, in the future: scheduled). */
  publish: (id: string, version: number, at?: string) => post(id, "publish", at ? { version, at } : { version }),
  unschedule: (id: string, version: number) => post(id, "unschedule", { version }),
  restore: (id: string, version: number, revision: number) => post(id, "restore", { version, revision }),
  revision: (id: string, number: number) => request(item(id, `revisions/${number}`), { schema: contentRevisionSchema }),
  /** A plain link: the exact public page of the latest revision, opened in a new tab (noindex, no-store). */
  previewUrl: (id: string) => item(id, "preview"),
};
