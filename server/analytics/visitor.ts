/**
 * Counting visitors without keeping anything that identifies them (docs/analytics.md, as
 * Plausible does): a visitor is the hash of a secret salt, the site, the address and the user
 * agent. The salt belongs to one calendar day (India's); the first process that needs today's
 * makes it in the database (so every process of the site agrees on it), and deletes every
 * earlier one at the same moment. Once yesterday's salt is gone, nobody (we included) can tell
 * whether a hash of yesterday and one of today are the same person, nor recompute yesterday's
 * hash from an address. The address itself is never stored. docs/decisions/0121-daily-salt-in-the-database.md.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db";

const DAY_MS = 86_400_000;
/** India has no daylight saving: its day starts at 18:30 UTC. */
const IST_MS = 330 * 60_000;

/** The company's calendar day (Asia/Kolkata) of a time, YYYY-MM-DD. */
export const istDay = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 10);
/** The day `n` days before `day` (YYYY-MM-DD arithmetic in UTC, where no day is skipped). */
export const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${site}\n${address}\n${userAgent}`).digest("base64url").slice(0, 22);
}

export class DailySalt {
  private current: { day: string; salt: string } | null = null;
  private pending: Promise<{ day: string; salt: string }> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Today's salt, shared through the database; earlier ones are deleted when it is made. */
  async today(): Promise<{ day: string; salt: string }> {
    const day = istDay(this.now());
    if (this.current?.day === day) return this.current;
    // One lookup at a time per process: the events arriving meanwhile wait for it.
    if (this.pending) {
      const got = await this.pending;
      if (got.day === day) return got;
    }
    this.pending = this.load(day);
    try {
      this.current = await this.pending;
      return this.current;
    } finally {
      this.pending = null;
    }
  }

  private async load(day: string) {
    // Forget every earlier day's salt (another process may have done it already).
    await this.db.deleteFrom("analytics_salts").where("day", "<", day).execute();
    await this.db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("analytics_salts")
      .select(["salt"])
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    return { day, salt: row.salt };
  }

  /** Deletes the salts of days before today (the daily job; a salt is otherwise deleted when the next one is made). */
  async forgetOld(): Promise<number> {
    const day = istDay(this.now());
    if (this.current && this.current.day < day) this.current = null;
    const r = await this.db.deleteFrom("analytics_salts").where("day", "<", day).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
