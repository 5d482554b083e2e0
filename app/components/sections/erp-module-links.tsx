import { Link } from "react-router";
import type { ErpModuleCopy } from "#content/pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as paths from "#content/paths.ts";

export interface ErpModuleLink {
  slug: string;
  title: string;
  icon: string;
}

/** Links to the other ERP modules, so a visitor can move across the suite. Needs ArrowRight. */
export function ErpModuleLinks({ copy, modules }: { copy: ErpModuleCopy; modules: ErpModuleLink[] }) {
  return (
    <Section id="other-modules" tone="muted" {...copy.others}>
      <ul className="grid gap-4 sm:grid-cols-2 sm:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2 lg:grid-cols-5">
        {modules.map((m) => (
          <li
            key={m.slug}
            className="group relative flex items-center gap-3 rounded-2xl border border-ink-100 bg-surface p-4 shadow-sm transition duration-300 focus-within:-translate-y-1 focus-within:shadow-lg hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg lg:flex-col lg:items-start lg:p-5"
          >
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white"
            >
              <Icon name={m.icon} className="size-5" />
            </span>
            <h3 className="flex-1 text-base font-semibold text-ink-950">
              <Link
                to={paths.erpModule(m.slug)}
                className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-link"
              >
                {m.title}
              </Link>
            </h3>
            <Icon
              name="ArrowRight"
              className="size-5 shrink-0 text-link transition-transform duration-300 group-hover:translate-x-1 lg:hidden"
            />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link
          to={paths.product("erp-systems")}
          className="font-semibold text-link underline underline-offset-4 hover:text-link-strong"
        >
          {copy.backLink}
        </Link>
      </p>
    </Section>
  );
}
