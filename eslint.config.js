import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".tmp-*",
      "bench-results/",
      "build/",
      // Builds made beside the default one with BUILD_DIR (.gitignore).
      "build-*/",
      "data/",
      // Served as it is, kept small by hand (docs/analytics.md "The beacon"; app/lib/beacon.test.ts).
      "app/lib/beacon.js",
      // The same: the islands loader (docs/decisions/0130-islands.md; tests/e2e/islands.spec.ts).
      "app/lib/island-loader.js",
      "node_modules/",
      ".react-router/",
      "test-results*/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // The rules of hooks and the React Compiler's checks; a missing effect dependency is an error, not a warning.
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
    rules: {
      ...reactHooks.configs.flat["recommended-latest"].rules,
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["scripts/**", "server/cli.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
);
