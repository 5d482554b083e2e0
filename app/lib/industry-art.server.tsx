import { renderToStaticMarkup } from "react-dom/server";
import type { HomeContent } from "#content/home.ts";
import { IndustryTiles } from "#app/components/sections/industry-tiles.tsx";

/**
 * Home's industry tiles, scenes and headings, rendered to HTML at build time in the loader, like
 * the interface sketches (docs/decisions/0095-industry-scenes-as-build-time-svg.md): the page
 * inserts the markup, so neither the drawings nor the tiles ship as JavaScript.
 */
export function industryTilesHtml(items: HomeContent["industries"]["items"]): string {
  return renderToStaticMarkup(<IndustryTiles items={items} />);
}
