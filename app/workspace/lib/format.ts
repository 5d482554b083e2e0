/** Dates in the company's time zone (Asia/Kolkata), always with the zone shown. */
export const COMPANY_TIME_ZONE = "Asia/Kolkata";

/** A day as people read it ("23 Nov 2026") and a time on the 24-hour clock ("10:18"), in the company's zone. */
const dayOptions: Intl.DateTimeFormatOptions = {
  timeZone: COMPANY_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
};
const timeOptions: Intl.DateTimeFormatOptions = {
  timeZone: COMPANY_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

const dateTime = new Intl.DateTimeFormat("en-IN", { ...dayOptions, ...timeOptions, timeZoneName: "short" });
const dateOnly = new Intl.DateTimeFormat("en-IN", dayOptions);
const clock = new Intl.DateTimeFormat("en-IN", { ...timeOptions, timeZoneName: "short" });
const bareClock = new Intl.DateTimeFormat("en-IN", timeOptions);
/** A moment's numbers ("2026", "12", "01", "09", "30"), for the values of date and time inputs. */
const numbers = new Intl.DateTimeFormat("en-CA", { ...timeOptions, year: "numeric", month: "2-digit", day: "2-digit" });

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

/**
 * Who made a revision and when: "Asha Rao · 23 Nov 2026, 10:18 IST"; for the repository's own
 * first revision (no author; its note says where it came from) only its date, "1 Jan 2026": the
 * content's own (a listing's posting day, an article's publication), with no time of day anyone
 * worked at.
 */
export function revisionByline(r: { author: string | null; createdAt: string }): string {
  return r.author ? `${r.author} · ${formatDateTime(r.createdAt)}` : formatDate(r.createdAt);
}

/**
 * When a document last changed, for its line in a list or its header: a document nobody has
 * changed since the install put it there says so, rather than the install's time.
 */
export function changedText(d: { version: number; updatedBy: string | null; updatedAt: string }): string {
  if (d.version === 1 && !d.updatedBy) return "From the repository, unchanged since the site was installed";
  return `Changed ${formatDateTime(d.updatedAt)}${d.updatedBy ? ` by ${d.updatedBy}` : ""}`;
}

/** "14:03 (IST)" today, "3 Dec 2026, 14:03 (IST)" on another day. */
export function savedAtText(iso: string, now = new Date()): string {
  const d = valid(iso);
  if (!d) return "a moment ago";
  const time = `${bareClock.format(d)} (IST)`;
  return companyDay(d) === companyDay(now) ? time : `${dateOnly.format(d)}, ${time}`;
}

function companyNumbers(date: Date): Record<string, string> {
  return Object.fromEntries(numbers.formatToParts(date).map((p) => [p.type, p.value]));
}

/** The calendar day (YYYY-MM-DD) in the company's zone. */
export function companyDay(date: Date = new Date()): string {
  const n = companyNumbers(date);
  return `${n.year}-${n.month}-${n.day}`;
}

/** A moment as a datetime-local value in the company's zone ("2026-12-01T09:30"). */
export function istInputValue(date: Date): string {
  const n = companyNumbers(date);
  return `${n.year}-${n.month}-${n.day}T${n.hour}:${n.minute}`;
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

/** When an e-mail is tried again: "in 5 minutes", or "any moment now" once that is under a minute away or past. */
export function nextTryText(iso: string | null | undefined, now = Date.now()): string {
  const d = valid(iso);
  return d && d.getTime() - now >= 60_000 ? relativeTime(iso, now) : "any moment now";
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

/** A content kind's label as one document of it: "Case studies" -> "case study". */
export function singular(label: string): string {
  const lower = label.toLowerCase();
  return lower.endsWith("ies") ? `${lower.slice(0, -3)}y` : lower.replace(/s$/, "");
}

/** Shown beside every time a person types: the workspace's times are India's. */
export const ZONE_TEXT = "IST, UTC+05:30";

/** A datetime-local value read as India's time: an ISO string with its offset, or null. */
export function istToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00+05:30`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}
