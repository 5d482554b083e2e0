import { Link } from "react-router";
import { Icon } from "./icon";

export interface GridCard {
  icon: string;
  title: string;
  description: string;
  details?: string[];
  href?: string;
}

const cols = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * Entrance delays by column (docs/product.md "Service pages"): 0.1, 0.3, 0.5 and 0.7 s across a
 * row of four, 0.1 and 0.3 s across a row of two, none for a card alone on its row (a phone), so
 * that a card never waits for columns that are not there. Written out whole for Tailwind; each
 * comes after the `animation` shorthand of `motion-safe:animate-rise-in-view` in the stylesheet
 * (a breakpoint's rules follow the unprefixed ones), so the shorthand does not reset it.
 */
const delays = {
  sm: ["sm:[animation-delay:100ms]", "sm:[animation-delay:300ms]"],
  lg: [
    "lg:[animation-delay:100ms]",
    "lg:[animation-delay:300ms]",
    "lg:[animation-delay:500ms]",
    "lg:[animation-delay:700ms]",
  ],
};

/** A card's delay classes: two columns from sm, `columns` from lg. */
const delayOf = (i: number, columns: 2 | 3 | 4) => `${delays.sm[i % 2]} ${columns > 2 ? delays.lg[i % columns] : ""}`;

/**
 * A grid of icon cards. Icon circles are 65 px; cards lift on hover and rise in as they come into
 * view, staggered by column (no motion under reduced motion). Headings default to h3.
 */
export function FeatureGrid({
  cards,
  columns = 4,
  headingLevel = "h3",
}: {
  cards: GridCard[];
  columns?: 2 | 3 | 4;
  headingLevel?: "h2" | "h3";
}) {
  const H = headingLevel;
  return (
    <ul className={`grid gap-5 sm:gap-6 ${cols[columns]}`}>
      {cards.map((card, i) => (
        <li
          key={card.title}
          className={`group relative flex flex-col rounded-2xl border border-ink-100 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg motion-safe:animate-rise-in-view ${delayOf(i, columns)}`}
        >
          <span className="mb-5 grid size-[65px] place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
            <Icon name={card.icon} className="size-7" />
          </span>
          <H className="text-lg font-semibold text-ink-950">
            {card.href ? (
              <Link to={card.href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-link">
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </H>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-600">{card.description}</p>
          {card.details && card.details.length > 0 && (
            <ul className="mt-4 space-y-2 text-sm text-ink-700">
              {card.details.map((d) => (
                <li key={d} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  <span>{d}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
