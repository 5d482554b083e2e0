import type { ReactNode } from "react";
import { Glyph } from "#app/components/layout/glyphs.tsx";

/**
 * The detail of a long card, one tap away on a phone and always shown from 640 px up: a native
 * <details> whose summary only exists under 640 px, while from 640 px its content box is made
 * visible whatever the open state (the ::details-content pseudo-element). No JavaScript, so it
 * answers a tap before hydration, and no layout shift on any width. Browsers without
 * ::details-content keep the summary's tap from 640 px too: still nothing is out of reach.
 * docs/decisions/0099-phone-disclosures.md says why the cards fold this way.
 */
export function PhoneDisclosure({
  summary,
  children,
  className = "",
}: {
  /** What the folded part holds, as the tap target's words ("What's included, best for, billing"). */
  summary: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <details
      className={`group/pd sm:details-content:block sm:details-content:[content-visibility:visible] ${className}`}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-ink-100 bg-ink-50 px-4 py-2.5 text-[0.95rem] font-semibold text-ink-900 hover:text-link sm:hidden [&::-webkit-details-marker]:hidden">
        {summary}
        <Glyph
          name="chevronDown"
          className="size-5 shrink-0 text-ink-500 transition-transform group-open/pd:rotate-180"
        />
      </summary>
      {children}
    </details>
  );
}
