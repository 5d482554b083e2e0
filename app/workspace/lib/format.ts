/** Dates in the company's time zone (Asia/Kolkata), always with the zone shown. */
export const COMPANY_TIME_ZONE = "Asia/Kolkata";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: COMPANY_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  timeZone: COMPANY_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const ymd = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const clock = new Intl.DateTimeFormat("en-IN", {
  timeZone: COMPANY_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "23 Nov 2026, 10:18 IST" */
export function formatDateTime(iso: string | null | undefined): string {
  const d = valid(iso);
  return d ? dateTime.format(d) : "—";
}

export function formatDate(iso: string | null | undefined): string {
  const d = valid(iso);
  return d ? dateOnly.format(d) : "—";
}

/**
 * How far the Traffic view's figures for today are counted, in plain words (the report's `today`,
 * contracts/workspace.ts): "Today is counted up to 14:32 IST." and, when newer page views are
 * still to be counted, that they are.
 */
export function todayCounted(today: { countedUpTo: string | null; counting: boolean }): string {
  const d = valid(today.countedUpTo);
  const upTo = d ? `Today is counted up to ${clock.format(d)}` : "Today is not counted yet";
  if (!today.counting) return `${upTo}.`;
  return `${upTo}; newer visits are being counted now and show when you refresh in a moment.`;
}

/** The calendar day (YYYY-MM-DD) in the company's zone. */
export function companyDay(date: Date = new Date()): string {
  return ymd.format(date);
}

const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
/** "5 minutes ago", "yesterday"; for a short hint beside the exact time. */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  const d = valid(iso);
  if (!d) return "";
  const s = Math.round((d.getTime() - now) / 1000);
  const abs = Math.abs(s);
  if (abs < 60) return "just now";
  if (abs < 3600) return rtf.format(Math.round(s / 60), "minute");
  if (abs < 86_400) return rtf.format(Math.round(s / 3600), "hour");
  if (abs < 86_400 * 30) return rtf.format(Math.round(s / 86_400), "day");
  return formatDate(iso);
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;
