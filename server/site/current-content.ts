/**
 * The content this process serves (content/site-content.ts): the repository's seed until the
 * database's published snapshot is loaded at start-up, then each generation the publisher renders
 * (server/site/publisher.ts). The application route checks listings against it and e-mails name
 * listings from it, so they always agree with the pages a visitor sees.
 */
import { seedContent, type SiteContent, type SiteListing } from "#content/site-content.ts";

let current: SiteContent = seedContent();

export const currentContent = (): SiteContent => current;

export function setCurrentContent(content: SiteContent): void {
  current = content;
}

/** A published or closed listing by its id or its slug. */
export function findListing(idOrSlug: string): SiteListing | undefined {
  return current.listings.find((l) => l.id === idOrSlug || l.slug === idOrSlug);
}
