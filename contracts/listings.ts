/**
 * The Listings API of the workspace (/api/admin/listings, recruiters and admins): every request
 * and response shape, shared by the server's routes and the workspace's screens
 * (docs/publishing.md). A listing's fields are described once, by content/schema.ts `listing`;
 * the draft a recruiter edits is that description without what the engine keeps itself (the id
 * and the day of first publication).
 */
import { z } from "zod";
import { checkListing, listingFields } from "#content/schema.ts";

export const LISTINGS_API = "/api/admin/listings";

/** What a recruiter fills in: a listing without its id and posting date (the engine sets them). */
export const listingDraftFields = listingFields.omit({ id: true, datePosted: true });
export const listingDraftSchema = listingDraftFields.superRefine(checkListing);
export type ListingDraft = z.infer<typeof listingDraftFields>;

/** A document's life: a draft until published (now or at a set time), closed by staff or by its date. */
export const listingStates = ["draft", "scheduled", "published", "closed"] as const;
export type ListingState = (typeof listingStates)[number];
export const listingStateLabels: Record<ListingState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  closed: "Closed",
};

export const listingSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(["job", "internship"]),
  title: z.string(),
  state: z.enum(listingStates),
  /** Where it is worked, as the public page says it. */
  where: z.string(),
  applications: z.number().int(),
  /** The first publication (the JobPosting's datePosted), or null for a listing never published. */
  firstPublishedAt: z.string().nullable(),
  /** When a scheduled publication happens. */
  publishAt: z.string().nullable(),
  closesOn: z.string().nullable(),
  closedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** Whether the draft has changes the public page does not show yet. */
  unpublishedChanges: z.boolean(),
  /** Goes up with every change; sent back with the next change (a stale one is refused, 409). */
  version: z.number().int(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingsPageSchema = z.object({ items: z.array(listingSummarySchema) });

export const listingsQuerySchema = z.strictObject({
  state: z.enum(listingStates).optional(),
  kind: z.enum(["job", "internship"]).optional(),
});

export const revisionMetaSchema = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  author: z.string().nullable(),
  /** What made it: "Saved", "Restored revision 2", "Seed from the repository"... */
  note: z.string(),
  /** The revision the public page shows now. */
  live: z.boolean(),
});
export type RevisionMeta = z.infer<typeof revisionMetaSchema>;

export const listingDetailSchema = listingSummarySchema.extend({
  /** The latest revision's fields (what the form edits). */
  draft: listingDraftFields,
  revisions: z.array(revisionMetaSchema),
  /** The revision the public page shows, or null. */
  liveRevision: z.number().int().nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

const version = z.number().int().min(1);

/** POST /listings -> 201 ListingDetail: a new draft. */
export const createListingSchema = z.strictObject({ draft: z.unknown() });
/**
 * PUT /listings/:id -> 200 ListingDetail: a new revision of the draft. Every change carries the
 * `version` it was made on; when someone changed the listing since, the answer is 409 `conflict`
 * whose message names who and when ("Priya Raman changed this listing at 2:03 pm IST ...").
 */
export const saveListingSchema = z.strictObject({ version, draft: z.unknown() });
/** POST /listings/:id/publish -> 200: publishes the latest revision now, or at `at` (ISO, in the future). */
export const publishListingSchema = z.strictObject({ version, at: z.iso.datetime({ offset: true }).optional() });
/** POST /listings/:id/close -> 200: closes now, or on `on` (a day in India; applications end after it). */
export const closeListingSchema = z.strictObject({
  version,
  on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
/** POST /listings/:id/reopen, /unschedule, /duplicate -> 200 (duplicate: 201, the copy). */
/** GET /listings/:id/revisions/:number -> 200 RevisionView. */
export const versionOnlySchema = z.strictObject({ version });
/** POST /listings/:id/restore -> 200: a new revision with the fields of `revision`, published at once. */
export const restoreListingSchema = z.strictObject({ version, revision: z.number().int().min(1) });

export const revisionViewSchema = revisionMetaSchema.extend({ draft: listingDraftFields });

/** A slug suggested from a title: lower-case words joined by hyphens, at most 80 characters. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}
