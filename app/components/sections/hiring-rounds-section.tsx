/**
 * The four hiring rounds (docs/product.md "Hiring process"): cards rise in with a 0.6 s animation,
 * staggered by 0.1 s (instant under reduced motion, like every animation on the site).
 */
import type { HeadingCopy } from "#content/pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading, Eyebrow } from "#app/components/ui/typography.tsx";

export interface HiringRound {
  round: string;
  title: string;
  description: string;
  icon: string;
}

const stagger = [
  "[animation-delay:0ms]",
  "[animation-delay:100ms]",
  "[animation-delay:200ms]",
  "[animation-delay:300ms]",
];

export function HiringRoundsSection({ rounds, heading }: { rounds: HiringRound[]; heading: HeadingCopy }) {
  return (
    <Section id="rounds" tone="muted" {...heading}>
      <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {rounds.map((r, i) => (
          <li
            key={r.title}
            className={`group relative flex flex-col rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg motion-safe:animate-rise ${stagger[i] ?? ""}`}
          >
            <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
              <Icon name={r.icon} className="size-7" />
            </span>
            <Eyebrow className="mt-5">{r.round}</Eyebrow>
            <Heading as="h3" size="card" className="mt-1">
              {r.title}
            </Heading>
            <p className="mt-3 leading-relaxed text-ink-600">{r.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
