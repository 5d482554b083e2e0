import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and component tests sit beside the code they test (*.test.ts / *.test.tsx).
// Browser journeys live in tests/e2e and run under Playwright, not here.
export default defineConfig({
  test: {
    include: ["{app,content,contracts,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./tests/setup/strict-console.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files run side by side: each test that needs a database or a port makes its own
    // (tests/support/server.ts), and most of a file's time is waiting on them, so two workers on
    // two cores take about half the time of one (249 s against 470 s for 921 tests, 2026-11-27).
    // Vitest's own default is one worker fewer than the cores: one, on a two-core CI machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
