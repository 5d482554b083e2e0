/**
 * A throwaway PostgreSQL cluster for the tests that crash the database itself (D4): never the
 * shared server on 5432. It is created from the installed binaries (/usr/lib/postgresql/<v>/bin)
 * in a temp folder, run as the `postgres` user (PostgreSQL refuses to run as root), on a loopback
 * port of our own, and removed by destroy(). Not a test file.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { sleep } from "./harness";

/** The newest installed PostgreSQL's bin folder, or null. */
export function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0]!, "bin") : null;
}

function ownerIds(): { uid: number; gid: number } | null {
  const r = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const g = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (r.status !== 0 || g.status !== 0) return null;
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

/** Why a throwaway cluster cannot be made here, or null if it can. */
export function clusterUnavailable(): string | null {
  if (!postgresBin()) return "no PostgreSQL binaries under /usr/lib/postgresql";
  if (userInfo().uid === 0 && !ownerIds()) return "running as root and there is no postgres user to run the cluster as";
  return null;
}

export class PgCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly asPostgres: boolean,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[], timeoutMs = 60_000) {
    const cmd = join(this.bin, tool);
    const r = this.asPostgres
      ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], {
          encoding: "utf8",
          timeout: timeoutMs,
          cwd: this.dir,
        })
      : spawnSync(cmd, args, { encoding: "utf8", timeout: timeoutMs, cwd: this.dir });
    return r;
  }

  private must(tool: string, args: string[], timeoutMs?: number) {
    const r = this.run(tool, args, timeoutMs);
    if (r.status !== 0)
      throw new Error(`${tool} ${args.join(" ")} failed (${r.status ?? r.signal}):\n${r.stderr}${r.stdout}`);
  }

  /** initdb + start on `port`; the data folder, socket and log live in one temp folder. */
  static async create(port: number): Promise<PgCluster> {
    const bin = postgresBin();
    if (!bin) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql");
    const root = userInfo().uid === 0;
    const dir = mkdtempSync(join(tmpdir(), "corvanta-rel-pg-"));
    if (root) {
      const ids = ownerIds();
      if (!ids) throw new Error("no postgres user");
      chownSync(dir, ids.uid, ids.gid);
    }
    chmodSync(dir, 0o700);
    const c = new PgCluster(dir, port, bin, root);
    try {
      c.must("initdb", ["-D", join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"], 120_000);
      await c.start();
    } catch (e) {
      c.destroy();
      throw e;
    }
    return c;
  }

  /** Starts the server and waits until it answers a query. */
  async start(): Promise<void> {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=50`;
    this.must(
      "pg_ctl",
      ["-D", join(this.dir, "data"), "-l", join(this.dir, "log"), "-o", opts, "-w", "-t", "60", "start"],
      90_000,
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 2000 });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.query("select 1");
        await client.end();
        return;
      } catch (e) {
        await client.end().catch(() => {});
        if (Date.now() > deadline) throw e;
        await sleep(100);
      }
    }
  }

  /** `pg_ctl stop -m immediate`: the server quits without a checkpoint, as in a crash. */
  crash(): void {
    this.must("pg_ctl", ["-D", join(this.dir, "data"), "-m", "immediate", "-w", "-t", "30", "stop"], 40_000);
  }

  /** Stops the server (if running) and removes the folder. */
  destroy(): void {
    if (existsSync(join(this.dir, "data", "postmaster.pid")))
      this.run("pg_ctl", ["-D", join(this.dir, "data"), "-m", "immediate", "-w", "-t", "30", "stop"], 40_000);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
