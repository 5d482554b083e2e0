import scenes from "../../art/industry-scenes.svg?url";
import type { IndustryArt } from "#content/home.ts";

/**
 * Home's "Industries We Serve" tiles: a small scene of each sector above its heading. The scenes
 * are symbols of one file (app/art/industry-scenes.svg) that the islands loader draws into each
 * tile's reserved box once the page has painted (`data-art`, app/lib/island-loader.js;
 * docs/decisions/0169-decorative-drawings-after-the-paint.md), so they cost the first response
 * nothing. The heading names the industry, so each scene is decorative (aria-hidden); the box is
 * reserved (8:5), so nothing shifts when it fills.
 */
export function IndustryTiles({ items }: { items: { heading: string; art: IndustryArt }[] }) {
  return (
    <ul className="grid grid-cols-3 gap-2.5 sm:gap-5 lg:grid-cols-4 xl:grid-cols-6">
      {items.map((t) => (
        <li
          key={t.heading}
          className="group flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-surface shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-md"
        >
          {/* The tint is the frame's, so it shows before the scene is drawn and does not fade with it. */}
          <div className="bg-ink-50">
            <svg
              viewBox="0 0 160 100"
              aria-hidden="true"
              focusable="false"
              data-art={`${scenes}#${t.art}`}
              className="block aspect-[8/5] w-full p-1 transition-transform duration-300 group-hover:scale-[1.04] sm:p-2"
            />
          </div>
          <h3 className="px-1.5 py-2 text-center text-[0.8rem] leading-snug font-semibold text-ink-900 sm:px-3 sm:py-3 sm:text-[0.95rem]">
            {t.heading}
          </h3>
        </li>
      ))}
    </ul>
  );
}
