/**
 * The beacon (app/lib/beacon.js, docs/analytics.md "The beacon") is a plain file served as it is:
 * these tests hold it to the names the server and the forms use, and to its byte allowance.
 */
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { API_PATHS } from "#contracts/api.ts";
import { SOURCE_FIELD, VISIT_KEY } from "#contracts/lead-source.ts";

const text = readFileSync(new URL("./beacon.js", import.meta.url), "utf8");

describe("the page-view beacon", () => {
  it("uses the names the server and the forms use", () => {
    expect(text).toContain(`S.getItem(${JSON.stringify(VISIT_KEY)})`);
    expect(text).toContain(`S.setItem(${JSON.stringify(VISIT_KEY)},`);
    expect(text).toContain(`namedItem(${JSON.stringify(SOURCE_FIELD)})`);
    expect(text).toContain(`navigator.sendBeacon(${JSON.stringify(API_PATHS.event)},`);
  });

  it("adds at most 1 KiB of brotli JavaScript to a page", () => {
    const bytes = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    expect(bytes).toBeLessThanOrEqual(1024);
  });

  it("keeps nothing beyond the tab's visit: no cookie, no localStorage, no other origin", () => {
    expect(text).not.toMatch(/cookie|localStorage|indexedDB|https?:\/\//i);
    expect(text).toContain("sessionStorage");
  });
});
