/**
 * Migrations of published content (docs/publishing.md): documents (a listing today), their
 * revisions, and the site's generation number every server process watches. Portable types
 * only, the same on SQLite and PostgreSQL. Never edit one that has shipped: add the next.
 */
import type { Kysely, Migration } from "kysely";

type AnyDb = Kysely<unknown>;

export const contentMigrations: Record<string, Migration> = {
  "0007_content_documents": {
    async up(db: AnyDb) {
      await db.schema
        .createTable("content_documents")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("latest_revision", "integer", (c) => c.notNull())
        .addColumn("live_revision", "integer")
        .addColumn("publish_at", "text")
        .addColumn("closes_at", "text")
        .addColumn("first_published_at", "text")
        .addColumn("closed_at", "text")
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("position", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      // A slug names one document of a kind for ever: closed ones keep theirs.
      await db.schema
        .createIndex("content_documents_slug")
        .on("content_documents")
        .columns(["kind", "slug"])
        .unique()
        .execute();
      await db.schema
        .createIndex("content_documents_due")
        .on("content_documents")
        .columns(["state", "publish_at"])
        .execute();
      await db.schema
        .createTable("content_revisions")
        .addColumn("document_id", "text", (c) => c.notNull())
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .addPrimaryKeyConstraint("content_revisions_pk", ["document_id", "number"])
        .execute();
      await db.schema
        .createTable("site_generation")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("generation", "integer", (c) => c.notNull())
        .addColumn("changed_at", "text", (c) => c.notNull())
        .execute();
      // The revision of its listing an application was sent to (null: before publishing existed).
      await db.schema.alterTable("applications").addColumn("listing_revision", "integer").execute();
    },
  },
  // Uploaded images and the files derived from them (server/content/images.ts, decision 145): in the
  // database, so every server process serves them; base64 text keeps the types portable.
  "0010_content_images": {
    async up(db: AnyDb) {
      await db.schema
        .createTable("content_images")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("ref", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("original", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .execute();
      await db.schema
        .createTable("content_image_files")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("image_id", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .execute();
    },
  },
};
