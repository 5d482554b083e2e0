/**
 * Publishing on real server processes (docs/publishing.md): the production bundle of the build,
 * started as a visitor's server would be. On SQLite, a recruiter publishes a job through the
 * workspace's API and a visitor sees it on /career and on its own page; on PostgreSQL with Redis,
 * two processes share the database, a job published on one is served by the other, and a closed
 * one leaves both. These tests prove that the pages change; how fast (the 5 s bar) is measured by
 * `npm run bench:publish` (docs/performance.md "Publishing"), never asserted here: a loaded
 * machine would make such an assertion fail for reasons that are not the code's. Each wait is
 * bounded by PUBLISH_WAIT_MS (30 s), far above the bar, so a page that never changes still fails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { jobDraft } from "../support/payloads";
import { indiaYear } from "#content/site-content.ts";
import { PREVIEW_NOTICE } from "#contracts/preview.ts";

const BUILD = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
const PG_URL = process.env.TEST_DATABASE_URL;
const CI = process.env.CI === "true";
const PASSWORD = "correct horse battery staple 1957";

const children: ChildProcess[] = [];
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
  for (const d of drops) await d();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((res, rej) => {
    const s = createServer();
    s.once("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });

function env(dataDir: string, extra: Record<string, string>) {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STATIC_DIR: join(BUILD, "client"),
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    SMTP_HOST: "",
    DATABASE_URL: "",
    REDIS_URL: "",
    RATE_LIMIT_APPLICATIONS: "1000/1m",
    SCRYPT_LOG_N: "14",
    ...extra,
  };
}

async function startServer(dataDir: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(BUILD, "server/main.js")], {
    env: env(dataDir, { PORT: String(port), ...extra }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

/** The first admin, as the README's quick start makes one: the CLI's invitation, accepted in the API. */
async function signIn(base: string, dataDir: string, extra: Record<string, string> = {}) {
  const cli = spawnSync(
    process.execPath,
    [
      join(BUILD, "server/cli.js"),
      "staff",
      "invite",
      "--email",
      "rekha@corvanta.example",
      "--name",
      "Rekha Das",
      "--role",
      "recruiter",
    ],
    { env: env(dataDir, extra), encoding: "utf8", timeout: 30_000 },
  );
  expect(cli.status, cli.stderr).toBe(0);
  const token = /#token=([A-Za-z0-9_-]+)/.exec(cli.stdout)![1]!;
  const res = await fetch(`${base}/api/admin/auth/invitations/accept`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

const job = jobDraft();

async function call(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/admin${path}`, {
    method,
    headers: { cookie, origin: base, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const WAIT_MS = Number(process.env.PUBLISH_WAIT_MS ?? 30_000);

/** Resolves once `check` holds for the page at `url`; fails after WAIT_MS. */
async function served(url: string, check: (status: number, body: string) => boolean): Promise<void> {
  const started = performance.now();
  let last = "";
  while (performance.now() - started < WAIT_MS) {
    const res = await fetch(url, { headers: { "accept-encoding": "br" } });
    const body = await res.text();
    if (check(res.status, body)) return;
    last = `${res.status} ${body.slice(0, 80)}`;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not change within ${WAIT_MS} ms (last: ${last})`);
}

/** A CDN's purge endpoint on this machine: every POST's path, headers and JSON body, in order. */
async function purgeReceiver() {
  const received: { url: string; auth: string | undefined; body: { paths: string[]; publishedAt: string } }[] = [];
  const server = createHttpServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (raw += c));
    req.on("end", () => {
      received.push({ url: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(raw) as never });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  drops.push(() => new Promise((r) => server.close(() => r())));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/purge`, received };
}

describe("publishing on real server processes", () => {
  it("SQLite: a recruiter publishes a job and a visitor sees it, with its JobPosting; the CDN is asked to purge its pages; closing it takes it away", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "corvanta-pub-"));
    dirs.push(dataDir);
    const cdn = await purgeReceiver();
    const base = await startServer(dataDir, {
      CDN_PURGE_URL: cdn.url,
      CDN_PURGE_HEADER: "Authorization: Bearer purge-token-for-tests",
      // The receiver is on this machine: local testing is what the setting is for.
      DELIVERY_ALLOW_PRIVATE: "true",
    });
    const cookie = await signIn(base, dataDir);
    const created = await call(base, cookie, "POST", "/listings", { draft: job });
    const preview = await fetch(`${base}/api/admin/listings/${String(created.id)}/preview`, { headers: { cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store, private");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const previewed = await preview.text();
    expect(previewed).toContain("Cloud Support Engineer");
    expect(previewed).toContain(PREVIEW_NOTICE);
    expect((await fetch(`${base}/career/cloud-support-engineer`)).status).toBe(404);

    await call(base, cookie, "POST", `/listings/${String(created.id)}/publish`, { version: created.version });
    await served(`${base}/career/cloud-support-engineer`, (s, b) => s === 200 && b.includes('"JobPosting"'));
    await served(`${base}/career`, (_s, b) => b.includes("Cloud Support Engineer"));
    const page = await (await fetch(`${base}/career/cloud-support-engineer`)).text();
    expect(page).toContain('"jobLocationType":"TELECOMMUTE"');
    expect(page).toContain('"baseSalary"');
    const feed = await (await fetch(`${base}/careers/feed.xml`)).text();
    expect(feed).toContain("job-cloud-support-engineer");
    // The purge goes through the delivery outbox after the swap: the CDN hears of every changed page.
    const purgeDeadline = performance.now() + 15_000;
    const purged = () => cdn.received.find((r) => r.body.paths.includes("/career/cloud-support-engineer"));
    while (!purged() && performance.now() < purgeDeadline) await new Promise((r) => setTimeout(r, 100));
    expect(purged(), JSON.stringify(cdn.received)).toBeDefined();
    expect(purged()!.auth).toBe("Bearer purge-token-for-tests");
    expect(purged()!.body.paths).toEqual(expect.arrayContaining(["/career", "/careers/feed.xml", "/sitemap.xml"]));

    const detail = await call(base, cookie, "GET", `/listings/${String(created.id)}`);
    await call(base, cookie, "POST", `/listings/${String(created.id)}/close`, { version: detail.version });
    await served(`${base}/career/cloud-support-engineer`, (s, b) => s === 200 && !b.includes('"JobPosting"'));
    await served(`${base}/sitemap.xml`, (_s, b) => !b.includes("cloud-support-engineer"));
  });

  it("a publication scheduled for later appears when its time comes, with no one signed in", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "corvanta-pub-clock-"));
    dirs.push(dataDir);
    // The process's clock (server/lib/clock.ts): an offset in milliseconds, moved by replacing the file.
    const clockFile = join(dataDir, "clock");
    const setOffset = (ms: number) => {
      writeFileSync(`${clockFile}.next`, String(ms));
      renameSync(`${clockFile}.next`, clockFile);
    };
    setOffset(0);
    const clockEnv = { NODE_ENV: "test", TEST_CLOCK_FILE: clockFile };
    const base = await startServer(dataDir, clockEnv);
    const cookie = await signIn(base, dataDir, clockEnv);
    const created = await call(base, cookie, "POST", "/listings", {
      draft: { ...job, slug: "cloud-support-engineer-night", title: "Cloud Support Engineer (Night Shift)" },
    });
    const at = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const scheduled = await call(base, cookie, "POST", `/listings/${String(created.id)}/publish`, {
      version: created.version,
      at,
    });
    expect(scheduled).toMatchObject({ state: "scheduled" });
    // Signed out: nobody is there when the time comes.
    await fetch(`${base}/api/admin/auth/sign-out`, { method: "POST", headers: { cookie, origin: base } });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await fetch(`${base}/career/cloud-support-engineer-night`)).status).toBe(404);
    setOffset(3 * 3_600_000 + 60_000);
    // The scheduler looks every 5 s; the page goes live after its next look.
    const deadline = performance.now() + WAIT_MS;
    let status = 0;
    while (performance.now() < deadline && status !== 200) {
      status = (await fetch(`${base}/career/cloud-support-engineer-night`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect(await (await fetch(`${base}/career`)).text()).toContain("Cloud Support Engineer (Night Shift)");
  });

  it("a new year in India reaches every page's copyright line at midnight, with no publication", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "corvanta-pub-year-"));
    dirs.push(dataDir);
    const clockFile = join(dataDir, "clock");
    const setClock = (at: number) => {
      writeFileSync(`${clockFile}.next`, String(at - Date.now()));
      renameSync(`${clockFile}.next`, clockFile);
    };
    // An hour before midnight on 31 December in India, in this year (however slow the start).
    const year = indiaYear(Date.now());
    setClock(Date.parse(`${year}-12-31T23:00:00+05:30`));
    const base = await startServer(dataDir, { NODE_ENV: "test", TEST_CLOCK_FILE: clockFile });
    const line = (y: number) => `© 2019–${y} Corvanta Technologies. All rights reserved.`;
    expect(await (await fetch(`${base}/about`)).text()).toContain(line(year));
    setClock(Date.parse(`${year + 1}-01-01T00:00:01+05:30`));
    // The process checks the year every second and renders the whole site again.
    for (const path of ["/", "/about", "/career", "/services/devops", "/privacy"])
      await served(`${base}${path}`, (status, body) => status === 200 && body.includes(line(year + 1)));
    // The not-found page too, for an unknown address and for /404 itself.
    for (const path of ["/no-such-page", "/404"])
      await served(`${base}${path}`, (status, body) => status === 404 && body.includes(line(year + 1)));
  });

  it.skipIf(!PG_URL && !CI)("PostgreSQL + Redis: a job published on one process is served by the other", async () => {
    if (!PG_URL) throw new Error("TEST_DATABASE_URL is required under CI");
    const name = `corvanta_pub_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    drops.push(async () => {
      for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    drops.push(async () => {
      if (!process.env.REDIS_URL) return;
      const redis = new Redis(process.env.REDIS_URL);
      const keys = await redis.keys(`corvanta:test:pub:${process.pid}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL ?? "",
      RATE_LIMIT_PREFIX: `corvanta:test:pub:${process.pid}:`,
    };
    const dirA = mkdtempSync(join(tmpdir(), "corvanta-pub-a-"));
    const dirB = mkdtempSync(join(tmpdir(), "corvanta-pub-b-"));
    dirs.push(dirA, dirB);
    const a = await startServer(dirA, shared);
    const b = await startServer(dirB, shared);
    const cookie = await signIn(a, dirA, shared);
    const created = await call(a, cookie, "POST", "/listings", { draft: job });
    await call(a, cookie, "POST", `/listings/${String(created.id)}/publish`, { version: created.version });
    await served(`${b}/career/cloud-support-engineer`, (s, body) => s === 200 && body.includes('"JobPosting"'));
    await served(`${b}/career`, (_s, body) => body.includes("Cloud Support Engineer"));
    // The session made on A works on B (sessions are in the shared database).
    const onB = await call(b, cookie, "GET", `/listings/${String(created.id)}`);
    await call(b, cookie, "POST", `/listings/${String(created.id)}/close`, { version: onB.version });
    await served(`${a}/careers/feed.xml`, (_s, body) => !body.includes("job-cloud-support-engineer"));
  });
});
