/**
 * The islands runtime (docs/decisions/0130-islands.md). No public page is hydrated as a whole:
 * the islands loader (app/lib/island-loader.js) imports this module on the first interaction
 * with an island, or when an island that starts on sight comes near, and calls `hydrate` with the
 * island's container. Each island's code is a chunk of its own (app/islands/registry.ts), React
 * DOM another, loaded with the first React island.
 *
 * Under `react-router dev` there is no loader: every island is hydrated at once.
 */
import { islands, type IslandName, type LoadedIsland } from "./islands/registry";

declare global {
  interface Window {
    /** Set here; the islands loader calls it. */
    __islands?: { hydrate: (container: HTMLElement) => Promise<boolean> };
  }
}

/** The islands whose forms answer with toasts: the toaster's region comes to life with them. */
const WITH_TOASTS = new Set<IslandName>([
  "quote-form",
  "contact-form",
  "application-form",
  "certificate-form",
  "careers",
]);

const started = new WeakMap<HTMLElement, Promise<boolean>>();

/** Hydrates (or starts) one island, once; resolves false when its code could not be loaded. */
function hydrate(container: HTMLElement): Promise<boolean> {
  let done = started.get(container);
  if (!done) {
    done = start(container);
    started.set(container, done);
  }
  return done;
}

const isIsland = (name: string): name is IslandName => Object.hasOwn(islands, name);

/**
 * The props an island fetches from files the pages share (`data-shared`: prop name to URL), all
 * at once; a file that cannot be had fails the island's start, like its code would.
 */
async function sharedProps(container: HTMLElement): Promise<Record<string, unknown>> {
  const urls = Object.entries(JSON.parse(container.dataset.shared ?? "{}") as Record<string, string>);
  const values = await Promise.all(
    urls.map(async ([, url]) => {
      const response = await fetch(url, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    }),
  );
  return Object.fromEntries(urls.map(([prop], i) => [prop, values[i]]));
}

async function start(container: HTMLElement): Promise<boolean> {
  const name = container.dataset.island ?? "";
  try {
    if (!isIsland(name)) throw new Error(`no island is named "${name}" (app/islands/registry.ts)`);
    // Asked for beside the island's code, not after it.
    const shared = sharedProps(container);
    shared.catch(() => {});
    const island: LoadedIsland = await islands[name]();
    if ("start" in island) island.start(container);
    else {
      if (WITH_TOASTS.has(name)) {
        for (const toaster of document.querySelectorAll<HTMLElement>('[data-island="toaster"]')) void hydrate(toaster);
      }
      const { hydrateIsland } = await import("./islands/react-root");
      const props = {
        ...(JSON.parse(container.dataset.props ?? "{}") as Record<string, unknown>),
        ...(await shared),
      };
      const icons = container.dataset.icons ? JSON.parse(container.dataset.icons) : undefined;
      await hydrateIsland(container, island.component, props, icons);
    }
    container.setAttribute("data-hydrated", "");
    return true;
  } catch (error) {
    // Offline, or a new deployment replaced the chunk: the island stays the prerendered HTML,
    // whose links and forms work without it (the loader lets a held form post natively).
    container.setAttribute("data-failed", "");
    console.warn(`The ${name} part of this page could not start:`, error);
    return false;
  }
}

window.__islands = { hydrate };

if (import.meta.env.DEV) {
  for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) void hydrate(container);
}
