import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { serverClock } from "./clock";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A clock file replaced the way the reliability suite does it: write a new file, rename it over. */
function clockFile(offset: string) {
  const dir = mkdtempSync(join(tmpdir(), "corvanta-clock-"));
  dirs.push(dir);
  const path = join(dir, "offset");
  const set = (text: string) => {
    writeFileSync(`${path}.next`, text);
    renameSync(`${path}.next`, path);
  };
  set(offset);
  return { path, set };
}

const base = () => 1_000_000;

describe("serverClock", () => {
  it("is Date.now itself without TEST_CLOCK_FILE", () => {
    expect(serverClock({ testClockFile: undefined })).toBe(Date.now);
  });

  it("adds the file's offset, and follows the file when it is replaced", () => {
    const f = clockFile("0\n");
    const now = serverClock({ testClockFile: f.path }, base);
    expect(now()).toBe(1_000_000);
    f.set(String(8 * 3_600_000 + 60_000));
    expect(now()).toBe(1_000_000 + 8 * 3_600_000 + 60_000);
    f.set("  -5000 ");
    expect(now()).toBe(995_000);
    // Real time still passes underneath the offset.
    const real = serverClock({ testClockFile: f.path });
    expect(Math.abs(real() - (Date.now() - 5000))).toBeLessThan(1000);
  });

  it("refuses a missing or malformed file at start, and a malformed one later", () => {
    expect(() => serverClock({ testClockFile: "/nonexistent/corvanta-clock" })).toThrow(ConfigError);
    expect(() => serverClock({ testClockFile: "/nonexistent/corvanta-clock" })).toThrow(/TEST_CLOCK_FILE.*ENOENT/);
    for (const bad of ["", "1h", "1.5", "1e6", "12 34", "9".repeat(16)])
      expect(() => serverClock({ testClockFile: clockFile(bad).path }), bad).toThrow(/an offset in milliseconds/);
    const f = clockFile("10");
    const now = serverClock({ testClockFile: f.path }, base);
    f.set("soon");
    expect(() => now()).toThrow(ConfigError);
    f.set("20");
    expect(now()).toBe(1_000_020);
    rmSync(f.path);
    expect(() => now()).toThrow(/cannot read/);
  });
});
