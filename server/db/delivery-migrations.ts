/**
 * Migrations of deliveries (docs/deliveries.md): the destinations that new leads and other events
 * are sent to (chat alerts, signed webhooks, the CDN purge), the events queued in the same
 * transaction as what they tell of, one delivery per event and destination, each attempt of it,
 * and the API tokens of /api/v1. Portable types only, the same on SQLite and PostgreSQL. Never
 * edit one that has shipped: add the next (0008b_...).
 */
import type { Kysely, Migration } from "kysely";

type AnyDb = Kysely<unknown>;

export const deliveryMigrations: Record<string, Migration> = {
  "0008_deliveries": {
    async up(db: AnyDb) {
      await db.schema
        .createTable("destinations")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("events", "text", (c) => c.notNull())
        .addColumn("kinds", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("previous_secret", "text")
        .addColumn("previous_secret_until", "text")
        .addColumn("header_name", "text")
        .addColumn("header_value", "text")
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("failing_since", "text")
        .addColumn("paused_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .execute();

      await db.schema
        .createTable("delivery_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("subject_kind", "text")
        .addColumn("subject_id", "text")
        .addColumn("destination_id", "text")
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("fanned_out", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex("delivery_events_pending")
        .on("delivery_events")
        .columns(["fanned_out", "created_at"])
        .execute();
      await db.schema
        .createIndex("delivery_events_subject")
        .on("delivery_events")
        .columns(["subject_id", "subject_kind"])
        .execute();

      await db.schema
        .createTable("deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("event_id", "text", (c) => c.notNull())
        .addColumn("destination_id", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("retry_until", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("delivered_at", "text")
        .addColumn("failed_at", "text")
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .addUniqueConstraint("deliveries_event_destination", ["event_id", "destination_id"])
        .execute();
      await db.schema.createIndex("deliveries_due").on("deliveries").columns(["state", "next_attempt_at"]).execute();
      await db.schema
        .createIndex("deliveries_destination")
        .on("deliveries")
        .columns(["destination_id", "created_at"])
        .execute();

      await db.schema
        .createTable("delivery_attempts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("delivery_id", "text", (c) => c.notNull())
        .addColumn("destination_id", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("status_code", "integer")
        .addColumn("latency_ms", "integer", (c) => c.notNull())
        .addColumn("response_excerpt", "text")
        .addColumn("error", "text")
        .execute();
      await db.schema
        .createIndex("delivery_attempts_delivery")
        .on("delivery_attempts")
        .columns(["delivery_id", "at"])
        .execute();

      await db.schema
        .createTable("api_tokens")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull().unique())
        .addColumn("prefix", "text", (c) => c.notNull())
        .addColumn("scopes", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .addColumn("expires_at", "text")
        .addColumn("revoked_at", "text")
        .addColumn("last_used_at", "text")
        .execute();
    },
  },
};
