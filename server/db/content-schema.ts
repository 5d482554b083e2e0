/** Tables of published content, as Kysely sees them (server/db/content-migrations.ts creates them). */

export type DocumentState = "draft" | "scheduled" | "published" | "closed";

export interface ContentDocumentsTable {
  /** Stable id (a listing's: "job-<slug>" when created); applications and feeds point at it. Never reused. */
  id: string;
  /** "listing", or a kind of content/kinds.ts ("company", ...). */
  kind: string;
  /** Its page's address; fixed once first published, never reused within the kind. */
  slug: string;
  state: DocumentState;
  /** The newest revision (what the workspace's form shows). */
  latest_revision: number;
  /** The revision the site shows (published or closed); null while never published. */
  live_revision: number | null;
  /** When a scheduled publication happens (ISO). */
  publish_at: string | null;
  /** When the live revision's closing date ends (ISO): the scheduler closes the listing then. */
  closes_at: string | null;
  first_published_at: string | null;
  closed_at: string | null;
  /** Goes up by one with every change: a change made on an older version is refused. */
  version: number;
  /** Sort key of the public lists (creation order). */
  position: string;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

export interface ContentRevisionsTable {
  document_id: string;
  number: number;
  /** The document's fields as JSON (a listing: contracts/listings.ts ListingDraft; other kinds: their schema in content/kinds.ts). */
  data: string;
  note: string;
  created_at: string;
  created_by: string | null;
}

export interface SiteGenerationTable {
  /** Always 1: one row. */
  id: number;
  /** Goes up with every change to what the site shows; every server process renders when it sees a new one. */
  generation: number;
  changed_at: string;
}

export interface ContentTables {
  content_documents: ContentDocumentsTable;
  content_revisions: ContentRevisionsTable;
  site_generation: SiteGenerationTable;
  content_images: ContentImagesTable;
  content_image_files: ContentImageFilesTable;
}

/** An uploaded image (server/content/images.ts): the file as uploaded, base64. */
export interface ContentImagesTable {
  /** The first 20 hex digits of the upload's SHA-256. */
  id: string;
  /** How pages name it: `<id>-<width>x<height>` (content/images.ts). */
  ref: string;
  /** The upload's type as its bytes say (image/jpeg, ...). */
  type: string;
  width: number;
  height: number;
  size: number;
  original: string;
  created_at: string;
  created_by: string | null;
}

/** A file derived from an uploaded image, served at /media/<name>: one width in one format, base64. */
export interface ContentImageFilesTable {
  name: string;
  image_id: string;
  type: string;
  size: number;
  data: string;
}
