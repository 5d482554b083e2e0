/**
 * A5 and A9 on real processes (docs/reliability.md): staff sessions and one-time links, with the
 * time of day moved by the test (TEST_CLOCK_FILE, server/lib/clock.ts; NODE_ENV=test).
 *
 * PostgreSQL + Redis: two production server processes, A and B, on one database of their own and
 * one Redis key prefix of their own, both reading one clock file. The first admin comes from the
 * command-line tool (`staff invite`, same database and clock) and accepts through the API. Then:
 * a session signed out on A is refused by B at once (and "sign out everywhere" on B ends A's);
 * sessions idle 8 h + 1 min are refused by both, while one used at 7 h 59 min lives on; sessions
 * used every 7 h live until 6 d 23 h 58 min and are refused by both at 7 d + 1 min; an invitation
 * made on A is accepted on B at 71 h 59 min and refused (410) at 72 h + 1 min; the account made
 * so, disabled on A, loses its session on B at once; a reset link asked for on one process works
 * on the other at 59 min and is refused (410) at 1 h + 1 min.
 * SQLite: the same steps with one process playing A and B. And a production process
 * (NODE_ENV=production) given TEST_CLOCK_FILE refuses to start.
 */
import { spawn } from "node:child_process";
import { renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import { Redis } from "ioredis";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPgDatabase, postgresAvailable, redisAvailable, TEST_REDIS_URL } from "../support/server";
import {
  bundleServer,
  httpRequest,
  say,
  sleep,
  startServer,
  tempDir,
  type HttpResult,
  type ServerProcess,
} from "./harness";
import { record } from "./report";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const PASSWORD = "amber-violin-quarry-lantern";
const A = "/api/admin";

/** The time of day of every process of a run: one file holding the offset, replaced (write, rename) to move it. */
class ClockFile {
  offset = 0;
  constructor(readonly path: string) {
    this.write();
  }
  advance(ms: number) {
    this.offset += ms;
    this.write();
  }
  private write() {
    writeFileSync(`${this.path}.next`, `${this.offset}\n`);
    renameSync(`${this.path}.next`, this.path);
  }
}

/** One server process through its HTTP API, as the workspace's pages call it (same origin, JSON). */
class Api {
  constructor(
    readonly name: string,
    readonly port: number,
  ) {}

  private async call(method: string, path: string, o: { cookie?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = o.cookie ? { cookie: o.cookie } : {};
    if (method !== "GET") {
      // What a browser sends from the site's own page (server/workspace/access.ts).
      headers.origin = `http://127.0.0.1:${this.port}`;
      headers["sec-fetch-site"] = "same-origin";
      headers["content-type"] = "application/json";
    }
    const body = method === "GET" ? undefined : Buffer.from(JSON.stringify(o.body ?? {}));
    return httpRequest(this.port, method, `${A}${path}`, { headers, body, timeoutMs: 10_000 });
  }

  async me(cookie: string): Promise<number> {
    return (await this.call("GET", "/auth/me", { cookie })).status;
  }
  async signIn(email: string, password = PASSWORD): Promise<string> {
    return cookieOf(await this.call("POST", "/auth/sign-in", { body: { email, password } }), "sign-in");
  }
  async signOut(cookie: string, everywhere = false): Promise<number> {
    return (await this.call("POST", everywhere ? "/auth/sign-out-everywhere" : "/auth/sign-out", { cookie })).status;
  }
  async accept(token: string): Promise<HttpResult> {
    return this.call("POST", "/auth/invitations/accept", { body: { token, password: PASSWORD } });
  }
  async invitationInfo(token: string): Promise<number> {
    return (await this.call("GET", `/auth/invitations/${token}`)).status;
  }
  async invite(admin: string, email: string): Promise<{ id: string; token: string }> {
    const r = await this.call("POST", "/staff/invitations", {
      cookie: admin,
      body: { email, name: "Sales Person", roles: ["sales"] },
    });
    if (r.status !== 201) throw new Error(`invite on ${this.name}: ${r.status} ${r.body}`);
    const created = JSON.parse(r.body) as { member: { id: string }; invitationUrl: string };
    return { id: created.member.id, token: tokenOf(created.invitationUrl) };
  }
  async disable(admin: string, id: string): Promise<number> {
    return (await this.call("POST", `/staff/${id}/disable`, { cookie: admin })).status;
  }
  async askReset(email: string): Promise<number> {
    return (await this.call("POST", "/auth/password-reset/request", { body: { email } })).status;
  }
  async resetInfo(token: string): Promise<number> {
    return (await this.call("GET", `/auth/password-reset/${token}`)).status;
  }
  async completeReset(token: string, password: string): Promise<number> {
    return (await this.call("POST", "/auth/password-reset/complete", { body: { token, password } })).status;
  }
}

function cookieOf(r: HttpResult, what: string): string {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.body}`);
  const raw = r.headers["set-cookie"];
  return String(Array.isArray(raw) ? raw[0] : raw).split(";")[0]!;
}

function tokenOf(link: string): string {
  const m = /#token=([A-Za-z0-9_-]{20,100})$/.exec(link.trim());
  if (!m) throw new Error(`no token in ${link}`);
  return m[1]!;
}

/** The command-line tool of the same bundle, on the run's database and clock. */
async function cli(args: string[], env: Record<string, string>): Promise<string> {
  const { main } = await bundleServer();
  const child = spawn(process.execPath, [join(dirname(main), "cli.js"), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((res) => child.once("exit", res));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`cli ${args.join(" ")} exited ${code}:\n${out}`);
  return out;
}

/** The token of the link line in an e-mail's text. */
const linkTokenIn = (text: string) => tokenOf(text.split("\n").find((l) => l.includes("#token=")) ?? text);

/** Reset links the outbox holds for an address (the relay sends them as e-mail; the row keeps the text). */
type ResetMail = (email: string) => Promise<string[]>;

async function newResetToken(read: ResetMail, email: string, known: string[]): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const fresh = (await read(email)).filter((t) => !known.includes(t));
    if (fresh.length) return fresh[0]!;
    await sleep(25);
  }
  throw new Error(`no reset e-mail for ${email} within 5 s`);
}

/** The first admin, from the command-line tool (`staff invite`) on the run's database and clock: the e-mail and the link's token. */
async function inviteFirstAdmin(label: string, cliEnv: Record<string, string>) {
  const email = `admin-${label}@corvanta.example`;
  const out = await cli(["staff", "invite", "--email", email, "--name", "Asha Admin", "--role", "admin"], cliEnv);
  return { email, token: tokenOf(out.trim().split("\n").at(-1)!) };
}

interface Run {
  a: Api;
  b: Api;
  clock: ClockFile;
  /** Invited by inviteFirstAdmin, not yet accepted. */
  firstAdmin: { email: string; token: string };
  resetMail: ResetMail;
}

/** Every step on A and B; returns what each answered, for the record. */
async function proveTimeouts(run: Run) {
  const { a, b, clock } = run;
  const seen: Record<string, number | string> = {};
  const note = (step: string, value: number | string) => (seen[step] = value);
  const started = Date.now();
  const phases: Record<string, number> = {};
  let last = started;
  const phase = (name: string) => {
    phases[name] = Date.now() - last;
    last = Date.now();
  };

  // The first admin accepts the command line's invitation through the API on A.
  const adminEmail = run.firstAdmin.email;
  const first = cookieOf(await a.accept(run.firstAdmin.token), "accepting the CLI's invitation on A");
  expect(await b.me(first), "A's session used on B").toBe(200);
  phase("first admin accepts on A");

  // Sign out on A: B refuses the session at once. Sign out everywhere on B: A's sessions end.
  const s = await a.signIn(adminEmail);
  expect(await b.me(s)).toBe(200);
  expect(await a.signOut(s)).toBe(204);
  expect(note("signed out on A, then B", await b.me(s)), "B after sign-out on A").toBe(401);
  expect(await a.me(s)).toBe(401);
  const e1 = await a.signIn(adminEmail);
  const e2 = await b.signIn(adminEmail);
  expect(await b.signOut(e1, true)).toBe(204);
  expect(note("sign out everywhere on B, then A", await a.me(first)), "A after sign-out everywhere on B").toBe(401);
  expect(await a.me(e2)).toBe(401);
  phase("sign out, sign out everywhere");

  // Idle: three sessions, no activity; one is used on B at 7 h 59 min.
  const kept = await a.signIn(adminEmail);
  const idleA = await a.signIn(adminEmail);
  const idleB = await b.signIn(adminEmail);
  clock.advance(8 * HOUR - MIN);
  expect(note("idle 7 h 59 min, B", await b.me(kept)), "used at 7 h 59 min").toBe(200);
  clock.advance(2 * MIN);
  expect(note("idle 8 h 1 min, A", await a.me(idleA)), "idle 8 h 1 min on A").toBe(401);
  expect(note("idle 8 h 1 min, B", await b.me(idleB)), "idle 8 h 1 min on B").toBe(401);
  expect(await b.me(idleA)).toBe(401);
  expect(await a.me(idleB)).toBe(401);
  expect(note("used 2 min ago on B, A", await a.me(kept)), "activity on B counts on A").toBe(200);
  phase("idle");

  // Absolute: two sessions used every 7 h, in turn on A and B, live until just before 7 days.
  const d1 = await a.signIn(adminEmail);
  const d2 = await b.signIn(adminEmail);
  for (let i = 1; i <= 23; i++) {
    clock.advance(7 * HOUR);
    const [x, y] = i % 2 ? [b, a] : [a, b];
    expect(await x.me(d1), `d1 after ${i * 7} h on ${x.name}`).toBe(200);
    expect(await y.me(d2), `d2 after ${i * 7} h on ${y.name}`).toBe(200);
  }
  clock.advance(7 * HOUR - 2 * MIN);
  expect(note("active, 6 d 23 h 58 min, B", await b.me(d1))).toBe(200);
  expect(note("active, 6 d 23 h 58 min, A", await a.me(d2))).toBe(200);
  clock.advance(3 * MIN);
  expect(note("active, 7 d 1 min, A", await a.me(d1)), "7 days + 1 min on A").toBe(401);
  expect(note("active, 7 d 1 min, B", await b.me(d2)), "7 days + 1 min on B").toBe(401);
  expect(await b.me(d1)).toBe(401);
  expect(await a.me(d2)).toBe(401);
  phase("absolute");

  // Invitations made on A: accepted on B at 71 h 59 min, refused on B (and A) at 72 h + 1 min.
  const admin = await a.signIn(adminEmail);
  const onTime = await a.invite(admin, "sales-on-time@corvanta.example");
  const late = await a.invite(admin, "sales-late@corvanta.example");
  clock.advance(72 * HOUR - MIN);
  expect(await b.invitationInfo(onTime.token)).toBe(200);
  const joined = await b.accept(onTime.token);
  expect(note("invitation at 71 h 59 min, B", joined.status)).toBe(200);
  clock.advance(2 * MIN);
  expect(note("invitation at 72 h 1 min, B", (await b.accept(late.token)).status), "invitation after 72 h on B").toBe(
    410,
  );
  expect(await a.invitationInfo(late.token)).toBe(410);
  expect((await a.accept(late.token)).status).toBe(410);
  phase("invitations");

  // A disabled account: disabled on A, its session made on B is refused on B at once.
  const member = cookieOf(joined, "the invitation accepted on B");
  expect(await b.me(member)).toBe(200);
  expect(await a.disable(await a.signIn(adminEmail), onTime.id)).toBe(200);
  expect(note("disabled on A, then B", await b.me(member)), "B after the account was disabled on A").toBe(401);
  phase("disabled account");

  // Reset links: asked for on A, used on B at 59 min; asked for on B, refused on A at 1 h + 1 min.
  expect(await a.askReset(adminEmail)).toBe(202);
  const r1 = await newResetToken(run.resetMail, adminEmail, []);
  clock.advance(HOUR - MIN);
  expect(await b.resetInfo(r1)).toBe(200);
  expect(note("reset link at 59 min, B", await b.completeReset(r1, "new-quiet-harbour-lamp-72"))).toBe(200);
  expect(await b.askReset(adminEmail)).toBe(202);
  const r2 = await newResetToken(run.resetMail, adminEmail, [r1]);
  clock.advance(HOUR + MIN);
  expect(
    note("reset link at 1 h 1 min, A", await a.completeReset(r2, "late-quiet-harbour-lamp-74")),
    "reset link after 1 h on A",
  ).toBe(410);
  expect(await b.resetInfo(r2)).toBe(410);
  // The new password from the link used in time still opens the account.
  expect(await a.me(await a.signIn(adminEmail, "new-quiet-harbour-lamp-72"))).toBe(200);
  phase("reset links");

  return { answers: seen, phasesMs: phases, clockMovedMs: clock.offset, tookMs: Date.now() - started };
}

/** The servers' settings besides harness.baseEnv: the test clock, a cheap scrypt cost, no purge timer. */
const clockEnv = (clock: ClockFile) => ({
  NODE_ENV: "test",
  TEST_CLOCK_FILE: clock.path,
  SCRYPT_LOG_N: "14",
  RETENTION_PURGE: "off",
});

const pgOk = await postgresAvailable();
const redisOk = await redisAvailable();

describe("A5, A9: session and link timeouts on real processes, with a test clock", () => {
  it("a production process refuses TEST_CLOCK_FILE and does not start", async () => {
    const clock = new ClockFile(join(tempDir("clock"), "offset"));
    await expect(
      startServer("clock-production", { NODE_ENV: "production", TEST_CLOCK_FILE: clock.path }),
    ).rejects.toThrow(/TEST_CLOCK_FILE: a test-only setting .*refused unless NODE_ENV=test \(NODE_ENV is production\)/);
  }, 60_000);

  it("SQLite, one process: sign-out, 8 h idle, 7 days absolute, 72 h invitations, disabling, 1 h reset links", async () => {
    const clock = new ClockFile(join(tempDir("clock"), "offset"));
    const t0 = Date.now();
    const { server, port, dataDir } = await startServer("sessions-sqlite", clockEnv(clock));
    const startMs = Date.now() - t0;
    const api = new Api("A", port);
    const t1 = Date.now();
    const firstAdmin = await inviteFirstAdmin("sqlite", {
      ...clockEnv(clock),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    });
    const cliMs = Date.now() - t1;
    const result = await proveTimeouts({
      a: api,
      b: api,
      clock,
      firstAdmin,
      resetMail: async (email) => {
        const db = new SQLite(join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
        try {
          const rows = db
            .prepare("select text_body from outbox where kind = 'reset' and to_address = ? order by created_at")
            .all(email) as { text_body: string }[];
          return rows.map((r) => linkTokenIn(r.text_body));
        } finally {
          db.close();
        }
      },
    });
    expect(server.alive).toBe(true);
    say(
      `sessions, SQLite: every timeout held on one process; clock moved ${(result.clockMovedMs / DAY).toFixed(2)} days in ${result.tookMs} ms`,
    );
    record("sessions-sqlite", { ...result, setupMs: { start: startMs, cliInvite: cliMs } });
  }, 120_000);

  it.skipIf(!(pgOk && redisOk))(
    "PostgreSQL + Redis, two processes: an ended session is refused on the other at once; every timeout holds on both",
    async () => {
      const t0 = Date.now();
      const db = await createPgDatabase();
      const prefix = `corvanta:test:sessions:${process.pid}:${Date.now()}:`;
      const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      const client = new pg.Client({ connectionString: db.url });
      const servers: ServerProcess[] = [];
      try {
        await redis.connect();
        const clock = new ClockFile(join(tempDir("clock"), "offset"));
        const shared = {
          ...clockEnv(clock),
          DATABASE_URL: db.url,
          REDIS_URL: TEST_REDIS_URL,
          RATE_LIMIT_PREFIX: prefix,
        };
        // One after the other: the first runs the migrations.
        const t1 = Date.now();
        const one = await startServer("sessions-pg-a", shared);
        servers.push(one.server);
        const t2 = Date.now();
        // B starts while the command-line tool invites the first admin (A has migrated the database).
        const [two, firstAdmin] = await Promise.all([
          startServer("sessions-pg-b", shared).then((s) => (servers.push(s.server), s)),
          inviteFirstAdmin("postgres", { ...shared, DATA_DIR: tempDir("sessions-cli"), LOG_LEVEL: "warn" }),
        ]);
        const t3 = Date.now();
        await client.connect();
        const result = await proveTimeouts({
          a: new Api("A", one.port),
          b: new Api("B", two.port),
          clock,
          firstAdmin,
          resetMail: async (email) => {
            const r = await client.query<{ text_body: string }>(
              "select text_body from outbox where kind = 'reset' and to_address = $1 order by created_at",
              [email],
            );
            return r.rows.map((row) => linkTokenIn(row.text_body));
          },
        });
        expect(one.server.alive && two.server.alive).toBe(true);
        // Both processes kept their rate-limit counters under the run's own prefix.
        const keys = await scan(redis, prefix);
        expect(keys.length, "Redis keys under the run's prefix").toBeGreaterThan(0);
        say(
          `sessions, PostgreSQL + Redis: every timeout held on both processes; clock moved ${(result.clockMovedMs / DAY).toFixed(2)} days in ${result.tookMs} ms; ${keys.length} Redis keys under the run's prefix`,
        );
        record("sessions-postgres", {
          ...result,
          redisKeys: keys.length,
          setupMs: { database: t1 - t0, startA: t2 - t1, startBAndCliInvite: t3 - t2 },
        });
      } finally {
        await client.end().catch(() => {});
        // The servers go first, then their keys and their database.
        await Promise.all(servers.map((p) => p.kill("SIGKILL")));
        const left = await scan(redis, prefix).catch(() => [] as string[]);
        if (left.length) await redis.del(...left);
        redis.disconnect();
        await db.drop();
      }
    },
    120_000,
  );
});

async function scan(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== "0");
  return keys;
}
