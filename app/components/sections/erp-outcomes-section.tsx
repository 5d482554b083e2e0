import type { ErpModuleCopy } from "#content/pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Heading, Eyebrow } from "#app/components/ui/typography.tsx";

/**
 * An ERP module's outcomes (a checked list) beside who it is for (a dark panel).
 * Needs the CircleCheck and UsersRound icons.
 */
export function ErpOutcomesSection({
  copy,
  outcomes,
  audience,
}: {
  copy: ErpModuleCopy;
  outcomes: string[];
  audience: string;
}) {
  return (
    <section aria-labelledby="outcomes-title" className="bg-surface py-16 sm:py-20 lg:py-24">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
        <div>
          <Eyebrow>{copy.outcomes.eyebrow}</Eyebrow>
          <Heading as="h2" size="section" id="outcomes-title">
            {copy.outcomes.title}
          </Heading>
          <ul className="mt-8 space-y-4">
            {outcomes.map((o) => (
              <li key={o} className="flex gap-3 text-lg leading-relaxed text-ink-800">
                <Icon name="CircleCheck" className="mt-1 size-6 shrink-0 text-link" />
                <span>{o}</span>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="audience-title"
          className="relative self-start overflow-hidden rounded-3xl bg-ink-950 p-7 text-ink-100 shadow-xl sm:p-9"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -top-24 size-64 rounded-full bg-brand-600/30 blur-3xl"
          />
          <span
            aria-hidden="true"
            className="relative mb-5 grid size-12 place-items-center rounded-xl bg-white/10 text-accent-300 ring-1 ring-white/15"
          >
            <Icon name="UsersRound" className="size-6" />
          </span>
          <h2 id="audience-title" className="relative text-2xl font-bold tracking-tight text-white">
            {copy.audience}
          </h2>
          <p className="relative mt-3 text-lg leading-relaxed text-ink-200">{audience}</p>
        </aside>
      </Container>
    </section>
  );
}
