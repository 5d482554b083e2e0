import { z } from "zod";
import { companyDetails, office, type CompanyDetails, type Office } from "./schema";
import { site } from "./site";

/** Map search on OpenStreetMap for an address (a link out; no embedded third-party map). */
export function mapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The head office, as the contact page shows it: the company's address and phone. */
function headOffice(c: CompanyDetails): Office {
  const a = c.address;
  // The map search names the district (the street's last part), which maps find more reliably.
  const district = a.street.split(",").at(-1)?.trim() ?? a.street;
  return {
    id: "india-bhubaneswar",
    label: "India (Head Office)",
    city: a.locality,
    country: a.country,
    addressLines: [a.street, `${a.locality}, ${a.region} ${a.postalCode}`, a.country],
    phone: { display: c.phone.display, e164: c.phone.e164 },
    hours: c.hours,
    mapUrl: mapSearchUrl(`${district}, ${a.locality}, ${a.region}, ${a.country}`),
  };
}

/**
 * The offices on /contact (docs/product.md "Contact": India Bhubaneswar, Dubai, Singapore, USA
 * Houston): the head office from the company's details, then the others they list.
 */
export const officesOf = (c: CompanyDetails): Office[] => [headOffice(c), ...c.offices];

/**
 * The company's details as the repository has them (content/site.ts): the first revision of the
 * "company" content kind (content/kinds.ts); from then on the workspace decides.
 */
export const seedCompany: CompanyDetails = companyDetails.parse({
  phone: { display: site.phone.display, e164: site.phone.e164 },
  email: site.email,
  address: {
    street: site.address.street,
    locality: site.address.locality,
    region: site.address.region,
    postalCode: site.address.postalCode,
    country: site.address.country,
  },
  hours: site.hours,
  responsePromise: site.responsePromise,
  social: site.social.map(({ label, href, icon }) => ({ label, href, icon })),
  offices: [
    {
      id: "uae-dubai",
      label: "United Arab Emirates",
      city: "Dubai",
      country: "United Arab Emirates",
      addressLines: ["Business Bay", "Dubai", "United Arab Emirates"],
      hours: "Mon–Fri, 9:00 am – 6:00 pm GST",
      mapUrl: mapSearchUrl("Business Bay, Dubai, United Arab Emirates"),
    },
    {
      id: "singapore",
      label: "Singapore",
      city: "Singapore",
      country: "Singapore",
      addressLines: ["Tanjong Pagar", "Singapore"],
      hours: "Mon–Fri, 9:00 am – 6:00 pm SGT",
      mapUrl: mapSearchUrl("Tanjong Pagar, Singapore"),
    },
    {
      id: "usa-houston",
      label: "United States",
      city: "Houston",
      country: "United States",
      addressLines: ["Westchase District", "Houston, Texas", "United States"],
      hours: "Mon–Fri, 9:00 am – 5:00 pm CT",
      mapUrl: mapSearchUrl("Westchase, Houston, Texas, United States"),
    },
  ],
});

/** The repository's offices (the seed's), for the content tests. */
export const offices = z.array(office).length(4).parse(officesOf(seedCompany));
