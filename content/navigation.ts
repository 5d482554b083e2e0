/**
 * The navigation built from the content data (menus are never a second list).
 * Runs in the root loader when a page is rendered (the build, or a publication); the result is
 * the same on every page. The header, the mobile menu and the footer all render from this one
 * structure. The header island's part of it is also a file of its own (`headerNavigationFile`),
 * which the island fetches when it starts, rather than travelling in every page's HTML.
 */
import { createHash } from "node:crypto";
import { pageAsShown } from "#content/pages.ts";
import { openListings, type SiteContent } from "#content/site-content.ts";
import { products } from "#content/products.ts";
import { menuGroupLabels, menuGroups } from "#content/schema.ts";
import { services } from "#content/services.ts";
import * as paths from "#content/paths.ts";

export interface NavLink {
  label: string;
  href: string;
  /** A short note shown beside the label, e.g. "5 open roles". */
  badge?: string;
}

export interface NavSection {
  id: string;
  label: string;
  links: NavLink[];
}

/** A top-level item that opens a menu (a mega menu when it has several sections). */
export interface NavMenu {
  id: string;
  label: string;
  /** The menu's overview page, offered as "All ..." (docs/product.md "Navigation and global elements"). */
  overview?: NavLink;
  /** Path prefixes that make the trigger look active, e.g. /services/devops. */
  match: string[];
  sections: NavSection[];
  /** A call-out beside the sections (the Services mega menu's invitation to ask for a quote). */
  callout?: { title: string; text: string; ctaLabel: string };
}

export type NavItem = NavLink | NavMenu;

export function buildNavigation(content: SiteContent) {
  // The footer's and the Services menu's words (content/pages.ts "siteWide"), facts filled in.
  const siteWide = pageAsShown<"siteWide">(content.pages.siteWide, content.company);
  const serviceColumns: NavSection[] = menuGroups.map((group) => ({
    id: group,
    label: menuGroupLabels[group],
    links: services
      .filter((s) => s.menuGroup === group)
      .map((s) => ({ label: s.menuLabel, href: paths.service(s.slug) })),
  }));
  const productLinks: NavLink[] = products.map((p) => ({ label: p.menuLabel, href: paths.product(p.slug) }));
  const openings = openListings(content).length;
  const career: NavLink[] = [
    { label: "Jobs", href: paths.careers, badge: `${openings} open` },
    { label: "Our Hiring Process", href: paths.hiringProcess },
    { label: "Verify Our Certificate", href: paths.verifyCertificate },
  ];

  // The order of the main navigation (docs/product.md "Navigation and global elements").
  const primary: NavItem[] = [
    { label: "Home", href: "/" },
    { label: "About", href: "/about" },
    {
      id: "services",
      label: "Services",
      overview: { label: "All services", href: "/services" },
      match: ["/services"],
      sections: serviceColumns,
      callout: siteWide.servicesMenu,
    },
    {
      id: "products",
      label: "Products",
      overview: { label: "All products", href: "/products" },
      match: ["/products", "/erp-systems"],
      sections: [{ id: "products", label: "Our products", links: productLinks }],
    },
    { label: "Contact", href: "/contact" },
    { label: "Pricing", href: "/price" },
    { label: "Features", href: "/feature" },
    { label: "Testimonials", href: "/testimonial" },
    {
      id: "career",
      label: "Career",
      match: ["/career"],
      sections: [{ id: "career", label: "Careers", links: career }],
    },
  ];

  return {
    primary,
    /** Same arrays as inside `primary` (the data encoding keeps one copy of shared objects). */
    serviceColumns,
    products: productLinks,
    career,
    openings,
    quote: { label: "Get a Quote", href: "/quote" } satisfies NavLink,
    footer: siteWide.footer,
    /** How to reach the company, as published (content/kinds.ts "company"): every page's top bar, menu and footer. */
    company: content.company,
    /** The copyright line's last year (SiteContent `year`). */
    year: content.year,
  };
}
export type Navigation = ReturnType<typeof buildNavigation>;

/**
 * What the header island needs of the navigation (app/root.tsx): only the menus, the quote button
 * and the ways to reach the company the mobile menu shows; not the footer's columns or the offices.
 */
export function headerNavigation(nav: Navigation) {
  const { phone, email, social, responsePromise } = nav.company;
  return { primary: nav.primary, quote: nav.quote, company: { phone, email, social, responsePromise } };
}
export type HeaderNavigation = ReturnType<typeof headerNavigation>;

/**
 * The header island's navigation as a file, named by its content: `/nav-<hash>.json`. It is the
 * same on every page, so it is fetched once, when the header first starts, and then comes from
 * the cache on every page (docs/decisions/0166-the-header-navigation-as-a-shared-file.md); the
 * pages' HTML names it instead of carrying it (about 800 bytes of brotli each), which keeps most
 * pages inside the first round trip. Written by the build (scripts/postbuild.mjs) and by every
 * publication (server/site/publisher.ts) from the same content, so the name a page gives is the
 * file beside it. A new name per content: a page still open from before a publication keeps
 * reading the file it names, which publications never remove.
 */
export function headerNavigationFile(nav: Navigation): { path: string; body: string } {
  const body = JSON.stringify(headerNavigation(nav));
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 16);
  return { path: `/nav-${hash}.json`, body };
}
