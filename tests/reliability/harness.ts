/**
 * Shared machinery for the reliability suite (docs/reliability.md D2, D3, D7, M1, S6, S13): the real
 * server as a child process, a plain HTTP client, and small statistics helpers. Not a test file.
 *
 * The server under test is the production bundle: scripts/bundle-server.mjs writes
 * server/main.ts to node_modules/.cache/corvanta-reliability/server/main.js (inside the repo,
 * so `node` resolves the external packages from ./node_modules), the same file `npm run build`
 * ships. Each server runs API-only (STATIC_DIR is an empty folder) on a loopback port.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { portFree, portRange } from "../support/ports";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";

export const ROOT = resolve(import.meta.dirname, "../..");
/** RELIABILITY_LONG=1: the long versions (docs/reliability.md figures); default: the short CI versions. */
export const LONG = process.env.RELIABILITY_LONG === "1";
const BUNDLE_DIR = join(ROOT, "node_modules/.cache/corvanta-reliability");

export function say(line: string): void {
  process.stdout.write(`[reliability] ${line}\n`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A small seeded PRNG (mulberry32), so a run's kill schedule can be replayed with RELIABILITY_SEED. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedFromEnv(): number {
  const s = Number(process.env.RELIABILITY_SEED);
  return Number.isInteger(s) && s > 0 ? s : Math.floor(Math.random() * 2 ** 31) + 1;
}

// ---------------------------------------------------------------- temp folders and ports

const dirs: string[] = [];
export function tempDir(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), `corvanta-rel-${prefix}-`));
  dirs.push(d);
  return d;
}
export function removeTempDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** A free loopback port, from RELIABILITY_PORTS ("4400-4499" by default), else any. */
export async function freePort(): Promise<number> {
  const [lo, hi] = portRange(process.env.RELIABILITY_PORTS ?? "4400-4499");
  const start = lo + Math.floor(Math.random() * (hi - lo + 1));
  for (let i = 0; i <= hi - lo; i++) {
    const p = lo + ((start - lo + i) % (hi - lo + 1));
    if (await portFree(p)) return p;
  }
  return new Promise((res) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

// ---------------------------------------------------------------- the server process

export interface Entries {
  /** The production server bundle (server/main.ts). */
  main: string;
  /** The D3 negative control (fixtures/ack-before-commit.ts), bundled the same way. */
  ackBeforeCommit: string;
}

let bundled: Promise<Entries> | null = null;

/** Bundles the server once per test process, exactly as `npm run build` does. */
export function bundleServer(): Promise<Entries> {
  bundled ??= (async () => {
    const r = spawnSync(process.execPath, ["scripts/bundle-server.mjs"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR: BUNDLE_DIR },
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`bundling the server failed:\n${r.stderr}${r.stdout}`);
    await build({
      absWorkingDir: ROOT,
      entryPoints: { "ack-before-commit": "tests/reliability/fixtures/ack-before-commit.ts" },
      outdir: join(BUNDLE_DIR, "server"),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "warning",
    });
    return {
      main: join(BUNDLE_DIR, "server/main.js"),
      ackBeforeCommit: join(BUNDLE_DIR, "server/ack-before-commit.js"),
    };
  })();
  return bundled;
}

/** The environment every test server starts from: API only, no SMTP/Redis/PG unless given, limits off. */
export function baseEnv(dataDir: string, port: number, staticDir: string): Record<string, string> {
  const unlimited = "1000000/1s";
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    REDIS_URL: "",
    SMTP_URL: "",
    SMTP_HOST: "",
    TRUST_PROXY: "",
    RATE_LIMIT_QUOTES: unlimited,
    RATE_LIMIT_CONTACTS: unlimited,
    RATE_LIMIT_APPLICATIONS: unlimited,
    RATE_LIMIT_CERTIFICATES: unlimited,
  };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export class ServerProcess {
  readonly exited: Promise<Exit>;
  private out: string[] = [];
  private outBytes = 0;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    private readonly keepAllOutput: boolean,
  ) {
    const keep = (d: Buffer) => {
      this.out.push(d.toString());
      this.outBytes += d.length;
      // Keep the last ~256 KB for diagnostics unless the test parses every line.
      while (!this.keepAllOutput && this.outBytes > 256 * 1024 && this.out.length > 1)
        this.outBytes -= this.out.shift()!.length;
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    this.exited = new Promise((res) => child.once("exit", (code, signal) => res({ code, signal, at: Date.now() })));
  }

  /** Spawns `node <entry>` and resolves once GET /healthz answers 200. */
  static async start(
    entry: string,
    env: Record<string, string>,
    o: { keepAllOutput?: boolean; timeoutMs?: number } = {},
  ): Promise<ServerProcess> {
    const child = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new ServerProcess(child, Number(env.PORT), o.keepAllOutput ?? false);
    running.add(server);
    void server.exited.then(() => running.delete(server));
    const deadline = Date.now() + (o.timeoutMs ?? 30_000);
    let exited = false;
    void server.exited.then(() => (exited = true));
    while (Date.now() < deadline && !exited) {
      try {
        const r = await get(server.port, "/healthz", 1000);
        if (r.status === 200) return server;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    server.child.kill("SIGKILL");
    throw new Error(`server did not become ready:\n${server.output().slice(-4000)}`);
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  output(): string {
    return this.out.join("");
  }

  /** The JSON log lines (pino) the server wrote. */
  logLines(): Record<string, unknown>[] {
    return this.output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  }

  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<Exit> {
    if (this.alive) this.child.kill(signal);
    return this.exited;
  }
}

const running = new Set<ServerProcess>();
/** SIGKILLs every server this process started that is still running (afterAll/afterEach). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => s.kill("SIGKILL")));
}

/**
 * The production bundle started on a free port, on baseEnv with `env` on top: its data folder is
 * a new temporary one named after `name` (or `o.dataDir`, prepared by the test), its site folder empty.
 */
export async function startServer(
  name: string,
  env: Record<string, string> = {},
  o: { keepAllOutput?: boolean; dataDir?: string } = {},
): Promise<{ server: ServerProcess; port: number; dataDir: string }> {
  const { main } = await bundleServer();
  const port = await freePort();
  const dataDir = o.dataDir ?? tempDir(name);
  const server = await ServerProcess.start(main, { ...baseEnv(dataDir, port, tempDir("site")), ...env }, o);
  return { server, port, dataDir };
}

/** One header of a raw e-mail as an SMTP server received it (folded lines unfolded); "" when absent. */
export function mailHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

// ---------------------------------------------------------------- HTTP

export interface HttpResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpTiming {
  /** When the request's headers and body were handed to the socket completely. */
  sentAt?: number;
}

export function httpRequest(
  port: number,
  method: string,
  path: string,
  o: {
    body?: Buffer;
    headers?: Record<string, string | number>;
    agent?: Agent | false;
    timeoutMs?: number;
    timing?: HttpTiming;
  } = {},
): Promise<HttpResult> {
  return new Promise((res, rej) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: o.agent ?? false,
        headers: { ...(o.body ? { "content-length": o.body.length } : {}), ...o.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          res({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", rej);
      },
    );
    req.setTimeout(o.timeoutMs ?? 30_000, () =>
      req.destroy(Object.assign(new Error("client timeout"), { code: "CLIENT_TIMEOUT" })),
    );
    req.on("error", rej);
    req.on("finish", () => {
      if (o.timing) o.timing.sentAt = Date.now();
    });
    req.end(o.body);
  });
}

export const get = (port: number, path: string, timeoutMs = 5000) => httpRequest(port, "GET", path, { timeoutMs });

export function errorCode(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return err.code ?? err.message ?? String(e);
}

// ---------------------------------------------------------------- figures

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "n/a");
