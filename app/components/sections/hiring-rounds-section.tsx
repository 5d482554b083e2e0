/**
 * The four hiring rounds (docs/product.md "Hiring process"): cards rise in with a 0.6 s animation
 * as they come into view, staggered by 0.1 s across a row (no motion under reduced motion).
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

/** 0.1 s apart across a row (four from lg, two from sm; a phone's rows hold one), written out whole for Tailwind. */
const stagger = {
  sm: ["sm:[animation-delay:0ms]", "sm:[animation-delay:100ms]"],
  lg: [
    "lg:[animation-delay:0ms]",
    "lg:[animation-delay:100ms]",
    "lg:[animation-delay:200ms]",
    "lg:[animation-delay:300ms]",
  ],
};

export function HiringRoundsSection({ rounds, heading }: { rounds: HiringRound[]; heading: HeadingCopy }) {
  return (
    <Section id="rounds" tone="muted" {...heading}>
      <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {rounds.map((r, i) => (
          <li
            key={r.title}
            className={`group relative flex flex-col rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg motion-safe:animate-rise-in-view ${stagger.sm[i % 2]} ${stagger.lg[i % 4]}`}
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
