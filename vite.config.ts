import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Build-time setting (see .env.example): the public origin, for canonical URLs and JSON-LD. The API
    // origin of a split deployment is VITE_API_ORIGIN, which Vite exposes itself (contracts/api.ts).
    "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
  },
  build: { assetsInlineLimit: 0 },
  // The server build (build/server/index.js) renders pages again when staff publish, in a
  // production install without devDependencies: a build-time-only package is bundled into it.
  ssr: { noExternal: ["lucide"] },
});
