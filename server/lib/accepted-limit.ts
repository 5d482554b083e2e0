/**
 * A limit on what was accepted, not on what was tried (docs/decisions/0082-application-limit-counts-accepted.md):
 * the application route asks `check()` before it reads a body and calls `record()` only after
 * an application was stored, so a refused résumé or a typo does not use up an attempt, and a
 * campus or an office behind one address is limited by the applications it really sent.
 *
 * Fixed windows per key, in Redis when REDIS_URL is set (shared by every server process) or in
 * this process's memory otherwise. Like the other rate limits, a Redis failure lets the request
 * through (and is logged): a lost applicant costs more than a missed limit.
 */
import type { Redis } from "ioredis";

export interface LimitState {
  /** Accepted so far in the current window. */
  count: number;
  /** Milliseconds until the window ends (0 when nothing was counted). */
  resetInMs: number;
}

export interface AcceptedStore {
  get(key: string, now: number): Promise<LimitState>;
  add(key: string, windowMs: number, now: number): Promise<void>;
}

export class MemoryAcceptedStore implements AcceptedStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async get(key: string, now: number): Promise<LimitState> {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async add(key: string, windowMs: number, now: number): Promise<void> {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + windowMs });
    else w.count++;
    // Forget ended windows now and then, so the map does not grow with every address ever seen.
    if (this.windows.size > 10_000) for (const [k, v] of this.windows) if (v.resetAt <= now) this.windows.delete(k);
  }
}

export class RedisAcceptedStore implements AcceptedStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<LimitState> {
    const [count, ttl] = results(
      await this.redis
        .multi()
        .get(this.prefix + key)
        .pttl(this.prefix + key)
        .exec(),
    );
    const n = Number(count ?? 0);
    const ms = Number(ttl);
    return { count: Number.isFinite(n) ? n : 0, resetInMs: ms > 0 ? ms : 0 };
  }

  async add(key: string, windowMs: number): Promise<void> {
    // The window starts with the first accepted application: SET NX PX creates it with its
    // expiry, INCR counts (keeping the expiry), both in one transaction.
    results(
      await this.redis
        .multi()
        .set(this.prefix + key, "0", "PX", windowMs, "NX")
        .incr(this.prefix + key)
        .exec(),
    );
  }
}

/** A MULTI's answers, or its first error thrown. */
function results(r: [Error | null, unknown][] | null): unknown[] {
  if (!r) throw new Error("redis transaction aborted");
  for (const [err] of r) if (err) throw err;
  return r.map(([, v]) => v);
}

export class AcceptedLimit {
  constructor(
    private readonly store: AcceptedStore,
    private readonly limit: { max: number; windowMs: number },
    private readonly now: () => number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Null when another one may be accepted; otherwise the seconds until the window ends. */
  async check(key: string): Promise<number | null> {
    try {
      const s = await this.store.get(key, this.now());
      return s.count >= this.limit.max ? Math.max(1, Math.ceil(s.resetInMs / 1000)) : null;
    } catch (err) {
      this.onError(err);
      return null;
    }
  }

  async record(key: string): Promise<void> {
    try {
      await this.store.add(key, this.limit.windowMs, this.now());
    } catch (err) {
      this.onError(err);
    }
  }
}
