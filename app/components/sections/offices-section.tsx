/** The four office cards on /contact (SPEC.md: India Bhubaneswar, Dubai, Singapore, USA Houston). */
import type { Office } from "@content/schema";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";

export function OfficesSection({ offices }: { offices: Office[] }) {
  return (
    <Section
      id="offices"
      eyebrow="Our offices"
      title="Where to find us"
      intro="Our delivery team works from Bhubaneswar; our regional offices look after clients in the Middle East, South-East Asia and North America."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {offices.map((o) => (
          <li key={o.id} className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg">
            <p className="text-sm font-semibold uppercase tracking-[0.12em] text-brand-700">{o.label}</p>
            <h3 className="mt-1 text-xl font-semibold text-ink-950">{o.city}</h3>
            <address className="mt-4 flex gap-3 not-italic text-ink-700">
              <Icon name="MapPin" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                {o.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </address>
            <p className="mt-3 flex gap-3 text-ink-700">
              <Icon name="Clock" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{o.hours}</span>
            </p>
            {o.phone && (
              <p className="mt-3 flex gap-3">
                <Icon name="Phone" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a href={`tel:${o.phone.e164}`} className="font-semibold text-ink-900 hover:text-brand-800">
                  {o.phone.display}
                </a>
              </p>
            )}
            <a
              href={o.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-brand-600"
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
