import { z } from "zod";
import { office } from "./schema";
import { site } from "./site";

/** Map search on OpenStreetMap for an address (a link out; no embedded third-party map). */
export function mapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * The four offices on /contact (docs/product.md "Contact": India Bhubaneswar, Dubai, Singapore, USA Houston).
 * The head office repeats the company address from site.ts, so there is one source for it.
 */
export const offices = z
  .array(office)
  .length(4)
  .parse([
    {
      id: "india-bhubaneswar",
      label: "India (Head Office)",
      city: site.address.locality,
      country: site.address.country,
      addressLines: [
        site.address.street,
        `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
        site.address.country,
      ],
      phone: { display: site.phone.display, e164: site.phone.e164 },
      hours: "Mon–Sat, 9:30 am – 6:30 pm IST",
      mapUrl: mapSearchUrl(`Patia, ${site.address.locality}, ${site.address.region}, ${site.address.country}`),
    },
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
  ]);
