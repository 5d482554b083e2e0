import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import * as paths from "#content/paths.ts";

/** What a link card needs to know about a service (the loaders pass only this). */
export interface ServiceLink {
  slug: string;
  title: string;
  icon: string;
  summary: string;
}

/**
 * Service cards that link to their pages: icon, title, summary. The title is the link;
 * its overlay makes the whole card clickable while the link's name stays the title.
 * `compact` (the Services overview, 24 cards): under 640 px the cards become two-column tiles
 * of icon and title, so the whole catalogue fits a few phone screens.
 */
export function ServiceLinkGrid({
  items,
  headingLevel = "h3",
  compact = false,
}: {
  items: ServiceLink[];
  headingLevel?: "h2" | "h3";
  compact?: boolean;
}) {
  const H = headingLevel;
  return (
    <ul className={`grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${compact ? "grid-cols-2 gap-3" : "gap-5"}`}>
      {items.map((s) => (
        <li
          key={s.slug}
          className={`group relative flex flex-col rounded-2xl border border-ink-100 bg-surface shadow-sm transition duration-300 focus-within:border-brand-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg ${compact ? "p-4 sm:p-6" : "p-6"}`}
        >
          <div
            className={`flex gap-4 sm:mb-4 sm:flex-row sm:items-center ${compact ? "flex-col gap-3" : "mb-4 items-center"}`}
          >
            <span
              className={`grid shrink-0 place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white ${compact ? "size-11 sm:size-14" : "size-14"}`}
            >
              <Icon name={s.icon} className="size-6" />
            </span>
            <H
              className={`font-semibold leading-snug text-ink-950 ${compact ? "text-[0.95rem] sm:text-lg" : "text-lg"}`}
            >
              <Link
                to={paths.service(s.slug)}
                className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-link"
              >
                {s.title}
              </Link>
            </H>
          </div>
          <p className={`text-[0.95rem] leading-relaxed text-ink-600 ${compact ? "hidden sm:block" : ""}`}>
            {s.summary}
          </p>
          <p
            aria-hidden="true"
            className={`mt-auto pt-4 text-sm font-semibold text-link ${compact ? "hidden sm:block" : ""}`}
          >
            Explore service
            <span className="ml-1 inline-block transition-transform group-hover:translate-x-1">→</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
