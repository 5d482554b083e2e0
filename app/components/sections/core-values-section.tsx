import type { HomeContent } from "@content/home";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { Heading } from "~/components/ui/typography";

/** 'Data Driven, Our Core Values': six cards, each an icon tile, a heading and a line. */
export function CoreValuesSection({ values }: { values: HomeContent["coreValues"] }) {
  return (
    <Section id="core-values" tone="muted" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
      <ul className="grid gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {values.items.map((v, i) => (
          <li
            key={v.heading}
            className="group relative overflow-hidden rounded-2xl border border-ink-100 bg-surface p-7 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
          >
            {/* A decorative watermark number, drawn by CSS so it is not text content. */}
            <span
              aria-hidden="true"
              data-n={String(i + 1).padStart(2, "0")}
              className="absolute right-6 top-5 text-5xl font-extrabold text-ink-100 transition-colors before:content-[attr(data-n)] group-hover:text-brand-100"
            />
            <span className="relative grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-md shadow-brand-700/25">
              <Icon name={v.icon} className="size-8" />
            </span>
            <Heading as="h3" size="card" className="relative mt-6">{v.heading}</Heading>
            <p className="relative mt-3 leading-relaxed text-ink-600">{v.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
