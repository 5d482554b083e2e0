import { Icon } from "#app/components/ui/icon.tsx";
import { Section, type SectionTone } from "#app/components/ui/section.tsx";
import type { ProductSection } from "#content/schema.ts";

type ChipsSection = Extract<ProductSection, { kind: "chips" }>;

/** A centred row of icon chips, e.g. the industries a platform is configured for. */
/** The two looks: up to six chips as tiles (icon above the label), more as compact pills. */
const looks = {
  tiles: {
    list: "gap-4 sm:gap-5",
    item: "flex w-[calc(50%-0.5rem)] flex-col gap-3 rounded-2xl px-4 py-6 text-center hover:shadow-lg sm:w-44",
    badge: "size-14",
    icon: "size-7",
  },
  pills: {
    list: "gap-3 sm:gap-4",
    item: "inline-flex gap-3 rounded-full py-2 pl-2 pr-6 hover:shadow-md",
    badge: "size-11",
    icon: "size-5",
  },
};

export function ProductChipsSection({ section, tone }: { section: ChipsSection; tone: SectionTone }) {
  const look = looks[section.items.length <= 6 ? "tiles" : "pills"];
  return (
    <Section id={section.id} title={section.heading} intro={section.intro} tone={tone}>
      <ul className={`flex flex-wrap justify-center ${look.list}`}>
        {section.items.map((chip) => (
          <li
            key={chip.label}
            className={`group items-center border border-ink-100 bg-surface shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 ${look.item}`}
          >
            <span
              aria-hidden="true"
              className={`grid place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white ${look.badge}`}
            >
              <Icon name={chip.icon} className={look.icon} />
            </span>
            <span className="text-base font-semibold text-ink-900">{chip.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
