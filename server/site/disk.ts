/**
 * Keeps a folder nginx serves from in step with what the publisher swaps into the live site
 * (PUBLISH_DIR; docs/decisions/0112-published-pages-on-disk.md). Plug `afterSwap` into the
 * publisher's hook of the same name (server/site/publisher.ts).
 *
 * - PUBLISH_DIR/generations/<n>/ is a whole tree of the site. The first is the build's client
 *   folder, hard-linked (copied where a link is refused: another file system, or a file owned by
 *   someone else); each later one hard-links every file of the one before except those that
 *   changed, which are written as new files with their .br and .gz (a linked file is never written
 *   in place: it is shared with the generation nginx may be reading), and lacks those removed.
 * - PUBLISH_DIR/current is a symbolic link to the newest generation, replaced by renaming a new
 *   link over it: nginx (root PUBLISH_DIR/current) resolves it on every request, so a request sees
 *   one generation, old or new, whole.
 * - Generations are numbered; the newest `keep` stay, an older one is deleted `graceMs` after it
 *   stopped being current (a request that resolved into it has opened its file by then).
 * - Several processes may share the folder: a generation is made under a lock file (created with a
 *   hard link, so it exists only with its holder's name in it), which a writer on the same host
 *   takes over when its holder's process is gone, and any writer when it has not been touched for
 *   `staleLockMs`. Each generation starts from whatever `current` is, so no writer's change is
 *   lost to another's, and leaves out the files `current` already holds with the same bytes (the
 *   other processes render every publication too).
 * - Calls that arrive while a generation is being written are folded into the next one.
 */
import { createHash, randomUUID } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import {
  copyFile,
  link,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  unlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import { hostname } from "node:os";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { SwappedFile } from "./publisher";

const GENERATIONS = "generations";
const CURRENT = "current";
const LOCK = ".lock";
/** Written last into a generation: it is complete, and made from this build. nginx never serves dotfiles. */
const MARKER = ".generation.json";

interface Marker {
  generation: number;
  /** Fingerprint of the build's client folder the tree started from. */
  build: string;
  /** When it was made (ms, the writer's clock): an older generation is superseded from then. */
  created: number;
  host: string;
  pid: number;
}

export interface PublishDirOptions {
  /** PUBLISH_DIR. */
  dir: string;
  /** The build's client folder (what the first generation is made from). */
  clientDir: string;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Generations kept (the current one among them). Default 3. */
  keep?: number;
  /** How long a generation that is no longer current, and not among those kept, stays. Default 60 s. */
  graceMs?: number;
  /** A lock untouched this long is taken over. Default 30 s (its holder touches it every tenth). */
  staleLockMs?: number;
  /** How long better-compressed variants of unchanged bytes wait to share a generation. Default 1 s. */
  variantDelayMs?: number;
  /** Clock of the grace period (tests). */
  now?: () => number;
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64url");
const code = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A path inside the site as the publisher names it ("career/x/index.html"), or a throw. */
function checkPath(rel: string): string {
  const parts = rel.split("/");
  if (rel.includes("\\") || rel.includes("\0") || parts.some((p) => p === "" || p === "." || p === ".."))
    throw new Error(`not a path inside the site: ${JSON.stringify(rel)}`);
  if (rel === MARKER || rel === CURRENT || parts[0] === GENERATIONS)
    throw new Error(`reserved name: ${JSON.stringify(rel)}`);
  return rel;
}

/** Folders (parents first) and regular files of a tree, as "a/b" paths. */
async function walk(root: string): Promise<{ dirs: string[]; files: string[] }> {
  const out = { dirs: [] as string[], files: [] as string[] };
  const visit = async (rel: string) => {
    for (const e of await readdir(rel ? join(root, rel) : root, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        out.dirs.push(r);
        await visit(r);
      } else if (e.isFile()) out.files.push(r);
    }
  };
  await visit("");
  return out;
}

async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function fsyncPath(path: string): Promise<void> {
  const fh = await open(path, "r");
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return code(err) === "EPERM";
  }
}

/** Ids of the locks this process holds: a lock naming this host and pid but none of these is a previous process's. */
const heldHere = new Set<string>();

/** A lock file shared by every writer of one PUBLISH_DIR. */
class DirLock {
  constructor(
    private readonly file: string,
    private readonly staleMs: number,
    private readonly log: PublishDirOptions["log"],
  ) {}

  async hold<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      await release();
    }
  }

  private async acquire(): Promise<() => Promise<void>> {
    const id = randomUUID();
    const token = JSON.stringify({ host: hostname(), pid: process.pid, id, since: new Date().toISOString() });
    // Written whole under a name of its own, then linked as the lock: link fails if the lock
    // exists (as O_EXCL does), and a lock never exists without its holder's name in it.
    const mine = `${this.file}.${id}`;
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(mine, token, { flag: "wx" });
    heldHere.add(id);
    try {
      const deadline = Date.now() + this.staleMs * 2;
      for (let attempt = 1; ; attempt++) {
        try {
          await link(mine, this.file);
          break;
        } catch (err) {
          if (code(err) !== "EEXIST") throw err;
        }
        if (await this.takeOverIfStale()) continue;
        if (Date.now() > deadline)
          throw new Error(
            `${this.file} is held by another writer: ${await readFile(this.file, "utf8").catch(() => "?")}`,
          );
        await sleep(2 + Math.random() * 8 * Math.min(attempt, 10));
      }
    } catch (err) {
      heldHere.delete(id);
      throw err;
    } finally {
      await unlink(mine).catch(() => undefined);
    }
    const touch = setInterval(() => {
      const t = new Date();
      utimes(this.file, t, t).catch(() => undefined);
    }, this.staleMs / 10);
    touch.unref();
    return async () => {
      clearInterval(touch);
      try {
        const now = await readFile(this.file, "utf8").catch(() => null);
        if (now === token) await unlink(this.file);
        else this.log.warn({ lock: this.file }, "publish folder: the lock was taken over while held");
      } finally {
        heldHere.delete(id);
      }
    };
  }

  private stale(text: string, mtimeMs: number): boolean {
    if (Date.now() - mtimeMs > this.staleMs) return true;
    try {
      const { host, pid, id } = JSON.parse(text) as { host?: unknown; pid?: unknown; id?: unknown };
      if (host !== hostname() || typeof pid !== "number") return false;
      if (pid === process.pid) return typeof id === "string" && !heldHere.has(id);
      return !processAlive(pid);
    } catch {
      return false; // being written by a writer of another version: its age decides
    }
  }

  /** Removes the lock if its holder is gone; true when the caller should try again at once. */
  private async takeOverIfStale(): Promise<boolean> {
    let seen: string;
    let mtimeMs: number;
    try {
      [seen, { mtimeMs }] = await Promise.all([readFile(this.file, "utf8"), stat(this.file)]);
    } catch (err) {
      if (code(err) === "ENOENT") return true;
      throw err;
    }
    if (!this.stale(seen, mtimeMs)) return false;
    // Moved aside, then checked: if another writer took the lock between the look and the move,
    // the moved file is theirs and goes back.
    const aside = `${this.file}.stale-${randomUUID()}`;
    try {
      await rename(this.file, aside);
    } catch (err) {
      if (code(err) === "ENOENT") return true;
      throw err;
    }
    const moved = await readFile(aside, "utf8");
    if (moved !== seen) {
      await link(aside, this.file).catch(() => undefined);
      await unlink(aside);
      return false;
    }
    await unlink(aside);
    this.log.warn({ lock: this.file, holder: seen }, "publish folder: took over a lock whose holder is gone");
    return true;
  }
}

export class PublishDir {
  private readonly keep: number;
  private readonly graceMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;
  private readonly lock: DirLock;
  private chain: Promise<unknown> = Promise.resolve();
  private ready: Promise<void> | null = null;
  private draining: Promise<void> | null = null;
  private pending = new Map<string, SwappedFile>();
  private waiters: Waiter[] = [];
  private fingerprint: Promise<string> | null = null;
  /** Digest of the bytes last written for each path, to tell a call that only brings new variants. */
  private readonly written = new Map<string, string>();
  private readonly variantDelayMs: number;
  private variantTimer: NodeJS.Timeout | null = null;
  private cleanupTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private linkRefused = false;
  /** The folders and files of the generation this writer made last. */
  private lastTree: { path: string; dirs: string[]; files: string[] } | null = null;

  constructor(private readonly opts: PublishDirOptions) {
    this.keep = Math.max(1, opts.keep ?? 3);
    this.graceMs = opts.graceMs ?? 60_000;
    this.staleMs = opts.staleLockMs ?? 30_000;
    this.now = opts.now ?? Date.now;
    this.variantDelayMs = opts.variantDelayMs ?? 1000;
    this.lock = new DirLock(join(opts.dir, LOCK), this.staleMs, opts.log);
    const inside = relative(resolve(opts.clientDir), resolve(opts.dir));
    if (!inside.startsWith("..") && !isAbsolute(inside))
      throw new Error(`the publish folder ${opts.dir} must not be inside the site it copies (${opts.clientDir})`);
  }

  /** The folder nginx's root names: PUBLISH_DIR/current. */
  get currentPath(): string {
    return join(this.opts.dir, CURRENT);
  }

  /**
   * Makes sure `current` is a whole tree of this build: kept when it already is (another process,
   * or this server before a restart, made it), else made from the build's client folder, with
   * `already` (files the live site changed before the writer started) on top. Runs once; the
   * first `afterSwap` starts it too.
   */
  start(already?: ReadonlyMap<string, SwappedFile>): Promise<void> {
    this.ready ??= this.exclusive(async () => {
      for (const rel of already?.keys() ?? []) checkPath(rel);
      const build = await this.buildFingerprint();
      const current = await this.currentGeneration();
      if (current?.marker.build === build) {
        const news = already ? await this.newIn(already, current.path) : new Map<string, SwappedFile>();
        if (news.size) await this.writeGeneration(news, current.path);
        else await this.cleanup();
      } else await this.writeGeneration(already ?? new Map(), null);
      if (already) this.remember(already);
    }).catch((err: unknown) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  /**
   * The publisher's hook: resolves when a generation holding these files is current. A call that
   * only brings better-compressed variants of bytes already written (the publisher's background
   * recompression, one file at a time) waits up to `variantDelayMs` to share a generation with the
   * others; any other call is written at once, with whatever is waiting.
   */
  readonly afterSwap = (files: ReadonlyMap<string, SwappedFile>): Promise<void> => {
    if (this.closed) {
      this.opts.log.warn({ files: files.size }, "publish folder closed: files not written");
      return Promise.resolve();
    }
    try {
      for (const rel of files.keys()) checkPath(rel);
    } catch (err) {
      return Promise.reject(err);
    }
    let variantsOnly = true;
    for (const [rel, file] of files) {
      this.pending.set(rel, file);
      if (!file || this.written.get(rel) !== digest(file.raw)) variantsOnly = false;
    }
    const written = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!variantsOnly) void this.drain();
    else if (!this.variantTimer) {
      this.variantTimer = setTimeout(() => {
        this.variantTimer = null;
        void this.drain();
      }, this.variantDelayMs);
      this.variantTimer.unref();
    }
    return written;
  };

  /** Resolves when everything handed in so far is written, or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    if (this.variantTimer) clearTimeout(this.variantTimer);
    this.variantTimer = null;
    if (this.pending.size) void this.drain();
    while (this.draining) await this.draining;
    await this.chain;
  }

  /** Deletes what is past its grace period now (also done after every generation and by a timer). */
  cleanupNow(): Promise<void> {
    return this.exclusive(() => this.cleanup());
  }

  /** Server shutdown: waits for the generation being written; later calls write nothing. */
  async close(): Promise<void> {
    await this.idle();
    this.closed = true;
    for (const t of [this.cleanupTimer, this.retryTimer, this.variantTimer]) if (t) clearTimeout(t);
    if (this.pending.size) this.opts.log.warn({ files: this.pending.size }, "publish folder: files left unwritten");
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(() => this.lock.hold(fn));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private drain(): Promise<void> {
    this.draining ??= (async () => {
      try {
        await this.start();
        while (this.pending.size && !this.closed) {
          const batch = this.pending;
          const waiters = this.waiters;
          this.pending = new Map();
          this.waiters = [];
          try {
            await this.exclusive(async () => {
              const base = await this.currentGeneration();
              if (!base) return this.writeGeneration(batch, null);
              // Another process sharing the folder may have written the same bytes already.
              const news = await this.newIn(batch, base.path);
              if (news.size) await this.writeGeneration(news, base.path);
            });
          } catch (err) {
            // Kept for the next attempt, under anything newer for the same path.
            for (const [rel, file] of batch) if (!this.pending.has(rel)) this.pending.set(rel, file);
            for (const w of waiters) w.reject(err);
            this.retryLater();
            return;
          }
          this.remember(batch);
          for (const w of waiters) w.resolve();
        }
      } catch (err) {
        const waiters = this.waiters;
        this.waiters = [];
        for (const w of waiters) w.reject(err);
        this.retryLater();
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  private remember(files: ReadonlyMap<string, SwappedFile>): void {
    for (const [rel, file] of files)
      if (file) this.written.set(rel, digest(file.raw));
      else this.written.delete(rel);
  }

  private retryLater(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.pending.size) void this.drain();
    }, 5000);
    this.retryTimer.unref();
  }

  private buildFingerprint(): Promise<string> {
    this.fingerprint ??= (async () => {
      const { files } = await walk(this.opts.clientDir);
      files.sort();
      const hash = createHash("sha256");
      for (const f of files) {
        const s = await stat(join(this.opts.clientDir, f));
        hash.update(`${f}\0${s.size}\0${s.mtimeMs}\n`);
      }
      return hash.digest("hex").slice(0, 32);
    })();
    return this.fingerprint;
  }

  private async readMarker(genDir: string): Promise<Marker | null> {
    try {
      return JSON.parse(await readFile(join(genDir, MARKER), "utf8")) as Marker;
    } catch (err) {
      if (code(err) === "ENOENT") return null;
      throw err;
    }
  }

  /** The generation `current` names, if it is a complete one of ours. */
  private async currentGeneration(): Promise<{ n: number; path: string; marker: Marker } | null> {
    let target: string;
    try {
      target = await readlink(join(this.opts.dir, CURRENT));
    } catch (err) {
      if (code(err) === "ENOENT" || code(err) === "EINVAL") return null;
      throw err;
    }
    const m = /^generations\/(\d+)$/.exec(target);
    if (!m) return null;
    const path = join(this.opts.dir, GENERATIONS, m[1]!);
    const marker = await this.readMarker(path);
    return marker ? { n: Number(m[1]), path, marker } : null;
  }

  /**
   * The files that would change `tree`: a file whose bytes it already has is left out unless one
   * of its variants is new or smaller (better compressed) than the one there; a removal of what
   * it lacks is left out.
   */
  private async newIn(files: ReadonlyMap<string, SwappedFile>, tree: string): Promise<Map<string, SwappedFile>> {
    const out = new Map<string, SwappedFile>();
    const size = (path: string) =>
      stat(path).then(
        (s) => s.size,
        () => null,
      );
    for (const [rel, file] of files) {
      const path = join(tree, rel);
      if (!file) {
        const there = await Promise.all(["", ".br", ".gz"].map((v) => size(path + v)));
        if (there.some((s) => s !== null)) out.set(rel, file);
        continue;
      }
      const raw = await readFile(path).catch(() => null);
      const [br, gz] = await Promise.all([size(`${path}.br`), size(`${path}.gz`)]);
      const worse = (mine: Buffer | null, theirs: number | null) =>
        mine ? theirs === null || mine.length < theirs : theirs !== null;
      if (!raw?.equals(file.raw) || worse(file.br, br) || worse(file.gz, gz)) out.set(rel, file);
    }
    return out;
  }

  /** A new, empty generation folder, numbered after every one there. */
  private async newGeneration(): Promise<{ n: number; path: string }> {
    const root = join(this.opts.dir, GENERATIONS);
    await mkdir(root, { recursive: true });
    let n = 1 + Math.max(0, ...(await readdir(root)).filter((d) => /^\d+$/.test(d)).map(Number));
    for (;;) {
      const path = join(root, String(n));
      try {
        await mkdir(path);
        return { n, path };
      } catch (err) {
        if (code(err) !== "EEXIST") throw err;
        n++;
      }
    }
  }

  private async linkOrCopy(from: string, to: string): Promise<void> {
    if (!this.linkRefused) {
      try {
        await link(from, to);
        return;
      } catch (err) {
        // Another file system, or (fs.protected_hardlinks) a build owned by another user.
        if (code(err) !== "EXDEV" && code(err) !== "EPERM") throw err;
        this.linkRefused = true;
        this.opts.log.warn({ from }, "publish folder: hard links refused, copying the build instead");
      }
    }
    await copyFile(from, to, fsConstants.COPYFILE_EXCL);
  }

  /**
   * A new file, never an existing one; its modification time is later than the same path's in the
   * previous tree, so nginx's ETag (time and size) changes with its bytes even within a second.
   */
  private async writeNew(path: string, previous: string | null, bytes: Buffer): Promise<void> {
    let seconds = Math.floor(Date.now() / 1000);
    if (previous) {
      const before = await stat(previous).catch(() => null);
      if (before) seconds = Math.max(seconds, Math.floor(before.mtimeMs / 1000) + 1);
    }
    const fh = await open(path, "wx", 0o644);
    try {
      await fh.writeFile(bytes);
      await fh.utimes(seconds, seconds);
      await fh.datasync();
    } finally {
      await fh.close();
    }
  }

  /** Under the lock: the next generation = `base` (or the build) with `files` applied; then `current` names it. */
  private async writeGeneration(files: ReadonlyMap<string, SwappedFile>, base: string | null): Promise<void> {
    const started = performance.now();
    const source = base ?? this.opts.clientDir;
    const { n, path } = await this.newGeneration();
    let next: { path: string; dirs: string[]; files: string[] };
    try {
      const replaced = new Set<string>();
      for (const rel of files.keys()) for (const v of ["", ".br", ".gz"]) replaced.add(rel + v);
      // A generation never changes once complete: the list of the one this writer made last is
      // reused instead of reading the folders again.
      const tree = base && this.lastTree?.path === base ? this.lastTree : { path: source, ...(await walk(source)) };
      const dirs = new Set(tree.dirs);
      const written: [string, Buffer, string | null][] = [];
      for (const [rel, file] of files) {
        if (!file) continue;
        const parts = rel.split("/");
        for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join("/"));
        for (const [suffix, bytes] of [
          ["", file.raw],
          [".br", file.br],
          [".gz", file.gz],
        ] as const)
          if (bytes) written.push([rel + suffix, bytes, base && join(base, rel + suffix)]);
      }
      // Folders parents first (one depth at a time), then links and new files, several at once.
      const byDepth = new Map<number, string[]>();
      for (const d of dirs) {
        const depth = d.split("/").length;
        byDepth.set(depth, [...(byDepth.get(depth) ?? []), d]);
      }
      for (const depth of [...byDepth.keys()].sort((a, b) => a - b))
        await eachLimited(byDepth.get(depth)!, 16, (d) => mkdir(join(path, d)).then(() => undefined));
      const linked = tree.files.filter((f) => !replaced.has(f) && f !== MARKER);
      await eachLimited(linked, 16, (f) => this.linkOrCopy(join(source, f), join(path, f)));
      await eachLimited(written, 8, ([rel, bytes, previous]) => this.writeNew(join(path, rel), previous, bytes));
      next = { path, dirs: [...dirs], files: [...linked, ...written.map(([rel]) => rel)] };
      const marker: Marker = {
        generation: n,
        build: await this.buildFingerprint(),
        created: this.now(),
        host: hostname(),
        pid: process.pid,
      };
      await writeFile(join(path, MARKER), JSON.stringify(marker), { flag: "wx", mode: 0o644 });
      await fsyncPath(join(path, MARKER));
      await fsyncPath(path);
      // The swap: a new link under a name of its own, renamed over `current` (rename replaces it
      // in one step; a reader resolves the old link or the new one, never none).
      const link = join(this.opts.dir, `.current-${randomUUID()}`);
      await symlink(`${GENERATIONS}/${n}`, link);
      await rename(link, join(this.opts.dir, CURRENT));
      await fsyncPath(this.opts.dir);
    } catch (err) {
      await rm(path, { recursive: true, force: true }).catch(() => undefined);
      throw err;
    }
    this.lastTree = next;
    this.opts.log.info(
      { generation: n, files: files.size, ms: Math.round(performance.now() - started) },
      "publish folder: generation current",
    );
    await this.cleanup();
  }

  /** Under the lock: deletes generations past the newest `keep` and their grace period, and a dead writer's leftovers. */
  private async cleanup(): Promise<void> {
    if (this.cleanupTimer) clearTimeout(this.cleanupTimer);
    this.cleanupTimer = null;
    const root = join(this.opts.dir, GENERATIONS);
    const names = (await readdir(root).catch(() => [] as string[])).filter((d) => /^\d+$/.test(d));
    const current = await this.currentGeneration();
    const complete: { n: number; created: number }[] = [];
    const stale = Date.now() - this.staleMs;
    for (const name of names) {
      const n = Number(name);
      const marker = await this.readMarker(join(root, name)).catch(() => null);
      if (marker) complete.push({ n, created: marker.created });
      // Without its marker: a writer died while making it (this one holds the lock).
      else if (n !== current?.n && (await stat(join(root, name))).mtimeMs < stale)
        await rm(join(root, name), { recursive: true, force: true });
    }
    complete.sort((a, b) => b.n - a.n);
    let due = Infinity;
    for (let i = this.keep; i < complete.length; i++) {
      const g = complete[i]!;
      if (g.n === current?.n) continue;
      // Superseded when the next newer generation was made.
      const until = complete[i - 1]!.created + this.graceMs;
      if (this.now() >= until) await rm(join(root, String(g.n)), { recursive: true, force: true });
      else due = Math.min(due, until);
    }
    for (const name of await readdir(this.opts.dir)) {
      if (!name.startsWith(".current-") && !name.startsWith(`${LOCK}.`)) continue;
      const st = await lstat(join(this.opts.dir, name)).catch(() => null);
      if (st && st.mtimeMs < stale) await unlink(join(this.opts.dir, name)).catch(() => undefined);
    }
    if (due !== Infinity && !this.closed) {
      this.cleanupTimer = setTimeout(
        () => {
          this.cleanupTimer = null;
          this.cleanupNow().catch((err: unknown) =>
            this.opts.log.error({ err }, "publish folder: deleting old generations failed"),
          );
        },
        Math.max(0, due - this.now()) + 50,
      );
      this.cleanupTimer.unref();
    }
  }
}
