// The production server as one ESM file per entry (package.json "build", after the prerender,
// which empties BUILD_DIR/server): BUILD_DIR/server/main.js (the server) and cli.js (the
// command-line tool), with the worker threads' files (sqlite-worker.mjs, render-worker.mjs,
// password-worker.mjs) beside them. Dependencies stay in node_modules (--packages=external);
// starting the bundle takes a fraction of the time tsx needs to compile the sources.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(resolve(root, process.env.BUILD_DIR ?? "build"), "server");
mkdirSync(outdir, { recursive: true });

const result = await build({
  absWorkingDir: root,
  // page-pipeline: what the page renderer's thread runs after each render (server/site/page-pipeline.ts).
  entryPoints: { main: "server/main.ts", cli: "server/cli.ts", "page-pipeline": "server/site/page-pipeline.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
});
// The SQLite connection's worker thread is loaded by URL from beside the bundle, as it is from
// beside server/db/sqlite-worker-dialect.ts in the sources (docs/decisions/0073-sqlite-off-the-event-loop.md).
copyFileSync(join(root, "server/db/sqlite-worker.mjs"), join(outdir, "sqlite-worker.mjs"));
// The page renderer's thread, likewise (docs/decisions/0135-pages-rendered-off-the-event-loop.md).
copyFileSync(join(root, "server/site/render-worker.mjs"), join(outdir, "render-worker.mjs"));
// The thread that judges new staff passwords (docs/decisions/0174-password-strength-in-a-thread.md).
copyFileSync(join(root, "server/staff/password-worker.mjs"), join(outdir, "password-worker.mjs"));
// The bundle is ESM regardless of the nearest package.json.
writeFileSync(join(outdir, "package.json"), '{ "type": "module" }\n');
const bytes = Object.entries(result.metafile.outputs)
  .filter(([f]) => f.endsWith(".js"))
  .map(([f, o]) => `${f.split("/").pop()} ${(o.bytes / 1024).toFixed(0)} KiB`)
  .join(", ");
console.log(`bundle-server: ${outdir} (${bytes})`);
