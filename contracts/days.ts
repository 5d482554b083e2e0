/**
 * Calendar days ("2026-06-30", as date inputs, the API and CSV files write them) as people read
 * them ("30 Jun 2026"), with no time-zone shift: a day is a day wherever it is read. Shared by the
 * workspace's screens and the messages the API words about days.
 */
const words = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-06-30" as "30 Jun 2026"; anything that is not such a day comes back as it was. */
export function dayText(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const at = new Date(`${day}T00:00:00Z`);
  // A day that does not exist (30 February) is not read as the one after it.
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day ? day : words.format(at);
}
