/**
 * Sign-in throttling, shared by every server process: failures are counted per account and per
 * client address in the database (auth_throttle), or in Redis when REDIS_URL is set. After
 * `slowAfter` failures each further answer is delayed; after `max` failures the key is refused
 * (429) for `blockMs`, then starts afresh. The account limit is kept short so that an attacker
 * cannot keep a real person out for long, and a passkey or a password reset is never throttled
 * by the account key (docs/decisions/0032-sign-in-throttling.md).
 */
import type { Redis } from "ioredis";
import type { Db } from "../db";
import { iso } from "../lib/clock";

export interface ThrottleRule {
  /** Failures counted within this window. */
  windowMs: number;
  /** From this many failures on, answers are slowed. */
  slowAfter: number;
  /** At this many failures the key is blocked. */
  max: number;
  blockMs: number;
}

export interface ThrottleState {
  failures: number;
  /** Milliseconds until the block ends; 0: not blocked. */
  blockedForMs: number;
}

export interface ThrottleStore {
  peek(key: string, now: number, rule: ThrottleRule): Promise<ThrottleState>;
  fail(key: string, now: number, rule: ThrottleRule): Promise<ThrottleState>;
  clear(key: string): Promise<void>;
}

export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async peek(key: string, now: number, rule: ThrottleRule): Promise<ThrottleState> {
    const row = await this.db.selectFrom("auth_throttle").selectAll().where("key", "=", key).executeTakeFirst();
    if (!row) return { failures: 0, blockedForMs: 0 };
    const blockedUntil = row.blocked_until ? Date.parse(row.blocked_until) : 0;
    if (blockedUntil > now) return { failures: row.failures, blockedForMs: blockedUntil - now };
    if (blockedUntil || Date.parse(row.window_started_at) + rule.windowMs <= now)
      return { failures: 0, blockedForMs: 0 };
    return { failures: row.failures, blockedForMs: 0 };
  }

  async fail(key: string, now: number, rule: ThrottleRule): Promise<ThrottleState> {
    const current = await this.peek(key, now, rule);
    if (current.blockedForMs > 0) return current;
    const windowCutoff = iso(now - rule.windowMs);
    // One statement, atomic on both databases: a new window when the old one ended or a block expired.
    await this.db
      .insertInto("auth_throttle")
      .values({ key, failures: 1, window_started_at: iso(now), blocked_until: null })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when(
              eb.or([
                eb("auth_throttle.window_started_at", "<=", windowCutoff),
                eb("auth_throttle.blocked_until", "is not", null),
              ]),
            )
            .then(1)
            .else(eb("auth_throttle.failures", "+", 1))
            .end(),
          window_started_at: eb
            .case()
            .when(
              eb.or([
                eb("auth_throttle.window_started_at", "<=", windowCutoff),
                eb("auth_throttle.blocked_until", "is not", null),
              ]),
            )
            .then(iso(now))
            .else(eb.ref("auth_throttle.window_started_at"))
            .end(),
          blocked_until: null,
        })),
      )
      .execute();
    const row = await this.db
      .selectFrom("auth_throttle")
      .select(["failures"])
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    if (row.failures >= rule.max) {
      await this.db
        .updateTable("auth_throttle")
        .set({ blocked_until: iso(now + rule.blockMs) })
        .where("key", "=", key)
        .execute();
      return { failures: row.failures, blockedForMs: rule.blockMs };
    }
    return { failures: row.failures, blockedForMs: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("auth_throttle").where("key", "=", key).execute();
  }
}

export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private k(key: string) {
    return `${this.prefix}${key}`;
  }

  async peek(key: string): Promise<ThrottleState> {
    const [failures, blockTtl] = await Promise.all([
      this.redis.get(this.k(key)),
      this.redis.pttl(this.k(`${key}:block`)),
    ]);
    return { failures: Number(failures ?? 0), blockedForMs: blockTtl > 0 ? blockTtl : 0 };
  }

  async fail(key: string, _now: number, rule: ThrottleRule): Promise<ThrottleState> {
    const current = await this.peek(key);
    if (current.blockedForMs > 0) return current;
    const results = await this.redis.multi().incr(this.k(key)).pexpire(this.k(key), rule.windowMs, "NX").exec();
    const failures = Number(results?.[0]?.[1] ?? 1);
    if (failures >= rule.max) {
      await this.redis
        .multi()
        .set(this.k(`${key}:block`), "1", "PX", rule.blockMs)
        .del(this.k(key))
        .exec();
      return { failures, blockedForMs: rule.blockMs };
    }
    return { failures, blockedForMs: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.k(key), this.k(`${key}:block`));
  }
}

/** Uses Redis while it answers, the database otherwise (a Redis outage must not open the door). */
export class FallbackThrottleStore implements ThrottleStore {
  constructor(
    private readonly primary: ThrottleStore,
    private readonly fallback: ThrottleStore,
    private readonly onError: (err: unknown) => void,
  ) {}

  private async run<T>(f: (s: ThrottleStore) => Promise<T>): Promise<T> {
    try {
      return await f(this.primary);
    } catch (err) {
      this.onError(err);
      return f(this.fallback);
    }
  }

  peek(key: string, now: number, rule: ThrottleRule) {
    return this.run((s) => s.peek(key, now, rule));
  }
  fail(key: string, now: number, rule: ThrottleRule) {
    return this.run((s) => s.fail(key, now, rule));
  }
  clear(key: string) {
    return this.run((s) => s.clear(key));
  }
}

/** The delay before answering a failure: nothing up to slowAfter, then 0.5 s, 1 s, 2 s... at most slowMaxMs. */
export function slowDownMs(failures: number, rule: ThrottleRule, baseMs: number, maxMs: number): number {
  if (failures < rule.slowAfter) return 0;
  return Math.min(maxMs, baseMs * 2 ** (failures - rule.slowAfter));
}
