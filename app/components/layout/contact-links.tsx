import type { CompanyDetails } from "#content/schema.ts";
import { Glyph } from "./glyphs";

/**
 * Address, phone (tel:) and e-mail (mailto:) as list items, for the top bar, the mobile menu
 * and the footer. The caller supplies the <ul> and its layout.
 */
export function ContactLinks({
  company,
  address = "",
  linkClass = "",
  iconClass = "size-4",
}: {
  company: Pick<CompanyDetails, "phone" | "email">;
  address?: string;
  linkClass?: string;
  iconClass?: string;
}) {
  const item = `flex items-center gap-2.5 ${linkClass}`;
  return (
    <>
      {address && (
        <li className={item}>
          <Glyph name="map-pin" className={iconClass} />
          {address}
        </li>
      )}
      <li>
        <a href={`tel:${company.phone.e164}`} className={item}>
          <Glyph name="phone" className={iconClass} />
          {company.phone.display}
        </a>
      </li>
      <li>
        <a href={`mailto:${company.email}`} className={item}>
          <Glyph name="mail" className={iconClass} />
          {company.email}
        </a>
      </li>
    </>
  );
}
