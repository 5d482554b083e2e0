/**
 * The application form's rate limit counts accepted applications only
 * (docs/decisions/0082-application-limit-counts-accepted.md): refused résumés and invalid forms
 * use up nothing; in memory without Redis, shared through Redis with it.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { AcceptedLimit, MemoryAcceptedStore, RedisAcceptedStore, type AcceptedStore } from "../lib/accepted-limit";
import {
  formData,
  pdfOfSize,
  redisAvailable,
  sqliteApps,
  TEST_REDIS_URL,
  validApplicationFields,
  type TestApp,
} from "../../tests/support/server";

const suite = sqliteApps();
const post = (t: TestApp, file: Buffer, over: Record<string, string> = {}, remoteAddress = "203.0.113.50") =>
  t.app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { accept: "application/json" },
    remoteAddress,
    payload: formData(validApplicationFields(over), [{ filename: "cv.pdf", content: file, type: "application/pdf" }]),
  });
const notPdf = Buffer.from("This is a plain text file pretending to be a résumé, which the server refuses.");

async function refusedThenAccepted(t: TestApp, other: TestApp = t) {
  // Refusals from one address: a file that is no résumé, an invalid form. None of them counts.
  for (let i = 0; i < 4; i++) expect((await post(t, notPdf)).statusCode).toBe(415);
  expect((await post(t, pdfOfSize(2000), { email: "not-an-address" })).statusCode).toBe(400);
  // Two accepted (the limit), from either server.
  expect((await post(t, pdfOfSize(2000))).statusCode).toBe(201);
  expect((await post(other, pdfOfSize(2000))).statusCode).toBe(201);
  // The third waits, with Retry-After and a clear message; another address does not.
  const limited = await post(t, pdfOfSize(2000));
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3000);
  expect(limited.json().message).toMatch(/as many applications as we accept for now/);
  expect((await post(other, pdfOfSize(2000), {}, "203.0.113.51")).statusCode).toBe(201);
}

describe("the application limit counts accepted applications", () => {
  it("in memory: refused résumés and invalid forms use up nothing; the limit applies to what was stored", async () => {
    const t = await suite.app({ env: { RATE_LIMIT_APPLICATIONS: "2/1h" } });
    await refusedThenAccepted(t);
    expect(await t.app.db.selectFrom("applications").select("id").execute()).toHaveLength(3);
  });

  it("a window ends: the address may apply again", async () => {
    let now = Date.parse("2026-11-20T06:00:00Z");
    const limit = new AcceptedLimit(
      new MemoryAcceptedStore(),
      { max: 2, windowMs: 60_000 },
      () => now,
      () => {},
    );
    expect(await limit.check("a")).toBeNull();
    await limit.record("a");
    await limit.record("a");
    expect(await limit.check("a")).toBe(60);
    expect(await limit.check("b")).toBeNull();
    now += 30_000;
    expect(await limit.check("a")).toBe(30);
    now += 30_000;
    expect(await limit.check("a")).toBeNull();
  });

  it("a failing store lets applications through and reports the error", async () => {
    const errors: unknown[] = [];
    const broken: AcceptedStore = {
      get: () => Promise.reject(new Error("down")),
      add: () => Promise.reject(new Error("down")),
    };
    const limit = new AcceptedLimit(broken, { max: 1, windowMs: 60_000 }, Date.now, (e) => errors.push(e));
    await limit.record("a");
    expect(await limit.check("a")).toBeNull();
    expect(errors).toHaveLength(2);
  });
});

const redisOk = await redisAvailable();

describe.skipIf(!redisOk)("the application limit in Redis (REDIS_URL)", () => {
  it("is shared by every server on the same Redis and counts only accepted applications, under the key prefix", async () => {
    const prefix = `corvanta-test:${randomUUID()}:`;
    const env = { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_APPLICATIONS: "2/1h" };
    const a = await suite.app({ env });
    const b = await suite.app({ env });
    const redis = new Redis(TEST_REDIS_URL);
    try {
      await refusedThenAccepted(a, b);
      const keys = await redis.keys(`${prefix}accepted:applications:*`);
      expect(keys).toHaveLength(2);
      const counts = await Promise.all(keys.map((k) => redis.get(k)));
      expect(counts.map(Number).sort()).toEqual([1, 2]);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(3_000_000);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it("the Redis store keeps the window from the first accepted application", async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const prefix = `corvanta-test:${randomUUID()}:`;
    try {
      const store = new RedisAcceptedStore(redis, prefix);
      expect(await store.get("x")).toEqual({ count: 0, resetInMs: 0 });
      await store.add("x", 5_000);
      await store.add("x", 60_000);
      const s = await store.get("x");
      expect(s.count).toBe(2);
      expect(s.resetInMs).toBeLessThanOrEqual(5_000);
      expect(s.resetInMs).toBeGreaterThan(0);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it("lets applications through (and logs) when Redis is unreachable", async () => {
    const t = await suite.app({ env: { REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_APPLICATIONS: "1/1h" } });
    expect((await post(t, pdfOfSize(2000))).statusCode).toBe(201);
    expect((await post(t, pdfOfSize(2000))).statusCode).toBe(201);
    expect(t.logs.text).toContain("application limit");
  });
});
