/**
 * Migrations of lead sources and traffic analytics (docs/analytics.md): the source columns of
 * every submission table, raw page-view events, their daily rollups and the daily salt. Portable
 * types only, the same on SQLite and PostgreSQL. Never edit one that has shipped: add the next.
 */
import type { Kysely, Migration } from "kysely";
import { SOURCE_COLUMNS } from "../lead-source";

type AnyDb = Kysely<unknown>;

export const analyticsMigrations: Record<string, Migration> = {
  "0009_analytics": {
    async up(db: AnyDb) {
      for (const table of ["quotes", "contacts", "applications"]) {
        for (const column of SOURCE_COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
        await db.schema
          .createIndex(`${table}_source_channel`)
          .on(table)
          .columns(["spam", "source_channel", "created_at", "id"])
          .execute();
      }

      // One row a page view; kept 30 days. No address, no identifier that outlives its day.
      await db.schema
        .createTable("analytics_events")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("visitor", "text")
        .addColumn("entry", "integer", (c) => c.notNull())
        .addColumn("referrer", "text")
        .addColumn("channel", "text")
        .addColumn("campaign", "text")
        .addColumn("device", "text", (c) => c.notNull())
        .addColumn("browser", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("analytics_events_day").on("analytics_events").columns(["day", "at"]).execute();

      // Per day and dimension value (a page, an entry page, a referring site...); kept 25 months.
      await db.schema
        .createTable("analytics_daily")
        .addColumn("dimension", "text", (c) => c.notNull())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("pageviews", "integer", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addColumn("visits", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pk", ["dimension", "day", "value"])
        .execute();
      await db.schema.createIndex("analytics_daily_day").on("analytics_daily").columns(["day"]).execute();

      // The salt of the visitor hash: one row, today's; yesterday's is deleted when today's is made.
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("salt", "text", (c) => c.notNull())
        .execute();

      // How far each day's rollup has read (the newest event time it saw).
      await db.schema
        .createTable("analytics_rollups")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("through_at", "text", (c) => c.notNull())
        .addColumn("rolled_at", "text", (c) => c.notNull())
        .execute();
    },
  },
};
