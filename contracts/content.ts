/**
 * The Content API of the workspace (/api/admin/content, editors and admins): every request and
 * response shape, shared by the server's routes (server/workspace/content-api.ts) and the
 * workspace's screens. What a document holds is described by its kind's schema in
 * content/kinds.ts; here it travels as `data` and is checked against that schema on both sides.
 */
import { z } from "zod";
import { listingStates, revisionMetaSchema } from "./listings";

export const CONTENT_API = "/api/admin/content";

export const contentSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The kind's name in the workspace ("Company details"). */
  kindLabel: z.string(),
  /** The document's title (a singleton's: its kind's label). */
  title: z.string(),
  slug: z.string(),
  state: z.enum(listingStates),
  /** Repository sample content the company should replace (until it is first changed). */
  sample: z.boolean(),
  publishAt: z.string().nullable(),
  firstPublishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  unpublishedChanges: z.boolean(),
  version: z.number().int(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentKindInfoSchema = z.object({
  kind: z.string(),
  label: z.string(),
  description: z.string(),
  singleton: z.boolean(),
  /** Staff can add documents of it (a collection: content/kinds.ts `creatable`). */
  creatable: z.boolean(),
});

export const contentPageSchema = z.object({
  kinds: z.array(contentKindInfoSchema),
  items: z.array(contentSummarySchema),
});

export const contentDetailSchema = contentSummarySchema.extend({
  /** The latest revision's fields (what the form edits). */
  data: z.unknown(),
  /** The fields the site shows now (null: never published), for comparing. */
  liveData: z.unknown(),
  revisions: z.array(revisionMetaSchema),
  liveRevision: z.number().int().nullable(),
  /** The public page the preview shows. */
  previewPath: z.string(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentRevisionSchema = revisionMetaSchema.extend({ data: z.unknown() });
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

const version = z.number().int().min(1);
/**
 * POST /content -> 201 ContentDetail: a new draft document of a collection kind, its fields checked
 * by the kind's schema; `slug` is its address for kinds whose fields do not name one (an article).
 */
export const createContentSchema = z.strictObject({
  kind: z.string().min(1).max(60),
  slug: z.string().max(200).optional(),
  data: z.unknown(),
});
/** PUT /content/:id -> 200 ContentDetail: a new revision (409 with who and when if someone saved since). */
export const saveContentSchema = z.strictObject({ version, data: z.unknown() });
/** POST /content/:id/publish -> 200: the latest revision now, or at `at` (ISO, in the future). */
export const publishContentSchema = z.strictObject({ version, at: z.iso.datetime({ offset: true }).optional() });
/** POST /content/:id/unschedule -> 200. */
export const contentVersionSchema = z.strictObject({ version });
/**
 * POST /content/:id/discard {version} -> 200 ContentDiscarded: a draft that never went on the site
 * (and is not scheduled), of a kind staff add to, deleted with its revisions.
 */
export const contentDiscardedSchema = z.object({ id: z.string(), kind: z.string(), title: z.string() });
export type ContentDiscarded = z.infer<typeof contentDiscardedSchema>;
/** POST /content/:id/restore -> 200: a new revision with `revision`'s fields, published at once. */
export const restoreContentSchema = z.strictObject({ version, revision: z.number().int().min(1) });

/** POST /images (multipart, one file) -> 201: the image as pages name it (content/images.ts). */
export const imageUploadedSchema = z.object({
  ref: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A picture's id: the first 20 hex digits of the upload's SHA-256 (content/images.ts). */
export const imageParamsSchema = z.strictObject({ id: z.string().regex(/^[a-f0-9]{20}$/) });

/** A document that names a picture in at least one of its revisions (their JSON holds its id). */
export const imageUseSchema = z.object({
  documentId: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  title: z.string(),
  /** The revision the site shows names it. */
  live: z.boolean(),
  /** The newest revision (what the form edits) names it. */
  latest: z.boolean(),
  /** The numbers of the revisions that name it, newest first. */
  revisions: z.array(z.number().int()),
});
export type ImageUse = z.infer<typeof imageUseSchema>;

export const imageSummarySchema = z.object({
  id: z.string(),
  /** How documents name it: `<hash>-<width>x<height>`. */
  ref: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The upload's bytes. */
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  /** The alt text the newest revision naming it gives (null: none does). */
  alt: z.string().nullable(),
  /** Empty: no revision of any document names it, so it can be deleted. */
  uses: z.array(imageUseSchema),
});
export type ImageSummary = z.infer<typeof imageSummarySchema>;

/** GET /images -> 200: every uploaded picture, newest first, with the documents that name it. */
export const imagesPageSchema = z.object({ items: z.array(imageSummarySchema) });

/**
 * DELETE /images/:id -> 200: the picture and its derived files are gone (their /media/ addresses
 * answer 404); 409 if any revision of any document names it, with nothing deleted.
 */
export const imageDeletedSchema = z.object({ id: z.string(), files: z.number().int() });
