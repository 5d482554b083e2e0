/**
 * The one renderer (docs/decisions/0111-one-renderer-for-build-and-publishing.md), against the
 * build: the server's publisher renders the repository's content to exactly the files the build
 * wrote, and renders changed content into pages a visitor can trust, swapped in whole.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { pageCspFromHtml, pageCspHeader, type CspManifest } from "#server/lib/csp.ts";
import { etagOf } from "#server/lib/etag.ts";
import { loadSite, type LiveSite, type StaticEntry } from "#server/plugins/static-site.ts";
import { SitePublisher } from "#server/site/publisher.ts";
import { builtAt } from "#server/plugins/publishing.ts";
import { RenderError } from "#server/site/renderer.ts";
import { currentContent, setCurrentContent } from "#server/site/current-content.ts";
import { seedContent, type SiteContent } from "#content/site-content.ts";
import { siteUrl } from "#content/site.ts";
import { BUILD, CLIENT, newListing } from "./support";

function memorySite(): LiveSite & { map: Map<string, StaticEntry> } {
  let map = loadSite(CLIENT);
  return {
    get map() {
      return map;
    },
    get: (url) => map.get(url),
    replace(changes) {
      const next = new Map(map);
      for (const [u, e] of changes) {
        if (e) next.set(u, e);
        else next.delete(u);
      }
      map = next;
    },
  };
}

const publisherFor = (live: LiveSite) =>
  new SitePublisher({
    clientDir: CLIENT,
    serverBuildFile: join(BUILD, "server/index.js"),
    origin: siteUrl,
    live,
    log: pino({ level: "silent" }),
  });

const text = (e: StaticEntry | undefined) => e?.identity.body.toString("utf8") ?? "";

beforeAll(() => {
  if (!existsSync(join(BUILD, "server/index.js"))) throw new Error(`no build at ${BUILD}: run npm run build first`);
});

describe("the publisher renders what the build renders", () => {
  it("the repository's content gives the build's files byte for byte", async () => {
    const publisher = publisherFor(memorySite());
    // The content as of the instant the build rendered (its build-info.json).
    const files = await publisher.files(seedContent(builtAt(CLIENT)));
    // Every page (its HTML only: no navigation data since the islands), the feeds, the sitemap, the shared files.
    expect(files.size).toBeGreaterThan(80);
    // Home's deferred drawings leave it for a sprite beside it (server/site/postprocess.ts deferDrawings).
    expect([...files.keys()].filter((rel) => rel.startsWith("assets/art/"))).toHaveLength(1);
    const differ: string[] = [];
    for (const [rel, body] of files) {
      const built = join(CLIENT, rel);
      if (!existsSync(built) || !readFileSync(built).equals(body)) differ.push(rel);
    }
    expect(differ).toEqual([]);
  });

  it("a snapshot of a new year ends every page's copyright line with that year", async () => {
    const publisher = publisherFor(memorySite());
    const seed = seedContent();
    const files = await publisher.files({ ...seed, year: seed.year + 1 }, ["/", "/career"]);
    for (const rel of ["index.html", "career/index.html"]) {
      const html = files.get(rel)?.toString("utf8") ?? "";
      expect(html).toContain(`© 2019–${seed.year + 1} Corvanta Technologies. All rights reserved.`);
      expect(html.replace(`2019–${seed.year + 1}`, "")).not.toMatch(/© 2019–\d{4}/);
    }
  });

  it("a published listing appears on every page that shows it, with complete JobPosting data and the template's CSP", async () => {
    const live = memorySite();
    const publisher = publisherFor(live);
    const seed = seedContent();
    const content: SiteContent = { ...seed, listings: [...seed.listings, newListing()] };
    const outcome = await publisher.publish(content);
    // The first step: the careers page and the new listing's page, with the sitemap and feeds.
    expect(outcome.changed).toContain("/career/site-reliability-engineer/index.html");
    expect(outcome.changed).toContain("/career/index.html");
    expect(outcome.changed).not.toContain("/about/index.html");
    await outcome.settled;
    expect(currentContent().listings.map((l) => l.id)).toContain("job-site-reliability-engineer");

    const page = text(live.get("/career/site-reliability-engineer"));
    expect(page).toContain("Site Reliability Engineer");
    const ld = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((x) => x["@type"] === "JobPosting")!;
    expect(ld).toMatchObject({
      title: "Site Reliability Engineer",
      datePosted: "2026-11-26",
      validThrough: "2027-03-31T23:59:59+05:30",
      employmentType: "FULL_TIME",
      directApply: true,
      baseSalary: { currency: "INR", value: { minValue: 1_200_000, maxValue: 1_800_000, unitText: "YEAR" } },
      jobLocation: { address: { addressLocality: "Bhubaneswar", addressRegion: "Odisha" } },
    });
    expect(text(live.get("/career"))).toContain("Site Reliability Engineer");
    expect(text(live.get("/about"))).toContain("6 open");
    expect(text(live.get("/sitemap.xml"))).toContain(
      `<loc>${siteUrl}/career/site-reliability-engineer</loc><lastmod>2026-11-26</lastmod>`,
    );
    expect(text(live.get("/careers/feed.xml"))).toContain("<referencenumber><![CDATA[job-site-reliability-engineer]]>");
    expect(JSON.parse(text(live.get("/careers/feed.json"))).jobs).toHaveLength(6);
    // Its policy is its template's: nginx's map covers a page it has never seen.
    const manifest = JSON.parse(readFileSync(join(BUILD, "csp.json"), "utf8")) as CspManifest;
    expect(live.get("/career/site-reliability-engineer")!.csp).toBe(
      pageCspHeader(manifest.pages["career/software-engineer/index.html"]!),
    );
    // The renderer's thread made the page's bytes, ETag and variants: the ETag is that of the
    // bytes, and the variants decode to the page, which carries the islands loader as the build writes it.
    const entry = live.get("/career/site-reliability-engineer")!;
    expect(entry.identity.etag).toBe(etagOf(entry.identity.body));
    expect(entry.br!.etag).toBe(`${entry.identity.etag.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(entry.br!.body).equals(entry.identity.body)).toBe(true);
    expect(gunzipSync(entry.gzip!.body).equals(entry.identity.body)).toBe(true);
    expect(text(entry)).toContain('data-entry="/assets/entry.client-');
    expect(text(entry)).not.toContain("__reactRouterContext");
    setCurrentContent(seed);
  });

  it("a page that comes out as it is served travels back from the renderer's thread as its ETag alone, and is not swapped", async () => {
    const live = memorySite();
    const before = live.map;
    const publisher = publisherFor(live);
    const answers: string[] = [];
    const finish = publisher.renderer.finish.bind(publisher.renderer);
    publisher.renderer.finish = async (path, content, opts) => {
      const answer = await finish(path, content, opts);
      answers.push("unchanged" in answer ? "unchanged" : "body" in answer ? "bytes" : "html");
      return answer;
    };
    // The content the build rendered: every page is the one served.
    const outcome = await publisher.publish(seedContent());
    await outcome.settled;
    expect(answers.length).toBeGreaterThan(60);
    expect(new Set(answers)).toEqual(new Set(["unchanged"]));
    expect(outcome.changed).toEqual([]);
    expect(live.map).toBe(before);
  });

  it("a closed listing keeps its page, without Apply Now or JobPosting, and leaves the sitemap and feeds", async () => {
    const live = memorySite();
    const seed = seedContent();
    const closed = { ...seed.listings[0]!, closedOn: "2026-11-25" };
    await (
      await publisherFor(live).publish({ ...seed, listings: [closed, ...seed.listings.slice(1)] })
    ).settled;
    const page = text(live.get(`/career/${closed.slug}`));
    expect(page).toContain("is closed");
    expect(page).not.toContain('"JobPosting"');
    expect(page).not.toContain('href="#apply"');
    expect(text(live.get("/sitemap.xml"))).not.toContain(`/career/${closed.slug}<`);
    expect(text(live.get("/careers/feed.xml"))).not.toContain(closed.id);
    expect(text(live.get("/career"))).not.toContain(`/career/${closed.slug}"`);
    setCurrentContent(seed);
  });

  it("an unpublished article's page leaves the live site in the first step, with the lists and feeds that named it", async () => {
    const live = memorySite();
    const seed = seedContent();
    const [gone, ...kept] = seed.articles;
    const url = `/insights/${gone!.slug}`;
    expect(live.get(url)).toBeDefined();
    const outcome = await publisherFor(live).publish({ ...seed, articles: kept });
    expect(outcome.changed).toEqual(expect.arrayContaining([`${url}/index.html`, "/insights/index.html"]));
    for (const u of [url, `${url}/`, `${url}/index.html`]) expect(live.get(u)).toBeUndefined();
    expect(text(live.get("/insights"))).not.toContain(`href="${url}"`);
    expect(text(live.get("/sitemap.xml"))).not.toContain(url);
    expect(text(live.get("/insights/feed.xml"))).not.toContain(url);
    await outcome.settled;
    expect(live.get(url)).toBeUndefined();
    setCurrentContent(seed);
  });

  it("whatever staff type is rendered as text: no markup, no script, no javascript: link", async () => {
    const live = memorySite();
    const seed = seedContent();
    const hostile = newListing({
      title: `Engineer </script><script>alert(1)</script>`,
      description: [
        `Summary with <img src=x onerror=alert(1)> and "quotes" & <b>bold</b> attempts, long enough to be a real summary line.`,
        `<script>alert("p")</script>`,
        `Heading <a href="javascript:alert(1)">x</a>:`,
        `- <iframe src="javascript:alert(2)"></iframe>`,
        `]]></description><script>alert(3)</script>`,
      ].join("\n"),
    });
    await (
      await publisherFor(live).publish({ ...seed, listings: [...seed.listings, hostile] })
    ).settled;
    const page = text(live.get("/career/site-reliability-engineer"));
    const visible = page.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
    expect(visible).not.toMatch(/<script>alert|<img src=x|<iframe|<a href="javascript/i);
    expect(page).toContain("&lt;script&gt;alert(");
    // The JSON-LD holds the text escaped, and parses back to it.
    expect(page).not.toMatch(/<\/script><script>alert/);
    const ld = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(ld.find((x) => x["@type"] === "JobPosting")!.title).toBe(hostile.title);
    // The page's inline scripts are still only the template's.
    expect(pageCspFromHtml(page).script).toEqual(pageCspFromHtml(text(live.get("/career/software-engineer"))).script);
    const feed = text(live.get("/careers/feed.xml"));
    expect(feed).not.toContain("]]></description><script>");
    setCurrentContent(seed);
  });

  it("a render that fails changes nothing public", async () => {
    const live = memorySite();
    const before = live.map;
    const broken = { ...seedContent(), listings: [newListing({ description: null as never })] };
    // React Router reports the loader's error on the console, as it does in the build; the
    // renderer's thread hands what it wrote to the server's log with the error.
    const failure = await publisherFor(live)
      .publish(broken)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(failure).toBeInstanceOf(RenderError);
    expect((failure as RenderError).message).toMatch(/answered 500/);
    expect((failure as RenderError).detail).toMatch(/TypeError|Cannot read/);
    expect(live.map).toBe(before);
  });
});
