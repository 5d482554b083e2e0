/**
 * Migrations of the staff workspace (docs/workspace.md): workflow columns on the submission
 * tables, staff accounts, sessions, one-time tokens, passkeys, throttles, notes, history,
 * read marks, the audit log, settings and job runs. Portable types only (text, integer,
 * bigint), the same on SQLite and PostgreSQL. Never edit one that has shipped: add the next.
 */
import type { Kysely, Migration } from "kysely";

type AnyDb = Kysely<unknown>;

export const workspaceMigrations: Record<string, Migration> = {
  "0004_workspace": {
    async up(db: AnyDb) {
      for (const [table, initial] of [
        ["quotes", "new"],
        ["contacts", "new"],
        ["applications", "received"],
      ] as const) {
        await db.schema
          .alterTable(table)
          .addColumn("status", "text", (c) => c.notNull().defaultTo(initial))
          .execute();
        await db.schema.alterTable(table).addColumn("assignee_id", "text").execute();
        // Keyset paging newest first: (created_at, id) with the filters the inbox offers.
        await db.schema.createIndex(`${table}_inbox`).on(table).columns(["spam", "created_at", "id"]).execute();
        await db.schema
          .createIndex(`${table}_inbox_status`)
          .on(table)
          .columns(["spam", "status", "created_at", "id"])
          .execute();
        await db.schema
          .createIndex(`${table}_inbox_assignee`)
          .on(table)
          .columns(["spam", "assignee_id", "created_at", "id"])
          .execute();
      }

      await db.schema
        .createTable("staff_accounts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("roles", "text", (c) => c.notNull())
        .addColumn("password_hash", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("last_sign_in_at", "text")
        .execute();

      await db.schema
        .createTable("staff_sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_sessions_account").on("staff_sessions").columns(["account_id"]).execute();

      await db.schema
        .createTable("staff_tokens")
        .addColumn("hash", "text", (c) => c.primaryKey())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createIndex("staff_tokens_account")
        .on("staff_tokens")
        .columns(["account_id", "purpose"])
        .execute();

      await db.schema
        .createTable("staff_passkeys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text")
        .addColumn("device_type", "text", (c) => c.notNull())
        .addColumn("backed_up", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text")
        .execute();
      await db.schema.createIndex("staff_passkeys_account").on("staff_passkeys").columns(["account_id"]).execute();

      await db.schema
        .createTable("webauthn_challenges")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("challenge", "text", (c) => c.notNull())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("account_id", "text")
        .addColumn("origin", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("auth_throttle")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull())
        .addColumn("window_started_at", "text", (c) => c.notNull())
        .addColumn("blocked_until", "text")
        .execute();

      await db.schema
        .createTable("submission_notes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_kind", "text", (c) => c.notNull())
        .addColumn("submission_id", "text", (c) => c.notNull())
        .addColumn("author_id", "text")
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("submission_notes_submission")
        .on("submission_notes")
        .columns(["submission_id", "created_at"])
        .execute();

      await db.schema
        .createTable("submission_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_kind", "text", (c) => c.notNull())
        .addColumn("submission_id", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor_id", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("from_value", "text")
        .addColumn("to_value", "text")
        .execute();
      await db.schema
        .createIndex("submission_events_submission")
        .on("submission_events")
        .columns(["submission_id", "at"])
        .execute();

      await db.schema
        .createTable("submission_reads")
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("submission_id", "text", (c) => c.notNull())
        .addColumn("read_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("submission_reads_pk", ["account_id", "submission_id"])
        .execute();
      await db.schema
        .createIndex("submission_reads_submission")
        .on("submission_reads")
        .columns(["submission_id"])
        .execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor_id", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target_type", "text")
        .addColumn("target_id", "text")
        .addColumn("ip_hash", "text")
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
      await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at"]).execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("job_runs")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("started_at", "text")
        .addColumn("finished_at", "text")
        .addColumn("ok", "integer")
        .addColumn("result", "text")
        .addColumn("error", "text")
        .addColumn("lock_owner", "text")
        .addColumn("lock_until", "text")
        .execute();
    },
  },
  "0005_hiring": {
    async up(db: AnyDb) {
      // The recruiters' view filters by listing, newest first (docs/workspace.md "Hiring").
      await db.schema
        .createIndex("applications_listing")
        .on("applications")
        .columns(["spam", "listing_id", "created_at", "id"])
        .execute();
      // A message's own sender (the careers address for applicants); null: MAIL_FROM.
      await db.schema.alterTable("outbox").addColumn("from_address", "text").execute();
    },
  },
  "0006_certificates": {
    // Certificates in the workspace (docs/workspace.md "Certificates"): who issued and revoked
    // each one and why, and an index for the newest-first list.
    async up(db: AnyDb) {
      await db.schema.alterTable("certificates").addColumn("revoke_reason", "text").execute();
      await db.schema.alterTable("certificates").addColumn("revoked_by", "text").execute();
      await db.schema.alterTable("certificates").addColumn("issued_by", "text").execute();
      await db.schema.createIndex("certificates_created").on("certificates").columns(["created_at", "id"]).execute();
    },
  },
};
