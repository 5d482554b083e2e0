/**
 * Every public path of the site, derived from the content data.
 * Used by the prerender list (react-router.config.ts), sitemap.xml (scripts/postbuild.mjs
 * through build/client/routes.json) and the browser tests, so they cannot drift apart.
 */
import { fixedPaths } from "./fixed-pages";
import { seedContent, type SiteContent } from "./site-content";
import { formErrorReasons, submissionKinds } from "#contracts/api.ts";
import * as paths from "./paths";
import { articleTags } from "./articles";

/**
 * Pages a visitor can find through search: these go into sitemap.xml. A closed listing leaves it;
 * its page stays, saying the role is closed. `content`: what is published (the build: the seed).
 */
export function indexablePaths(content: SiteContent = seedContent()): string[] {
  return [
    ...fixedPaths,
    ...content.caseStudies.map((c) => paths.caseStudy(c.slug)),
    ...content.listings.filter((l) => l.closedOn === null).map((l) => paths.listing(l.slug)),
    ...content.articles.map((a) => paths.article(a.slug)),
    ...articleTags(content.articles).map(paths.insightsTag),
  ];
}

/** Pages that exist but are not for search results (canonical elsewhere, or transactional). */
export function unlistedPaths(content: SiteContent = seedContent()): string[] {
  return [
    ...content.listings.filter((l) => l.closedOn !== null).map((l) => paths.listing(l.slug)),
    paths.quotesec,
    ...submissionKinds.map(paths.thankYou),
    ...formErrorReasons.map(paths.formError),
    paths.notFound,
  ];
}

export function prerenderPaths(content: SiteContent = seedContent()): string[] {
  return [...indexablePaths(content), ...unlistedPaths(content)];
}
