/**
 * Resolves Lucide icon names used in the content data to SVG element lists, at build time.
 * Loaders run during the prerender, so the browser receives icon paths as page data and
 * the JavaScript bundle carries no icon set at all.
 */
import { icons as lucide } from "lucide";
import { iconNamesIn } from "#content/schema.ts";
import type { IconNode, IconSet } from "#app/components/ui/icon.tsx";

const table = lucide as unknown as Record<string, IconNode>;

export function iconNode(name: string): IconNode {
  const node = table[name];
  if (!node) throw new Error(`Unknown Lucide icon "${name}" in the content data`);
  return node;
}

/** Walks any loader data and collects every `icon` name it mentions into one set. */
export function collectIcons(data: unknown, extra: string[] = []): IconSet {
  const names = new Set<string>([...extra, ...iconNamesIn(data)]);
  return Object.fromEntries([...names].sort().map((n) => [n, iconNode(n)]));
}
