/**
 * The published content a page renders (content/site-content.ts). The server's publisher passes
 * the database's snapshot in the loader context when it renders pages (server/site/renderer.ts);
 * the build passes none, and the repository's seed is rendered. Loaders read it only here.
 */
import { CONTENT_KEY, seedContent, type SiteContent } from "#content/site-content.ts";

export function siteContent(context: unknown): SiteContent {
  const given = (context as Record<string, unknown> | null | undefined)?.[CONTENT_KEY] as SiteContent | undefined;
  return given ?? seedContent();
}
