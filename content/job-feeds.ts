/**
 * The job-board feeds of the open listings, written by the build and rewritten with every
 * publication (server/site/pages.ts): an XML feed in the format Indeed reads, and the same facts
 * as JSON. The careers page links both. A module of its own, with no content data, so the careers
 * page's JavaScript carries only these two strings.
 */
export const jobFeeds = { xml: "/careers/feed.xml", json: "/careers/feed.json" } as const;
