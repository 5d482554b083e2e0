import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

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
 */
export function ServiceLinkGrid({
  items,
  headingLevel = "h3",
}: {
  items: ServiceLink[];
  headingLevel?: "h2" | "h3";
}) {
  const H = headingLevel;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {items.map((s) => (
        <li
          key={s.slug}
          className="group relative flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition duration-300 focus-within:border-brand-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
        >
          <div className="mb-4 flex items-center gap-4">
            <span className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
              <Icon name={s.icon} className="size-6" />
            </span>
            <H className="text-lg font-semibold leading-snug text-ink-950">
              <Link
                to={`/services/${s.slug}`}
                className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
              >
                {s.title}
              </Link>
            </H>
          </div>
          <p className="text-[0.95rem] leading-relaxed text-ink-600">{s.summary}</p>
          <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
            Explore service
            <span className="ml-1 inline-block transition-transform group-hover:translate-x-1">→</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
