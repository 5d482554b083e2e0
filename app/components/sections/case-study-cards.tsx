import { Link } from "react-router";
import type { PictureProps } from "#content/images.ts";
import * as paths from "#content/paths.ts";
import { Picture } from "#app/components/ui/picture.tsx";

/** What a case study's card shows (the loaders pass only this). */
export interface CaseStudyLink {
  slug: string;
  title: string;
  client: string;
  industry: string;
  summary: string;
  /** Its first key figure, if it has one. */
  figure: { value: string; label: string } | null;
  /** Its cover, if it has one. */
  cover: PictureProps | null;
}

/**
 * Case studies as cards linking to their pages: the client and industry, the headline (the link,
 * whose overlay makes the card clickable), the summary and the first key figure. Everything is
 * text staff typed, rendered as text.
 */
export function CaseStudyCards({
  items,
  headingLevel = "h3",
  compact = false,
}: {
  items: CaseStudyLink[];
  headingLevel?: "h2" | "h3";
  /** Home's proof strip: the client, the headline and the first figure (Home's first round trip is tight). */
  compact?: boolean;
}) {
  const H = headingLevel;
  return (
    <ul className="flex flex-wrap justify-center gap-5 sm:gap-6">
      {items.map((c) => (
        <li
          key={c.slug}
          className="group relative flex w-full flex-col rounded-2xl md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] border border-ink-100 bg-surface p-6 shadow-sm transition duration-300 focus-within:border-brand-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
        >
          {c.cover ? (
            <Picture
              picture={c.cover}
              sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 90vw"
              className="-mx-6 -mt-6 mb-5 aspect-[16/9] w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover"
            />
          ) : null}
          <p className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-3 py-1 text-link-strong">{c.industry}</span>
            <span className="rounded-full bg-ink-100 px-3 py-1 break-all text-ink-700">{c.client}</span>
          </p>
          <H className="mt-4 text-lg leading-snug font-semibold break-words text-ink-950">
            <Link
              to={paths.caseStudy(c.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-link"
            >
              {c.title}
            </Link>
          </H>
          {compact ? null : <p className="mt-3 text-[0.95rem] leading-relaxed break-words text-ink-600">{c.summary}</p>}
          {c.figure ? (
            <p className="mt-4 border-t border-ink-100 pt-4 text-sm text-ink-700">
              <span className="block text-2xl font-bold break-words text-link-strong">{c.figure.value}</span>
              {c.figure.label}
            </p>
          ) : null}
          {compact ? null : (
            <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-link">
              Read the case study
              <span className="ml-1 inline-block transition-transform group-hover:translate-x-1">→</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
