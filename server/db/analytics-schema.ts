/** Tables of traffic analytics, as Kysely sees them (server/db/analytics-migrations.ts creates them). */

export interface AnalyticsEventsTable {
  /** The company's calendar day (Asia/Kolkata), YYYY-MM-DD. */
  day: string;
  /** When it arrived (ISO, UTC). */
  at: string;
  /** The page's path, without its query. */
  path: string;
  /** The day's visitor hash (salted, the salt forgotten the next day); null under Global Privacy Control. */
  visitor: string | null;
  /** 1 for the first page of a visit. */
  entry: number;
  /** Entry only: the referring site's host. */
  referrer: string | null;
  /** Entry only: the channel (contracts/lead-source.ts). */
  channel: string | null;
  /** Entry only: utm_campaign. */
  campaign: string | null;
  /** "desktop", "mobile", "tablet" or "other". */
  device: string;
  browser: string;
}

export interface AnalyticsDailyTable {
  dimension: string;
  day: string;
  value: string;
  pageviews: number;
  visitors: number;
  visits: number;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface AnalyticsRollupsTable {
  day: string;
  through_at: string;
  rolled_at: string;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_rollups: AnalyticsRollupsTable;
}
