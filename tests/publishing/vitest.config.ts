import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// `npm run test:publishing`: the publisher against the build (needs `npm run build`), as the
// production server runs it (docs/publishing.md).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/publishing/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
