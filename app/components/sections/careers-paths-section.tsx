import { Link } from "react-router";
import type { HeadingCopy, NoteCopy } from "#content/pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading } from "#app/components/ui/typography.tsx";

/** Links from the careers list to the hiring process and the certificate check (content/pages.ts `career`). */
export function CareersPathsSection({ heading, paths: nextSteps }: { heading: HeadingCopy; paths: NoteCopy[] }) {
  return (
    <Section
      id="before-you-apply"
      {...heading}
      align="left"
      className="lg:[&>div]:grid lg:[&>div]:grid-cols-[2fr_3fr] lg:[&>div]:gap-16 lg:[&>div>:first-child]:sticky lg:[&>div>:first-child]:top-28 lg:[&>div>:first-child]:self-start"
    >
      <ul className="grid gap-6 sm:grid-cols-2">
        {nextSteps.map((p) => (
          <li
            key={p.title}
            className="group relative flex flex-col rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
          >
            <span className="mb-4 grid size-12 place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100">
              <Icon name={p.icon} className="size-6" />
            </span>
            <Heading as="h3" size="item">
              {p.title}
            </Heading>
            <p className="mt-2 flex-1 leading-relaxed text-ink-600">{p.text}</p>
            {p.href && (
              <Link
                to={p.href}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-link after:absolute after:inset-0 after:rounded-2xl group-hover:text-link-strong"
              >
                {p.cta}
                <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
