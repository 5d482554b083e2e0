// After `react-router build` (package.json "build"): writes, for BUILD_DIR (default "build"):
// - BUILD_DIR/csp.json: the sha256 of every inline <script>/<style> of every prerendered page,
//   for the per-page Content-Security-Policy (outside client/, so it is never served);
// - client/sitemap.xml (indexablePaths() of content/routes.ts on SITE_URL) and client/robots.txt;
// - client/**/*.br and *.gz beside every compressible file, so the server (or nginx with
//   brotli_static/gzip_static) never compresses at request time.
// The TypeScript sources (route list, site origin, CSP hashing) are loaded through tsx, so there
// is one implementation of each.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { tsImport } from "tsx/esm/api";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const client = join(buildDir, "client");

const { indexablePaths } = await tsImport("../content/routes.ts", import.meta.url);
const { siteUrl } = await tsImport("../content/site.ts", import.meta.url);
const { pageCspFromHtml, pageCspHeader } = await tsImport("../server/lib/csp.ts", import.meta.url);
const { samplesToReplace } = await tsImport("../content/samples.ts", import.meta.url);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) walk(full, out);
    else if (st.isFile()) out.push(full);
  }
  return out;
}

const rel = (full) => relative(client, full).split(sep).join("/");

// 1. sitemap.xml and robots.txt
const xmlEscape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paths = indexablePaths();
const missing = paths.filter((p) => {
  try {
    return !statSync(join(client, p === "/" ? "index.html" : `${p.slice(1)}/index.html`)).isFile();
  } catch {
    return true;
  }
});
if (missing.length) {
  console.error(`postbuild: these indexable paths were not prerendered: ${missing.join(", ")}`);
  process.exit(1);
}
const sitemap =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  paths.map((p) => `  <url><loc>${xmlEscape(`${siteUrl}${p}`)}</loc></url>`).join("\n") +
  "\n</urlset>\n";
writeFileSync(join(client, "sitemap.xml"), sitemap);
writeFileSync(
  join(client, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

// 2. Hydrate after the first paint (docs/decisions/0002-hydrate-after-first-paint.md).
// Every page is complete in its HTML; React Router's bootstrap would start fetching ~110 KiB of
// modules (through <link rel="modulepreload"> and static imports) before the first paint, where
// on a slow link they share the bandwidth with the HTML and CSS. We drop the preload links and
// turn the bootstrap's static imports into the same imports started one frame after the paint,
// re-adding the preloads then so the modules still load in parallel. "After the paint" means
// after the load event, the first contentful paint (or 3 s) and any font already loading: a
// request that starts before the largest paint is counted in that paint's critical path
// (docs/decisions/0098-nothing-before-the-first-paint.md). The brand font starts then too.
//
// The page's data (React Router's hydration stream: the loaders' results, which repeat much of
// what the HTML already shows) leaves the HTML for a file of its own, fetched by the same
// deferred bootstrap and fed to the stream before the entry module starts: the HTML a visitor
// waits for before the first paint is the page alone, inside TCP's first window on most pages
// (docs/decisions/0100-page-data-after-the-first-paint.md).
const files = walk(client).filter((f) => !/\.(br|gz)$/.test(f));
// The SVG favicon goes into the page as a data: URL, right after the ICO link that root.tsx
// renders: a browser fetches the icon of a page while it loads, and that request would share the
// first paint's round trips (docs/decisions/0102-nothing-fetched-by-the-browser-before-the-paint.md).
// React keeps a <head> element it did not render when it hydrates. Quotes become apostrophes; the
// characters a URL or the attribute cannot hold as they are (spaces among them: the HTML checker
// refuses a URL with a space) are escaped.
const ICO_LINK = '<link rel="icon" href="/favicon.ico" sizes="32x32"/>';
const faviconUrl = `data:image/svg+xml,${readFileSync(join(client, "favicon.svg"), "utf8")
  .trim()
  .replace(/\s+/g, " ")
  .replace(/"/g, "'")
  .replace(/[%#<>& ]/g, (c) => encodeURIComponent(c))}`;
const FAVICON_LINK = `${ICO_LINK}<link rel="icon" href="${faviconUrl}" type="image/svg+xml"/>`;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
const pageDataDir = join(client, "assets", "page-data");
mkdirSync(pageDataDir, { recursive: true });
let deferred = 0;
for (const file of files.filter((f) => f.endsWith(".html"))) {
  let html = readFileSync(file, "utf8");
  // (The staff workspace's page, admin/index.html, is written by hand and keeps its own links.)
  if (!rel(file).startsWith("admin/")) {
    if (!html.includes(ICO_LINK)) throw new Error(`postbuild: no favicon link in ${file}`);
    html = html.replace(ICO_LINK, FAVICON_LINK);
  }
  const chunks = [...html.matchAll(ENQUEUE)].map((m) => JSON.parse(m[1]));
  let dataUrl = null;
  if (chunks.length) {
    if (!html.includes(CLOSE)) throw new Error(`postbuild: the page data of ${file} is not closed in the HTML`);
    const data = chunks.join("");
    const name = `${createHash("sha256").update(data).digest("hex").slice(0, 16)}.txt`;
    const dataFile = join(pageDataDir, name);
    // Pages with the same data share one file (and it is precompressed once, in step 4).
    if (!files.includes(dataFile)) {
      writeFileSync(dataFile, data);
      files.push(dataFile);
    }
    dataUrl = `/assets/page-data/${name}`;
    html = html.replace(ENQUEUE, "").replace(CLOSE, "");
  }
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]);
  const boot = html.match(BOOT);
  if (!boot) {
    writeFileSync(file, html);
    continue;
  }
  const body = boot[1];
  const side = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const named = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => [m[1], m[2]]);
  const modules = body.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = body.match(/import\("([^"]+)"\);/)?.[1];
  if (!modules || !entry || named.length === 0) throw new Error(`postbuild: unexpected bootstrap script in ${file}`);
  if (!dataUrl) throw new Error(`postbuild: no page data found in ${file}`);
  const script =
    `const go=()=>requestAnimationFrame(()=>setTimeout(async()=>{` +
    `const d=fetch(${JSON.stringify(dataUrl)}).then(r=>{if(!r.ok)throw new Error("page data "+r.status);return r.text()});` +
    `window.__brandFont&&__brandFont();` +
    // The manifest is linked now, not in the HTML: Chrome fetches it, and the icons it names, as
    // soon as it sees the link (decision 102).
    `const m=document.createElement("link");m.rel="manifest";m.href="/site.webmanifest";document.head.appendChild(m);` +
    `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)}` +
    side.map((s) => `await import(${JSON.stringify(s)});`).join("") +
    `const [${named.map(([n]) => n).join(",")}]=await Promise.all([${named.map(([, h]) => `import(${JSON.stringify(h)})`).join(",")}]);` +
    `window.__reactRouterRouteModules=${modules};` +
    `const c=window.__reactRouterContext.streamController;c.enqueue(await d);c.close();` +
    `import(${JSON.stringify(entry)})` +
    `},0));` +
    `Promise.all([` +
    `new Promise(r=>document.readyState==="complete"?r():addEventListener("load",r,{once:true})),` +
    `document.fonts&&document.fonts.ready,` +
    `new Promise(r=>{setTimeout(r,3e3);try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})}catch{r()}})` +
    `]).then(go);`;
  const out = html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(BOOT, () => `<script type="module">${script}</script>`);
  writeFileSync(file, out);
  deferred++;
}
if (deferred === 0) throw new Error("postbuild: no bootstrap script found to defer");

// 3. CSP hashes of every page's inline scripts
const pages = {};
let inline = 0;
for (const file of files.filter((f) => f.endsWith(".html"))) {
  const page = pageCspFromHtml(readFileSync(file, "utf8"));
  pages[rel(file)] = page;
  inline += page.script.length;
}
writeFileSync(join(buildDir, "csp.json"), JSON.stringify({ version: 1, pages }, null, 1) + "\n");

// 3b. The same policies for nginx in front (deploy/nginx/README.md): BUILD_DIR/nginx-csp.conf maps
// each page's URI (`/x`, and `/x/index.html` as try_files and error_page leave it) to its header.
// The folder of the staff workspace is left out: nginx hands /admin to the Node server.
const nginxQuote = (v) => {
  if (/["\\$\n]/.test(v)) throw new Error(`postbuild: cannot write ${v} into nginx-csp.conf`);
  return `"${v}"`;
};
const cspLines = [`  default ${nginxQuote(pageCspHeader(null))};`];
for (const [file, page] of Object.entries(pages)) {
  if (file.startsWith("admin/") || file === "__spa-fallback.html") continue;
  const header = nginxQuote(pageCspHeader(page));
  const uris = [`/${file}`];
  if (file === "index.html") uris.push("/");
  else if (file.endsWith("/index.html")) uris.push(`/${file.slice(0, -"/index.html".length)}`);
  for (const uri of uris) cspLines.push(`  ${nginxQuote(uri)} ${header};`);
}
writeFileSync(
  join(buildDir, "nginx-csp.conf"),
  `# Written by scripts/postbuild.mjs: each page's Content-Security-Policy, as the Node server sends it.\n` +
    `map_hash_bucket_size 256;\nmap_hash_max_size 4096;\nmap $uri $corvanta_csp {\n${cspLines.join("\n")}\n}\n`,
);

// 4. Precompressed variants
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".svg",
  ".xml",
  ".txt",
  ".data",
  ".webmanifest",
  ".ico",
]);
let compressed = 0;
for (const file of files) {
  if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
  const raw = readFileSync(file);
  if (raw.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  compressed++;
}

console.log(
  `postbuild: sitemap.xml (${paths.length} URLs on ${siteUrl}), robots.txt, csp.json (${Object.keys(pages).length} pages, ${inline} inline scripts), ${compressed} files precompressed`,
);

// 5. What is still sample content (content/samples.ts): to replace before launch.
const samples = samplesToReplace();
if (samples.length) {
  console.log(`postbuild: ${samples.length} kinds of sample content to replace before launch:`);
  for (const s of samples) console.log(`  - ${s.what}  [${s.where}]`);
}
