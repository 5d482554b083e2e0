import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit and component tests sit beside the code they test (*.test.ts / *.test.tsx).
// Browser journeys live in tests/e2e and run under Playwright, not here.
export default defineConfig({
  resolve: {
    alias: { "~": r("./app"), "@content": r("./content"), "@contracts": r("./contracts") },
  },
  test: {
    include: ["{app,content,contracts,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./tests/setup/strict-console.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
