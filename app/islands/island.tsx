/**
 * An island: a part of a public page that a visitor can interact with, prerendered as HTML with
 * the rest of the page and hydrated on its own when it is needed
 * (docs/decisions/0130-islands.md). Nothing else of the page is ever hydrated: the page is HTML
 * and CSS, and the islands loader (app/lib/island-loader.js) imports the islands runtime
 * (app/entry.client.tsx) on the first interaction with an island, or when an island that
 * starts on sight comes near.
 *
 * The prerender renders the island's component as a React root of its own (`renderToString`,
 * handed over by app/entry.server.tsx), exactly as the browser will hydrate it: the same
 * component, the same props (written into `data-props` as JSON), the same frame. So `useId`,
 * markup and text match, and the island needs no router or context from the page around it:
 * its links are plain `<a>` and what it needs comes in its props.
 */
import { StrictMode, useEffect, type ComponentType, type ReactElement, type ReactNode } from "react";
import { IconProvider, type IconSet } from "#app/components/ui/icon.tsx";
import type { IslandName } from "./registry";

/**
 * When an island's code loads, besides the first pointer, touch, key, focus or input inside it
 * (always):
 * - `visible`: it comes within 600 px of the viewport once the visitor scrolls;
 * - `hover`: a mouse over it (the desktop menus open on hover);
 * - `long-page`: the visitor scrolls a long page on a phone (the Sections menu).
 *
 * And, with `startWith`, once the page has painted when its address has that query parameter (a
 * shared certificate link, `?id=...`, is checked without a scroll or a tap).
 */
export type IslandLoad = "visible" | "hover" | "long-page";

let renderIsland: ((element: ReactElement) => string) | null = null;

/** Set by app/entry.server.tsx: React DOM's `renderToString`, kept out of the browser's code. */
export function setIslandRenderer(render: (element: ReactElement) => string) {
  renderIsland = render;
}

/**
 * The frame every island renders in, in the prerender and in the browser alike, so both trees
 * have the same shape (and `useId` the same ids). The page's icons an island draws (<Icon> reads
 * them from a context) come with it, in `data-icons`. `onCommit` runs once React has hydrated
 * the island, in the browser.
 */
export function IslandFrame({
  icons,
  onCommit,
  children,
}: {
  icons: IconSet | undefined;
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      {icons ? <IconProvider icons={icons}>{children}</IconProvider> : children}
      <Committed onCommit={onCommit} />
    </StrictMode>
  );
}

/**
 * Calls `onCommit` once the island's own effects have run: passive effects run child first and
 * in sibling order, and this comes after the island, so by then its listeners (the mobile menu's
 * Escape key, say, which is added in an effect) are in place. A layout effect ran too early: the
 * container was marked hydrated before those listeners existed, and an Escape pressed in between
 * was lost.
 */
function Committed({ onCommit }: { onCommit: (() => void) | undefined }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/** A prop the browser fetches from a file the pages share (its URL) instead of reading it from the page. */
export type SharedProps<P> = { [K in keyof P]?: string };

/** The props written into the page: those not fetched from a shared file. */
export function ownProps<P extends object>(props: P, shared: SharedProps<P> | undefined): Partial<P> {
  if (!shared) return props;
  return Object.fromEntries(Object.entries(props).filter(([k]) => !Object.hasOwn(shared, k))) as Partial<P>;
}

export function Island<P extends object>({
  name,
  component: Component,
  props,
  shared,
  load,
  startWith,
  icons,
  className = "contents",
}: {
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON: they travel in the page's HTML (but for `shared` ones). */
  props: P;
  /**
   * Props the same on every page (the header's navigation), by the URL of the file that holds
   * each (`data-shared`): the island fetches them when it starts, and the page carries only the
   * URL. The prerender renders with the whole props, as the browser will once it has the file.
   */
  shared?: SharedProps<P>;
  load?: IslandLoad;
  /** A query parameter: when the page's address has it, the island starts once the page has painted. */
  startWith?: string;
  /** The icons the island draws, when it draws any (the page's loader resolves them). */
  icons?: IconSet;
  /** The container's class: `contents` (no box of its own) unless the island needs one. */
  className?: string;
}) {
  const frame = (
    <IslandFrame icons={icons}>
      <Component {...props} />
    </IslandFrame>
  );
  const container = {
    className,
    "data-island": name,
    "data-props": JSON.stringify(ownProps(props, shared)),
    "data-shared": shared ? JSON.stringify(shared) : undefined,
    "data-load": load,
    "data-start-with": startWith,
    "data-icons": icons ? JSON.stringify(icons) : undefined,
  };
  // A render in the browser (a component test, `react-router dev`) has no island renderer: the
  // island is then simply part of the tree.
  if (!renderIsland) return <div {...container}>{frame}</div>;
  return <div {...container} dangerouslySetInnerHTML={{ __html: renderIsland(frame) }} />;
}
