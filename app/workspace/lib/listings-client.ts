/** Calls to the Listings routes of the workspace API (contracts/listings.ts), each answer checked by its schema. */
import {
  listingDetailSchema,
  listingsPageSchema,
  LISTINGS_API,
  revisionViewSchema,
  type ListingDraft,
  type ListingState,
} from "#contracts/listings.ts";
import type { z } from "zod";
import { request } from "./api";

const item = (id: string, action = "") => `${LISTINGS_API}/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
const post = (id: string, action: string, body: Record<string, unknown>) =>
  request(item(id, action), { method: "POST", body, schema: listingDetailSchema });

export type RevisionView = z.infer<typeof revisionViewSchema>;

export const listingsApi = {
  list: (query: { state?: ListingState; kind?: "job" | "internship" } = {}, signal?: AbortSignal) =>
    request(LISTINGS_API, { query, schema: listingsPageSchema, signal }),
  get: (id: string) => request(item(id), { schema: listingDetailSchema }),
  create: (draft: ListingDraft) =>
    request(LISTINGS_API, { method: "POST", body: { draft }, schema: listingDetailSchema }),
  save: (id: string, version: number, draft: ListingDraft) =>
    request(item(id), { method: "PUT", body: { version, draft }, schema: listingDetailSchema }),
  /** Publishes the latest revision now, or at `at` (ISO with offset, in the future: scheduled). */
  publish: (id: string, version: number, at?: string) => post(id, "publish", at ? { version, at } : { version }),
  unschedule: (id: string, version: number) => post(id, "unschedule", { version }),
  /** Closes now, or after the day `on` (YYYY-MM-DD in India). */
  close: (id: string, version: number, on?: string) => post(id, "close", on ? { version, on } : { version }),
  reopen: (id: string, version: number) => post(id, "reopen", { version }),
  duplicate: (id: string, version: number) => post(id, "duplicate", { version }),
  restore: (id: string, version: number, revision: number) => post(id, "restore", { version, revision }),
  revision: (id: string, number: number) => request(item(id, `revisions/${number}`), { schema: revisionViewSchema }),
  /** A plain link: the exact public page of the latest revision, opened in a new tab (noindex, no-store). */
  previewUrl: (id: string) => item(id, "preview"),
};
