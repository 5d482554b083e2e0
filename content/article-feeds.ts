/**
 * The feeds of the published articles (server/site/pages.ts), written by the build and rewritten
 * with every publication: RSS 2.0 and Atom. /insights links both. A module of its own, with no
 * content data, so the page's JavaScript carries only these strings.
 */
export const articleFeeds = { rss: "/insights/feed.xml", atom: "/insights/atom.xml" } as const;
