import type { ProductSection } from "#content/schema.ts";
import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

type CardsSection = Extract<ProductSection, { kind: "cards" }>;

/**
 * Centres a last card left alone on its row (e.g. seven cards in rows of three) instead of
 * leaving it stranded at the left edge. Classes target FeatureGrid's <ul><li> structure.
 */
const balanceLastRow: Record<2 | 3 | 4, string> = {
  // Two columns from sm up: an odd last card spans both columns at half width.
  2: "sm:[&>ul>li:last-child:nth-child(odd)]:col-span-2 sm:[&>ul>li:last-child:nth-child(odd)]:w-[calc(50%-0.75rem)] sm:[&>ul>li:last-child:nth-child(odd)]:justify-self-center",
  // Two columns between sm and lg, three from lg: a lone last card moves to the middle column.
  3: "sm:max-lg:[&>ul>li:last-child:nth-child(odd)]:col-span-2 sm:max-lg:[&>ul>li:last-child:nth-child(odd)]:w-[calc(50%-0.75rem)] sm:max-lg:[&>ul>li:last-child:nth-child(odd)]:justify-self-center lg:[&>ul>li:last-child:nth-child(3n+1)]:col-start-2",
  4: "sm:max-lg:[&>ul>li:last-child:nth-child(odd)]:col-span-2 sm:max-lg:[&>ul>li:last-child:nth-child(odd)]:w-[calc(50%-0.75rem)] sm:max-lg:[&>ul>li:last-child:nth-child(odd)]:justify-self-center",
};

/** More than eight plain cards: shown as an accordion (needs the ChevronDown icon). */
export const isLongCatalogue = (section: ProductSection) =>
  section.kind === "cards" && section.items.length > 8 && section.items.every((c) => !c.details?.length);

/**
 * A product page's card section. Up to eight cards use the shared FeatureGrid; longer
 * catalogues (the LMS's sixteen modules and features) are an accordion of titles, so the page
 * stays scannable on a phone.
 */
export function ProductCardsSection({ section, tone }: { section: CardsSection; tone: "white" | "muted" }) {
  const compact = isLongCatalogue(section);
  return (
    <Section id={section.id} title={section.heading} intro={section.intro} tone={tone}>
      {compact ? (
        <CompactCardGrid cards={section.items} columns={section.columns} />
      ) : (
        <div className={balanceLastRow[section.columns]}>
          <FeatureGrid cards={section.items} columns={section.columns} />
        </div>
      )}
    </Section>
  );
}

const compactCols = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * A long catalogue as an accordion (native <details>, so it answers taps before hydration):
 * every title with its icon at a glance, its description one tap away. Sixteen modules take
 * about a third of the height they would as cards on a phone.
 */
function CompactCardGrid({ cards, columns }: { cards: CardsSection["items"]; columns: 2 | 3 | 4 }) {
  return (
    <ul className={`grid items-start gap-3 ${compactCols[columns]}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <details className="group rounded-2xl border border-ink-100 bg-surface shadow-sm open:border-brand-200">
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl p-3 font-semibold text-ink-950 hover:text-link [&::-webkit-details-marker]:hidden">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-link ring-1 ring-brand-100"
              >
                <Icon name={card.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">{card.title}</span>
              <Icon
                name="ChevronDown"
                className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-4 pb-4 text-sm leading-relaxed text-ink-600">{card.description}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
