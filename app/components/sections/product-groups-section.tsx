import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section, type SectionTone } from "#app/components/ui/section.tsx";
import type { ProductSection } from "#content/schema.ts";
import { Heading } from "#app/components/ui/typography.tsx";

type GroupsSection = Extract<ProductSection, { kind: "groups" }>;

/**
 * Grouped item lists side by side (e.g. ERP: Enterprise Solutions and Small & Medium
 * Businesses). Each group is a panel with an h3; each item an h4 card, linked when it has
 * an href (the whole card is the link).
 */
export function ProductGroupsSection({ section, tone }: { section: GroupsSection; tone: SectionTone }) {
  return (
    <Section id={section.id} title={section.heading} intro={section.intro} tone={tone}>
      <div className={`grid gap-6 lg:gap-8 ${section.groups.length > 1 ? "lg:grid-cols-2" : ""}`}>
        {section.groups.map((group, gi) => {
          const groupId = `${section.id}-group-${gi + 1}`;
          return (
            <div
              key={group.title}
              className={`sm:rounded-3xl sm:border sm:border-ink-100 sm:p-7 ${tone === "muted" ? "sm:bg-surface" : "sm:bg-ink-50/70"}`}
            >
              <div className="mb-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {gi + 1}
                </span>
                <h3 id={groupId} className="text-xl font-bold text-ink-950 sm:text-2xl">
                  {group.title}
                </h3>
              </div>
              <ul aria-labelledby={groupId} className="space-y-4">
                {group.items.map((item) => (
                  <li
                    key={item.title}
                    className="group relative flex gap-4 rounded-2xl border border-ink-100 bg-surface p-4 shadow-sm sm:p-5 transition duration-300 focus-within:-translate-y-1 focus-within:shadow-lg hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-10 shrink-0 place-items-center rounded-xl sm:size-12 bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white"
                    >
                      <Icon name={item.icon} className="size-6" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <Heading as="h4" size="item" className="flex items-center justify-between gap-2">
                        {item.href ? (
                          <Link
                            to={item.href}
                            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-link"
                          >
                            {item.title}
                          </Link>
                        ) : (
                          item.title
                        )}
                        {item.href && (
                          <Icon
                            name="ArrowRight"
                            className="size-5 shrink-0 text-link transition-transform duration-300 group-hover:translate-x-1"
                          />
                        )}
                      </Heading>
                      <p className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-600">{item.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
