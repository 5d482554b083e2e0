import type { HomeContent } from "@content/home";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";

/**
 * On-Demand Services: three cards that flip to their back text on hover, on keyboard focus
 * and on tap (a tap focuses the card). Pure CSS, no JavaScript. Both faces stay in the
 * accessibility tree. Under reduced motion the faces swap instantly instead of turning.
 */
export function FlipCardsSection({ cards }: { cards: HomeContent["flipCards"] }) {
  return (
    <Section id="on-demand-services" tone="dark" eyebrow={cards.eyebrow} title={cards.title} intro={cards.intro}>
      <ul className="grid gap-6 md:grid-cols-3 lg:gap-8">
        {cards.items.map((card) => (
          <li key={card.id} className="perspective-distant">
            <article
              tabIndex={0}
              aria-labelledby={`flip-${card.id}-title`}
              data-flip-card={card.id}
              className="group h-full cursor-pointer rounded-3xl transition-shadow duration-300 hover:shadow-2xl hover:shadow-brand-500/20"
            >
              <div
                data-flip-inner=""
                className="grid h-full min-h-80 transition-transform duration-700 ease-[cubic-bezier(0.2,0.7,0.2,1)] transform-3d motion-safe:group-hover:rotate-y-180 motion-safe:group-focus-within:rotate-y-180"
              >
                <div className="flex flex-col rounded-3xl border border-white/10 bg-ink-900 p-8 backface-hidden [grid-area:1/1] motion-reduce:group-hover:opacity-0 motion-reduce:group-focus-within:opacity-0">
                  <span className="grid size-16 place-items-center rounded-2xl bg-brand-600/20 text-brand-300 ring-1 ring-brand-400/30">
                    <Icon name={card.icon} className="size-8" />
                  </span>
                  <h3 id={`flip-${card.id}-title`} className="mt-6 text-2xl font-semibold text-white">
                    {card.title}
                  </h3>
                  <p className="mt-3 leading-relaxed text-ink-200">{card.content}</p>
                  <p aria-hidden="true" className="mt-auto flex items-center gap-2 pt-6 text-sm font-semibold text-accent-300">
                    <Icon name="RefreshCw" className="size-4" />
                    How we deliver
                  </p>
                </div>
                <div
                  data-flip-back=""
                  className="flex flex-col justify-center rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-8 ring-2 ring-accent-400 backface-hidden [grid-area:1/1] motion-safe:rotate-y-180 motion-reduce:opacity-0 motion-reduce:group-hover:opacity-100 motion-reduce:group-focus-within:opacity-100"
                >
                  <p aria-hidden="true" className="flex items-center gap-3 text-xl font-semibold text-white">
                    <Icon name={card.icon} className="size-8 text-accent-300" />
                    {card.title}
                  </p>
                  <p className="mt-5 text-sm font-semibold uppercase tracking-[0.14em] text-brand-100">How we deliver</p>
                  <p className="mt-3 text-lg leading-relaxed text-white">{card.content2}</p>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
