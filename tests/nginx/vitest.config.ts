import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// `npm run test:nginx`: deploy/nginx in front of the built server (needs `npm run build` and nginx).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/nginx/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
