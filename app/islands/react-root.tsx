/**
 * Hydrates one React island in its prerendered container (app/islands/island.tsx): the same
 * component and frame as the prerender, so React adopts the markup as it is. A chunk of its own,
 * with react-dom, loaded with the first React island (a module island needs neither).
 */
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IconSet } from "#app/components/ui/icon.tsx";
import { IslandFrame } from "./island";

/** Resolves once React has committed the island (its elements answer events from then on). */
export function hydrateIsland(
  container: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  icons: IconSet | undefined,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <IslandFrame icons={icons} onCommit={resolve}>
        <Component {...props} />
      </IslandFrame>,
    );
  });
}
