/**
 * Where a lead came from (docs/analytics.md "A source on every lead"): the names both sides
 * share, without zod, because the page's beacon (app/lib/beacon.js) reads them too.
 *
 * The browser keeps the visit's first page and referring site in sessionStorage (never a cookie)
 * and, when a form is sent, puts them with the sending page as JSON in the hidden field
 * SOURCE_FIELD: `{"l": landing path and UTM query, "r": referring URL, "s": sending path}`. A form
 * posted without JavaScript sends the field empty; the server then takes the sending page from
 * the post's Referer header. The server never refuses a lead over its source: what it cannot read
 * it leaves out.
 */

/** The hidden form field carrying the source, as JSON. */
export const SOURCE_FIELD = "source";
/** At most this many characters in the field (the browser sends far fewer). */
export const SOURCE_MAX = 4000;
/** The sessionStorage key holding the visit's landing page and referrer. */
export const VISIT_KEY = "corvanta-visit";

/** The UTM parameters of a landing URL, in the order they are shown. */
export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** How a visit arrived, from its UTM parameters and referring site (server/lead-source.ts decides). */
export const channels = ["search", "social", "email", "paid", "campaign", "referral", "direct", "unknown"] as const;
export type Channel = (typeof channels)[number];

export const channelLabels: Record<Channel, string> = {
  search: "Search engine",
  social: "Social network",
  email: "E-mail campaign",
  paid: "Paid campaign",
  campaign: "Other campaign",
  referral: "Link on another site",
  direct: "Direct (no referring site)",
  unknown: "Not known (sent without JavaScript)",
};

/** Page views: raw events are kept this many days, daily totals this many months (server/analytics/rollup.ts purges; content/privacy.ts says so). */
export const ANALYTICS_RAW_DAYS = 30;
export const ANALYTICS_ROLLUP_MONTHS = 25;
