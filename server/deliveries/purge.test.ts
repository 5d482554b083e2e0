/**
 * The CDN purge (docs/publishing.md): a publication's afterSwap queues one `site.published`
 * event with the changed public paths; with CDN_PURGE_URL set it is POSTed there with the
 * configured header, retried while the receiver is down, and visible in the delivery log. Two
 * processes seeing the same publication queue it once. Composed with the publish folder's hook,
 * neither hook stops the other.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { describeDb } from "../../tests/support/server";
import { Receiver } from "../../tests/support/receiver";
import type { SwappedFile } from "../site/publisher";
import { composeAfterSwap, purgeAfterSwap, purgeId, purgePaths } from "./purge";
import { CDN_DESTINATION_ID } from "./service";

const file = (text: string): SwappedFile => ({ raw: Buffer.from(text), br: null, gz: null });
const swap = (entries: Record<string, SwappedFile>) => new Map(Object.entries(entries));

const receivers: Receiver[] = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.stop();
});

describe("purge paths", () => {
  it("lists every public URL of the swapped files, removed ones too, once each and sorted", () => {
    const files = swap({
      "career/index.html": file("a"),
      "career/site-reliability-engineer/index.html": file("b"),
      "sitemap.xml": file("c"),
      "career/closed-role/index.html": null,
    });
    expect(purgePaths(files)).toEqual([
      "/career",
      "/career/closed-role",
      "/career/closed-role/index.html",
      "/career/index.html",
      "/career/site-reliability-engineer",
      "/career/site-reliability-engineer/index.html",
      "/sitemap.xml",
    ]);
  });

  it("the id depends on the paths and the bytes, not on the process or the order", () => {
    const a = swap({ "career/index.html": file("a"), "sitemap.xml": file("c") });
    const b = swap({ "sitemap.xml": file("c"), "career/index.html": file("a") });
    expect(purgeId(a)).toBe(purgeId(b));
    expect(purgeId(swap({ "career/index.html": file("A"), "sitemap.xml": file("c") }))).not.toBe(purgeId(a));
  });

  it("a failing hook does not stop the other, and its failure is reported", async () => {
    const calls: string[] = [];
    const hook = composeAfterSwap(
      async () => {
        calls.push("disk");
        throw new Error("disk full");
      },
      async () => void calls.push("purge"),
    )!;
    await expect(hook(swap({ "career/index.html": file("a") }))).rejects.toThrow("disk full");
    expect(calls.sort()).toEqual(["disk", "purge"]);
    const only = async () => {};
    expect(composeAfterSwap(undefined, only)).toBe(only);
  });
});

describeDb("the CDN purge through the outbox", (suite) => {
  it("a publication queues one purge with its paths, retried while the CDN is down, delivered and logged", async () => {
    const r = await new Receiver().start();
    receivers.push(r);
    const { app } = await suite.app({
      config: {
        deliveries: {
          allowPrivate: true,
          connectTimeoutMs: 2000,
          answerTimeoutMs: 3000,
          retryWindowMs: 24 * 3_600_000,
          leaseMs: 120_000,
          cdn: { url: r.url, header: { name: "Authorization", value: "Bearer purge-token" } },
        },
      },
    });
    await app.ready();
    Object.assign(app.deliveries.options, { baseBackoffMs: 20, maxBackoffMs: 40 });
    const hook = purgeAfterSwap((paths, id) => app.destinations.queuePurge(paths, id));
    const files = swap({
      "career/index.html": file("<html>careers</html>"),
      "career/platform-engineer/index.html": file("<html>new role</html>"),
      "careers/feed.xml": file("<rss/>"),
    });
    await r.stop();
    await hook(files);
    // A second process publishing the same thing: the same event, not a second purge.
    await hook(files);
    expect(await app.db.selectFrom("delivery_events").select("id").execute()).toHaveLength(1);

    await app.deliveries.runOnce();
    await sleep(60);
    await app.deliveries.runOnce();
    const waiting = await app.db.selectFrom("deliveries").selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ destination_id: CDN_DESTINATION_ID, state: "pending" });
    expect(waiting.attempts).toBeGreaterThanOrEqual(2);

    await r.start();
    for (let i = 0; i < 50 && r.received.length === 0; i++) {
      await sleep(30);
      await app.deliveries.runOnce();
    }
    expect(r.received).toHaveLength(1);
    const got = r.received[0]!;
    expect(got.headers.authorization).toBe("Bearer purge-token");
    expect(got.json).toEqual({
      paths: [
        "/career",
        "/career/index.html",
        "/career/platform-engineer",
        "/career/platform-engineer/index.html",
        "/careers/feed.xml",
      ],
      publishedAt: expect.any(String),
    });
    const log = await app.destinations.deliveries(CDN_DESTINATION_ID, { limit: 5 });
    expect(log.destination.kind).toBe("cdn");
    expect(log.items[0]!.state).toBe("delivered");
    expect(log.items[0]!.log.map((a) => a.statusCode)).toContain(202);
    expect(log.items[0]!.log.filter((a) => a.statusCode === null).length).toBeGreaterThanOrEqual(2);
  });

  it("without CDN_PURGE_URL nothing is queued, and unsetting it removes the destination", async () => {
    const { app } = await suite.app();
    await app.ready();
    expect(await app.destinations.queuePurge(["/career"], "msg_purge_x")).toBe(false);
    await app.destinations.syncCdn({ url: "https://cdn.example.com/purge", header: null });
    expect((await app.destinations.get(CDN_DESTINATION_ID)).url).toBe("https://cdn.example.com/purge");
    await app.destinations.syncCdn(null);
    expect(await app.db.selectFrom("destinations").select("id").execute()).toHaveLength(0);
  });
});
