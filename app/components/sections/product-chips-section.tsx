import { Icon } from "#app/components/ui/icon.tsx";
import { Section, type SectionTone } from "#app/components/ui/section.tsx";
import type { ProductSection } from "#content/schema.ts";

type ChipsSection = Extract<ProductSection, { kind: "chips" }>;

/**
 * A centred row of icon chips, e.g. the industries a platform is configured for.
 * Up to six items show as tiles (icon above the label); longer lists as compact pills.
 */
export function ProductChipsSection({ section, tone }: { section: ChipsSection; tone: SectionTone }) {
  const tiles = section.items.length <= 6;
  return (
    <Section id={section.id} title={section.heading} intro={section.intro} tone={tone}>
      {tiles ? (
        <ul className="flex flex-wrap justify-center gap-4 sm:gap-5">
          {section.items.map((chip) => (
            <li
              key={chip.label}
              className="group flex w-[calc(50%-0.5rem)] flex-col items-center gap-3 rounded-2xl border border-ink-100 bg-surface px-4 py-6 text-center shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg sm:w-44"
            >
              <span
                aria-hidden="true"
                className="grid size-14 place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white"
              >
                <Icon name={chip.icon} className="size-7" />
              </span>
              <span className="text-base font-semibold text-ink-900">{chip.label}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-wrap justify-center gap-3 sm:gap-4">
          {section.items.map((chip) => (
            <li
              key={chip.label}
              className="group inline-flex items-center gap-3 rounded-full border border-ink-100 bg-surface py-2 pl-2 pr-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white"
              >
                <Icon name={chip.icon} className="size-5" />
              </span>
              <span className="text-base font-semibold text-ink-900">{chip.label}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
