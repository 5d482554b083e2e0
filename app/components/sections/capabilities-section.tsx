import type { AboutContent } from "#content/about.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

/**
 * About's six capabilities, split: the heading stays beside the list on wide screens (sticky),
 * and the capabilities read as a numbered, ruled list rather than a grid of identical cards.
 */
export function CapabilitiesSection({ capabilities }: { capabilities: AboutContent["capabilities"] }) {
  return (
    <Section
      id="capabilities"
      tone="muted"
      align="left"
      eyebrow={capabilities.eyebrow}
      title={capabilities.title}
      intro={capabilities.intro}
      className="lg:[&>div]:grid lg:[&>div]:grid-cols-[2fr_3fr] lg:[&>div]:gap-16 lg:[&>div>:first-child]:sticky lg:[&>div>:first-child]:top-28 lg:[&>div>:first-child]:self-start"
    >
      <ol className="grid gap-x-10 sm:grid-cols-2">
        {capabilities.items.map((c, i) => (
          <li key={c.title} className="flex gap-4 border-t border-ink-200 py-6">
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-700 text-white shadow-md shadow-brand-700/25">
              <Icon name={c.icon} className="size-6" />
            </span>
            <div>
              <p className="text-sm font-bold text-link">{String(i + 1).padStart(2, "0")}</p>
              <h3 className="mt-0.5 text-lg font-semibold text-ink-950">{c.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{c.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
