import { expect, it } from "vitest";
import { bodyHash, claimKey, purgeExpiredKeys } from "./idempotency";
import { describeDb } from "../tests/support/server";

it("hashes bodies independently of key order", () => {
  expect(bodyHash({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(bodyHash({ b: { d: [1, 2], c: 2 }, a: 1 }));
  expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: "1" }));
});

describeDb("idempotency keys", (suite) => {
  const base = { route: "/api/quotes", key: "k", hash: "h1", ttlMs: 24 * 3_600_000, staleMs: 60_000 };

  it("hands a key out once, then 409 while in flight, and takes over an abandoned claim", async () => {
    const { app } = await suite.app();
    const now = Date.now();
    expect(await claimKey(app.db, { ...base, now })).toEqual({ kind: "new" });
    await expect(claimKey(app.db, { ...base, now: now + 1000 })).rejects.toMatchObject({ statusCode: 409 });
    await expect(claimKey(app.db, { ...base, hash: "h2", now: now + 1000 })).rejects.toMatchObject({ statusCode: 422 });
    // The process that claimed it died: after staleMs the key is free again.
    expect(await claimKey(app.db, { ...base, now: now + 61_000 })).toEqual({ kind: "new" });
  });

  it("forgets keys after the TTL (at least 24 h)", async () => {
    const { app } = await suite.app();
    const now = Date.now();
    await claimKey(app.db, { ...base, now });
    await app.db
      .updateTable("idempotency_keys")
      .set({ state: "done", response_status: 201, response_body: "{}" })
      .execute();
    expect(await claimKey(app.db, { ...base, now: now + 23 * 3_600_000 })).toEqual({
      kind: "replay",
      status: 201,
      body: "{}",
    });
    expect(await claimKey(app.db, { ...base, hash: "other", now: now + 25 * 3_600_000 })).toEqual({ kind: "new" });
    expect(await purgeExpiredKeys(app.db, now + 50 * 3_600_000, base.ttlMs)).toBe(1);
  });
});
