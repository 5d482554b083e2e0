import { Heading, Lead } from "#app/components/ui/typography.tsx";
import { ServiceLinkGrid, type ServiceLink } from "./services-link-grid";

export interface ServiceCategoryBlock {
  id: string;
  label: string;
  intro: string;
  services: ServiceLink[];
}

/**
 * The Services overview's catalogue: one block per category, a numbered heading and a
 * line about it above the category's service cards.
 */
export function ServicesCategorySection({ categories }: { categories: ServiceCategoryBlock[] }) {
  return (
    <div className="divide-y divide-ink-100">
      {categories.map((c, i) => (
        <section
          key={c.id}
          id={c.id}
          aria-labelledby={`${c.id}-title`}
          className="scroll-mt-36 py-10 first:pt-0 last:pb-0 sm:py-14 lg:scroll-mt-40"
        >
          <div className="mb-6 sm:mb-8">
            <p aria-hidden="true" className="text-sm font-semibold tracking-[0.14em] text-link">
              {String(i + 1).padStart(2, "0")}
            </p>
            <Heading id={`${c.id}-title`} size="subsection" className="mt-2">
              {c.label}
            </Heading>
            <Lead className="mt-3 max-w-2xl">{c.intro}</Lead>
          </div>
          <ServiceLinkGrid items={c.services} compact />
        </section>
      ))}
    </div>
  );
}

/**
 * Links to the categories, stuck under the site header while the catalogue scrolls, so a
 * visitor can jump between categories from anywhere on this long page.
 */
export function ServicesCategoryNav({ categories }: { categories: { id: string; label: string }[] }) {
  return (
    <nav
      aria-label="Service categories"
      className="sticky top-16 z-30 border-b border-ink-100 bg-surface/95 backdrop-blur lg:top-20"
    >
      <div className="mx-auto w-full max-w-7xl">
        <ul className="flex gap-2 overflow-x-auto px-5 py-3 [scrollbar-width:thin] sm:px-6 lg:flex-wrap lg:px-8">
          {categories.map((c) => (
            <li key={c.id} className="shrink-0">
              <a
                href={`#${c.id}`}
                className="inline-flex min-h-10 items-center whitespace-nowrap rounded-full border border-ink-200 px-3.5 text-sm font-medium text-ink-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-link-strong"
              >
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
