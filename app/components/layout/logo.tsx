import { site } from "#content/site.ts";

/**
 * The brand mark: a blue tile with an open "C" whose gap holds an amber node, the idea of a
 * partner that connects things. The same drawing is public/favicon.svg and the PNG icons.
 */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1642d6" />
      <path d="M21.66 10.34a8 8 0 1 0 0 11.32" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="23.5" cy="16" r="2.5" fill="#fbbf4d" />
    </svg>
  );
}

/**
 * The mark and the wordmark ("Corvanta" over "Technologies"); `tone` suits light or dark grounds.
 * Its text reads as the company name, so a link around it needs no aria-label.
 */
export function Logo({ tone = "light" }: { tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  const [first, ...rest] = site.name.split(" ");
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className={`text-[1.35rem] font-extrabold tracking-tight ${dark ? "text-white" : "text-ink-950"}`}>
          {first}
        </span>{" "}
        {rest.length > 0 && (
          <span
            className={`mt-1 text-[0.62rem] font-semibold uppercase tracking-[0.26em] ${dark ? "text-ink-300" : "text-ink-600"}`}
          >
            {rest.join(" ")}
          </span>
        )}
      </span>
    </span>
  );
}
