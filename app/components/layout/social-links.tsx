import { site } from "@content/site";

/**
 * Brand glyphs for the social links, 24x24, filled.
 * X, Facebook and YouTube: paths from Simple Icons (https://simpleicons.org, CC0 1.0), copied
 * here so the browser never loads the simple-icons package. LinkedIn (not in Simple Icons) and
 * Instagram (its Simple Icons path is 2 KB) are simple shapes drawn for this site.
 */
const socialPaths: Record<(typeof site.social)[number]["icon"], string> = {
  linkedin:
    "M3 0h18a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3zm2 9v10h3V9zm1.5-5a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5zM10 9v10h3v-5.1c0-1.5.8-2.5 2.1-2.5 1.2 0 1.9.9 1.9 2.4V19h3v-5.9c0-2.9-1.4-4.4-3.8-4.4-1.5 0-2.6.7-3.2 1.6V9z",
  x: "M14.234 10.162 22.977 0h-2.072l-7.591 8.824L7.251 0H.258l9.168 13.343L.258 24H2.33l8.016-9.318L16.749 24h6.993zm-2.837 3.299-.929-1.329L3.076 1.56h3.182l5.965 8.532.929 1.329 7.754 11.09h-3.182z",
  facebook:
    "M9.101 23.691v-7.98H6.627v-3.667h2.474v-1.58c0-4.085 1.848-5.978 5.858-5.978.401 0 .955.042 1.468.103a8.68 8.68 0 0 1 1.141.195v3.325a8.623 8.623 0 0 0-.653-.036 26.805 26.805 0 0 0-.733-.009c-.707 0-1.259.096-1.675.309a1.686 1.686 0 0 0-.679.622c-.258.42-.374.995-.374 1.752v1.297h3.919l-.386 2.103-.287 1.564h-3.246v8.245C19.396 23.238 24 18.179 24 12.044c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.628 3.874 10.35 9.101 11.647Z",
  instagram:
    "M7 1h10a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6H7a6 6 0 0 1-6-6V7a6 6 0 0 1 6-6zm0 2.2A3.8 3.8 0 0 0 3.2 7v10A3.8 3.8 0 0 0 7 20.8h10a3.8 3.8 0 0 0 3.8-3.8V7A3.8 3.8 0 0 0 17 3.2zm5 3.3a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zm0 2.2a3.3 3.3 0 1 0 0 6.6 3.3 3.3 0 0 0 0-6.6zm5.6-3.7a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z",
  youtube:
    "M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z",
};

/** The company's social profiles as icon links with accessible names. */
export function SocialLinks({ className = "", linkClass = "", iconClass = "size-4" }: { className?: string; linkClass?: string; iconClass?: string }) {
  return (
    <ul className={`flex items-center ${className}`}>
      {site.social.map((s) => (
        <li key={s.icon}>
          <a href={s.href} className={`grid place-items-center rounded-full transition-colors ${linkClass}`} rel="me noopener" target="_blank">
            <span className="sr-only">{`${site.shortName} on ${s.label} (opens in a new tab)`}</span>
            <svg viewBox="0 0 24 24" fill="currentColor" fillRule={s.icon === "linkedin" || s.icon === "instagram" ? "evenodd" : undefined} className={iconClass} aria-hidden="true" focusable="false">
              <path d={socialPaths[s.icon]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
