import type { ReactNode } from "react";
import { Link } from "react-router";
import { quickLinks, site } from "#content/site.ts";
import type { Navigation, NavLink } from "#content/navigation.ts";
import { Container } from "#app/components/ui/container.tsx";
import { ContactLinks } from "./contact-links";
import { Glyph } from "./glyphs";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

const linkClass = "rounded-sm text-ink-300 transition-colors hover:text-white";

/**
 * The footer of every page: who we are and how to reach us, quick links, service, product and
 * career links (from the same navigation data as the header), the privacy policy and the
 * copyright line from the founding year to the snapshot's year (a new year renders every page again).
 */
export function SiteFooter({ navigation }: { navigation: Navigation }) {
  const { company } = navigation;
  const { address } = company;
  const { footer } = navigation;
  // Three services from each mega-menu column keep the footer short; the overview lists all.
  const services = navigation.serviceColumns.flatMap((c) => c.links.slice(0, 3));
  return (
    <footer className="bg-ink-950 text-ink-300">
      <Container className="footer-columns grid grid-cols-2 gap-x-6 gap-y-12 py-14 sm:gap-x-8 sm:py-16 lg:grid-cols-12 lg:py-20">
        <div className="col-span-2 lg:col-span-4">
          <Link to="/" className="inline-block rounded-lg">
            <Logo tone="dark" />
            <span className="sr-only">(home page)</span>
          </Link>
          <p className="mt-5 max-w-sm leading-relaxed">{footer.blurb}</p>
          <address className="not-italic">
            <ul className="mt-6 space-y-3 [&_a]:hover:text-white">
              <ContactLinks
                company={company}
                address={`${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`}
                iconClass="size-5 shrink-0 text-accent-400"
              />
            </ul>
          </address>
          <p className="mt-6 flex max-w-sm items-center gap-3 rounded-xl border border-white/15 px-4 py-3 text-sm">
            <Glyph name="clock" className="size-5 shrink-0 text-accent-400" />
            <span>
              <span className="block font-semibold text-white">{company.responsePromise}</span>
              <span className="first-letter:uppercase">{site.supportClaim}</span>
            </span>
          </p>
          <SocialLinks
            company={company}
            className="mt-6 gap-2"
            linkClass="size-10 bg-white/10 text-white hover:bg-brand-600"
          />
        </div>

        <FooterColumn title={footer.columns.quickLinks} className="lg:col-span-2">
          <FooterLinks links={quickLinks.map((l) => ({ label: l.label, href: l.href }))} />
          <FooterLinks
            className="mt-2.5"
            links={[
              navigation.quote,
              { label: "Privacy Policy", href: "/privacy" },
              { label: "Insights", href: "/insights" },
            ]}
          />
        </FooterColumn>
        <FooterColumn title={footer.columns.services} className="lg:col-span-2">
          <FooterLinks links={services} more={{ label: "All services", href: "/services" }} />
        </FooterColumn>
        <FooterColumn title={footer.columns.products} className="lg:col-span-2">
          <FooterLinks links={navigation.products} more={{ label: "All products", href: "/products" }} />
        </FooterColumn>
        <FooterColumn title={footer.columns.careers} className="lg:col-span-2">
          <FooterLinks links={navigation.career} />
        </FooterColumn>
      </Container>
      <div className="border-t border-white/10">
        {/* Room below (on phones and tablets) or to the right (wider) for the floating Sections
            menu and Back to top, so that at the end of a page they cover none of its links. */}
        <Container className="flex flex-col gap-3 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between lg:pr-20 lg:pb-6">
          <p>{`© ${site.foundingYear}–${navigation.year} ${site.name}. All rights reserved.`}</p>
          <p className="flex gap-5">
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            <Link to="/contact" className={linkClass}>
              Contact
            </Link>
          </p>
        </Container>
      </div>
    </footer>
  );
}

function FooterColumn({ title, className = "", children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="text-sm font-bold uppercase tracking-[0.14em] text-white">{title}</h2>
      <div className="mt-5">{children}</div>
    </div>
  );
}

function FooterLinks({ links, more, className = "" }: { links: NavLink[]; more?: NavLink; className?: string }) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {links.map((l) => (
        <li key={l.href}>
          <Link to={l.href} className={linkClass}>
            {l.label}
          </Link>
        </li>
      ))}
      {more && (
        <li>
          <Link
            to={more.href}
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-white hover:text-accent-300"
          >
            {more.label} <Glyph name="arrowRight" className="size-4" />
          </Link>
        </li>
      )}
    </ul>
  );
}
