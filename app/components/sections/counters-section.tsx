import type { Counter } from "#content/about.ts";
import { Container } from "#app/components/ui/container.tsx";

/**
 * The About counters strip. The prerendered HTML carries the final values (no JavaScript,
 * search engines, screen readers via the visually hidden copy). The list is a module island
 * (app/islands/counters.ts): once the visitor scrolls it near, its digits count up from 0 each
 * time it comes into view. Under reduced motion they simply stay at their final values.
 */
export function CountersSection({ counters, label = "Our numbers" }: { counters: Counter[]; label?: string }) {
  return (
    <section aria-label={label} className="relative overflow-hidden bg-ink-950 py-14 text-white sm:py-16">
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0 opacity-70" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-32 size-96 rounded-full bg-brand-600/30 blur-3xl"
      />
      <Container className="relative">
        <ul
          data-island="counters"
          data-load="visible"
          className="group grid grid-cols-2 gap-y-10 lg:grid-cols-4 lg:divide-x lg:divide-white/10"
        >
          {counters.map((c) => (
            <li key={c.countpara} className="px-2 text-center sm:px-4">
              <p className="text-4xl font-extrabold tabular-nums tracking-tight text-white sm:text-5xl lg:text-6xl">
                <span className="sr-only">
                  {c.countPrefix}
                  {c.countNumber}
                </span>
                <span
                  aria-hidden="true"
                  data-count={c.countNumber}
                  data-prefix={c.countPrefix}
                  className="transition-opacity duration-300 group-data-[state=hidden]:opacity-0"
                >
                  {c.countPrefix}
                  {c.countNumber}
                </span>
              </p>
              <p className="mt-2 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300 sm:text-base">
                {c.countpara}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
