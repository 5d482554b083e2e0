/**
 * Regenerates the site's pages from published content, in this process, without a rebuild
 * (docs/publishing.md, docs/decisions/0111-one-renderer-for-build-and-publishing.md):
 *
 * 1. every page of the site is rendered with the server bundle of the build (server/site/renderer.ts)
 *    and rewritten as the build rewrites it (server/site/postprocess.ts), with sitemap.xml and the
 *    job feeds; a render error throws before anything public changed;
 * 2. the files that differ from what is served are swapped in at once (the live site's map is
 *    replaced whole), with brotli and gzip variants made fast, and the pages the content no longer
 *    has (a document unpublished) are taken out in the same swap. A page comes from the renderer's
 *    thread finished, compressed and with its ETag, or only as "unchanged" when that ETag is the
 *    one served (decision 172): the server's thread handles no page's text;
 * 3. afterwards, off the critical path, their variants are made again at the build's quality.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { PageCsp } from "../lib/csp";
import { entryUrls, siteEntry, withVariants, type LiveSite, type StaticEntry } from "../plugins/static-site";
import { FAST, faviconLinks, precompressAsync, rewritePage, robotsTxt, sitemapXml, type ArtFile } from "./postprocess";
import { jobFeeds as FEEDS } from "#content/job-feeds.ts";
import { articlesAtom, articlesRss, jobsFeedJson, jobsFeedXml, sharedFiles, sitemapEntries, sitePaths } from "./pages";
import { articleFeeds } from "#content/article-feeds.ts";
import { PageRenderer } from "./renderer";
import { currentContent, setCurrentContent } from "./current-content";
import * as paths from "#content/paths.ts";
import { contentKinds } from "#content/kinds.ts";
import type { SiteContent } from "#content/site-content.ts";

/**
 * The pages that show what differs between two snapshots: the careers page and each changed
 * listing's page, and the pages each other content kind says it touches (content/kinds.ts).
 */
export function priorityPaths(before: SiteContent, after: SiteContent): string[] {
  const old = new Map(before.listings.map((l) => [l.id, JSON.stringify(l)]));
  const changed = after.listings.filter((l) => old.get(l.id) !== JSON.stringify(l)).map((l) => paths.listing(l.slug));
  const all = sitePaths(after);
  const touched = contentKinds.flatMap((k) => k.touches(before, after, all));
  return [...new Set([paths.careers, ...changed, ...touched])];
}

/**
 * The files of the pages `before` has and `after` does not (an article or a case study taken off
 * the site): its HTML, by its path inside the client folder. The first step of a publication
 * removes them with the pages that show the change, so a withdrawn page and the links to it go
 * together. At start-up `before` is what the build rendered, so a repository page unpublished
 * since is removed from what this process serves too.
 */
export function removedFiles(before: SiteContent, after: SiteContent): string[] {
  const kept = new Set(sitePaths(after));
  return sitePaths(before)
    .filter((p) => !kept.has(p) && p !== "/")
    .map((p) => `${p.slice(1)}/index.html`);
}

/** A render stopped because a newer publication will render the same pages. */
class Superseded extends Error {}

export interface PublishOutcome {
  /** Site paths of the files that changed ("/career/x/index.html", "/sitemap.xml", ...). */
  changed: string[];
  renderMs: number;
  totalMs: number;
}

/**
 * A file a step made: its bytes, with their ETag, policy and fast variants when the renderer's
 * thread made them (a page), or a page the thread found to be the one served.
 */
type MadeFile =
  { raw: Buffer; etag?: string; csp?: PageCsp; br?: Buffer | null; gz?: Buffer | null } | { unchanged: true };

/** A file as the live site serves it after a step: its bytes and precompressed variants (null: removed). */
export type SwappedFile = { raw: Buffer; br: Buffer | null; gz: Buffer | null } | null;

export interface PublisherDeps {
  /**
   * Called with every file a step swapped in (by its path inside the client folder, e.g.
   * "career/x/index.html"), after the live site changed; e.g. to write them where nginx serves
   * from. A failure is logged; the step stays live.
   */
  afterSwap?: (files: ReadonlyMap<string, SwappedFile>) => Promise<void>;
  clientDir: string;
  serverBuildFile: string;
  origin: string;
  live: LiveSite;
  log: FastifyBaseLogger;
}

export class SitePublisher {
  readonly renderer: PageRenderer;
  private favicon: string | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private polishing = false;
  private closed = false;
  private pendingPolish = new Set<string>();
  private latestFiles = new Map<string, Buffer>();
  private requests = 0;

  constructor(private readonly deps: PublisherDeps) {
    this.renderer = new PageRenderer(deps.serverBuildFile);
  }

  available(): boolean {
    return this.renderer.available();
  }

  private faviconLinks(): string {
    this.favicon ??= faviconLinks(readFileSync(join(this.deps.clientDir, "favicon.svg"), "utf8"));
    return this.favicon;
  }

  /** Every file the content decides, as the build would write it. Throws on a render error. */
  async files(content: SiteContent, only: readonly string[] = sitePaths(content)): Promise<Map<string, Buffer>> {
    const out = new Map<string, Buffer>();
    for (const [rel, file] of await this.make(content, only)) if ("raw" in file) out.set(rel, file.raw);
    return out;
  }

  /**
   * The files of `only` (site paths) and the files every step writes (sitemap, feeds...), by
   * their path inside the client folder. `served` gives the ETag the live site serves for a
   * page's file: the renderer's thread then answers only that the page is unchanged when it is.
   */
  protected async make(
    content: SiteContent,
    only: readonly string[],
    /** The publication this render belongs to: it stops when a newer one was asked for. */
    request?: number,
    served?: (rel: string) => string | undefined,
  ): Promise<Map<string, MadeFile>> {
    const out = new Map<string, MadeFile>();
    const favicon = this.faviconLinks();
    for (const path of only) {
      if (request !== undefined && request !== this.requests) throw new Superseded();
      const rel = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
      const page = await this.renderer.finish(path, content, { favicon, served: served?.(rel) });
      let art: ArtFile | undefined;
      if ("html" in page) {
        // A build without the pipeline: the page is finished here.
        const rewritten = rewritePage(page.html, path, favicon);
        out.set(rel, { raw: Buffer.from(rewritten.html) });
        art = rewritten.art;
      } else {
        const { art: pageArt, ...file } = page;
        out.set(rel, "unchanged" in file ? { unchanged: true } : { ...file, raw: file.body });
        art = pageArt;
      }
      // The page's deferred drawings (server/site/postprocess.ts deferDrawings), named by their content.
      if (art) out.set(art.path, { raw: Buffer.from(art.body) });
    }
    const { origin } = this.deps;
    const text = (body: string): MadeFile => ({ raw: Buffer.from(body) });
    out.set("sitemap.xml", text(sitemapXml(origin, sitemapEntries(content))));
    out.set("robots.txt", text(robotsTxt(origin)));
    out.set(FEEDS.xml.slice(1), text(jobsFeedXml(content, origin)));
    out.set(FEEDS.json.slice(1), text(jobsFeedJson(content, origin)));
    out.set(articleFeeds.rss.slice(1), text(articlesRss(content, origin)));
    out.set(articleFeeds.atom.slice(1), text(articlesAtom(content, origin)));
    for (const [path, body] of sharedFiles(content)) out.set(path.slice(1), text(body));
    return out;
  }

  /**
   * Renders the site for `content` and serves it, in two steps: first the pages that show what
   * changed (the careers page and the listings that differ from what is served) with the sitemap
   * and the feeds, then every other page (their navigation counts the open roles). Resolves when
   * the first step is live; `settled` when the whole site is. Publications run one at a time, in
   * order; a step that fails changes nothing.
   */
  publish(content: SiteContent): Promise<PublishOutcome & { settled: Promise<unknown> }> {
    const request = ++this.requests;
    const first = this.queue.then(() =>
      this.step(content, priorityPaths(currentContent(), content), undefined, removedFiles(currentContent(), content)),
    );
    // The other pages; a newer publication stops this step where it is, since it renders them all
    // again (so a correction published a second later is not held up behind a whole site).
    const rest = first
      .then((done) =>
        this.step(
          content,
          sitePaths(content).filter((p) => !done.paths.includes(p)),
          request,
        ),
      )
      .catch((err: unknown) => {
        if (!(err instanceof Superseded)) throw err;
      });
    this.queue = rest.catch((err: unknown) => {
      this.deps.log.error({ err }, "site regeneration failed");
    });
    return first.then((outcome) => ({ ...outcome, settled: rest }));
  }

  private async step(
    content: SiteContent,
    paths: string[],
    request?: number,
    /** Files to take off the site (removedFiles), with the rest of the step. */
    removed: readonly string[] = [],
  ): Promise<PublishOutcome & { paths: string[] }> {
    const started = performance.now();
    const files = await this.make(content, paths, request, (rel) => this.deps.live.get(`/${rel}`)?.identity.etag);
    const renderMs = performance.now() - started;
    const changes = new Map<string, StaticEntry | null>();
    const swapped = new Map<string, SwappedFile>();
    const changed: string[] = [];
    const fresh: [string, Extract<MadeFile, { raw: Buffer }>][] = [];
    for (const [rel, file] of files) {
      if (!("raw" in file)) continue;
      const now = this.deps.live.get(`/${rel}`);
      if (!now || !(file.etag ? now.identity.etag === file.etag : now.identity.body.equals(file.raw)))
        fresh.push([rel, file]);
    }
    // Pages come with their variants from the renderer's thread; the other files (the sitemap,
    // feeds and drawings: a few, and small) are compressed in the thread pool, off this thread too.
    const variants = await Promise.all(
      fresh.map(([rel, file]) =>
        file.br !== undefined ? { br: file.br, gz: file.gz ?? null } : precompressAsync(rel, file.raw, FAST),
      ),
    );
    for (const [i, [rel, file]] of fresh.entries()) {
      const v = variants[i];
      const entry = siteEntry(rel, file.raw, {
        csp: file.csp ?? null,
        br: v?.br ?? null,
        gz: v?.gz ?? null,
        ...(file.etag ? { etag: file.etag } : {}),
      });
      for (const u of entryUrls(rel)) changes.set(u, entry);
      swapped.set(rel, { raw: file.raw, br: entry.br?.body ?? null, gz: entry.gzip?.body ?? null });
      changed.push(`/${rel}`);
      this.pendingPolish.add(rel);
      this.latestFiles.set(rel, file.raw);
    }
    for (const rel of removed) {
      if (files.has(rel) || !this.deps.live.get(`/${rel}`)) continue;
      for (const u of entryUrls(rel)) changes.set(u, null);
      swapped.set(rel, null);
      changed.push(`/${rel}`);
      this.pendingPolish.delete(rel);
      this.latestFiles.delete(rel);
    }
    if (changes.size) this.deps.live.replace(changes);
    if (this.deps.afterSwap && swapped.size)
      await this.deps
        .afterSwap(swapped)
        .catch((err: unknown) => this.deps.log.error({ err }, "writing the regenerated files failed"));
    setCurrentContent(content);
    this.schedulePolish();
    const totalMs = performance.now() - started;
    this.deps.log.info(
      { pages: paths.length, changed: changed.length, renderMs: Math.round(renderMs), totalMs: Math.round(totalMs) },
      "site regenerated",
    );
    return { changed, renderMs, totalMs, paths };
  }

  /** Brotli and gzip at the build's quality for what was swapped in, one file per turn of the event loop. */
  private schedulePolish(): void {
    if (this.polishing || this.closed) return;
    this.polishing = true;
    void (async () => {
      for (;;) {
        const rel = this.pendingPolish.values().next().value;
        if (rel === undefined || this.closed) break;
        this.pendingPolish.delete(rel);
        const raw = this.latestFiles.get(rel);
        this.latestFiles.delete(rel);
        if (!raw) continue;
        const best = await precompressAsync(rel, raw).catch(() => null);
        const served = this.deps.live.get(`/${rel}`);
        if (!best || !served || !served.identity.body.equals(raw) || this.closed) continue;
        const entry = withVariants(served, best.br, best.gz);
        this.deps.live.replace(new Map(entryUrls(rel).map((u) => [u, entry])));
        await this.deps
          .afterSwap?.(new Map([[rel, { raw, br: entry.br?.body ?? null, gz: entry.gzip?.body ?? null }]]))
          .catch((err: unknown) => this.deps.log.error({ err }, "writing the regenerated files failed"));
      }
      this.polishing = false;
    })();
  }

  /** Stops the background compression (server shutdown). */
  close(): void {
    this.closed = true;
    this.pendingPolish.clear();
    void this.renderer.close();
  }
}
