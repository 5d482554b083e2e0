/** Calls to the Content routes of the workspace API (contracts/content.ts), each answer checked by its schema. */
import {
  CONTENT_API,
  contentDetailSchema,
  contentDiscardedSchema,
  contentPageSchema,
  contentRevisionSchema,
  imageDeletedSchema,
  imagesPageSchema,
  imageUploadedSchema,
} from "#contracts/content.ts";
import { request } from "./api";

const item = (id: string, action = "") => `${CONTENT_API}/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
const post = (id: string, action: string, body: Record<string, unknown>) =>
  request(item(id, action), { method: "POST", body, schema: contentDetailSchema });

export const contentApi = {
  list: (signal?: AbortSignal) => request(CONTENT_API, { schema: contentPageSchema, signal }),
  /** A new draft document of a collection kind staff can add to; `slug` for kinds whose fields name none. */
  create: (kind: string, data: unknown, slug?: string) =>
    request(CONTENT_API, {
      method: "POST",
      body: slug === undefined ? { kind, data } : { kind, slug, data },
      schema: contentDetailSchema,
    }),
  get: (id: string) => request(item(id), { schema: contentDetailSchema }),
  save: (id: string, version: number, data: unknown) =>
    request(item(id), { method: "PUT", body: { version, data }, schema: contentDetailSchema }),
  /** Publishes the latest revision now, or at `at` (ISO with offset, in the future: scheduled). */
  publish: (id: string, version: number, at?: string) => post(id, "publish", at ? { version, at } : { version }),
  unschedule: (id: string, version: number) => post(id, "unschedule", { version }),
  /** Takes a published document off the site; it stays a draft with its revisions. */
  unpublish: (id: string, version: number) => post(id, "unpublish", { version }),
  /** Deletes a draft that never went on the site, with its revisions. */
  discard: (id: string, version: number) =>
    request(item(id, "discard"), { method: "POST", body: { version }, schema: contentDiscardedSchema }),
  restore: (id: string, version: number, revision: number) => post(id, "restore", { version, revision }),
  revision: (id: string, number: number) => request(item(id, `revisions/${number}`), { schema: contentRevisionSchema }),
  /** Uploads one picture (multipart): the server checks it by its bytes and makes its sizes. */
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append("image", file);
    return request("/api/admin/images", { method: "POST", body, schema: imageUploadedSchema });
  },
  /** Every uploaded picture with the documents whose revisions name it (the Pictures screen). */
  images: (signal?: AbortSignal) => request("/api/admin/images", { schema: imagesPageSchema, signal }),
  /** Deletes a picture no revision names, with its derived files (409 if a revision names it). */
  deleteImage: (id: string) =>
    request(`/api/admin/images/${encodeURIComponent(id)}`, { method: "DELETE", schema: imageDeletedSchema }),
  /** A plain link: the exact public page of the latest revision, opened in a new tab (noindex, no-store). */
  previewUrl: (id: string) => item(id, "preview"),
};
