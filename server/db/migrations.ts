/**
 * Schema migrations, one list for SQLite and PostgreSQL (only portable types: text and
 * integer). They run on every start (server/db/index.ts); Kysely records what has run in
 * kysely_migration and takes a lock, so several servers starting at once are safe.
 * Never edit a migration that has shipped: add the next one.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { workspaceMigrations } from "./workspace-migrations";
import { contentMigrations } from "./content-migrations";
import { deliveryMigrations } from "./delivery-migrations";
import { analyticsMigrations } from "./analytics-migrations";

type AnyDb = Kysely<unknown>;

/** The sample certificate of docs/product.md "Forms" (ID 12345), so the example on the page works. */
export const SAMPLE_CERTIFICATE = {
  id: "12345",
  holder_name: "Ananya Mishra",
  programme: "Full-Stack Web Development Internship",
  issued_on: "2025-06-30",
  valid_until: null,
  revoked_at: null,
  created_at: "2025-06-30T00:00:00.000Z",
} as const;

const submissionColumns = (t: ReturnType<AnyDb["schema"]["createTable"]>) =>
  t
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("spam_reason", "text")
    .addColumn("ip_hash", "text");

const migrations: Record<string, Migration> = {
  "0001_initial": {
    async up(db: AnyDb) {
      await submissionColumns(db.schema.createTable("quotes"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("services", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .execute();
      await submissionColumns(db.schema.createTable("contacts"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .execute();
      await submissionColumns(db.schema.createTable("applications"))
        .addColumn("listing_id", "text", (c) => c.notNull())
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("experience_years", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("last_company", "text", (c) => c.notNull())
        .addColumn("resume_file", "text", (c) => c.notNull().unique())
        .addColumn("resume_original_name", "text", (c) => c.notNull())
        .addColumn("resume_size", "integer", (c) => c.notNull())
        .addColumn("resume_sha256", "text", (c) => c.notNull())
        .addColumn("resume_mime", "text", (c) => c.notNull())
        .execute();
      for (const table of ["quotes", "contacts", "applications"]) {
        await db.schema.createIndex(`${table}_created_at`).on(table).columns(["created_at"]).execute();
        await db.schema.createIndex(`${table}_spam`).on(table).columns(["spam", "created_at"]).execute();
      }

      await db.schema
        .createTable("certificates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("holder_name", "text", (c) => c.notNull())
        .addColumn("programme", "text", (c) => c.notNull())
        .addColumn("issued_on", "text", (c) => c.notNull())
        .addColumn("valid_until", "text")
        .addColumn("revoked_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("submission_kind", "text", (c) => c.notNull())
        .addColumn("submission_id", "text", (c) => c.notNull())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .addColumn("failed_at", "text")
        .addColumn("last_error", "text")
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["sent_at", "failed_at", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("outbox_submission").on("outbox").columns(["submission_id"]).execute();

      await db.schema
        .createTable("idempotency_keys")
        .addColumn("route", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("body_hash", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("response_status", "integer")
        .addColumn("response_body", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pk", ["route", "key"])
        .execute();
      await db.schema
        .createIndex("idempotency_keys_created_at")
        .on("idempotency_keys")
        .columns(["created_at"])
        .execute();
    },
  },
  "0002_sample_certificate": {
    async up(db: AnyDb) {
      const c = SAMPLE_CERTIFICATE;
      await sql`insert into certificates (id, holder_name, programme, issued_on, valid_until, revoked_at, created_at)
        values (${c.id}, ${c.holder_name}, ${c.programme}, ${c.issued_on}, ${c.valid_until}, ${c.revoked_at}, ${c.created_at})
        on conflict (id) do nothing`.execute(db);
    },
  },
  "0003_outbox_ack_recipient": {
    // The per-address cap on acknowledgements (server/mail/messages.ts) counts an address's
    // recent acknowledgements inside every submission's transaction.
    async up(db: AnyDb) {
      await db.schema
        .createIndex("outbox_ack_recipient")
        .on("outbox")
        .columns(["to_address", "kind", "created_at"])
        .execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({
    ...migrations,
    ...workspaceMigrations,
    ...contentMigrations,
    ...deliveryMigrations,
    ...analyticsMigrations,
  }),
};
