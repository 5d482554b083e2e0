import type { AboutContent } from "#content/about.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** About's Mission and Vision cards, side by side. */
export function MissionVisionSection({
  mission,
  vision,
  heading,
}: {
  mission: AboutContent["mission"];
  vision: AboutContent["vision"];
  heading: AboutContent["statements"];
}) {
  return (
    <Section id="mission-vision" {...heading}>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        {[mission, vision].map((s, i) => (
          <article
            key={s.title}
            aria-labelledby={`statement-${i}`}
            className={`relative overflow-hidden rounded-3xl p-8 sm:p-10 ${
              i === 0 ? "bg-ink-950 text-white" : "border border-brand-100 bg-brand-50 text-ink-900"
            }`}
          >
            <div
              aria-hidden="true"
              className={`pointer-events-none absolute -right-10 -top-10 size-48 rounded-full blur-2xl ${i === 0 ? "bg-brand-600/40" : "bg-accent-300/40"}`}
            />
            <span
              className={`relative grid size-16 place-items-center rounded-2xl ${i === 0 ? "bg-accent-400 text-ink-950" : "bg-brand-700 text-white"}`}
            >
              <Icon name={s.icon} className="size-8" />
            </span>
            <h3
              id={`statement-${i}`}
              className={`relative mt-6 text-2xl font-bold ${i === 0 ? "text-white" : "text-ink-950"}`}
            >
              {s.title}
            </h3>
            <p className={`relative mt-3 text-xl font-semibold ${i === 0 ? "text-accent-300" : "text-link-strong"}`}>
              {s.lead}
            </p>
            <p className={`relative mt-4 leading-relaxed ${i === 0 ? "text-ink-200" : "text-ink-700"}`}>{s.text}</p>
            <ul className="relative mt-6 space-y-3">
              {s.points.map((p) => (
                <li key={p} className="flex gap-3">
                  <Icon
                    name="CircleCheck"
                    className={`mt-0.5 size-5 shrink-0 ${i === 0 ? "text-accent-300" : "text-link"}`}
                  />
                  <span className={i === 0 ? "text-ink-100" : "text-ink-800"}>{p}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
