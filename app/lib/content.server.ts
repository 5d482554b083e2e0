/**
 * The published content a page renders (content/site-content.ts). The server's publisher passes
 * the database's snapshot in the loader context when it renders pages (server/site/renderer.ts);
 * the build passes none, and the repository's seed is rendered as of the build's instant. Loaders
 * read it only here.
 */
import { CONTENT_AT_ENV, CONTENT_KEY, seedContent, type SiteContent } from "#content/site-content.ts";
import { pageAsShown, templateAsShown, type PageKey, type PagesCopy } from "#content/pages.ts";

export function siteContent(context: unknown): SiteContent {
  const given = (context as Record<string, unknown> | null | undefined)?.[CONTENT_KEY] as SiteContent | undefined;
  // The build renders every page as of its one instant (react-router.config.ts).
  return given ?? seedContent(Number(process.env[CONTENT_AT_ENV]) || Date.now());
}

/** A page's words as published (content/kinds.ts "page"), its placeholders filled from the company details. */
export function pageWords<K extends PageKey>(context: unknown, key: K): PagesCopy[K] {
  const content = siteContent(context);
  return pageAsShown<K>(content.pages[key], content.company);
}

/**
 * A template's words for one of its pages (content/pages.ts "servicePage"): the page's own facts,
 * such as `{ service: "DevOps" }`, and the company's filled in.
 */
export function templateWords<K extends PageKey>(context: unknown, key: K, own: Record<string, string>): PagesCopy[K] {
  const content = siteContent(context);
  return templateAsShown<K>(content.pages[key], content.company, own);
}
