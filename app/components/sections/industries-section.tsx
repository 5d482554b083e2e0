import type { HomeContent } from "#content/home.ts";
import { IndustryTiles } from "#app/components/sections/industry-tiles.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** Industries We Serve: twelve tiles, each a small scene of the sector above its heading. */
export function IndustriesSection({ industries }: { industries: HomeContent["industries"] }) {
  const { items, ...copy } = industries;
  return (
    <Section id="industries" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <IndustryTiles items={items} />
    </Section>
  );
}
