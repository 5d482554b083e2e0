import { afterEach, beforeEach, vi } from "vitest";

// A console.error or console.warn during a unit test is a defect: fail the test
// (tests/README.md). Tests that expect one spy on console themselves and restore it.
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args) => void calls.push(args));
  vi.spyOn(console, "warn").mockImplementation((...args) => void calls.push(args));
});
afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length)
    throw new Error(`Unexpected console output in test:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
});
