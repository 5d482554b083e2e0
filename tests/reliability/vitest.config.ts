import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// `npm run test:reliability`: the real-process suite (docs/reliability.md D2, D3, D7, M1, S6, S13).
// Same aliases and strict console as the unit tests, plus setup.ts, which ends every file's servers;
// one file at a time, since each starts servers and loads the machine. RELIABILITY_LONG=1 selects
// the long versions.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/reliability/**/*.test.ts"],
    setupFiles: [...[base.test?.setupFiles ?? []].flat(), "tests/reliability/setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
