import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes";
import { CONTENT_AT_ENV } from "./content/site-content";

const buildDirectory = process.env.BUILD_DIR ?? "build";

// One instant for the whole build: every page is prerendered with the content as of this moment
// (app/lib/content.server.ts reads it in this same process), the sitemap and feeds too
// (scripts/postbuild.mjs), and the server compares the database with it at start
// (server/plugins/publishing.ts). Set CORVANTA_CONTENT_AT yourself for a reproducible build.
process.env[CONTENT_AT_ENV] ||= String(Date.now());

// Every public page is prerendered to static HTML at build time (docs/product.md "Shape").
// The list comes from the content data, so the sitemap, the prerender and the browser
// tests can never disagree about which pages exist.
export default {
  // Server rendering is kept after the prerender: the production server renders pages again with
  // the same build when staff publish (docs/publishing.md). Nothing is rendered per request.
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets several builds coexist (e.g. one per work tree); production uses ./build.
  buildDirectory,
  prerender: () => prerenderPaths(),
  // BUILD_DIR/build-info.json, outside client/ (never served): the instant the pages show.
  buildEnd: () => {
    mkdirSync(buildDirectory, { recursive: true });
    const contentAt = new Date(Number(process.env[CONTENT_AT_ENV])).toISOString();
    writeFileSync(join(buildDirectory, "build-info.json"), `${JSON.stringify({ contentAt })}\n`);
  },
} satisfies Config;
