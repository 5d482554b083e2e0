/**
 * What the tests that publish against the build under readers share (tests/publishing/hammer.test.ts,
 * tests/nginx/published.test.ts): the build's folders, a publisher made as the server makes it,
 * a listing to publish, and how to check a page's data file.
 */
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import pino from "pino";
import type { LiveSite } from "#server/plugins/static-site.ts";
import { SitePublisher, type PublisherDeps } from "#server/site/publisher.ts";
import { seedContent, type SiteListing } from "#content/site-content.ts";
import { siteUrl } from "#content/site.ts";

export const BUILD = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
export const CLIENT = join(BUILD, "client");
export const SERVER_BUNDLE = join(BUILD, "server/index.js");

const publisherDeps = (live: LiveSite, afterSwap?: PublisherDeps["afterSwap"]): PublisherDeps => ({
  clientDir: CLIENT,
  serverBuildFile: SERVER_BUNDLE,
  origin: siteUrl,
  live,
  log: pino({ level: "silent" }),
  afterSwap,
});

/**
 * The publisher as the server runs it, but rendering only the `focus` pages among those it would:
 * the other pages (their navigation counts open roles) add seconds a publication and nothing to a
 * test of the swap itself.
 */
export function focusedPublisher(
  live: LiveSite,
  afterSwap: PublisherDeps["afterSwap"],
  focus: readonly string[],
): SitePublisher {
  return new (class extends SitePublisher {
    protected override make(...[content, only, ...rest]: Parameters<SitePublisher["make"]>) {
      return super.make(
        content,
        only.filter((p) => focus.includes(p)),
        ...rest,
      );
    }
  })(publisherDeps(live, afterSwap));
}

/** A listing the build does not have. */
export const newListing = (over: Partial<SiteListing> = {}): SiteListing => ({
  ...seedContent().listings[0]!,
  id: "job-site-reliability-engineer",
  slug: "site-reliability-engineer",
  title: "Site Reliability Engineer",
  workMode: "hybrid",
  location: "Bhubaneswar",
  region: "Odisha",
  remoteRegion: undefined,
  pay: { currency: "INR", min: 1_200_000, max: 1_800_000, unit: "YEAR" },
  closesOn: "2027-03-31",
  datePosted: "2026-11-26",
  updatedAt: "2026-11-26T09:30:00.000Z",
  closedOn: null,
  ...over,
});

/** The islands runtime a page's loader names (`data-entry`, server/site/postprocess.ts), or null. */
export const islandsEntryOf = (html: string) => /<script [^>]*\bdata-entry="([^"]+)"/.exec(html)?.[1] ?? null;

export const sha = (body: Buffer) => createHash("sha256").update(body).digest("base64url");
