import { describe, expect, it } from "vitest";
import { base32, newCertificateId, newId } from "./ids";

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newId", () => {
  it("makes version 7 UUIDs that carry the time they were made", () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(V7);
    const ms = parseInt(id.replace(/-/g, "").slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it("sorts by the millisecond it was made, so rows append to the end of an index", () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    const ms = (id: string) => id.replace(/-/g, "").slice(0, 12);
    for (let i = 1; i < ids.length; i++) expect(ms(ids[i]!) >= ms(ids[i - 1]!)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ends in random bits drawn anew for every id, so the next id cannot be guessed from the last", () => {
    const tails = Array.from({ length: 1_000 }, () => newId().slice(-12));
    expect(new Set(tails).size).toBe(tails.length);
    // Not a counter: about half of consecutive tails go down.
    const down = tails.filter((t, i) => i > 0 && t < tails[i - 1]!).length;
    expect(down).toBeGreaterThan(300);
    expect(down).toBeLessThan(700);
  });
});

describe("certificate ids", () => {
  it("are CVT- and 16 base32 characters", () => {
    expect(newCertificateId()).toMatch(/^CVT-[A-Z2-7]{16}$/);
    expect(base32(new Uint8Array([0xff, 0x00]))).toBe("74AA");
  });
});
