import type { HomeContent } from "#content/home.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The facts strip: Happy Clients 100+, Projects Done 50+, Win Awards 5+ (static figures). */
export function FactsSection({ facts, label = "Our track record" }: { facts: HomeContent["facts"]; label?: string }) {
  return (
    <section
      aria-label={label}
      className="relative bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 py-12 text-white sm:py-14"
    >
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0 opacity-50" />
      <Container className="relative">
        <ul className="grid gap-8 sm:grid-cols-3 sm:gap-6">
          {facts.map((f) => (
            <li key={f.label} className="flex items-center gap-5 sm:justify-center">
              <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/20">
                <Icon name={f.icon} className="size-8 text-accent-300" />
              </span>
              <p>
                <span className="block text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
                  {f.value}
                  {f.suffix}
                </span>
                <span className="block text-base font-medium text-brand-50">{f.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
