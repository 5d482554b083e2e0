/**
 * The CDN purge after a publication (docs/publishing.md "CDN purge"): the publisher's afterSwap
 * hook hands over the files that changed; this queues one `site.published` event with their public
 * paths, which the delivery relay POSTs to CDN_PURGE_URL like any delivery (retried, logged).
 * Every server process renders each publication and calls the hook with the same bytes, so the
 * event's id is made from them: the second process's event is the same row, and the CDN is asked
 * once per publication, not once per process.
 */
import { createHash } from "node:crypto";
import { entryUrls } from "../plugins/static-site";
import type { SwappedFile } from "../site/publisher";

export type AfterSwap = (files: ReadonlyMap<string, SwappedFile>) => Promise<void>;

/** The public paths of swapped files: "career/x/index.html" is both /career/x/index.html and /career/x. */
export function purgePaths(files: ReadonlyMap<string, SwappedFile>): string[] {
  return [...new Set([...files.keys()].flatMap((rel) => entryUrls(rel)))].sort();
}

/** An id for these changes that every process computes alike (the paths and the bytes served). */
export function purgeId(files: ReadonlyMap<string, SwappedFile>): string {
  const h = createHash("sha256");
  for (const rel of [...files.keys()].sort()) {
    h.update(rel).update("\0");
    const f = files.get(rel);
    h.update(f ? createHash("sha256").update(f.raw).digest() : Buffer.from("removed"));
  }
  return `msg_purge_${h.digest("hex").slice(0, 32)}`;
}

export function purgeAfterSwap(queue: (paths: string[], id: string) => Promise<unknown>): AfterSwap {
  return async (files) => {
    if (files.size) await queue(purgePaths(files), purgeId(files));
  };
}

/** Runs each hook in turn (the publish folder first, then the purge); none is skipped when another fails. */
export function composeAfterSwap(...hooks: (AfterSwap | undefined)[]): AfterSwap | undefined {
  const present = hooks.filter((h): h is AfterSwap => Boolean(h));
  if (present.length <= 1) return present[0];
  return async (files) => {
    const results = await Promise.allSettled(present.map((h) => h(files)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  };
}
