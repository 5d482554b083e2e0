import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { Heading } from "#app/components/ui/typography.tsx";

export interface CatalogueCard {
  icon: string;
  /** The product's interface sketch, as markup made at build time (app/lib/mockup.server.tsx). */
  mockup: string;
  title: string;
  description: string;
  href: string;
}

/**
 * The /products catalogue: one card per product, pictured by a sketch of its interface
 * (ui/screen-mockup.tsx). The whole card is the link (a stretched title link) and lifts on hover and focus.
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
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-surface shadow-sm transition duration-300 focus-within:-translate-y-1.5 focus-within:shadow-xl hover:-translate-y-1.5 hover:border-brand-200 hover:shadow-xl motion-safe:animate-rise-in-view sm:flex-row"
          >
            <div
              className={`relative grid shrink-0 place-items-center overflow-hidden px-6 py-5 sm:w-60 sm:px-4 ${
                service
                  ? "bg-gradient-to-br from-ink-950 to-ink-800"
                  : "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500"
              }`}
            >
              <div
                className="w-full max-w-[14rem] transition-transform duration-300 group-hover:scale-[1.03]"
                dangerouslySetInnerHTML={{ __html: card.mockup }}
              />
            </div>
            <div className="flex flex-1 flex-col p-6 sm:p-7">
              <Heading as="h3" size="card">
                <Link to={card.href} className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-link">
                  {card.title}
                </Link>
              </Heading>
              <p className="mt-2 leading-relaxed text-ink-600">{card.description}</p>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-link"
              >
                {service ? "Explore the service" : "Explore the product"}
                <Icon
                  name="ArrowRight"
                  className="size-4 transition-transform duration-300 group-hover:translate-x-1"
                />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
