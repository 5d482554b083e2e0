/**
 * Publishing (docs/publishing.md): the listings service the workspace's API calls, the
 * publisher that renders pages with the build's server bundle, and the site state that keeps
 * this process's pages equal to what the database publishes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { mediaFile } from "#content/images.ts";
import type { SiteContent } from "#content/site-content.ts";
import { DocumentService } from "../content/documents";
import { ImageService } from "../content/images";
import { ListingService } from "../content/listings";
import { SiteState } from "../content/site-state";
import { PublishDir } from "../site/disk";
import { SitePublisher } from "../site/publisher";
import { composeAfterSwap, purgeAfterSwap } from "../deliveries/purge";

declare module "fastify" {
  interface FastifyInstance {
    listings: ListingService;
    /** The editors' content kinds (content/kinds.ts). */
    documents: DocumentService;
    /** Uploaded images and their derived files (server/content/images.ts). */
    images: ImageService;
    siteState: SiteState;
    /** The publisher, once the site is loaded; null for a server without the built site. */
    sitePublisher: () => SitePublisher | null;
  }
}

export interface PublishingOptions {
  /** The built site's client folder (BUILD_DIR/client). */
  clientDir: string;
  /** Start the generation poll and the scheduler (the server does; tests drive them). */
  start?: boolean;
  pollMs?: number;
  schedulerMs?: number;
}

/**
 * The instant the build's pages show the content as of (BUILD_DIR/build-info.json, written by
 * react-router.config.ts), or undefined without one (a server with no built site, or a build
 * from before the file existed: the server then takes the build's pages to be current).
 */
export function builtAt(clientDir: string): number | undefined {
  try {
    const { contentAt } = JSON.parse(readFileSync(join(clientDir, "..", "build-info.json"), "utf8")) as {
      contentAt?: unknown;
    };
    const at = typeof contentAt === "string" ? Date.parse(contentAt) : NaN;
    return Number.isFinite(at) ? at : undefined;
  } catch {
    return undefined;
  }
}

export default fp<PublishingOptions>(
  async function publishing(app: FastifyInstance, opts) {
    let publisher: SitePublisher | null = null;
    let state: SiteState | null = null;
    // The pages a publication changes first are rendered before it is committed: one that
    // cannot be made is refused with its reason, and the site keeps what it had.
    const preflight = async (content: SiteContent, paths: string[]) => {
      const p = publisher;
      if (!p) return;
      try {
        for (const path of paths) await p.renderer.render(path, content);
      } catch (err) {
        app.log.warn({ err }, "a publication was refused: its page could not be rendered");
        throw err;
      }
    };
    const onSiteChange = () => state?.changed();
    const listings = new ListingService({ db: app.db, now: app.now, onSiteChange, preflight });
    const documents = new DocumentService({
      db: app.db,
      now: app.now,
      onSiteChange,
      preflight,
      snapshot: () => listings.snapshot(),
    });
    state = new SiteState({
      listings,
      documents,
      publisher: () => publisher,
      log: app.log.child({ component: "publishing" }),
      now: app.now,
      builtAt: builtAt(opts.clientDir),
      pollMs: opts.pollMs,
      schedulerMs: opts.schedulerMs,
    });
    app.decorate("listings", listings);
    app.decorate("documents", documents);
    const images = new ImageService({ db: app.db, now: app.now, dialect: app.dbHandle.dialect });
    app.decorate("images", images);
    // The derived files of uploaded images: named by their content, so cached for a year, immutable.
    app.get("/media/:name", async (request, reply) => {
      const { name } = request.params as { name: string };
      const file = mediaFile(name) ? await images.file(name) : null;
      if (!file) return app.sendNotFoundPage(request, reply);
      return reply
        .header("content-type", file.type)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-length", String(file.data.length))
        .send(file.data);
    });
    app.decorate("siteState", state);
    app.decorate("sitePublisher", () => publisher);
    // PUBLISH_DIR: the folder nginx serves the pages from, kept in step with the live site
    // (server/site/disk.ts); made from the build, or kept, before the first publication.
    let folder: PublishDir | null = null;
    app.addHook("onReady", async () => {
      const dir = app.config.publishDir;
      const disk = dir
        ? new PublishDir({ dir, clientDir: opts.clientDir, log: app.log.child({ component: "publish-folder" }) })
        : null;
      const candidate = new SitePublisher({
        clientDir: opts.clientDir,
        serverBuildFile: join(opts.clientDir, "..", "server", "index.js"),
        origin: app.config.siteOrigin,
        live: app.liveSite,
        log: app.log.child({ component: "publisher" }),
        // The publish folder (PUBLISH_DIR), then the CDN purge (CDN_PURGE_URL) through the outbox.
        afterSwap: composeAfterSwap(
          disk?.afterSwap,
          app.config.deliveries.cdn ? purgeAfterSwap((paths, id) => app.destinations.queuePurge(paths, id)) : undefined,
        ),
      });
      publisher = candidate.available() ? candidate : null;
      // The first publication should not wait for the bundle's import: it loads now, in the background.
      publisher?.renderer.warm();
      if (publisher && disk) {
        await disk.start();
        folder = disk;
      } else if (disk) app.log.warn({ dir }, "PUBLISH_DIR is set but there is no built site to publish");
      await state!.start(opts.start ?? false);
    });
    app.addHook("onClose", async () => {
      await state!.stop();
      publisher?.close();
      await folder?.close();
    });
  },
  { name: "publishing", dependencies: ["services"] },
);
