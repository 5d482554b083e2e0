import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

export interface CatalogueCard {
  icon: string;
  title: string;
  description: string;
  href: string;
}

/**
 * The /products catalogue: one card per product, an icon tile standing in for the card's
 * image. The whole card is the link (a stretched title link) and lifts on hover and focus.
 * A card that leads to a service page (Custom Software) gets the dark tile.
 */
export function ProductCatalogueGrid({ cards }: { cards: CatalogueCard[] }) {
  return (
    <ul className="grid gap-5 sm:gap-6 lg:grid-cols-2">
      {cards.map((card) => {
        const service = card.href.startsWith("/services/");
        return (
          <li
            key={card.href}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition duration-300 focus-within:-translate-y-1.5 focus-within:shadow-xl hover:-translate-y-1.5 hover:border-brand-200 hover:shadow-xl motion-safe:animate-rise sm:flex-row"
          >
            <div
              aria-hidden="true"
              className={`relative grid h-28 shrink-0 place-items-center overflow-hidden sm:h-auto sm:w-44 ${
                service ? "bg-gradient-to-br from-ink-950 to-ink-800" : "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500"
              }`}
            >
              <span className="absolute -right-8 -top-8 size-28 rounded-full bg-white/10" />
              <span className="absolute -bottom-10 -left-6 size-24 rounded-full bg-white/5" />
              <span
                className={`relative grid size-20 place-items-center rounded-2xl ring-1 transition-transform duration-300 group-hover:scale-105 ${
                  service ? "bg-white/10 text-accent-300 ring-white/20" : "bg-white/15 text-white ring-white/30"
                }`}
              >
                <Icon name={card.icon} className="size-10" strokeWidth={1.5} />
              </span>
            </div>
            <div className="flex flex-1 flex-col p-6 sm:p-7">
              <h3 className="text-xl font-semibold text-ink-950">
                <Link
                  to={card.href}
                  className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
                >
                  {card.title}
                </Link>
              </h3>
              <p className="mt-2 leading-relaxed text-ink-600">{card.description}</p>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700"
              >
                {service ? "Explore the service" : "Explore the product"}
                <Icon name="ArrowRight" className="size-4 transition-transform duration-300 group-hover:translate-x-1" />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
