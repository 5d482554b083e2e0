import { createContext, createElement, useContext, type ReactNode } from "react";

/** Lucide's element list for one icon: [tag, attributes][]. */
export type IconNode = [string, Record<string, string | number>][];
export type IconSet = Record<string, IconNode>;

const IconContext = createContext<IconSet>({});
const DeferContext = createContext(false);

/** Makes a page's icons (resolved by its loader with collectIcons) available to <Icon>. */
export function IconProvider({ icons, children }: { icons: IconSet; children: ReactNode }) {
  return <IconContext.Provider value={icons}>{children}</IconContext.Provider>;
}

/**
 * Marks the decorative icons inside for after the paint (`data-defer`): the page's rewrite moves
 * them into a sprite that the islands loader draws once the page has painted
 * (server/site/postprocess.ts deferDrawings; docs/decisions/0169-decorative-drawings-after-the-paint.md).
 * For a page over its first round trip only (Home, below its first screen); an icon with a
 * `label` is never deferred, nor is one an island draws (an island renders in a tree of its own,
 * app/islands/island.tsx, so it hydrates against the icons it drew).
 */
export function DeferIcons({ children }: { children: ReactNode }) {
  return <DeferContext.Provider value={true}>{children}</DeferContext.Provider>;
}

/** A decorative Lucide icon by name. Pass `label` only when the icon carries meaning alone. */
export function Icon({
  name,
  className = "size-6",
  label,
  strokeWidth = 1.75,
}: {
  name: string;
  className?: string;
  label?: string;
  strokeWidth?: number;
}) {
  const node = useContext(IconContext)[name];
  const deferred = useContext(DeferContext) && !label;
  if (!node) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
      focusable="false"
      data-defer={deferred ? "" : undefined}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
