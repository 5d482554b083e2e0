import type { CompanyDetails } from "#content/schema.ts";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "#content/site.ts";

export interface PageSeo {
  /** Page title without the brand; the brand is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. "/services/devops". */
  path: string;
  /** Transactional or duplicate pages stay out of search results. */
  noindex?: boolean;
  /**
   * False for a page with no address of its own (the not-found page, served at every unknown
   * path): no canonical link and no og:url, which would name an address that answers 404.
   */
  canonical?: boolean;
  /** JSON-LD objects for this page (Organization is added by the root). */
  jsonLd?: object[];
  /** Breadcrumb trail for nested pages; the home crumb is added. */
  breadcrumbs?: { name: string; path: string }[];
  /** Open Graph type (default "website"). */
  ogType?: "website" | "article";
}

export const ogImagePath = "/og-image.png";

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.path === "/" ? `${site.name} | ${seo.title}` : `${seo.title} | ${site.name}`;
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(ogImagePath);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    ...(seo.canonical === false ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    ...(seo.canonical === false ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
    { property: "og:locale", content: "en_IN" },
    // X reads the title, description and image from the og: tags when its own are absent: only
    // the card type is its own (and every byte here is in each page's first round trip).
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  const ld = [...(seo.jsonLd ?? [])];
  if (seo.breadcrumbs?.length) ld.push(breadcrumbLd(seo.breadcrumbs));
  for (const item of ld) tags.push({ "script:ld+json": item });
  return tags;
}

export function breadcrumbLd(crumbs: { name: string; path: string }[]) {
  const all = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

/** The Organization JSON-LD of every page, with the published contact details (content/kinds.ts "company"). */
export function organizationLd(company: CompanyDetails) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.png"),
    description: site.description,
    foundingDate: String(site.foundingYear),
    email: company.email,
    telephone: company.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    // New enquiries in office hours (as the contact page says); round-the-clock support is for
    // clients on a support plan.
    contactPoint: [
      {
        "@type": "ContactPoint",
        telephone: company.phone.e164,
        email: company.email,
        contactType: "sales",
        availableLanguage: ["English", "Hindi", "Odia"],
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [...site.officeHours.days],
          opens: site.officeHours.opens,
          closes: site.officeHours.closes,
        },
      },
      {
        "@type": "ContactPoint",
        telephone: company.phone.e164,
        email: company.email,
        contactType: "technical support",
        description: `${site.supportClaim} for clients on a support plan`,
        availableLanguage: ["English", "Hindi", "Odia"],
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "00:00",
          closes: "23:59",
        },
      },
    ],
    sameAs: company.social.map((s) => s.href),
  };
}

export function serviceLd(s: { title: string; summary: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.title,
    description: s.summary,
    url: absoluteUrl(s.path),
    serviceType: s.title,
    provider: { "@id": absoluteUrl("/#organization") },
    areaServed: "Worldwide",
  };
}
