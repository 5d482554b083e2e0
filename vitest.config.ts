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
    fileParallelism: false,
  },
});
