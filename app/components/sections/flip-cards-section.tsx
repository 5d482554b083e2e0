import { Link } from "react-router";
import type { HomeContent } from "#content/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as paths from "#content/paths.ts";

/**
 * On-Demand Services: three cards that turn to their back (how we deliver, and a link to the
 * service page) on hover (pointers that can hover), on keyboard focus, and on tap; a second tap
 * turns a card back. Pure CSS, so it answers before hydration: each card holds a transparent
 * (appearance: none) checkbox, whose focus outline rings the card, ("Show how we deliver ...") stretched over the card, and the turn follows :checked,
 * :hover and :focus-visible. The service link sits above the checkbox and shows with the back. Both faces stay in the accessibility tree. Under reduced motion the
 * faces swap instantly instead of turning.
 */
export function FlipCardsSection({ cards }: { cards: HomeContent["flipCards"] }) {
  const turned =
    "motion-safe:group-hover:rotate-y-180 motion-safe:group-has-[:checked]:rotate-y-180 motion-safe:group-has-[:focus-visible]:rotate-y-180";
  const frontGone =
    "motion-reduce:group-hover:opacity-0 motion-reduce:group-has-[:checked]:opacity-0 motion-reduce:group-has-[:focus-visible]:opacity-0";
  const backShown =
    "motion-reduce:opacity-0 motion-reduce:group-hover:opacity-100 motion-reduce:group-has-[:checked]:opacity-100 motion-reduce:group-has-[:focus-visible]:opacity-100";
  // Faded out and click-through while the front shows (a tap there turns the card), but always
  // in the tab order and the accessibility tree, like the rest of the back face.
  const linkShown =
    "pointer-events-none opacity-0 group-hover:pointer-events-auto group-hover:opacity-100 group-has-[:checked]:pointer-events-auto group-has-[:checked]:opacity-100 group-has-[:focus-visible]:opacity-100";
  return (
    <Section id="on-demand-services" tone="dark" eyebrow={cards.eyebrow} title={cards.title} intro={cards.intro}>
      <ul className="grid gap-6 md:grid-cols-3 lg:gap-8">
        {cards.items.map((card) => (
          <li key={card.id} className="perspective-distant">
            <article
              aria-labelledby={`flip-${card.id}-title`}
              data-flip-card={card.id}
              className="group relative h-full rounded-3xl transition-shadow duration-300 hover:shadow-2xl hover:shadow-brand-500/20"
            >
              <input
                type="checkbox"
                id={`flip-${card.id}-toggle`}
                aria-label={`Show ${cards.backLabel.toLowerCase()} ${card.title}`}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-3xl bg-transparent focus-visible:outline-brand-400"
              />
              <div
                data-flip-inner=""
                className={`grid h-full min-h-80 transition-transform duration-700 ease-[cubic-bezier(0.2,0.7,0.2,1)] transform-3d ${turned}`}
              >
                <div
                  className={`flex flex-col rounded-3xl border border-white/10 bg-ink-900 p-8 backface-hidden [grid-area:1/1] ${frontGone}`}
                >
                  <span className="grid size-16 place-items-center rounded-2xl bg-brand-600/20 text-brand-300 ring-1 ring-brand-400/30">
                    <Icon name={card.icon} className="size-8" />
                  </span>
                  <h3 id={`flip-${card.id}-title`} className="mt-6 text-2xl font-semibold text-white">
                    {card.title}
                  </h3>
                  <p className="mt-3 leading-relaxed text-ink-200">{card.content}</p>
                  <p
                    aria-hidden="true"
                    className="mt-auto flex items-center gap-2 pt-6 text-sm font-semibold text-accent-300"
                  >
                    <Icon name="RefreshCw" className="size-4" />
                    {cards.backLabel}
                  </p>
                </div>
                <div
                  data-flip-back=""
                  className={`flex flex-col justify-center rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-8 pb-20 ring-2 ring-accent-400 backface-hidden [grid-area:1/1] motion-safe:rotate-y-180 ${backShown}`}
                >
                  <p aria-hidden="true" className="flex items-center gap-3 text-xl font-semibold text-white">
                    <Icon name={card.icon} className="size-8 text-accent-300" />
                    {card.title}
                  </p>
                  <p className="mt-5 text-sm font-semibold uppercase tracking-[0.14em] text-brand-100">
                    {cards.backLabel}
                  </p>
                  <p className="mt-3 text-lg leading-relaxed text-white">{card.content2}</p>
                </div>
              </div>
              {/* Above the checkbox (which covers the card), shown with the back face. */}
              <Link
                to={paths.service(card.service)}
                className={`absolute bottom-6 left-8 z-20 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline decoration-accent-300 underline-offset-4 transition-opacity duration-300 hover:decoration-2 ${linkShown}`}
              >
                {card.link}
                <Icon name="ArrowRight" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
