/**
 * Test support for the server suites (not a test file itself). Apps are built with the same
 * buildApp() as production; only the configuration differs (temp DATA_DIR, small limits).
 * Database suites run twice: on SQLite and on PostgreSQL (TEST_DATABASE_URL, default the local
 * server), each PostgreSQL run in a database of its own that is dropped afterwards. When
 * PostgreSQL (or Redis) is unreachable those runs are skipped with a printed line, except under
 * CI, where that is a failure.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe } from "vitest";
import { buildApp, type BuildAppOptions } from "#server/app.ts";
import { loadConfig, type Config } from "#server/config.ts";
import { openDatabase, type DbHandle } from "#server/db/index.ts";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

function say(line: string) {
  process.stdout.write(`${line}\n`);
}

/** Is a TCP port answering (quick check before a driver waits on it)? */
export function portOpen(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

async function probePostgres(): Promise<boolean> {
  const u = new URL(TEST_DATABASE_URL);
  if (!(await portOpen(u.hostname, Number(u.port || 5432)))) return false;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let pgProbe: Promise<boolean> | null = null;
/** PostgreSQL availability; unavailable under CI throws. */
export async function postgresAvailable(): Promise<boolean> {
  pgProbe ??= probePostgres();
  const ok = await pgProbe;
  if (!ok) {
    if (process.env.CI)
      throw new Error(
        `PostgreSQL is not reachable at ${TEST_DATABASE_URL}, and CI is set: the PostgreSQL runs must not be skipped`,
      );
    say(
      `[server tests] PostgreSQL not reachable at ${TEST_DATABASE_URL}: skipping the PostgreSQL runs (set TEST_DATABASE_URL)`,
    );
  }
  return ok;
}

export async function redisAvailable(): Promise<boolean> {
  const u = new URL(TEST_REDIS_URL);
  const ok = await portOpen(u.hostname, Number(u.port || 6379));
  if (!ok) {
    if (process.env.CI)
      throw new Error(
        `Redis is not reachable at ${TEST_REDIS_URL}, and CI is set: the Redis tests must not be skipped`,
      );
    say(`[server tests] Redis not reachable at ${TEST_REDIS_URL}: skipping the Redis tests (set REDIS_URL)`);
  }
  return ok;
}

/** A fresh PostgreSQL database; drop() removes it. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A handle on a fresh, migrated PostgreSQL database; done() closes it and drops the database. */
export async function openPgHandle(): Promise<{ h: DbHandle; done: () => Promise<void> }> {
  const pgdb = await createPgDatabase();
  const h = await openDatabase({ dataDir: tempDir(), databaseUrl: pgdb.url });
  return {
    h,
    done: async () => {
      await h.close();
      await pgdb.drop();
    },
  };
}

/** The folders tempDir made for this test file; each file has its own copy of this module. */
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new folder under the system's temporary folder, removed when the test file ends. */
export function tempDir(prefix = "corvanta-api-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** The production configuration, from an environment like .env.example's, with test overrides. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env }), ...overrides };
}

/** Log lines the app wrote (JSON), captured instead of printed. */
export class LogCapture {
  readonly lines: string[] = [];
  write(line: string) {
    this.lines.push(line);
  }
  get text() {
    return this.lines.join("");
  }
  parsed(): Record<string, unknown>[] {
    return this.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  }
}

export interface TestApp {
  app: FastifyInstance;
  logs: LogCapture;
  dataDir: string;
  config: Config;
}

export type DbKind = "sqlite" | "postgres";

export interface AppOptions extends Omit<BuildAppOptions, "config"> {
  config?: Partial<Config>;
  env?: Record<string, string>;
}

/**
 * One database suite per dialect. `ctx.app()` builds an app on a fresh temp DATA_DIR; on
 * PostgreSQL every app of the suite shares the suite's database, emptied before each app.
 */
export class DbSuite {
  databaseUrl: string | undefined;
  private drop: (() => Promise<void>) | null = null;
  private apps: TestApp[] = [];
  private dirs: string[] = [];

  constructor(readonly kind: DbKind) {}

  async init() {
    if (this.kind === "postgres") {
      const db = await createPgDatabase();
      this.databaseUrl = db.url;
      this.drop = db.drop;
    }
  }

  async app(options: AppOptions = {}): Promise<TestApp> {
    const dataDir = tempDir();
    this.dirs.push(dataDir);
    const config = testConfig(dataDir, { databaseUrl: this.databaseUrl, ...options.config }, options.env);
    const logs = new LogCapture();
    const { config: _c, env: _e, ...rest } = options;
    const app = await buildApp({ logStream: logs, ...rest, config });
    if (this.kind === "postgres") await resetDatabase(app);
    const t = { app, logs, dataDir, config };
    this.apps.push(t);
    return t;
  }

  async closeApps() {
    const apps = this.apps.splice(0);
    for (const t of apps) await t.app.close().catch(() => {});
    for (const d of this.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  }

  async dispose() {
    await this.closeApps();
    await this.drop?.();
  }
}

/** Empties every table but the migrations, and puts the sample certificate back as seeded. */
export async function resetDatabase(app: FastifyInstance) {
  const db = app.db;
  for (const t of ["outbox", "idempotency_keys", "quotes", "contacts", "applications"] as const)
    await db.deleteFrom(t).execute();
  for (const t of [
    "staff_accounts",
    "staff_sessions",
    "staff_tokens",
    "staff_passkeys",
    "webauthn_challenges",
    "auth_throttle",
    "submission_notes",
    "submission_events",
    "submission_reads",
    "audit_log",
    "settings",
    "job_runs",
    "content_revisions",
    "content_documents",
    "site_generation",
    "destinations",
    "delivery_events",
    "deliveries",
    "delivery_attempts",
    "api_tokens",
    "analytics_events",
    "analytics_daily",
    "analytics_salts",
    "analytics_rollups",
  ] as const) {
    await db.deleteFrom(t).execute();
  }
  await db.deleteFrom("certificates").where("id", "!=", "12345").execute();
  await db
    .updateTable("certificates")
    .set({ revoked_at: null, revoke_reason: null, revoked_by: null })
    .where("id", "=", "12345")
    .execute();
}

const pgOk = await postgresAvailable();
export const dbKinds: DbKind[] = ["sqlite", "postgres"];

/** Runs `fn` as a describe block on SQLite and on PostgreSQL. */
export function describeDb(title: string, fn: (suite: DbSuite) => void) {
  for (const kind of dbKinds) {
    describe.skipIf(kind === "postgres" && !pgOk)(`${title} [${kind}]`, () => {
      const suite = new DbSuite(kind);
      beforeAll(() => suite.init());
      afterEach(() => suite.closeApps());
      afterAll(() => suite.dispose());
      fn(suite);
    });
  }
}

// ---------------------------------------------------------------- payloads

// The payloads live beside (no vitest there), so the benches send the same ones.
export { validApplicationFields, validContact, validQuote } from "./payloads";

export interface FilePart {
  field?: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/**
 * A multipart/form-data body for inject(): the platform's FormData, which light-my-request
 * streams with a boundary of its own (so a test cannot rely on the bytes: use multipart()).
 */
export function formData(fields: Record<string, string>, files: FilePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files)
    form.append(
      f.field ?? "resume",
      new Blob([new Uint8Array(f.content)], { type: f.type ?? "application/octet-stream" }),
      f.filename,
    );
  return form;
}

/** The same body as raw bytes with a known length, for tests that write it to a real socket. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
  boundary = `----corvanta${Math.random().toString(16).slice(2)}`,
) {
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "resume"}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

// ---------------------------------------------------------------- files

export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  if (size < head.length + tail.length) return Buffer.concat([head, tail]).subarray(0, Math.max(size, 5));
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

export const docFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048, 0)]);

/** A stored (uncompressed) zip with the given entries. */
export function zipFile(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const body = Buffer.isBuffer(data) ? data : Buffer.from(data);
    const nameBuf = Buffer.from(name);
    const crc = crc32(body);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(body.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(body.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, body);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

export const docxFile = () =>
  zipFile({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });

// ---------------------------------------------------------------- a small prerendered site

export const FIXTURE_INLINE_SCRIPT = 'window.__ctx = {"page":1};';

/** A fake BUILD_DIR/client with the shapes the real build has. Returns the client dir. */
export function fixtureSite(): string {
  const build = tempDir("corvanta-site-");
  const client = join(build, "client");
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="/assets/root-abc123.css"></head><body><script type="application/ld+json">{"@type":"Organization"}</script><main><h1>${title}</h1>${"<p>Corvanta builds software. </p>".repeat(40)}</main><script>${FIXTURE_INLINE_SCRIPT}</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`;
  mkdirSync(join(client, "about"), { recursive: true });
  mkdirSync(join(client, "404"), { recursive: true });
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "index.html"), page("Home"));
  writeFileSync(join(client, "about", "index.html"), page("About"));
  writeFileSync(join(client, "404", "index.html"), page("Page not found"));
  writeFileSync(join(client, "__spa-fallback.html"), page("SPA"));
  writeFileSync(join(client, ".secret"), "not for the web");
  writeFileSync(join(client, "assets", "entry-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});\n`);
  writeFileSync(join(client, "assets", "root-abc123.css"), `body{margin:0}${".a{color:red}".repeat(200)}`);
  writeFileSync(join(client, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(join(build, "csp.json"), JSON.stringify({ version: 1, pages: {} }));
  return client;
}

/** Apps on SQLite only, for suites about HTTP behaviour rather than storage. */
export function sqliteApps(): DbSuite {
  const suite = new DbSuite("sqlite");
  afterEach(() => suite.closeApps());
  afterAll(() => suite.dispose());
  return suite;
}
