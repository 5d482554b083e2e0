import type { CompanyDetails } from "#content/schema.ts";
import { site } from "#content/site.ts";
import { Glyph } from "./glyphs";

/**
 * The company's social profiles as icon links with accessible names. The glyphs are symbols
 * in chrome-icons.svg (X, Facebook, YouTube from Simple Icons, CC0; LinkedIn and Instagram
 * drawn for this site), named like the `icon` field of company.social.
 */
export function SocialLinks({
  company,
  className = "",
  linkClass = "",
  iconClass = "size-4",
}: {
  company: Pick<CompanyDetails, "social">;
  className?: string;
  linkClass?: string;
  iconClass?: string;
}) {
  return (
    <ul className={`flex items-center ${className}`}>
      {company.social.map((s) => (
        <li key={s.icon}>
          <a
            href={s.href}
            className={`grid place-items-center rounded-full transition-colors ${linkClass}`}
            rel="me noopener"
            target="_blank"
          >
            <span className="sr-only">{`${site.shortName} on ${s.label} (opens in a new tab)`}</span>
            <Glyph name={s.icon} className={iconClass} />
          </a>
        </li>
      ))}
    </ul>
  );
}
