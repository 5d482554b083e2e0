import type { AboutContent } from "@content/about";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { Section } from "~/components/ui/section";

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
