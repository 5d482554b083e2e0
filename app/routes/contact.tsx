import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { officesOf } from "#content/offices.ts";
import { site } from "#content/site.ts";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { Island } from "#app/islands/island.tsx";
import { ContactChannelsSection, type ContactChannel } from "#app/components/sections/contact-channels-section.tsx";
import { OfficesSection } from "#app/components/sections/offices-section.tsx";
import { IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { Heading } from "#app/components/ui/typography.tsx";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  // A copy: the root carries the same details, and the page data must not depend on whether the
  // two loaders were handed one object (the publisher) or two (the build).
  const company = structuredClone(siteContent(context).company);
  const offices = officesOf(company);
  const copy = pageWords(context, "contact");
  const a = company.address;
  const channels: ContactChannel[] = [
    {
      icon: "Phone",
      title: "Call us",
      lines: [company.hours, `${site.supportClaim} for clients on a support plan.`],
      href: `tel:${company.phone.e164}`,
      linkLabel: company.phone.display,
    },
    {
      icon: "Mail",
      title: "Email us",
      lines: ["Project enquiries, partnerships and support.", `${company.responsePromise}.`],
      href: `mailto:${company.email}`,
      linkLabel: company.email,
    },
    {
      icon: "MapPin",
      title: "Visit us",
      lines: [a.street, `${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`],
      href: offices[0]!.mapUrl,
      linkLabel: "Open in OpenStreetMap",
      external: true,
    },
  ];
  return {
    art: mockupHtml("chat"),
    channels,
    offices,
    copy,
    reachUs: copy.sections["reach-us"],
    message: copy.sections.message,
    officesHeading: copy.sections.offices,
    icons: collectIcons({}, ["Phone", "Mail", "MapPin", "Clock", "ExternalLink"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/contact" }) : [];

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero art={loaderData.art} {...loaderData.copy.hero} breadcrumbs={crumbs.contact} />
      <ContactChannelsSection channels={loaderData.channels} heading={loaderData.reachUs} />
      <Section id="message" tone="muted" className="border-y border-ink-100">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <div>
            <Heading as="h2" size="section" id="message-title">
              {loaderData.message.title}
            </Heading>
            <p className="mt-4 text-lg leading-relaxed text-ink-600">{loaderData.message.intro}</p>
            <p className="mt-4 leading-relaxed text-ink-600">
              Looking for a price? The{" "}
              <Link to="/quote" className="font-semibold text-link underline underline-offset-4 hover:text-link-strong">
                quote form
              </Link>{" "}
              asks the questions we need to prepare an estimate.
            </p>
          </div>
          <div className="rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
            <Island name="contact-form" component={ContactForm} props={{}} load="visible" />
          </div>
        </div>
      </Section>
      <OfficesSection offices={loaderData.offices} heading={loaderData.officesHeading} />
    </IconProvider>
  );
}
