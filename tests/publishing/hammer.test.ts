/**
 * Publishing under load (docs/decisions/0112-published-pages-on-disk.md): while publications
 * alternate between two contents (a listing's title A or B; a second listing there or not), many
 * readers at once ask for the pages they change from the Node server (a Fastify app with the
 * static-site plugin on 127.0.0.1) and from the publish folder's `current` tree, as nginx would.
 * Every answer is a whole file, exactly one of the known versions, and the islands runtime a
 * page's loader names is served too; never a 404, except for the second listing's own files, which
 * only A has: under B they are taken off the site (server/site/publisher.ts `removedFiles`), so
 * absent is one of their versions, and once B is published they answer 404 in both places. The publisher renders only the pages these contents change
 * (tests/publishing/support.ts). Bounded: a fixed number of publications, and a time cap.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import staticSite from "#server/plugins/static-site.ts";
import { PublishDir } from "#server/site/disk.ts";
import { setCurrentContent } from "#server/site/current-content.ts";
import { seedContent, type SiteContent } from "#content/site-content.ts";
import { rawRequest } from "../support/http";
import { CLIENT, SERVER_BUNDLE, focusedPublisher, islandsEntryOf, newListing, sha } from "./support";

const ROUNDS = 6;
const CAP_MS = 30_000;
const READERS = 4;
/** Readers pause this long between requests: the publisher renders on the same thread. */
const pause = () => new Promise((r) => setTimeout(r, 1));

const seed = seedContent();
const alpha = newListing({ title: "Site Reliability Engineer (Alpha)" });
const bravo = newListing({ title: "Site Reliability Engineer (Bravo)" });
const extra = newListing({ id: "job-hammer-extra", slug: "hammer-extra", title: "Platform Engineer" });
const A: SiteContent = { ...seed, listings: [...seed.listings, alpha, extra] };
const B: SiteContent = { ...seed, listings: [...seed.listings, bravo] };
const FOCUS = ["/career", `/career/${alpha.slug}`, `/career/${extra.slug}`];

const get = (port: number, path: string, encoding: string) =>
  rawRequest(port, path, { headers: { "accept-encoding": encoding }, keepAlive: true });
const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

let app: FastifyInstance;
let port: number;
let root: string;

beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`no build at ${SERVER_BUNDLE}: run npm run build first`);
  root = mkdtempSync(join(tmpdir(), "corvanta-hammer-"));
  app = Fastify({ logger: false });
  await app.register(staticSite, { root: CLIENT });
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  setCurrentContent(seed);
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("publications under concurrent readers", () => {
  it("every answer, from the Node server and from the publish folder, is one known version, whole; never a 404 but for the page only one version has", async () => {
    const disk = new PublishDir({
      dir: join(root, "publish"),
      clientDir: CLIENT,
      log: pino({ level: "silent" }),
      graceMs: 500,
    });
    const publisher = focusedPublisher(app.liveSite, disk.afterSwap, FOCUS);

    // Every version a reader may get: the files of A and of B (sitemap, feeds and the pages' data included).
    const known = new Map<string, Set<string>>();
    for (const content of [A, B])
      for (const [rel, body] of await publisher.files(content)) {
        if (!known.has(rel)) known.set(rel, new Set());
        known.get(rel)!.add(sha(body));
      }
    const watched = [...known.keys()].filter((rel) => !rel.startsWith("assets/") && rel !== "robots.txt");
    // What only A has: absent under B.
    const inB = new Set((await publisher.files(B)).keys());
    // The header's navigation file is named by its content (A's counts one more open role): each
    // version's file is absent until its first publication and never removed after it, since a
    // page still open from before names it (content/navigation.ts).
    const isShared = (rel: string) => /^nav-[\w-]+\.json$/.test(rel);
    const sharedVersions = watched.filter(isShared);
    expect(sharedVersions).toHaveLength(2);
    const everServed = new Set<string>();
    const onlyInA = new Set(watched.filter((rel) => !inB.has(rel) && !isShared(rel)));
    expect([...onlyInA].sort()).toEqual([`career/${extra.slug}/index.html`]);
    const mayBeAbsent = (side: "node" | "disk", rel: string) =>
      onlyInA.has(rel) || (isShared(rel) && !everServed.has(`${side} ${rel}`));
    expect(watched).toEqual(
      expect.arrayContaining([
        "career/index.html",
        `career/${alpha.slug}/index.html`,
        `career/${extra.slug}/index.html`,
        "sitemap.xml",
        "careers/feed.xml",
      ]),
    );

    await (
      await publisher.publish(A)
    ).settled;
    await disk.idle();

    const problems: string[] = [];
    const seen = { node: new Map<string, Set<string>>(), disk: new Map<string, Set<string>>() };
    let reads = 0;
    let running = true;
    const note = (side: "node" | "disk", rel: string, body: Buffer, how: string) => {
      reads++;
      const digest = sha(body);
      if (!known.get(rel)!.has(digest))
        problems.push(
          `${side} ${rel} (${how}): ${body.length} bytes, not a known version: …${body.toString("utf8").slice(-60)}`,
        );
      else if (rel.endsWith(".html") && !body.toString("utf8").trimEnd().endsWith("</html>"))
        problems.push(`${side} ${rel} (${how}): not a whole page`);
      everServed.add(`${side} ${rel}`);
      const mine = seen[side].get(rel) ?? new Set();
      mine.add(digest);
      seen[side].set(rel, mine);
    };

    // From the Node server: each watched file under each encoding, then the runtime a page names.
    const nodeReader = async (n: number) => {
      for (let i = n; running; i++, await pause()) {
        const rel = watched[i % watched.length]!;
        const url = rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`;
        const encoding = ["br, gzip", "gzip", ""][i % 3]!;
        const r = await get(port, url, encoding);
        if (r.status === 404 && mayBeAbsent("node", rel)) continue;
        if (r.status !== 200) {
          problems.push(`node ${url}: ${r.status}`);
          continue;
        }
        const body = decode(r.body, r.headers["content-encoding"] as string | undefined);
        note("node", rel, body, encoding || "identity");
        const entry = rel.endsWith(".html") ? islandsEntryOf(body.toString("utf8")) : null;
        if (rel.endsWith(".html") && !entry) problems.push(`node ${url}: no islands loader`);
        if (entry) {
          const d = await get(port, entry, encoding);
          if (d.status !== 200) problems.push(`node ${entry} (named by ${url}): ${d.status}`);
        }
      }
    };

    // From the publish folder, as nginx resolves a request: the path through `current`, /x as
    // x/index.html, the .br or .gz file beside it when the client takes it.
    const current = join(root, "publish", "current");
    const diskReader = async (n: number) => {
      for (let i = n; running; i++, await pause()) {
        const rel = watched[i % watched.length]!;
        const variant = ["", ".br", ".gz"][i % 3]!;
        try {
          if (rel.endsWith("/index.html")) {
            const dir = await stat(join(current, rel.slice(0, -"/index.html".length)));
            if (!dir.isDirectory()) throw new Error("not a folder");
          }
          // A file too small to compress has no variant; nginx then sends the file itself.
          const sent = await readFile(join(current, rel + variant)).catch((err: NodeJS.ErrnoException) =>
            variant && err.code === "ENOENT" ? null : Promise.reject(err),
          );
          const body = !sent
            ? await readFile(join(current, rel))
            : variant === ".br"
              ? brotliDecompressSync(sent)
              : variant === ".gz"
                ? gunzipSync(sent)
                : sent;
          note("disk", rel, body, variant || "identity");
          if (rel.endsWith(".html") && !islandsEntryOf(body.toString("utf8")))
            problems.push(`disk ${rel}: no islands loader`);
        } catch (err) {
          if (mayBeAbsent("disk", rel) && (err as NodeJS.ErrnoException).code === "ENOENT") continue;
          problems.push(`disk ${rel}${variant}: ${(err as Error).message}`);
        }
      }
    };

    const readers = [
      ...Array.from({ length: READERS }, (_, n) => nodeReader(n)),
      ...Array.from({ length: READERS }, (_, n) => diskReader(n)),
    ];
    const started = Date.now();
    let rounds = 0;
    try {
      while (rounds < ROUNDS && Date.now() - started < CAP_MS) {
        const content = rounds % 2 === 0 ? B : A;
        const title = (rounds % 2 === 0 ? bravo : alpha).title;
        const outcome = await publisher.publish(content);
        // When a publication's first step resolves, both places show it.
        const page = `career/${alpha.slug}/index.html`;
        expect(app.liveSite.get(`/${page}`)!.identity.body.toString("utf8")).toContain(title);
        expect(await readFile(join(current, page), "utf8")).toContain(title);
        await outcome.settled;
        rounds++;
      }
      // B published last: the second listing's page is gone from both places, the rest served.
      await (
        await publisher.publish(B)
      ).settled;
      await disk.idle();
      expect((await get(port, `/career/${extra.slug}`, "br")).status).toBe(404);
      expect(existsSync(join(current, `career/${extra.slug}/index.html`))).toBe(false);
      expect((await get(port, `/career/${alpha.slug}`, "br")).status).toBe(200);
    } finally {
      running = false;
      await Promise.all(readers);
      publisher.close();
      await disk.close();
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(reads).toBeGreaterThan(200);
    // The readers saw both versions of the changed pages on both sides: they ran across the swaps.
    for (const side of ["node", "disk"] as const)
      for (const rel of ["career/index.html", `career/${alpha.slug}/index.html`, "careers/feed.xml"])
        expect([side, rel, seen[side].get(rel)?.size]).toEqual([side, rel, 2]);
    // Both navigation files were read, and both are still there at the end (below): none is removed.
    for (const side of ["node", "disk"])
      for (const rel of sharedVersions)
        expect([side, rel, everServed.has(`${side} ${rel}`)]).toEqual([side, rel, true]);
    // And the folder ends as the live site: the same bytes for every file these contents decide.
    for (const rel of watched) {
      if (onlyInA.has(rel)) {
        // Ended with B: absent from both, with its variants.
        expect([rel, app.liveSite.get(`/${rel}`), existsSync(join(current, rel))]).toEqual([rel, undefined, false]);
        for (const v of [".br", ".gz"]) expect([rel + v, existsSync(join(current, rel + v))]).toEqual([rel + v, false]);
        continue;
      }
      const served = app.liveSite.get(`/${rel}`)!.identity.body;
      const onDisk = await readFile(join(current, rel));
      const br = await readFile(join(current, `${rel}.br`)).catch(() => null);
      const gz = await readFile(join(current, `${rel}.gz`)).catch(() => null);
      expect([rel, onDisk.equals(served)]).toEqual([rel, true]);
      if (br) expect([`${rel}.br`, brotliDecompressSync(br).equals(served)]).toEqual([`${rel}.br`, true]);
      if (gz) expect([`${rel}.gz`, gunzipSync(gz).equals(served)]).toEqual([`${rel}.gz`, true]);
    }
  });
});
