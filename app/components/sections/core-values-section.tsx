import type { HomeContent } from "#content/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading } from "#app/components/ui/typography.tsx";

/**
 * Bar heights of the small chart drawn behind the lead value: decoration, not data. Whole class
 * names, not style attributes, which the page's CSP does not allow (docs/decisions/0013-csp-hashes.md).
 */
const bars = ["h-[38%]", "h-[52%]", "h-[46%]", "h-[64%]", "h-[58%]", "h-[78%]", "h-[92%]"];

/**
 * 'Data Driven, Our Core Values' as a bento: the first value leads in a large brand tile with a
 * rising bar chart drawn in CSS behind it; the other five are compact tiles beside and below it.
 * On phones every tile is a row (icon beside the text), so the six read in one short stretch.
 */
export function CoreValuesSection({ values }: { values: HomeContent["coreValues"] }) {
  return (
    <Section id="core-values" tone="muted" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {values.items.map((v, i) => {
          const lead = i === 0;
          return (
            <li
              key={v.heading}
              className={`group relative flex gap-4 overflow-hidden rounded-2xl p-5 shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-lg sm:block sm:p-7 ${
                lead
                  ? "bg-gradient-to-br from-brand-700 to-brand-950 text-white sm:col-span-2 lg:row-span-2 lg:flex lg:flex-col lg:justify-end lg:p-10"
                  : "border border-ink-100 bg-surface hover:border-brand-200"
              } ${i === 5 ? "sm:col-span-2 lg:col-span-1" : ""}`}
            >
              {lead && (
                <span
                  aria-hidden="true"
                  className="absolute inset-x-10 top-24 bottom-[52%] hidden items-end gap-3 opacity-20 lg:flex"
                >
                  {bars.map((h) => (
                    <span key={h} className={`flex-1 rounded-t-lg bg-white ${h}`} />
                  ))}
                </span>
              )}
              {/* A decorative watermark number, drawn by CSS so it is not text content. */}
              <span
                aria-hidden="true"
                data-n={String(i + 1).padStart(2, "0")}
                className={`absolute top-4 right-5 hidden text-5xl font-extrabold transition-colors before:content-[attr(data-n)] sm:block ${
                  lead ? "text-white/15" : "text-ink-100 group-hover:text-brand-100"
                }`}
              />
              <span
                className={`relative grid size-12 shrink-0 place-items-center rounded-2xl shadow-md sm:size-16 ${
                  lead
                    ? "bg-white text-brand-700"
                    : "bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-brand-700/25"
                }`}
              >
                <Icon name={v.icon} className="size-6 sm:size-8" />
              </span>
              <div className="relative min-w-0">
                <Heading as="h3" size={lead ? "subsection" : "card"} dark={lead} className="sm:mt-6">
                  {v.heading}
                </Heading>
                <p
                  className={`mt-2 leading-relaxed sm:mt-3 ${lead ? "max-w-md text-lg text-white/85" : "text-ink-600"}`}
                >
                  {v.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
