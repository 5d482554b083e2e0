/**
 * nginx in front of published pages (docs/decisions/0112-published-pages-on-disk.md): deploy/nginx
 * with `root` at PUBLISH_DIR/current, the folder the publisher's disk writer (server/site/disk.ts)
 * keeps. A listing published after nginx started is served by it at once, with its route
 * template's CSP (the same header the Node server sends for it), its .br variant, and the feed and
 * sitemap that name it; while a publication swaps pages, every answer is the old page or the new
 * one, whole. Needs `npm run build` and nginx with its brotli module, as tests/nginx/nginx.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCspHeader, type CspManifest } from "#server/lib/csp.ts";
import staticSite from "#server/plugins/static-site.ts";
import { PublishDir } from "#server/site/disk.ts";
import { setCurrentContent } from "#server/site/current-content.ts";
import { seedContent } from "#content/site-content.ts";
import { siteUrl } from "#content/site.ts";
import { BUILD, CLIENT, focusedPublisher, islandsEntryOf, newListing, SERVER_BUNDLE } from "../publishing/support";
import { type Answer, rawRequest } from "../support/http";
import { BROTLI_MODULE, buildForNginx, freePort, NGINX, nginxConf } from "./support";

const ROOT = resolve(import.meta.dirname, "../..");
const DEPLOY = join(ROOT, "deploy", "nginx");

const get = (port: number, path: string, headers: Record<string, string> = {}) => rawRequest(port, path, { headers });
const body = (a: Answer) => (a.headers["content-encoding"] === "br" ? brotliDecompressSync(a.body) : a.body);

let prefix: string;
let nginx: ChildProcess | undefined;
let nginxPort: number;
let app: FastifyInstance;
let nodePort: number;
let disk: PublishDir;
const seed = seedContent();
const listing = newListing();
const page = `/career/${listing.slug}`;

beforeAll(async () => {
  if (!NGINX || !existsSync(BROTLI_MODULE))
    throw new Error(
      "nginx or its brotli module is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static",
    );
  for (const f of [SERVER_BUNDLE, join(BUILD, "nginx-csp.conf"), join(CLIENT, "index.html")])
    if (!existsSync(f)) throw new Error(`${f} is missing: run \`npm run build\` first`);
  prefix = mkdtempSync(join(tmpdir(), "corvanta-nginx-published-"));
  // nginx's workers (not root) read the publish folder and the build's copy inside it.
  const served = buildForNginx(BUILD, prefix);
  for (const d of ["tmp", "corvanta"]) mkdirSync(join(prefix, d), { recursive: true });
  const localPaths = (text: string) =>
    text.replaceAll("/srv/corvanta/build", served).replaceAll("/etc/nginx/corvanta/", `${prefix}/corvanta/`);
  for (const f of ["site.conf", "security-headers.conf"])
    writeFileSync(join(prefix, "corvanta", f), localPaths(readFileSync(join(DEPLOY, f), "utf8")));

  // The Node server's static site, whose live map the publisher swaps into.
  app = Fastify({ logger: false });
  await app.register(staticSite, { root: CLIENT });
  await app.listen({ host: "127.0.0.1", port: 0 });
  nodePort = (app.server.address() as AddressInfo).port;

  // The publish folder as the server prepares it at start: the build, hard-linked.
  disk = new PublishDir({ dir: join(prefix, "publish"), clientDir: CLIENT, log: pino({ level: "silent" }) });
  await disk.start();

  // deploy/nginx/corvanta.conf's http part, and a server with its root: PUBLISH_DIR/current.
  const conf = readFileSync(join(DEPLOY, "corvanta.conf"), "utf8");
  const http = localPaths(conf.slice(0, conf.indexOf("\nserver {"))).replace(
    "server 127.0.0.1:3000;",
    `server 127.0.0.1:${nodePort};`,
  );
  const root = /^\s*root (\S+);$/m.exec(conf)![1]!.replace("/srv/corvanta/publish/", `${prefix}/publish/`);
  expect(root).toBe(disk.currentPath);
  expect(readFileSync(join(DEPLOY, "site.conf"), "utf8")).toMatch(/^open_file_cache off;$/m);
  nginxPort = await freePort();
  writeFileSync(
    join(prefix, "nginx.conf"),
    nginxConf(
      prefix,
      `${http}
server {
  listen 127.0.0.1:${nginxPort};
  set $corvanta_hsts "";
  root ${root};
  include ${prefix}/corvanta/site.conf;
}`,
    ),
  );
  const check = spawnSync(NGINX, ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  let log = "";
  nginx = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  nginx.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    if ((await get(nginxPort, "/robots.txt").catch(() => null))?.status === 200) break;
    if (i > 100) throw new Error(`nginx does not answer: ${log}${readFileSync(join(prefix, "error.log"), "utf8")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once("exit", r));
    nginx.kill("SIGTERM");
    await exited;
  }
  await disk?.close();
  await app?.close();
  setCurrentContent(seed);
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

describe("nginx serves what is published after it started (root at PUBLISH_DIR/current)", () => {
  it("a new listing: its page with the template's CSP and .br, its islands runtime, the feed and the sitemap", async () => {
    expect((await get(nginxPort, page)).status).toBe(404);
    // The careers page, the new page and, in the second step, one of the other pages.
    const publisher = focusedPublisher(app.liveSite, disk.afterSwap, ["/career", page, "/about"]);
    try {
      const outcome = await publisher.publish({ ...seed, listings: [...seed.listings, listing] });
      // The first step is written when publish resolves: nginx serves it, without a reload.
      const [viaNginx, viaNode] = await Promise.all([
        get(nginxPort, page, { "accept-encoding": "br, gzip" }),
        get(nodePort, page, { "accept-encoding": "br, gzip" }),
      ]);
      expect(viaNginx.status).toBe(200);
      expect(viaNginx.headers["content-encoding"]).toBe("br");
      expect(body(viaNginx).toString("utf8")).toContain(listing.title);
      expect(body(viaNginx).equals(app.liveSite.get(page)!.identity.body)).toBe(true);
      expect(viaNginx.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(viaNginx.headers["cache-control"]).toBe("no-cache");
      // Its CSP: the Node server's header for it, which is its template's.
      const manifest = JSON.parse(readFileSync(join(BUILD, "csp.json"), "utf8")) as CspManifest;
      expect(viaNginx.headers["content-security-policy"]).toBe(viaNode.headers["content-security-policy"]);
      expect(viaNginx.headers["content-security-policy"]).toBe(
        pageCspHeader(manifest.pages["career/software-engineer/index.html"]!),
      );
      // The careers page changed too, and keeps the policy the Node server sends for it.
      const [careersNginx, careersNode] = await Promise.all([get(nginxPort, "/career"), get(nodePort, "/career")]);
      expect(careersNginx.body.toString("utf8")).toContain(listing.title);
      expect(careersNginx.headers["content-security-policy"]).toBe(careersNode.headers["content-security-policy"]);
      // The islands runtime its loader names (hashed, under /assets/: immutable), and /x/ -> /x through the link.
      const data = await get(nginxPort, islandsEntryOf(body(viaNginx).toString("utf8"))!);
      expect(data.status).toBe(200);
      expect(data.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const slash = await get(nginxPort, `${page}/`);
      expect(slash.status).toBe(308);
      expect(slash.headers.location).toMatch(new RegExp(`${page}$`));
      // The feed and the sitemap name it, byte for byte what the Node server serves.
      for (const [path, text] of [
        ["/careers/feed.xml", `<referencenumber><![CDATA[${listing.id}]]>`],
        ["/sitemap.xml", `<loc>${siteUrl}${page}</loc>`],
      ] as const) {
        const r = await get(nginxPort, path, { "accept-encoding": "br" });
        expect([path, r.status]).toEqual([path, 200]);
        expect(body(r).toString("utf8")).toContain(text);
        expect(body(r).equals(app.liveSite.get(path)!.identity.body)).toBe(true);
      }
      // The second step (every other page: the navigation counts open roles) reaches nginx too.
      await outcome.settled;
      await disk.idle();
      const about = await get(nginxPort, "/about");
      expect(about.body.equals(app.liveSite.get("/about")!.identity.body)).toBe(true);
      expect(about.body.toString("utf8")).toContain("6 open");
    } finally {
      publisher.close();
    }
  });

  it("while a publication swaps the page, nginx answers the old page or the new one, whole, never a 404", async () => {
    const publisher = focusedPublisher(app.liveSite, disk.afterSwap, ["/career", page]);
    const before = app.liveSite.get(page)!.identity.body;
    const renamed = { ...listing, title: "Site Reliability Engineer II", updatedAt: "2026-11-27T08:00:00.000Z" };
    const content = { ...seed, listings: [...seed.listings, renamed] };
    const after = (await publisher.files(content, [page])).get(`${page.slice(1)}/index.html`)!;
    expect(after.equals(before)).toBe(false);
    const problems: string[] = [];
    const seen = new Set<string>();
    let running = true;
    const readers = Array.from({ length: 4 }, async (_, n) => {
      for (let i = n; running; i++) {
        const r = await get(nginxPort, page, i % 2 ? { "accept-encoding": "br" } : {});
        let b: Buffer | null;
        try {
          b = r.status === 200 ? body(r) : null;
        } catch (err) {
          problems.push(`${r.status} ${String(r.headers["content-encoding"])}: ${(err as Error).message}`);
          continue;
        }
        if (!b || !(b.equals(before) || b.equals(after))) problems.push(`${r.status}: ${b?.length ?? 0} bytes`);
        else seen.add(b.equals(before) ? "before" : "after");
      }
    });
    try {
      // Back and forth, five publications (and the polished variants after them) under the readers.
      const original = { ...seed, listings: [...seed.listings, listing] };
      for (const next of [content, original, content, original, content]) await (await publisher.publish(next)).settled;
      await disk.idle();
    } finally {
      running = false;
      await Promise.all(readers);
      publisher.close();
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect([...seen].sort()).toEqual(["after", "before"]);
    expect(body(await get(nginxPort, page)).equals(after)).toBe(true);
  });
});
