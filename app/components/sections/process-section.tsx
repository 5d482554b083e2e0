import type { HomeContent } from "#content/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading } from "#app/components/ui/typography.tsx";

/**
 * How we work: the process illustration, captioned by the same six steps as real text.
 * On large screens each step sits under its stage in the picture (six equal columns).
 */
export function ProcessSection({ process }: { process: HomeContent["process"] }) {
  return (
    <Section id="how-we-work" tone="muted" eyebrow={process.eyebrow} title={process.title} intro={process.intro}>
      <figure>
        <img
          src={process.image.src}
          alt={process.image.alt}
          width={process.image.width}
          height={process.image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
        <figcaption>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:mt-4 lg:grid-cols-6 lg:gap-3">
            {process.steps.map((step, i) => (
              <li
                key={step.title}
                className="flex gap-4 rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-ink-100 lg:row-span-2 lg:grid lg:grid-rows-subgrid lg:gap-y-1.5 lg:bg-transparent lg:p-2 lg:text-center lg:shadow-none lg:ring-0"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-700 text-white lg:hidden">
                  <Icon name={step.icon} className="size-5" />
                </span>
                {/* On wide screens the titles share a row and the descriptions the next (subgrid):
                    a title that wraps, at any width, moves no description out of line. */}
                <div className="lg:contents">
                  <Heading as="h3" size="item" className="lg:self-end">
                    <span className="text-link">{String(i + 1).padStart(2, "0")}.</span> {step.title}
                  </Heading>
                  <p className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-600 lg:mt-0">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </figcaption>
      </figure>
    </Section>
  );
}
