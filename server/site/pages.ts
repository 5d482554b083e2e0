/**
 * Which pages the published content decides, and the files derived from it (sitemap, job feeds),
 * for the build (scripts/postbuild.mjs) and the publisher (server/site/publisher.ts) alike.
 */
import { descriptionBlocks, descriptionHtml, payText, whereText } from "#content/careers.ts";
import * as paths from "#content/paths.ts";
import { indexablePaths, prerenderPaths } from "#content/routes.ts";
import { site } from "#content/site.ts";
import { articleFeeds as articleFeedPaths } from "#content/article-feeds.ts";
import { markdownHtml } from "#content/markdown.ts";
import { tagLabel } from "#content/articles.ts";
import { Feed } from "feed";
import { openListings, type SiteContent, type SiteListing } from "#content/site-content.ts";
import { buildNavigation, headerNavigationFile } from "#content/navigation.ts";

/**
 * The files the pages share besides the feeds, by their site path: the header island's
 * navigation (content/navigation.ts), named by its content. Written by the build and by every
 * publication, never removed (a page open since an earlier publication still names its file).
 */
export function sharedFiles(content: SiteContent): [path: string, body: string][] {
  const nav = headerNavigationFile(buildNavigation(content));
  return [[nav.path, nav.body]];
}

/**
 * Route templates whose pages staff create by publishing (one page per document). Their pages
 * share one CSP (the bootstrap text is the same on each: server/site/postprocess.ts), so nginx
 * covers a new one with the template's policy (`nginx`: the pattern of build/nginx-csp.conf).
 */
export const PUBLISHED_TEMPLATES = [
  {
    id: "routes/listing",
    test: (path: string) => /^\/career\/[^/]+$/.test(path) && !FIXED_CAREER_PAGES.has(path),
    nginx: "^/career/[^/]+(/index[.]html)?$",
  },
  {
    id: "routes/case-study",
    test: (path: string) => /^\/case-studies\/[^/]+$/.test(path),
    nginx: "^/case-studies/[^/]+(/index[.]html)?$",
  },
  {
    id: "routes/article",
    test: (path: string) => /^\/insights\/[^/]+$/.test(path),
    nginx: "^/insights/[^/]+(/index[.]html)?$",
  },
  {
    id: "insights-tag",
    test: (path: string) => /^\/insights\/tags\/[^/]+$/.test(path),
    nginx: "^/insights/tags/[^/]+(/index[.]html)?$",
  },
] as const;
const FIXED_CAREER_PAGES: ReadonlySet<string> = new Set([paths.hiringProcess, paths.verifyCertificate]);

/** @public (scripts/postbuild.mjs loads it through tsx) The template id of a page ("/career/x", or its file "career/x/index.html"), or null. */
export function templateOf(pathOrFile: string): string | null {
  const path = pathOrFile.replace(/\/index\.html$/, "") || "/";
  return PUBLISHED_TEMPLATES.find((t) => t.test(path))?.id ?? null;
}

const day = (iso: string) => iso.slice(0, 10);

/** sitemap.xml's entries: every indexable page, a listing with the day its published revision was made. */
export function sitemapEntries(content: SiteContent): { path: string; lastmod: string | null }[] {
  const open = openListings(content);
  const bySlug = new Map(open.map((l) => [paths.listing(l.slug), l]));
  const newest = open
    .map((l) => l.updatedAt)
    .sort()
    .at(-1);
  return indexablePaths(content).map((path) => {
    const l = bySlug.get(path);
    if (l) return { path, lastmod: day(l.updatedAt) };
    if (path === paths.careers && newest) return { path, lastmod: day(newest) };
    return { path, lastmod: null };
  });
}

/** Every page the site has for this content (what the publisher renders). */
export const sitePaths = (content: SiteContent) => prerenderPaths(content);

/** Characters XML 1.0 cannot hold at all, escaped or not. */
// eslint-disable-next-line no-control-regex
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");
const xml = (s: string) =>
  clean(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const cdata = (s: string) => `<![CDATA[${clean(s).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

const jobType = (l: SiteListing) =>
  ({
    FULL_TIME: "fulltime",
    PART_TIME: "parttime",
    CONTRACTOR: "contract",
    TEMPORARY: "temporary",
    INTERN: "internship",
  })[l.employmentType];

/**
 * The open listings in the XML format Indeed reads (and other boards copy). `referencenumber` is
 * the listing's id, which never changes; descriptions are escaped HTML inside CDATA.
 */
export function jobsFeedXml(content: SiteContent, origin: string): string {
  // A listing without a place of its own is at the head office, as published.
  const office = content.company.address;
  const jobs = openListings(content).map((l) => {
    const url = `${origin}${paths.listing(l.slug)}`;
    const city = l.workMode === "remote" ? "" : (l.location ?? office.locality);
    const state = l.workMode === "remote" ? "" : (l.region ?? (l.location ? "" : office.region));
    return [
      "  <job>",
      `    <title>${cdata(l.title)}</title>`,
      `    <date>${cdata(new Date(`${l.datePosted}T00:00:00+05:30`).toUTCString())}</date>`,
      `    <referencenumber>${cdata(l.id)}</referencenumber>`,
      `    <url>${cdata(url)}</url>`,
      `    <company>${cdata(site.name)}</company>`,
      `    <city>${cdata(city)}</city>`,
      `    <state>${cdata(state)}</state>`,
      `    <country>${cdata("IN")}</country>`,
      `    <email>${cdata(site.careersEmail)}</email>`,
      `    <description>${cdata(descriptionHtml(l.description))}</description>`,
      ...(l.pay ? [`    <salary>${cdata(payText(l.pay))}</salary>`] : []),
      `    <jobtype>${cdata(jobType(l))}</jobtype>`,
      ...(l.workMode === "remote" ? [`    <remotetype>${cdata("Fully remote")}</remotetype>`] : []),
      ...(l.workMode === "hybrid" ? [`    <remotetype>${cdata("Hybrid remote")}</remotetype>`] : []),
      ...(l.closesOn ? [`    <expirationdate>${cdata(l.closesOn)}</expirationdate>`] : []),
      "  </job>",
    ].join("\n");
  });
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<source>\n  <publisher>${xml(site.name)}</publisher>\n` +
    `  <publisherurl>${xml(`${origin}/`)}</publisherurl>\n` +
    `  <lastBuildDate>${xml(new Date(newestChange(content)).toUTCString())}</lastBuildDate>\n` +
    `${jobs.join("\n")}${jobs.length ? "\n" : ""}</source>\n`
  );
}

const newestChange = (content: SiteContent) =>
  content.listings
    .map((l) => l.updatedAt)
    .sort()
    .at(-1) ?? "2026-01-01T00:00:00.000Z";

/** The open listings as JSON (for boards and integrations that prefer it): the same facts as the XML feed. */
export function jobsFeedJson(content: SiteContent, origin: string): string {
  return `${JSON.stringify(
    {
      publisher: site.name,
      url: `${origin}${paths.careers}`,
      updated: newestChange(content),
      jobs: openListings(content).map((l) => ({
        id: l.id,
        title: l.title,
        kind: l.kind,
        url: `${origin}${paths.listing(l.slug)}`,
        datePosted: l.datePosted,
        closesOn: l.closesOn ?? null,
        employmentType: l.employmentType,
        workMode: l.workMode,
        location: whereText(l, content.company.address.locality),
        duration: l.duration ?? null,
        experience: l.experience,
        pay: l.pay ?? null,
        summary: descriptionBlocks(l.description).summary,
        descriptionHtml: descriptionHtml(l.description),
      })),
    },
    null,
    1,
  )}\n`;
}

/** The published articles as a feed (RSS 2.0 and Atom from the `feed` library); bodies as the pages render them. */
function articlesFeed(content: SiteContent, origin: string): Feed {
  const newest =
    content.articles
      .map((a) => a.updatedAt)
      .sort()
      .at(-1) ?? "2026-01-01T00:00:00.000Z";
  const feed = new Feed({
    title: `${site.name}: Insights`,
    description: `Articles from ${site.name}'s engineers and consultants.`,
    id: `${origin}${paths.insights}`,
    link: `${origin}${paths.insights}`,
    language: "en-IN",
    copyright: `© ${site.name}`,
    updated: new Date(newest),
    generator: site.name,
    feedLinks: { rss: `${origin}${articleFeedPaths.rss}`, atom: `${origin}${articleFeedPaths.atom}` },
  });
  for (const a of content.articles) {
    const author = content.authors.find((x) => x.slug === a.author);
    const url = `${origin}${paths.article(a.slug)}`;
    feed.addItem({
      title: clean(a.title),
      id: url,
      link: url,
      description: clean(a.summary),
      // Relative links and images made absolute, so a reader shows them from this site.
      content: clean(markdownHtml(a.body)).replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`),
      date: new Date(a.updatedAt),
      published: new Date(a.publishedAt),
      category: a.tags.map((t) => ({ name: tagLabel(t), term: t })),
      ...(author ? { author: [{ name: clean(author.name) }] } : {}),
    });
  }
  return feed;
}

export const articlesRss = (content: SiteContent, origin: string) => articlesFeed(content, origin).rss2();
export const articlesAtom = (content: SiteContent, origin: string) => articlesFeed(content, origin).atom1();
