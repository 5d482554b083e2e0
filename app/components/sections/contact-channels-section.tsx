/** The three ways to reach us on /contact: call, e-mail, visit (docs/product.md "Contact"). */
import type { HeadingCopy } from "#content/pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading } from "#app/components/ui/typography.tsx";

export interface ContactChannel {
  icon: string;
  title: string;
  lines: string[];
  href: string;
  linkLabel: string;
  /** Links out to another site (a map): opens in a new tab. */
  external?: boolean;
}

export function ContactChannelsSection({ channels, heading }: { channels: ContactChannel[]; heading: HeadingCopy }) {
  return (
    <Section id="reach-us" {...heading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {channels.map((c) => (
          <li
            key={c.title}
            className="group flex flex-col rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg sm:p-8"
          >
            <span className="mb-5 grid size-14 place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
              <Icon name={c.icon} className="size-7" />
            </span>
            <Heading as="h3" size="item">
              {c.title}
            </Heading>
            <div className="mt-2 flex-1 space-y-1 text-ink-600">
              {c.lines.map((l) => (
                <p key={l}>{l}</p>
              ))}
            </div>
            <a
              href={c.href}
              {...(c.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="mt-5 inline-flex items-center gap-1.5 font-semibold break-all text-link underline decoration-brand-200 underline-offset-4 hover:text-link-strong hover:decoration-brand-600"
            >
              {c.linkLabel}
              {c.external && (
                <>
                  <Icon name="ExternalLink" className="size-4 shrink-0" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
