import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { PublishDir, type PublishDirOptions } from "./disk";
import type { SwappedFile } from "./publisher";

const silent = pino({ level: "silent" });

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function fixture(): { client: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), "corvanta-disk-"));
  roots.push(root);
  const client = join(root, "client");
  for (const d of ["", "about", "career/a"]) mkdirSync(join(client, d), { recursive: true });
  writeFileSync(join(client, "index.html"), "<html>home</html>");
  writeFileSync(join(client, "index.html.br"), "home-br");
  writeFileSync(join(client, "about/index.html"), "<html>about</html>");
  writeFileSync(join(client, "career/a/index.html"), "<html>a</html>");
  writeFileSync(join(client, "career/a/index.html.br"), "a-br");
  writeFileSync(join(client, "career/a/index.html.gz"), "a-gz");
  writeFileSync(join(client, "robots.txt"), "robots");
  return { client, dir: join(root, "publish") };
}

const writer = (f: { client: string; dir: string }, over: Partial<PublishDirOptions> = {}) =>
  new PublishDir({ dir: f.dir, clientDir: f.client, log: silent, variantDelayMs: 10, ...over });

const file = (raw: string, br: string | null = null, gz: string | null = null): SwappedFile => ({
  raw: Buffer.from(raw),
  br: br === null ? null : Buffer.from(br),
  gz: gz === null ? null : Buffer.from(gz),
});
const swap = (entries: Record<string, SwappedFile>) => new Map(Object.entries(entries));

const generations = (dir: string) =>
  readdirSync(join(dir, "generations"))
    .map(Number)
    .sort((a, b) => a - b);
const current = (dir: string) => readlinkSync(join(dir, "current"));
const read = (dir: string, rel: string) => readFileSync(join(dir, "current", rel), "utf8");
const inode = (path: string) => statSync(path).ino;

describe("the publish folder (PUBLISH_DIR)", () => {
  it("starts as the build's client folder, hard-linked, with current naming it", async () => {
    const f = fixture();
    const w = writer(f);
    await w.start();
    expect(current(f.dir)).toBe("generations/1");
    expect(read(f.dir, "career/a/index.html")).toBe("<html>a</html>");
    expect(read(f.dir, "career/a/index.html.br")).toBe("a-br");
    expect(inode(join(f.dir, "current/about/index.html"))).toBe(inode(join(f.client, "about/index.html")));
    // The marker is a dotfile (nginx refuses dotfiles) and names the generation.
    expect(JSON.parse(read(f.dir, ".generation.json"))).toMatchObject({ generation: 1 });
    await w.close();
  });

  it("a swap makes the next generation: new files for what changed, links for the rest, removed files gone", async () => {
    const f = fixture();
    const w = writer(f);
    await w.start();
    await w.afterSwap(
      swap({
        "career/a/index.html": file("<html>a2</html>"), // no variants now: the old .br/.gz must not stay
        "career/b/index.html": file("<html>b</html>", "b-br", "b-gz"),
        "about/index.html": null,
      }),
    );
    expect(current(f.dir)).toBe("generations/2");
    const g1 = join(f.dir, "generations/1");
    const g2 = join(f.dir, "generations/2");
    expect(read(f.dir, "career/a/index.html")).toBe("<html>a2</html>");
    expect(existsSync(join(g2, "career/a/index.html.br"))).toBe(false);
    expect(existsSync(join(g2, "career/a/index.html.gz"))).toBe(false);
    expect(read(f.dir, "career/b/index.html.br")).toBe("b-br");
    expect(read(f.dir, "career/b/index.html.gz")).toBe("b-gz");
    expect(existsSync(join(g2, "about/index.html"))).toBe(false);
    // The previous generation and the build are untouched: nothing was written through a link.
    expect(readFileSync(join(g1, "career/a/index.html"), "utf8")).toBe("<html>a</html>");
    expect(readFileSync(join(f.client, "career/a/index.html"), "utf8")).toBe("<html>a</html>");
    expect(readFileSync(join(g1, "about/index.html"), "utf8")).toBe("<html>about</html>");
    expect(inode(join(g2, "career/a/index.html"))).not.toBe(inode(join(g1, "career/a/index.html")));
    expect(inode(join(g2, "index.html"))).toBe(inode(join(g1, "index.html")));
    await w.close();
  });

  it("a file rewritten with the same size gets a later modification time (nginx's ETag is time and size)", async () => {
    const f = fixture();
    const w = writer(f);
    await w.afterSwap(swap({ "career/a/index.html": file("<html>A</html>") }));
    const first = statSync(join(f.dir, "current/career/a/index.html")).mtimeMs;
    await w.afterSwap(swap({ "career/a/index.html": file("<html>B</html>") }));
    expect(statSync(join(f.dir, "current/career/a/index.html")).mtimeMs).toBeGreaterThan(first);
    await w.close();
  });

  it("keeps the newest generations and deletes older ones once their grace period is over", async () => {
    const f = fixture();
    let now = 1_000_000;
    const w = writer(f, { keep: 3, graceMs: 60_000, now: () => now });
    for (let i = 0; i < 6; i++) {
      await w.afterSwap(swap({ "career/a/index.html": file(`<html>v${i}</html>`) }));
      now += 1000;
    }
    expect(current(f.dir)).toBe("generations/7");
    // Still within their grace period: a request may have resolved into them.
    expect(generations(f.dir)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    now += 60_000;
    await w.cleanupNow();
    expect(generations(f.dir)).toEqual([5, 6, 7]);
    expect(read(f.dir, "career/a/index.html")).toBe("<html>v5</html>");
    await w.close();
  });

  it("deletes a generation a writer died while making, and never the current one", async () => {
    const f = fixture();
    const w = writer(f, { keep: 1, graceMs: 0, staleLockMs: 50 });
    await w.start();
    mkdirSync(join(f.dir, "generations/9/career"), { recursive: true });
    await new Promise((r) => setTimeout(r, 80));
    await w.cleanupNow();
    expect(generations(f.dir)).toEqual([1]);
    await w.close();
  });

  it("a restart on the same build keeps current; a new build starts from the build", async () => {
    const f = fixture();
    const first = writer(f);
    await first.afterSwap(swap({ "career/b/index.html": file("<html>b</html>") }));
    await first.close();
    const again = writer(f);
    await again.start();
    expect(current(f.dir)).toBe("generations/2");
    expect(read(f.dir, "career/b/index.html")).toBe("<html>b</html>");
    await again.close();

    writeFileSync(join(f.client, "robots.txt"), "robots, rebuilt");
    const rebuilt = writer(f);
    await rebuilt.start(swap({ "career/c/index.html": file("<html>c</html>") }));
    expect(current(f.dir)).toBe("generations/3");
    expect(read(f.dir, "robots.txt")).toBe("robots, rebuilt");
    expect(existsSync(join(f.dir, "current/career/b/index.html"))).toBe(false);
    expect(read(f.dir, "career/c/index.html")).toBe("<html>c</html>");
    await rebuilt.close();
  });

  it("refuses a path outside the site, and a folder inside the build", async () => {
    const f = fixture();
    const w = writer(f);
    expect(() => writer({ ...f, dir: join(f.client, "publish") })).toThrow(/must not be inside the site/);
    for (const bad of ["../x", "/etc/passwd", "a//b", "a/./b", ".generation.json", "generations/1/x", "current"])
      await expect(w.afterSwap(swap({ [bad]: file("x") }))).rejects.toThrow(/inside the site|reserved/);
    await w.close();
  });

  it("folds calls that arrive during a write into the next generation; each resolves once its files are current", async () => {
    const f = fixture();
    const w = writer(f);
    await w.start();
    const calls = Array.from({ length: 20 }, (_, i) =>
      w.afterSwap(swap({ [`career/p${i}/index.html`]: file(`<html>p${i}</html>`) })).then(() => {
        expect(read(f.dir, `career/p${i}/index.html`)).toBe(`<html>p${i}</html>`);
      }),
    );
    await Promise.all(calls);
    expect(generations(f.dir).at(-1)).toBeLessThan(20);
    await w.close();
  });

  it("a reader of current during swaps gets one version or the other, whole, and never misses the file", async () => {
    const f = fixture();
    const w = writer(f, { graceMs: 0, keep: 2 });
    await w.start();
    // Same size (the easy case for a torn read to go unseen) and a different size.
    const versions = ["<html>AAAA</html>", "<html>BBBB</html>", `<html>${"C".repeat(50_000)}</html>`];
    await w.afterSwap(swap({ "career/a/index.html": file(versions[0]!) }));
    let swapping = true;
    const seen = new Map<string, number>();
    const readers = Array.from({ length: 4 }, async () => {
      while (swapping) {
        const body = await readFile(join(f.dir, "current/career/a/index.html"), "utf8");
        seen.set(body, (seen.get(body) ?? 0) + 1);
      }
    });
    for (let i = 1; i <= 20; i++) await w.afterSwap(swap({ "career/a/index.html": file(versions[i % 3]!) }));
    swapping = false;
    await Promise.all(readers);
    expect([...seen.keys()].filter((b) => !versions.includes(b)).map((b) => b.slice(0, 40))).toEqual([]);
    expect(seen.size).toBeGreaterThan(1);
    await w.close();
  });

  it("two writers on one folder: every generation is whole, numbers are not reused, no change is lost", async () => {
    const f = fixture();
    const a = writer(f);
    const b = writer(f);
    await Promise.all([a.start(), b.start()]);
    const rounds = 10;
    await Promise.all([
      (async () => {
        for (let i = 0; i < rounds; i++) await a.afterSwap(swap({ [`career/a${i}/index.html`]: file(`a${i}`) }));
      })(),
      (async () => {
        for (let i = 0; i < rounds; i++) await b.afterSwap(swap({ [`career/b${i}/index.html`]: file(`b${i}`) }));
      })(),
    ]);
    for (let i = 0; i < rounds; i++) {
      expect(read(f.dir, `career/a${i}/index.html`)).toBe(`a${i}`);
      expect(read(f.dir, `career/b${i}/index.html`)).toBe(`b${i}`);
    }
    const gens = generations(f.dir);
    expect(new Set(gens).size).toBe(gens.length);
    expect(current(f.dir)).toBe(`generations/${gens.at(-1)}`);
    expect(existsSync(join(f.dir, ".lock"))).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });

  it("what another process sharing the folder wrote already makes no new generation; a smaller variant does", async () => {
    const f = fixture();
    const a = writer(f);
    const b = writer(f);
    await a.afterSwap(swap({ "career/b/index.html": file("<html>b</html>", "b-br-q5", "b-gz") }));
    expect(current(f.dir)).toBe("generations/2");
    // The second process renders the same publication: same bytes, same variants.
    await b.afterSwap(
      swap({
        "career/b/index.html": file("<html>b</html>", "b-br-q5", "b-gz"),
        "about/index.html": file("<html>about</html>"),
      }),
    );
    expect(current(f.dir)).toBe("generations/2");
    // Its background recompression: a larger variant is not written, a smaller one is.
    await b.afterSwap(swap({ "career/b/index.html": file("<html>b</html>", "b-br-quality-1", "b-gz") }));
    expect(current(f.dir)).toBe("generations/2");
    await b.afterSwap(swap({ "career/b/index.html": file("<html>b</html>", "b-br", "b-gz") }));
    expect(current(f.dir)).toBe("generations/3");
    expect(read(f.dir, "career/b/index.html.br")).toBe("b-br");
    // A removal of what is not there is nothing to do either.
    await b.afterSwap(swap({ "career/none/index.html": null }));
    expect(current(f.dir)).toBe("generations/3");
    await Promise.all([a.close(), b.close()]);
  });

  it("waits for a lock a live process holds, and takes over one whose process is gone", async () => {
    const f = fixture();
    const w = writer(f);
    await w.start();
    // Held by a live process (the test runner's parent): the writer waits until it is released.
    const lock = join(f.dir, ".lock");
    writeFileSync(lock, JSON.stringify({ host: hostname(), pid: process.ppid, id: "other" }));
    let done = false;
    const write = w.afterSwap(swap({ "career/x/index.html": file("x") })).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 150));
    expect(done).toBe(false);
    expect(read(f.dir, ".generation.json")).toContain('"generation":1');
    // Released: the write goes through.
    unlinkSync(lock);
    await write;
    expect(read(f.dir, "career/x/index.html")).toBe("x");

    // A process that has exited: its lock is taken over at once.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(lock, JSON.stringify({ host: hostname(), pid: Number(gone.stdout), id: "dead" }));
    await w.afterSwap(swap({ "career/y/index.html": file("y") }));
    expect(read(f.dir, "career/y/index.html")).toBe("y");
    expect(existsSync(lock)).toBe(false);
    await w.close();
  });
});
