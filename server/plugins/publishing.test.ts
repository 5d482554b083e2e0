/**
 * The instant a build's pages show (BUILD_DIR/build-info.json, react-router.config.ts): read so
 * that a server started in a later year than its build, or after a repository listing closed,
 * renders at start (server/content/site-state.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtAt } from "./publishing";

const dir = mkdtempSync(join(tmpdir(), "build-info-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(name: string, info: string | null): string {
  const client = join(dir, name, "client");
  mkdirSync(client, { recursive: true });
  if (info !== null) writeFileSync(join(dir, name, "build-info.json"), info);
  return client;
}

describe("the build's instant (server/plugins/publishing.ts builtAt)", () => {
  it("is read from build-info.json beside the client folder", () => {
    const client = build("dated", `{"contentAt":"2026-12-31T18:29:59.000Z"}\n`);
    expect(builtAt(client)).toBe(Date.parse("2026-12-31T18:29:59.000Z"));
  });

  it("is unknown without the file, or with one that does not say it: the build's pages are then taken as current", () => {
    expect(builtAt(build("none", null))).toBeUndefined();
    expect(builtAt(build("broken", "{not json"))).toBeUndefined();
    expect(builtAt(build("no-date", `{"contentAt":"yesterday"}`))).toBeUndefined();
    expect(builtAt(build("number", `{"contentAt":1767205799000}`))).toBeUndefined();
  });
});
