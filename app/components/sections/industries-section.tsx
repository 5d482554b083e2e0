import type { HomeContent } from "#content/home.ts";
import { Section } from "#app/components/ui/section.tsx";

/**
 * Industries We Serve: twelve tiles, each a small scene of the sector above its heading. The
 * tiles arrive as markup rendered at build time (app/lib/industry-art.server.tsx, drawn in
 * sections/industry-tiles.tsx), so this component only places them.
 */
export function IndustriesSection({
  industries,
  tiles,
}: {
  industries: Omit<HomeContent["industries"], "items">;
  tiles: string;
}) {
  return (
    <Section id="industries" eyebrow={industries.eyebrow} title={industries.title} intro={industries.intro}>
      <div dangerouslySetInnerHTML={{ __html: tiles }} />
    </Section>
  );
}
