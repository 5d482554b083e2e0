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
};
