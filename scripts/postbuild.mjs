// After `react-router build` (package.json "build"): writes, for BUILD_DIR (default "build"):
// - BUILD_DIR/csp.json: the sha256 of every inline <script>/<style> of every prerendered page,
//   for the per-page Content-Security-Policy (outside client/, so it is never served);
// - client/sitemap.xml (indexablePaths() of content/routes.ts on SITE_URL) and client/robots.txt,
//   with the content as of the instant the pages show (BUILD_DIR/build-info.json);
// - client/**/*.br and *.gz beside every compressible file, so the server (or nginx with
//   brotli_static/gzip_static) never compresses at request time.
// The TypeScript sources (route list, site origin, CSP hashing) are loaded through tsx, so there
// is one implementation of each.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const client = join(buildDir, "client");

const { indexablePaths } = await tsImport("../content/routes.ts", import.meta.url);
const { faviconLinks, rewritePage, precompress, sitemapXml, robotsTxt } = await tsImport(
  "../server/site/postprocess.ts",
  import.meta.url,
);
const {
  sitemapEntries,
  templateOf,
  PUBLISHED_TEMPLATES,
  jobsFeedXml,
  jobsFeedJson,
  articlesRss,
  articlesAtom,
  sharedFiles,
} = await tsImport("../server/site/pages.ts", import.meta.url);
const { seedContent } = await tsImport("../content/site-content.ts", import.meta.url);
// The instant the pages were rendered as of (react-router.config.ts): the sitemap and feeds agree with them.
const { contentAt } = JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8"));
const seed = seedContent(Date.parse(contentAt));
const { jobFeeds: FEEDS } = await tsImport("../content/job-feeds.ts", import.meta.url);
const { articleFeeds } = await tsImport("../content/article-feeds.ts", import.meta.url);
const { siteUrl } = await tsImport("../content/site.ts", import.meta.url);
const { pageCspFromHtml, pageCspHeader } = await tsImport("../server/lib/csp.ts", import.meta.url);
const { samplesToReplace } = await tsImport("../content/samples.ts", import.meta.url);

const { filesUnder: walk } = await tsImport("../server/lib/files.ts", import.meta.url);

const rel = (full) => relative(client, full).split(sep).join("/");

// 1. sitemap.xml and robots.txt
const paths = indexablePaths(seed);
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
writeFileSync(join(client, "sitemap.xml"), sitemapXml(siteUrl, sitemapEntries(seed)));
// The job feeds of the open listings (server/site/pages.ts), rewritten with every publication.
for (const [url, body] of [
  [FEEDS.xml, jobsFeedXml(seed, siteUrl)],
  [FEEDS.json, jobsFeedJson(seed, siteUrl)],
  [articleFeeds.rss, articlesRss(seed, siteUrl)],
  [articleFeeds.atom, articlesAtom(seed, siteUrl)],
  // The header island's navigation, fetched when it starts (content/navigation.ts).
  ...sharedFiles(seed),
]) {
  mkdirSync(dirname(join(client, url)), { recursive: true });
  writeFileSync(join(client, url), body);
}
writeFileSync(join(client, "robots.txt"), robotsTxt(siteUrl));

// 2. Every page as server/site/postprocess.ts rewrites it (the same code rewrites a page staff
// publish): the favicon in the page, React Router's client replaced by the islands loader
// (docs/decisions/0130-islands.md, 0102-nothing-fetched-by-the-browser-before-the-paint.md).
// React Router's prerender writes each page's navigation data (<page>.data); no page navigates on
// the client since the islands (decision 130), so they go (the publisher does not write them).
for (const f of walk(client).filter((f) => f.endsWith(".data"))) rmSync(f);
const files = walk(client).filter((f) => !/\.(br|gz)$/.test(f));
const favicon = faviconLinks(readFileSync(join(client, "favicon.svg"), "utf8"));
let islandPages = 0;
for (const file of files.filter((f) => f.endsWith(".html"))) {
  // (The staff workspace's page, admin/index.html, is written by hand and keeps its own links.)
  const page = rewritePage(readFileSync(file, "utf8"), file, rel(file).startsWith("admin/") ? null : favicon);
  if (page.html.includes(" data-entry=")) islandPages++;
  writeFileSync(file, page.html);
  // The page's deferred drawings, as one sprite named by its content (compressed in step 4 below).
  if (page.art) {
    const art = join(client, page.art.path);
    mkdirSync(dirname(art), { recursive: true });
    writeFileSync(art, page.art.body);
    if (!files.includes(art)) files.push(art);
  }
}
if (islandPages === 0) throw new Error("postbuild: no page got the islands loader");

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
// A page staff publish later (a new listing) is not in this map: nginx matches it by its route
// template, whose pages share one policy since the bootstrap no longer names the page's data
// (server/site/postprocess.ts). Exact URIs come first in an nginx map; the patterns after them.
for (const t of PUBLISHED_TEMPLATES) {
  const members = Object.entries(pages).filter(([file]) => templateOf(`/${file}`) === t.id);
  const headers = new Set(members.map(([, page]) => pageCspHeader(page)));
  if (headers.size !== 1) {
    throw new Error(
      `postbuild: the pages of ${t.id} do not share one CSP (${headers.size} policies, ${members.length} pages)`,
    );
  }
  // A regular expression of characters nginx reads as they are (no quotes, spaces or escapes).
  if (!/^[\^/[\]a-z.+()?|$-]+$/.test(t.nginx))
    throw new Error(`postbuild: cannot write ${t.nginx} into nginx-csp.conf`);
  cspLines.push(`  ~${t.nginx} ${nginxQuote([...headers][0])};`);
}
writeFileSync(
  join(buildDir, "nginx-csp.conf"),
  `# Written by scripts/postbuild.mjs: each page's Content-Security-Policy, as the Node server sends it.\n` +
    `map_hash_bucket_size 256;\nmap_hash_max_size 4096;\nmap $uri $corvanta_csp {\n${cspLines.join("\n")}\n}\n`,
);

// 4. Precompressed variants
let compressed = 0;
for (const file of files) {
  const variants = precompress(file, readFileSync(file));
  if (!variants) continue;
  writeFileSync(`${file}.br`, variants.br);
  writeFileSync(`${file}.gz`, variants.gz);
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
