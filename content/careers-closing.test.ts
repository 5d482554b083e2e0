/**
 * Listings' closing dates (docs/decisions/0081-listing-closing-date.md), proved on a test-only
 * fixture: the published listings have no closing date, and the site's copy stays true.
 */
import { afterEach, describe, expect, it } from "vitest";
import { applyBy, closesAt, isClosed, seedListings as listings } from "./careers";
import { openListings, seedContent } from "./site-content";
import { listing as listingSchema } from "./schema";
import { indexablePaths, prerenderPaths, unlistedPaths } from "./routes";

const fixture = listings[0]!;
const original = { ...fixture };
afterEach(() => {
  delete fixture.closesOn;
  Object.assign(fixture, original);
});

describe("closing dates", () => {
  it("a listing closes at the end of its closing day in India, not before", () => {
    const l = { closesOn: "2026-11-30" };
    expect(closesAt(l)).toBe(Date.parse("2026-11-30T18:29:59.999Z"));
    expect(isClosed(l, Date.parse("2026-11-30T18:29:59.999Z"))).toBe(false);
    expect(isClosed(l, Date.parse("2026-11-30T18:30:00.000Z"))).toBe(true);
    expect(isClosed({}, Date.parse("2099-01-01T00:00:00Z"))).toBe(false);
  });

  it("the closing date is the 'apply by' date when set; the schema takes only a calendar day", () => {
    expect(applyBy({})).toBe(null);
    expect(applyBy({ closesOn: "2026-12-15" })).toBe("2026-12-15");
    expect(listingSchema.safeParse({ ...original, closesOn: "15/12/2026" }).success).toBe(false);
    expect(listingSchema.safeParse({ ...original, closesOn: "2026-12-15" }).success).toBe(true);
  });

  it("a closed listing leaves the sitemap and the open list but keeps its page", () => {
    const now = Date.parse("2026-12-01T00:00:00Z");
    const path = `/career/${fixture.slug}`;
    expect(indexablePaths(seedContent(now))).toContain(path);
    fixture.closesOn = "2026-11-20";
    expect(indexablePaths(seedContent(now))).not.toContain(path);
    expect(unlistedPaths(seedContent(now))).toContain(path);
    expect(prerenderPaths(seedContent(now))).toContain(path);
    expect(openListings(seedContent(now)).map((l) => l.id)).not.toContain(fixture.id);
    expect(openListings(seedContent(Date.parse("2026-11-20T12:00:00Z"))).map((l) => l.id)).toContain(fixture.id);
  });

  it("the published listings are all open today (nothing on the site claims a closed role is open)", () => {
    expect(openListings(seedContent())).toHaveLength(listings.length);
  });
});
