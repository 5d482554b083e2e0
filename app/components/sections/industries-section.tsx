import type { HomeContent } from "#content/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** Industries We Serve: twelve tiles, each an icon image and a heading. */
export function IndustriesSection({ industries }: { industries: HomeContent["industries"] }) {
  return (
    <Section id="industries" eyebrow={industries.eyebrow} title={industries.title} intro={industries.intro}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 xl:grid-cols-6">
        {industries.items.map((ind) => (
          <li
            key={ind.heading}
            className="group flex flex-col items-center rounded-2xl border border-ink-100 bg-surface px-3 py-6 text-center shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-md"
          >
            <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-link ring-8 ring-brand-50/50 transition-colors group-hover:bg-brand-700 group-hover:text-white">
              <Icon name={ind.icon} className="size-7" />
            </span>
            <h3 className="mt-4 text-[0.95rem] font-semibold leading-snug text-ink-900">{ind.heading}</h3>
          </li>
        ))}
      </ul>
    </Section>
  );
}
