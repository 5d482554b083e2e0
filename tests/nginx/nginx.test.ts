/**
 * `npm run test:nginx`: Debian's nginx with the repository's configuration (deploy/nginx) in front
 * of the built Node server, on a build (BUILD_DIR, default ./build: run `npm run build` first).
 * docs/decisions/0071-nginx-in-front.md says why production puts nginx in front.
 *
 * What nginx answers itself must be what the Node server would have answered (status, the security
 * headers and each page's CSP, caching, encoding, the bytes), and what it proxies must reach Node.
 * Needs `nginx` (apt-get install -y nginx libnginx-mod-http-brotli-static); .ci/run installs it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import { BROTLI_MODULE, buildForNginx, freePort, NGINX, nginxConf, PORT_HI } from "./support";

const ROOT = resolve(import.meta.dirname, "../..");
const BUILD = resolve(ROOT, process.env.BUILD_DIR ?? "build");
const CLIENT = join(BUILD, "client");
const DEPLOY = join(ROOT, "deploy", "nginx");
const HSTS = "max-age=31536000; includeSubDomains";

const get = (port: number, path: string, headers: Record<string, string> = {}, method = "GET", body?: string) =>
  rawRequest(port, path, { headers, method, ...(body === undefined ? {} : { body }) });

async function waitFor(port: number, path: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}): ${log()}`);
    try {
      if ((await get(port, path)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer on ${port}${path}: ${log()}`);
}

let prefix: string;
/** The copy of the build nginx serves (./support.ts). */
let served: string;
let node: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let nodePort: number;
let nginxPort: number;

/** The http-level part of deploy/nginx/corvanta.conf (maps, upstream), pointed at this build and port. */
function httpPart(): string {
  const conf = readFileSync(join(DEPLOY, "corvanta.conf"), "utf8");
  const head = conf.slice(0, conf.indexOf("\nserver {"));
  return localPaths(head).replace("server 127.0.0.1:3000;", `server 127.0.0.1:${nodePort};`);
}
const localPaths = (text: string) =>
  text.replaceAll("/srv/corvanta/build", served).replaceAll("/etc/nginx/corvanta/", `${prefix}/corvanta/`);

beforeAll(async () => {
  if (!NGINX || !existsSync(BROTLI_MODULE))
    throw new Error(
      "nginx or its brotli module is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static",
    );
  for (const f of ["server/main.js", "nginx-csp.conf", "client/index.html"]) {
    if (!existsSync(join(BUILD, f))) throw new Error(`${join(BUILD, f)} is missing: run \`npm run build\` first`);
  }
  prefix = mkdtempSync(join(tmpdir(), "corvanta-nginx-test-"));
  served = buildForNginx(BUILD, prefix);
  mkdirSync(join(prefix, "tmp"), { recursive: true });
  mkdirSync(join(prefix, "corvanta"), { recursive: true });
  mkdirSync(join(prefix, "data"), { recursive: true });
  for (const f of ["site.conf", "security-headers.conf"])
    writeFileSync(join(prefix, "corvanta", f), localPaths(readFileSync(join(DEPLOY, f), "utf8")));

  nodePort = await freePort();
  let nodeLog = "";
  node = spawn(process.execPath, [join(BUILD, "server", "main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(nodePort),
      DATA_DIR: join(prefix, "data"),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "127.0.0.1",
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SMTP_HOST: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  node.stderr!.on("data", (d: Buffer) => (nodeLog += d.toString()));
  await waitFor(nodePort, "/healthz", node, () => nodeLog);

  nginxPort = await freePort();
  const server = `server {
  listen 127.0.0.1:${nginxPort};
  set $corvanta_hsts "${HSTS}";
  root ${join(served, "client")};
  include ${prefix}/corvanta/site.conf;
}`;
  writeFileSync(join(prefix, "nginx.conf"), nginxConf(prefix, `${httpPart()}\n${server}`));
  const check = spawnSync(NGINX, ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  let nginxLog = "";
  nginx = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  nginx.stderr!.on("data", (d: Buffer) => (nginxLog += d.toString()));
  await waitFor(
    nginxPort,
    "/robots.txt",
    nginx,
    () => nginxLog + (existsSync(join(prefix, "error.log")) ? readFileSync(join(prefix, "error.log"), "utf8") : ""),
  );
}, 60_000);

afterAll(async () => {
  for (const child of [nginx, node]) {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** Headers the Node server sets on pages and assets; nginx must send the same. */
const SAME = [
  "content-type",
  "content-encoding",
  "cache-control",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
];

function firstAsset(ext: string): string {
  const name = readdirSync(join(CLIENT, "assets")).find((f) => f.endsWith(ext));
  if (!name) throw new Error(`no ${ext} in the build's assets`);
  return `/assets/${name}`;
}
/** The sprite of Home's deferred icons (docs/decisions/0169-decorative-drawings-after-the-paint.md). */
function homeSprite(): string {
  const path = /data-art="(\/assets\/art\/[0-9a-f]+\.svg)#/.exec(readFileSync(join(CLIENT, "index.html"), "utf8"))?.[1];
  if (!path) throw new Error("no deferred drawing on Home");
  return path;
}
function aServicePage(): string {
  const sitemap = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
  const path = /<loc>https?:\/\/[^/<]+(\/services\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!path) throw new Error("no service page in sitemap.xml");
  return path;
}

describe("nginx in front of the Node server (deploy/nginx)", () => {
  it("the production file, with its TLS server, passes nginx -t", () => {
    const certDir = join(prefix, "cert");
    mkdirSync(certDir, { recursive: true });
    const cert = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=www.corvanta.example",
        "-keyout",
        join(certDir, "privkey.pem"),
        "-out",
        join(certDir, "fullchain.pem"),
      ],
      { encoding: "utf8" },
    );
    expect(cert.status, cert.stderr).toBe(0);
    const full = localPaths(readFileSync(join(DEPLOY, "corvanta.conf"), "utf8"))
      .replaceAll("/etc/ssl/corvanta/", `${certDir}/`)
      .replace(/listen \[::\]:\d+[^;]*;/g, "")
      .replace(/listen 80;/g, `listen 127.0.0.1:${PORT_HI};`)
      .replace(/listen 443 ssl http2;/g, `listen 127.0.0.1:${PORT_HI - 1} ssl http2;`);
    writeFileSync(join(prefix, "full.conf"), nginxConf(prefix, full));
    const check = spawnSync(NGINX!, ["-t", "-p", prefix, "-c", join(prefix, "full.conf")], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
  });

  for (const [label, path] of [
    ["the home page", () => "/"],
    ["a service page", aServicePage],
    ["a script", () => firstAsset(".js")],
    ["the stylesheet", () => firstAsset(".css")],
    ["robots.txt", () => "/robots.txt"],
    ["a drawing of Home's, drawn after the paint", homeSprite],
  ] as const) {
    for (const encoding of ["br, gzip", "gzip", ""]) {
      it(`${label}, Accept-Encoding "${encoding}": the same status, headers and bytes as the Node server`, async () => {
        const p = path();
        const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
        const [viaNode, viaNginx] = await Promise.all([get(nodePort, p, headers), get(nginxPort, p, headers)]);
        expect(viaNode.status).toBe(200);
        expect(viaNginx.status).toBe(200);
        for (const h of SAME) expect([h, viaNginx.headers[h]]).toEqual([h, viaNode.headers[h]]);
        // A build asset carries nosniff and no document headers, on both (docs/decisions/0102-…).
        const asset = p.startsWith("/assets/");
        expect(viaNginx.headers["x-content-type-options"]).toBe("nosniff");
        expect(viaNginx.headers["content-security-policy"] === undefined).toBe(asset);
        expect(viaNginx.headers["strict-transport-security"]).toBe(asset ? undefined : HSTS);
        expect(viaNginx.headers["server"]).toBe("nginx");
        expect(viaNginx.body.equals(viaNode.body)).toBe(true);
      });
    }
  }

  it("hashed assets are immutable for a year, pages revalidate, other files an hour", async () => {
    expect((await get(nginxPort, firstAsset(".js"))).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get(nginxPort, "/about")).headers["cache-control"]).toBe("no-cache");
    expect((await get(nginxPort, "/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("a page revalidates with its ETag: 304 with the headers, no body", async () => {
    const first = await get(nginxPort, "/about", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get(nginxPort, "/about", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("an unknown path answers the site's 404 page with status 404, as the Node server does", async () => {
    for (const p of [
      "/no-such-page",
      "/services/no-such-service",
      "/.env",
      "/__spa-fallback.html",
      "/assets/missing.js",
    ]) {
      const [viaNode, viaNginx] = await Promise.all([
        get(nodePort, p, { "accept-encoding": "br" }),
        get(nginxPort, p, { "accept-encoding": "br" }),
      ]);
      expect([p, viaNode.status, viaNginx.status]).toEqual([p, 404, 404]);
      expect(viaNginx.headers["cache-control"]).toBe("no-cache");
      expect(viaNginx.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(viaNginx.headers["content-security-policy"]).toBe(viaNode.headers["content-security-policy"]);
      expect(viaNginx.body.equals(viaNode.body)).toBe(true);
    }
  });

  it("a trailing slash redirects to the page (308), or is a 404 when there is no page", async () => {
    const r = await get(nginxPort, "/about/?ref=x");
    expect(r.status).toBe(308);
    expect(r.headers.location).toMatch(/\/about\?ref=x$/);
    expect((await get(nginxPort, "/no-such-page/")).status).toBe(404);
  });

  it("/api, /healthz and /admin reach the Node server, which answers with its own headers", async () => {
    const health = await get(nginxPort, "/healthz");
    expect(health.status).toBe(200);
    expect(health.headers["x-request-id"]).toBeTruthy();

    const body = "{not json";
    const jsonHeaders = {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      origin: `http://127.0.0.1:${nginxPort}`,
    };
    const [viaNode, viaNginx] = await Promise.all([
      get(nodePort, "/api/contacts", { ...jsonHeaders, origin: `http://127.0.0.1:${nodePort}` }, "POST", body),
      get(nginxPort, "/api/contacts", jsonHeaders, "POST", body),
    ]);
    expect(viaNginx.status).toBe(viaNode.status);
    expect(viaNginx.status).toBeGreaterThanOrEqual(400);
    expect(viaNginx.status).toBeLessThan(500);
    expect(JSON.parse(viaNginx.body.toString()).error).toBe(JSON.parse(viaNode.body.toString()).error);
    expect(viaNginx.headers["content-security-policy"]).toBe(viaNode.headers["content-security-policy"]);
    expect(viaNginx.headers["x-request-id"]).toBeTruthy();
    // Proxied answers carry the Node server's headers once, not nginx's as well.
    expect(viaNginx.headers["strict-transport-security"]).toBe(viaNode.headers["strict-transport-security"]);
    expect(viaNginx.headers["x-content-type-options"]).toBe("nosniff");

    const unknownApi = await get(nginxPort, "/api/no-such-route");
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers["content-type"]).toMatch(/^application\/json/);

    const admin = await get(nginxPort, "/admin");
    const adminDirect = await get(nodePort, "/admin");
    expect(admin.status).toBe(adminDirect.status);
    expect(admin.headers["x-request-id"]).toBeTruthy();
  });

  it("an uploaded image's files are the Node server's: the same bytes and a year of immutable caching", async () => {
    // A derived file as the upload would store it (server/content/images.ts), written to the server's database.
    const name = `${"ab12".repeat(5)}-480.webp`;
    const bytes = Buffer.from(
      "RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00",
      "latin1",
    );
    const db = new Database(join(prefix, "data", "site.db"));
    db.prepare("insert into content_image_files (name, image_id, type, size, data) values (?, ?, ?, ?, ?)").run(
      name,
      "ab12".repeat(5),
      "image/webp",
      bytes.length,
      bytes.toString("base64"),
    );
    db.close();
    const [viaNode, viaNginx] = await Promise.all([get(nodePort, `/media/${name}`), get(nginxPort, `/media/${name}`)]);
    expect(viaNode.status).toBe(200);
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.body.equals(bytes)).toBe(true);
    expect(viaNginx.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(viaNginx.headers["content-type"]).toBe("image/webp");
    expect(viaNginx.headers["x-request-id"]).toBeTruthy();
    const missing = await get(nginxPort, `/media/${"cd34".repeat(5)}-480.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers["x-request-id"]).toBeTruthy();
  });
});
