import type { ClientLogos } from "#content/client-logos.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * A quiet strip of client wordmarks under a one-line label (Home, /testimonial). The names are
 * sample content (content/client-logos.ts) until the company has its clients' permission to
 * show their real logos. Needs the logos' icons in the page's icon set.
 */
export function ClientLogosSection({ logos }: { logos: ClientLogos }) {
  return (
    <section aria-labelledby="client-logos-title" className="border-y border-ink-100 bg-surface py-8 sm:py-10">
      <Container>
        <h2 id="client-logos-title" className="text-center text-sm font-semibold text-ink-600">
          {logos.label}
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-5 sm:grid-cols-3 lg:grid-cols-6">
          {logos.items.map((l) => (
            <li key={l.name} className="flex items-center justify-center gap-2 text-ink-600">
              <Icon name={l.icon} className="size-5 shrink-0 text-ink-500" />
              <span className="text-sm font-bold tracking-tight whitespace-nowrap sm:text-base">{l.name}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
