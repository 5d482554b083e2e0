import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The scripts a public page fetches before any interaction (app/lib/island-loader.js and
 * app/lib/beacon.js) are written small by hand and imported with `?url`, so Vite copies them as
 * they are: every JavaScript file the bundle holds as an asset, not a chunk, is such a copy. Each
 * opens with comment lines for whoever reads the source; visitors get them without (the loader's
 * were 295 of its 2,256 brotli bytes). The file's name keeps the hash of the source: it changes
 * whenever the code does, and also when only the comment does, which costs a download.
 */
function scriptsWithoutOpeningComments(): Plugin {
  return {
    name: "corvanta:scripts-without-opening-comments",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".js")) continue;
        const source = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
        file.source = source.replace(/^(?:\/\/[^\n]*\n)+/, "");
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), scriptsWithoutOpeningComments()],
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
