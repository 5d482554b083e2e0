/**
 * A lead's source (docs/analytics.md "A source on every lead"), described once: how the hidden
 * field and the request's Referer header become the stored columns (the same on every submission
 * table), the channel a visit falls in, and the two forms every reader takes it in: plain words
 * for people (`describeSource`) and a JSON object for machine payloads (`sourceJson`, for
 * webhooks and the public API when they exist). docs/decisions/0120-lead-source-on-the-row.md.
 */
import { channelLabels, channels, SOURCE_MAX, UTM_KEYS, type Channel, type UtmKey } from "#contracts/lead-source.ts";
import type { LeadSource } from "#contracts/workspace.ts";

/** The stored columns, on quotes, contacts and applications alike (migration 0009_analytics). */
export const SOURCE_COLUMNS = [
  "source_channel",
  "source_landing",
  "source_referrer",
  "source_utm_source",
  "source_utm_medium",
  "source_utm_campaign",
  "source_utm_term",
  "source_utm_content",
  "source_page",
  "source_via",
] as const;
export type SourceColumn = (typeof SOURCE_COLUMNS)[number];
export type SourceColumns = Record<SourceColumn, string | null>;

/** Lengths kept (longer values are cut, never refused). */
const MAX_PATH = 300;
const MAX_UTM = 150;

const utmColumn = (k: UtmKey) => `source_utm_${k}` as const;

/** Whether a URL is on this host (the Host header; a default port written or not). */
function sameHost(url: URL, host: string | null): boolean {
  if (!host) return false;
  try {
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/** A same-site path (and UTM query, nothing else) from a URL or path, or null. */
function sitePath(value: unknown, host: string | null): { path: string; utm: Partial<Record<UtmKey, string>> } | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(value.trim(), "http://site.invalid");
  } catch {
    return null;
  }
  const relative = url.hostname === "site.invalid";
  if (!/^https?:$/.test(url.protocol)) return null;
  if (!relative && !sameHost(url, host)) return null;
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const k of UTM_KEYS) {
    const v = url.searchParams.get(`utm_${k}`)?.trim();
    if (v) utm[k] = v.slice(0, MAX_UTM);
  }
  return { path: url.pathname.slice(0, MAX_PATH), utm };
}

/** Another site's address without its query (which can carry anything): host and path, or null. */
export function referringSite(value: unknown, ownHost: string | null): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value.trim());
    if (!/^https?:$/.test(url.protocol) || sameHost(url, ownHost)) return null;
    const path = url.pathname === "/" ? "" : url.pathname;
    return `${url.hostname}${path}`.slice(0, MAX_PATH);
  } catch {
    return null;
  }
}

const SEARCH: [RegExp, string][] = [
  [/(^|\.)google\./, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)search\.yahoo\.|(^|\.)yahoo\.com$/, "Yahoo"],
  [/(^|\.)yandex\./, "Yandex"],
  [/(^|\.)baidu\.com$/, "Baidu"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)startpage\.com$/, "Startpage"],
  [/(^|\.)search\.brave\.com$/, "Brave Search"],
];
const SOCIAL: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "LinkedIn"],
  [/(^|\.)facebook\.com$|^fb\.me$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/^t\.co$|(^|\.)twitter\.com$|(^|\.)x\.com$/, "X (Twitter)"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "YouTube"],
  [/(^|\.)reddit\.com$/, "Reddit"],
  [/(^|\.)whatsapp\.com$|^wa\.me$/, "WhatsApp"],
  [/(^|\.)pinterest\./, "Pinterest"],
  [/(^|\.)quora\.com$/, "Quora"],
];

const hostOf = (referrer: string | null) => (referrer ? referrer.split("/")[0]!.toLowerCase() : null);
const named = (list: [RegExp, string][], host: string | null) =>
  host ? (list.find(([re]) => re.test(host))?.[1] ?? null) : null;

/** The channel of a visit: its UTM parameters first, then its referring site. */
export function channelOf(utm: Partial<Record<UtmKey, string | null>>, referrer: string | null, known = true): Channel {
  const medium = (utm.medium ?? "").toLowerCase();
  const source = (utm.source ?? "").toLowerCase();
  if (utm.source || utm.medium || utm.campaign) {
    if (/^(e-?mail|newsletter)$/.test(medium) || (!medium && /newsletter|e-?mail/.test(source))) return "email";
    if (/^(cpc|ppc|paid|paidsearch|paid-search|display|cpm|paid_social|paidsocial)$/.test(medium)) return "paid";
    if (/^(social|social-network|social-media|sm)$/.test(medium)) return "social";
    return "campaign";
  }
  const host = hostOf(referrer);
  if (named(SEARCH, host)) return "search";
  if (named(SOCIAL, host)) return "social";
  if (host) return "referral";
  return known ? "direct" : "unknown";
}

export interface SourceRequest {
  /** The hidden field's value as posted (JSON, or empty without JavaScript). */
  field: unknown;
  /** The request's Referer header. */
  referer: string | undefined;
  /** This site's host (the request's Host), to tell our pages from other sites. */
  host: string;
  /** Posted by a plain HTML form (no JavaScript ran the submission). */
  native: boolean;
}

/**
 * The stored columns of a submission's source. Never throws: a field that is not JSON, or parts
 * that are not URLs of this site, are left out, and the Referer header fills in the sending page.
 */
export function readSource(r: SourceRequest): SourceColumns {
  let sent: Record<string, unknown> = {};
  if (typeof r.field === "string" && r.field.length > 0 && r.field.length <= SOURCE_MAX) {
    try {
      const v = JSON.parse(r.field) as unknown;
      if (v && typeof v === "object" && !Array.isArray(v)) sent = v as Record<string, unknown>;
    } catch {
      // not JSON: as if absent
    }
  }
  const fromField = "l" in sent || "s" in sent;
  const landing = sitePath(sent.l, r.host);
  const page = sitePath(sent.s, r.host) ?? sitePath(r.referer, r.host);
  const referrer = fromField ? referringSite(sent.r, r.host) : null;
  // Without the visit's landing page, the sending page's own UTM query is all there is.
  const utm = landing?.utm ?? (fromField ? {} : (page?.utm ?? {}));
  const cols = Object.fromEntries(SOURCE_COLUMNS.map((c) => [c, null])) as SourceColumns;
  for (const k of UTM_KEYS) cols[utmColumn(k)] = utm[k] ?? null;
  cols.source_landing = landing?.path ?? null;
  cols.source_referrer = referrer;
  cols.source_page = page?.path ?? null;
  cols.source_via = r.native ? "form" : "script";
  cols.source_channel = channelOf(utm, referrer, fromField);
  return cols;
}

const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/** The machine form of a stored source (webhook and API payloads, the workspace), or null for a row from before sources were kept. */
export function sourceJson(row: Record<string, unknown>): LeadSource | null {
  const channel = text(row.source_channel) as Channel | null;
  if (!channel || !channels.includes(channel)) return null;
  return {
    channel,
    summary: describeSource(row),
    landingPage: text(row.source_landing),
    referrer: text(row.source_referrer),
    utm: Object.fromEntries(UTM_KEYS.map((k) => [k, text(row[utmColumn(k)])])) as LeadSource["utm"],
    sentFrom: text(row.source_page),
    via: row.source_via === "form" ? "form" : "script",
  };
}

/**
 * The source in plain words, e.g. "From a Google search, landed on /services/devops, sent from
 * /quote." Empty for a row from before sources were kept.
 */
export function describeSource(row: Record<string, unknown>): string {
  const channel = text(row.source_channel) as Channel | null;
  if (!channel) return "";
  const referrer = text(row.source_referrer);
  const host = hostOf(referrer);
  const campaign = text(row.source_utm_campaign);
  const utmSource = text(row.source_utm_source);
  const medium = text(row.source_utm_medium);
  const origin = [utmSource, medium].filter(Boolean).join(" / ");
  const named_ = campaign ? ` “${campaign}”` : "";
  const via = origin ? ` (${origin})` : "";
  let start: string;
  switch (channel) {
    case "search":
      start = `From a ${named(SEARCH, host) ?? "search engine"} search`;
      break;
    case "social":
      start = campaign || utmSource ? `From the social campaign${named_}${via}` : `From ${named(SOCIAL, host) ?? host}`;
      break;
    case "email":
      start = `From the e-mail campaign${named_}${via}`;
      break;
    case "paid":
      start = `From the paid campaign${named_}${via}`;
      break;
    case "campaign":
      start = `From the campaign${named_}${via}`;
      break;
    case "referral":
      start = `From a link on ${referrer}`;
      break;
    case "direct":
      start = "A direct visit (an address typed, a bookmark or an app)";
      break;
    default:
      start = "Sent without JavaScript: where the visit began is not known";
  }
  const parts = [start];
  const landing = text(row.source_landing);
  const page = text(row.source_page);
  if (landing) parts.push(`landed on ${landing}`);
  if (page) parts.push(`sent from ${page}`);
  return `${parts.join(", ")}.`;
}

/** The export's columns for a source, the same for every kind (server/registry.ts). */
export const sourceExportColumns: { header: string; value: (row: Record<string, unknown>) => unknown }[] = [
  { header: "Source", value: (r) => describeSource(r) },
  { header: "Channel", value: (r) => (text(r.source_channel) ? channelLabels[r.source_channel as Channel] : "") },
  { header: "Landing page", value: (r) => r.source_landing },
  { header: "Referring site", value: (r) => r.source_referrer },
  ...UTM_KEYS.map((k) => ({ header: `UTM ${k}`, value: (r: Record<string, unknown>) => r[utmColumn(k)] })),
  { header: "Sent from page", value: (r) => r.source_page },
];
