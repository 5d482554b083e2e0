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
          className="py-12 first:pt-0 last:pb-0 sm:py-14"
        >
          <div className="mb-8">
            <p aria-hidden="true" className="text-sm font-semibold tracking-[0.14em] text-brand-700">
              {String(i + 1).padStart(2, "0")}
            </p>
            <h2 id={`${c.id}-title`} className="mt-2 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">
              {c.label}
            </h2>
            <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-600">{c.intro}</p>
          </div>
          <ServiceLinkGrid items={c.services} />
        </section>
      ))}
    </div>
  );
}

/** Quick links to the categories below the page heading. */
export function ServicesCategoryNav({ categories }: { categories: { id: string; label: string }[] }) {
  return (
    <nav aria-label="Service categories" className="border-b border-ink-100 bg-white">
      <div className="mx-auto w-full max-w-7xl">
        <ul className="flex gap-2 overflow-x-auto px-5 py-4 [scrollbar-width:thin] sm:px-6 lg:flex-wrap lg:px-8">
          {categories.map((c) => (
            <li key={c.id} className="shrink-0">
              <a
                href={`#${c.id}`}
                className="inline-flex min-h-10 items-center whitespace-nowrap rounded-full border border-ink-200 px-3.5 text-sm font-medium text-ink-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
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
