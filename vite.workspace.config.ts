import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { themeScript } from "./app/lib/boot-script.ts";

/**
 * The staff workspace: a separate client-rendered entry (app/workspace/index.html) built into
 * BUILD_DIR/client/admin, served for every /admin/* path by the Node server.
 * docs/decisions/0040-workspace-separate-entry.md says why it is not a React Router route.
 */
const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * The theme, chosen before the first paint by the public site's script (stored choice, else the
 * system setting): the page's one inline script, hashed into its CSP like the public pages'
 * (scripts/postbuild.mjs). docs/decisions/0150-workspace-dark-theme.md.
 */
const theme: Plugin = {
  name: "workspace-theme",
  transformIndexHtml: () => [{ tag: "script", children: themeScript, injectTo: "head" }],
};

export default defineConfig({
  root: r("./app/workspace"),
  base: "/admin/",
  // The public folder belongs to the site; the workspace links the site's favicon instead.
  publicDir: false,
  plugins: [tailwindcss(), theme],
  build: {
    outDir: resolve(process.cwd(), buildDir, "client", "admin"),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
    // One bundle (about 135 KB brotli: React, React Router, zod and the screens), cached for a
    // year under its hash; staff load it once. docs/decisions/0040-workspace-separate-entry.md.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // lucide-react marks its modules "use client" (a server-components hint, meaningless here).
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  server: {
    // `npm run dev:workspace` next to `npm run dev:api` (port 3000).
    port: 5174,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
