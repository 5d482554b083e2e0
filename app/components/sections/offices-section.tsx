/** The four office cards on /contact (docs/product.md "Contact": India Bhubaneswar, Dubai, Singapore, USA Houston). */
import type { HeadingCopy } from "#content/pages.ts";
import type { Office } from "#content/schema.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading, Eyebrow } from "#app/components/ui/typography.tsx";

export function OfficesSection({ offices, heading }: { offices: Office[]; heading: HeadingCopy }) {
  return (
    <Section id="offices" {...heading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {offices.map((o) => (
          <li
            key={o.id}
            className="flex flex-col rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
          >
            <Eyebrow className="">{o.label}</Eyebrow>
            <Heading as="h3" size="card" className="mt-1">
              {o.city}
            </Heading>
            <address className="mt-4 flex gap-3 not-italic text-ink-700">
              <Icon name="MapPin" className="mt-0.5 size-5 shrink-0 text-link" />
              <span>
                {o.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </address>
            <p className="mt-3 flex gap-3 text-ink-700">
              <Icon name="Clock" className="mt-0.5 size-5 shrink-0 text-link" />
              <span>{o.hours}</span>
            </p>
            {o.phone && (
              <p className="mt-3 flex gap-3">
                <Icon name="Phone" className="mt-0.5 size-5 shrink-0 text-link" />
                <a href={`tel:${o.phone.e164}`} className="font-semibold text-ink-900 hover:text-link-strong">
                  {o.phone.display}
                </a>
              </p>
            )}
            <a
              href={o.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-link underline decoration-brand-200 underline-offset-4 hover:text-link-strong hover:decoration-brand-600"
            >
              View on map<span className="sr-only">: {o.city} office (opens in a new tab)</span>
              <Icon name="ExternalLink" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
