import type { AboutContent } from "#content/about.ts";
import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** About's six capability cards. */
export function CapabilitiesSection({ capabilities }: { capabilities: AboutContent["capabilities"] }) {
  return (
    <Section
      id="capabilities"
      tone="muted"
      eyebrow={capabilities.eyebrow}
      title={capabilities.title}
      intro={capabilities.intro}
    >
      <FeatureGrid cards={capabilities.items} columns={3} />
    </Section>
  );
}
