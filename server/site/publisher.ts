/**
 * Regenerates the site's pages from published content, in this process, without a rebuild
 * (docs/publishing.md, docs/decisions/0111-one-renderer-for-build-and-publishing.md):
 *
 * 1. every page of the site is rendered with the server bundle of the build (server/site/renderer.ts)
 *    and rewritten as the build rewrites it (server/site/postprocess.ts), with sitemap.xml and the
 *    job feeds; a render error throws before anything public changed;
 * 2. the files that differ from what is served are swapped in at once (the live site's map is
 *    replaced whole), with brotli and gzip variants made fast, and the pages the content no longer
 *    has (a document unpublished) are taken out in the same swap;
 * 3. afterwards, off the critical path, their variants are made again at the build's quality.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { pageCspFromHtml, type PageCsp } from "../lib/csp";
import { entryUrls, siteEntry, type LiveSite, type StaticEntry } from "../plugins/static-site";
import { faviconLinks, precompressAsync, rewritePage, robotsTxt, sitemapXml } from "./postprocess";
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
  /** The policy hashes the renderer's thread made for a page's bytes (files() to step()). */
  private csps = new WeakMap<Buffer, PageCsp>();

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
  async files(
    content: SiteContent,
    only: readonly string[] = sitePaths(content),
    /** The publication this render belongs to: it stops when a newer one was asked for. */
    request?: number,
  ): Promise<Map<string, Buffer>> {
    const out = new Map<string, Buffer>();
    const favicon = this.faviconLinks();
    for (const path of only) {
      if (request !== undefined && request !== this.requests) throw new Superseded();
      // Rendered and finished in the renderer's thread; finished here for a build without the pipeline.
      const page = await this.renderer.render(path, content, { favicon });
      const rewritten = page.finished ?? rewritePage(page.html, path, favicon);
      const html = Buffer.from(rewritten.html);
      if (page.finished) this.csps.set(html, page.finished.csp);
      out.set(path === "/" ? "index.html" : `${path.slice(1)}/index.html`, html);
      // The page's deferred drawings (server/site/postprocess.ts deferDrawings), named by their content.
      if (rewritten.art) out.set(rewritten.art.path, Buffer.from(rewritten.art.body));
    }
    const { origin } = this.deps;
    out.set("sitemap.xml", Buffer.from(sitemapXml(origin, sitemapEntries(content))));
    out.set("robots.txt", Buffer.from(robotsTxt(origin)));
    out.set(FEEDS.xml.slice(1), Buffer.from(jobsFeedXml(content, origin)));
    out.set(FEEDS.json.slice(1), Buffer.from(jobsFeedJson(content, origin)));
    out.set(articleFeeds.rss.slice(1), Buffer.from(articlesRss(content, origin)));
    out.set(articleFeeds.atom.slice(1), Buffer.from(articlesAtom(content, origin)));
    for (const [path, body] of sharedFiles(content)) out.set(path.slice(1), Buffer.from(body));
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
    const files = await this.files(content, paths, request);
    const renderMs = performance.now() - started;
    const changes = new Map<string, StaticEntry | null>();
    const swapped = new Map<string, SwappedFile>();
    const changed: string[] = [];
    const fresh: [string, Buffer][] = [];
    for (const [rel, raw] of files) {
      const url = `/${rel}`;
      const now = this.deps.live.get(url);
      if (!now || !now.identity.body.equals(raw)) fresh.push([rel, raw]);
    }
    // Variants made fast, and off the main thread (the thread pool), so requests keep flowing.
    const variants = await Promise.all(fresh.map(([rel, raw]) => precompressAsync(rel, raw, { brotli: 5, gzip: 6 })));
    for (const [i, [rel, raw]] of fresh.entries()) {
      const v = variants[i];
      const entry = siteEntry(rel, raw, {
        csp: rel.endsWith(".html") ? (this.csps.get(raw) ?? pageCspFromHtml(raw.toString("utf8"))) : null,
        br: v?.br ?? null,
        gz: v?.gz ?? null,
      });
      for (const u of entryUrls(rel)) changes.set(u, entry);
      swapped.set(rel, { raw, br: entry.br?.body ?? null, gz: entry.gzip?.body ?? null });
      changed.push(`/${rel}`);
      this.pendingPolish.add(rel);
    }
    for (const rel of removed) {
      if (files.has(rel) || !this.deps.live.get(`/${rel}`)) continue;
      for (const u of entryUrls(rel)) changes.set(u, null);
      swapped.set(rel, null);
      changed.push(`/${rel}`);
      this.pendingPolish.delete(rel);
      this.latestFiles.delete(rel);
    }
    this.deps.live.replace(changes);
    if (this.deps.afterSwap && swapped.size)
      await this.deps
        .afterSwap(swapped)
        .catch((err: unknown) => this.deps.log.error({ err }, "writing the regenerated files failed"));
    setCurrentContent(content);
    this.schedulePolish(files);
    const totalMs = performance.now() - started;
    this.deps.log.info(
      { pages: paths.length, changed: changed.length, renderMs: Math.round(renderMs), totalMs: Math.round(totalMs) },
      "site regenerated",
    );
    return { changed, renderMs, totalMs, paths };
  }

  /** Brotli and gzip at the build's quality for what was swapped in, one file per turn of the event loop. */
  private schedulePolish(files: Map<string, Buffer>): void {
    for (const [rel, raw] of files) this.latestFiles.set(rel, raw);
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
        const entry = siteEntry(rel, raw, { csp: null, br: best.br, gz: best.gz });
        entry.csp = served.csp;
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
