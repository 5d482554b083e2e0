import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes";

// Every public page is prerendered to static HTML at build time (docs/product.md "Shape").
// The list comes from the content data, so the sitemap, the prerender and the browser
// tests can never disagree about which pages exist.
export default {
  // Server rendering is kept after the prerender: the production server renders pages again with
  // the same build when staff publish (docs/publishing.md). Nothing is rendered per request.
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets several builds coexist (e.g. one per work tree); production uses ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
