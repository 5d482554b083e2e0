/**
 * Holds what a page asks for of one file (page.route) until the journey lets it go, or fails it:
 * how the journeys show what a visitor on a slow or broken network meets before a script is here
 * (the islands loader, the islands runtime, a form's code).
 */
import type { Page, Route } from "@playwright/test";

export async function hold(page: Page, url: RegExp) {
  let held: Route | null = null;
  let onRequest: () => void = () => {};
  const requested = new Promise<void>((resolve) => (onRequest = resolve));
  await page.route(url, (route) => {
    held = route;
    onRequest();
  });
  return {
    /** Resolves once the page has asked for the file. */
    requested,
    /** Whether the page has asked for it yet. */
    wasRequested: () => held !== null,
    release: async () => {
      await requested;
      await held!.continue();
    },
    fail: async () => {
      await requested;
      await held!.abort("connectionrefused");
    },
  };
}
