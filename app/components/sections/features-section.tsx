import type { SellingPoint } from "#content/company.ts";
import type { HeadingCopy } from "#content/pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** /feature: the four claimed selling points, featured large on the brand background. */
export function SellingPointsSection({ points, heading }: { points: SellingPoint[]; heading: HeadingCopy }) {
  return (
    <Section id="selling-points" tone="brand" {...heading}>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {points.map((p) => (
          <li
            key={p.title}
            className="rounded-3xl bg-white/10 p-7 ring-1 ring-white/20 backdrop-blur-sm transition duration-300 hover:-translate-y-1 hover:bg-white/15"
          >
            <span className="grid size-14 place-items-center rounded-2xl bg-accent-400 text-ink-950">
              <Icon name={p.icon} className="size-7" />
            </span>
            <h3 className="mt-6 text-xl font-bold text-white">{p.title}</h3>
            <p className="mt-3 leading-relaxed text-brand-50">{p.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
