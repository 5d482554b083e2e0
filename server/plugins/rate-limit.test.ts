import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { redisAvailable, sqliteApps, TEST_REDIS_URL, validContact } from "../../tests/support/server";

const suite = sqliteApps();
const post = (headers: Record<string, string> = {}, remoteAddress = "203.0.113.7") => ({
  method: "POST" as const,
  url: "/api/contacts",
  headers,
  remoteAddress,
  payload: validContact(),
});

describe("rate limits", () => {
  it("count per client address; a spoofed X-Forwarded-For from a direct client changes nothing", async () => {
    const { app } = await suite.app({ env: { RATE_LIMIT_CONTACTS: "2/1m" } });
    expect((await app.inject(post())).statusCode).toBe(201);
    expect((await app.inject(post({ "x-forwarded-for": "198.51.100.1" }))).statusCode).toBe(201);
    expect((await app.inject(post({ "x-forwarded-for": "198.51.100.2" }))).statusCode).toBe(429);
    // Another address has its own bucket.
    expect((await app.inject(post({}, "203.0.113.8"))).statusCode).toBe(201);
  });

  it("behind a trusted proxy (TRUST_PROXY), count per forwarded client address", async () => {
    const { app } = await suite.app({ env: { RATE_LIMIT_CONTACTS: "1/1m", TRUST_PROXY: "10.0.0.0/8" } });
    const viaProxy = (client: string) => post({ "x-forwarded-for": client }, "10.1.2.3");
    expect((await app.inject(viaProxy("198.51.100.1"))).statusCode).toBe(201);
    expect((await app.inject(viaProxy("198.51.100.2"))).statusCode).toBe(201);
    expect((await app.inject(viaProxy("198.51.100.1"))).statusCode).toBe(429);
    // A direct client outside the trusted range cannot pick its address.
    expect((await app.inject(post({ "x-forwarded-for": "198.51.100.9" }, "192.0.2.1"))).statusCode).toBe(201);
    expect((await app.inject(post({ "x-forwarded-for": "198.51.100.10" }, "192.0.2.1"))).statusCode).toBe(429);
  });
});

const redisOk = await redisAvailable();

describe.skipIf(!redisOk)("rate limits in Redis (REDIS_URL)", () => {
  it("are shared by every server using the same Redis, under the configured key prefix", async () => {
    const prefix = `corvanta-test:${randomUUID()}:`;
    const env = { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_CONTACTS: "3/1m" };
    const a = await suite.app({ env });
    const b = await suite.app({ env });
    const redis = new Redis(TEST_REDIS_URL);
    try {
      expect((await a.app.inject(post())).statusCode).toBe(201);
      expect((await b.app.inject(post())).statusCode).toBe(201);
      expect((await a.app.inject(post())).statusCode).toBe(201);
      const limited = await b.app.inject(post());
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.startsWith(prefix))).toBe(true);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it("let requests through (and log) when Redis is unreachable, rather than lose a lead", async () => {
    const { app, logs } = await suite.app({ env: { REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_CONTACTS: "1/1m" } });
    expect((await app.inject(post())).statusCode).toBe(201);
    expect((await app.inject(post())).statusCode).toBe(201);
    expect(logs.text).toContain("redis");
  });
});
