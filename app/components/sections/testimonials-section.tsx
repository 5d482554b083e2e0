import type { Testimonial } from "#content/company.ts";
import { Icon } from "#app/components/ui/icon.tsx";

const avatarTones = [
  "bg-brand-700 text-white",
  "bg-accent-400 text-ink-950",
  "bg-ink-900 text-white",
  "bg-brand-100 text-brand-900",
  "bg-brand-600 text-white",
  "bg-accent-300 text-ink-950",
];

function initials(name: string) {
  return name
    .replace(/^(Dr|Mr|Ms|Mrs)\.\s+/, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");
}

/** Client testimonials as quote cards. */
export function TestimonialsGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="gap-6 sm:columns-2 lg:columns-3 [&>li]:mb-6">
      {testimonials.map((t, i) => (
        <li key={t.name} className="break-inside-avoid">
          <figure className="relative flex flex-col rounded-3xl border border-ink-100 bg-surface p-7 shadow-sm transition duration-300 hover:border-brand-200 hover:shadow-lg sm:p-8">
            <Icon name="Quote" className="size-10 text-brand-200" />
            <blockquote className="mt-4 text-lg leading-relaxed text-ink-800">
              <p>{t.quote}</p>
            </blockquote>
            <p className="mt-5 flex flex-wrap gap-2 text-xs font-semibold">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-link-strong">{t.service}</span>
              <span className="rounded-full bg-ink-100 px-3 py-1 text-ink-700">{t.industry}</span>
            </p>
            <figcaption className="mt-6 flex items-center gap-4 border-t border-ink-100 pt-6">
              <span
                aria-hidden="true"
                className={`grid size-12 shrink-0 place-items-center rounded-full text-base font-bold ${avatarTones[i % avatarTones.length]}`}
              >
                {initials(t.name)}
              </span>
              <span>
                <span className="block font-semibold text-ink-950">{t.name}</span>
                <span className="block text-sm text-ink-600">
                  {t.role}, {t.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
