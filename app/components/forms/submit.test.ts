// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { describeWait, jsonBody, newIdempotencyKey, parseRetryAfter, sendForm } from "./submit";

afterEach(() => vi.unstubAllGlobals());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  test("a v4 UUID, also where randomUUID is missing (plain-http origins)", () => {
    expect(newIdempotencyKey()).toMatch(uuid);
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: <T extends Uint8Array<ArrayBuffer>>(a: T) => real.getRandomValues(a) });
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(uuid);
  });
});

describe("Retry-After", () => {
  test("seconds or an HTTP date", () => {
    expect(parseRetryAfter("120")).toBe(120);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:05:00 GMT", now)).toBe(300);
  });
  test("in words", () => {
    expect(describeWait(null)).toBe("a few minutes");
    expect(describeWait(5)).toBe("a few seconds");
    expect(describeWait(45)).toBe("about 45 seconds");
    expect(describeWait(60)).toBe("about a minute");
    expect(describeWait(599)).toBe("about 10 minutes");
    expect(describeWait(3600)).toBe("about an hour");
    expect(describeWait(3 * 3600)).toBe("about 3 hours");
  });
});

test("jsonBody: strings, startedAt as a number (absent when empty), honeypot always present", () => {
  const fd = new FormData();
  fd.set("name", "A");
  fd.set("startedAt", "1700000000000");
  expect(jsonBody(fd)).toEqual({ name: "A", startedAt: 1700000000000, website: "" });
  fd.set("startedAt", "");
  fd.set("website", "spam");
  expect(jsonBody(fd)).toEqual({ name: "A", website: "spam" });
});

describe("sendForm outcomes", () => {
  const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));

  test.each([
    [201, { ok: true }],
    [400, { ok: false, reason: "validation" }],
    [413, { ok: false, reason: "too-large" }],
    [415, { ok: false, reason: "file-type" }],
    [429, { ok: false, reason: "rate-limited" }],
    [409, { ok: false, reason: "unavailable" }],
    [422, { ok: false, reason: "unavailable" }],
    [500, { ok: false, reason: "unavailable" }],
    [503, { ok: false, reason: "unavailable" }],
  ])("%i", async (status, expected) => {
    expect(await sendForm("/api/quotes", { a: 1 }, "k", answer(status))).toMatchObject(expected);
  });

  test("a body that is not JSON does not break it", async () => {
    const f = vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await sendForm("/api/quotes", {}, "k", f)).toMatchObject({ ok: false, reason: "unavailable", status: 502 });
    const ok = vi.fn(async () => new Response("", { status: 201 }));
    expect(await sendForm("/api/quotes", {}, "k", ok)).toEqual({ ok: true, id: null });
  });
});
