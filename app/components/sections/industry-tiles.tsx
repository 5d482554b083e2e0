import type { ReactNode } from "react";
import type { IndustryArt } from "#content/home.ts";

/**
 * Home's "Industries We Serve" tiles: a small scene of each sector, drawn in SVG, above its
 * heading. Rendered to markup at build time only (app/lib/industry-art.server.tsx), never shipped
 * as JavaScript (docs/decisions/0095-industry-scenes-as-build-time-svg.md). Colours are theme
 * classes only (no style attributes, for the CSP): the pale brand tints, `surface` and the ink
 * lines change with the dark theme, the brand blue and the amber accent stay. The heading names
 * the industry, so each scene is decorative (aria-hidden); the box is reserved (8:5).
 */

// The few fills and strokes every scene is drawn with.
const tint = "fill-brand-100";
const pale = "fill-brand-50";
const card = "fill-surface stroke-ink-200";
const blue = "fill-brand-600";
const mid = "fill-brand-400";
const amber = "fill-accent-400";
const line = "fill-none stroke-ink-300";
const route = "fill-none stroke-brand-500";

/** A text line inside a card, as in the interface sketches. */
const Text = ({ x, y, w, className = "fill-ink-200" }: { x: number; y: number; w: number; className?: string }) => (
  <rect x={x} y={y} width={w} height="3" rx="1.5" className={className} />
);

const scenes: Record<IndustryArt, ReactNode> = {
  ecommerce: (
    <>
      <rect x="30" y="14" width="84" height="68" rx="6" className={card} />
      <rect x="30" y="14" width="84" height="10" rx="6" className={tint} />
      <rect x="38" y="31" width="30" height="22" rx="3" className={pale} />
      <rect x="76" y="31" width="30" height="22" rx="3" className={pale} />
      <circle cx="53" cy="42" r="6" className={mid} />
      <path d="M85 48l6-10 6 10z" className={amber} />
      <Text x={38} y={58} w={22} />
      <Text x={76} y={58} w={18} />
      <rect x="38" y="66" width="20" height="8" rx="4" className={blue} />
      <rect x="76" y="66" width="20" height="8" rx="4" className={blue} />
      <circle cx="124" cy="66" r="13" className={amber} />
      <path d="M117 61h3l2 8h7l2-6h-10" className="fill-none stroke-brand-950 [stroke-width:1.6]" />
      <circle cx="123" cy="72" r="1.4" className="fill-brand-950" />
      <circle cx="129" cy="72" r="1.4" className="fill-brand-950" />
    </>
  ),
  food: (
    <>
      <ellipse cx="80" cy="78" rx="48" ry="7" className={tint} />
      <path d="M44 72a36 32 0 0 1 72 0z" className={blue} />
      <path d="M52 66a28 26 0 0 1 18-22" className="fill-none stroke-brand-300 [stroke-width:3]" />
      <circle cx="80" cy="38" r="4" className={amber} />
      <rect x="36" y="71" width="88" height="5" rx="2.5" className="fill-brand-800" />
      <path d="M62 26c-3-4 3-6 0-10M80 24c-3-4 3-6 0-10M98 26c-3-4 3-6 0-10" className={`${line} [stroke-width:2]`} />
      <path d="M22 40v34M18 40v9a4 4 0 0 0 8 0v-9" className="fill-none stroke-ink-400 [stroke-width:2]" />
      <path d="M138 40c5 4 5 14 0 16v18" className="fill-none stroke-ink-400 [stroke-width:2]" />
    </>
  ),
  logistics: (
    <>
      <path d="M10 86h140" className={`${line} [stroke-width:2]`} />
      <path d="M20 30c30-24 70 14 110-10" className={`${route} [stroke-dasharray:4_4] [stroke-width:2]`} />
      <path d="M130 12a7 7 0 0 1 7 7c0 6-7 12-7 12s-7-6-7-12a7 7 0 0 1 7-7z" className={amber} />
      <circle cx="130" cy="19" r="2.5" className="fill-surface" />
      <rect x="24" y="44" width="62" height="34" rx="3" className={blue} />
      <path d="M86 52h22l12 14v12H86z" className="fill-brand-800" />
      <path d="M92 56h14l7 9H92z" className={tint} />
      <rect x="32" y="52" width="14" height="12" rx="1.5" className={amber} />
      <rect x="50" y="52" width="14" height="12" rx="1.5" className="fill-accent-300" />
      <rect x="41" y="40" width="14" height="12" rx="1.5" className="fill-accent-300" />
      <circle cx="42" cy="80" r="7" className="fill-brand-950 stroke-surface [stroke-width:2]" />
      <circle cx="104" cy="80" r="7" className="fill-brand-950 stroke-surface [stroke-width:2]" />
    </>
  ),
  retail: (
    <>
      <rect x="28" y="34" width="104" height="52" rx="3" className={card} />
      <path d="M24 22h112l-4 16H28z" className={blue} />
      <path
        d="M38 22l-3 16M52 22l-2 16M66 22l-1 16M80 22v16M94 22l1 16M108 22l2 16M122 22l3 16"
        className="stroke-brand-300 [stroke-width:5]"
      />
      <rect x="38" y="48" width="44" height="26" rx="2" className={pale} />
      <rect x="44" y="58" width="10" height="16" rx="1" className={mid} />
      <rect x="58" y="62" width="10" height="12" rx="1" className={amber} />
      <rect x="94" y="48" width="26" height="38" rx="2" className={tint} />
      <circle cx="114" cy="68" r="1.8" className="fill-brand-800" />
      <rect x="96" y="52" width="22" height="9" rx="2" className={amber} />
      <path d="M10 86h140" className={`${line} [stroke-width:2]`} />
    </>
  ),
  health: (
    <>
      <rect x="22" y="18" width="84" height="58" rx="6" className={card} />
      <path
        d="M30 52h16l6-14 8 26 7-18 5 6h26"
        className="fill-none stroke-brand-600 [stroke-width:2.5] [stroke-linejoin:round]"
      />
      <Text x={30} y={28} w={28} />
      <Text x={30} y={66} w={40} />
      <rect x="56" y="76" width="16" height="8" className={tint} />
      <rect x="44" y="84" width="40" height="4" rx="2" className={tint} />
      <path d="M124 40a12 12 0 0 1 20 12c0 12-20 24-20 24s-20-12-20-24a12 12 0 0 1 20-12z" className={amber} />
      <path d="M124 48v14M117 55h14" className="stroke-brand-950 [stroke-width:3]" />
    </>
  ),
  travel: (
    <>
      <circle cx="122" cy="26" r="12" className={amber} />
      <path d="M14 74c40-50 90-54 132-40" className={`${route} [stroke-dasharray:4_4] [stroke-width:2]`} />
      <path d="M70 42l26-6 4 4-20 12 2 14-5 2-6-12-10 4-4-3 8-6z" className={blue} />
      <path d="M10 88c30-12 52-12 72-4s50 8 68-2v14H10z" className={tint} />
      <rect x="22" y="58" width="28" height="22" rx="4" className="fill-brand-800" />
      <path d="M30 58v-6h12v6" className="fill-none stroke-brand-800 [stroke-width:2.5]" />
      <path d="M22 68h28" className="stroke-accent-400 [stroke-width:2.5]" />
    </>
  ),
  energy: (
    <>
      <path d="M10 86h140" className={`${line} [stroke-width:2]`} />
      <path d="M46 86l3-50h4l3 50z" className="fill-ink-300" />
      <circle cx="51" cy="34" r="4" className={blue} />
      <path d="M51 34l-4-28 8 4zM51 34l26 10-6 6zM51 34l-22 18-2-8z" className={mid} />
      <path d="M88 60h52l-8 20H80z" className={blue} />
      <path d="M97 60l-4 20M110 60l-3 20M123 60l-3 20M84 70h52" className="stroke-brand-300 [stroke-width:1.5]" />
      <path d="M108 80v6M116 80v6" className="stroke-ink-400 [stroke-width:2]" />
      <path d="M116 14l-14 22h10l-6 18 16-24h-10l6-16z" className={amber} />
    </>
  ),
  agriculture: (
    <>
      <circle cx="126" cy="24" r="11" className={amber} />
      <path d="M10 62c40-8 100-8 140 0v30H10z" className={tint} />
      <path d="M30 92l22-30M60 92l10-30M90 92l-2-30M120 92l-14-30" className="stroke-brand-200 [stroke-width:3]" />
      <path d="M80 62V36" className="stroke-brand-700 [stroke-width:3]" />
      <path d="M80 46c-14 0-20-8-20-16 12 0 20 6 20 16zM80 40c0-12 8-18 20-18 0 10-8 18-20 18z" className={blue} />
      <path
        d="M40 60v-10M38 52c-4 0-6-3-6-6 4 0 6 2 6 6zM42 50c0-4 3-6 6-6 0 4-2 6-6 6z"
        className="fill-brand-400 stroke-brand-400 [stroke-width:1.5]"
      />
    </>
  ),
  education: (
    <>
      <path d="M24 40c18-6 38-4 56 6v40c-18-10-38-12-56-6z" className={card} />
      <path d="M136 40c-18-6-38-4-56 6v40c18-10 38-12 56-6z" className={card} />
      <path
        d="M32 50c12-3 24-2 38 3M32 58c12-3 24-2 38 3M32 66c12-3 24-2 38 3M90 53c14-5 26-6 38-3M90 61c14-5 26-6 38-3"
        className={`${line} [stroke-width:2]`}
      />
      <path d="M80 8l34 14-34 14-34-14z" className={blue} />
      <path d="M62 28v10c10 6 26 6 36 0V28l-18 8z" className="fill-brand-800" />
      <path d="M112 22v16" className="stroke-accent-400 [stroke-width:2]" />
      <circle cx="112" cy="40" r="3" className={amber} />
    </>
  ),
  construction: (
    <>
      <rect x="10" y="10" width="140" height="80" rx="4" className={pale} />
      <path d="M10 30h140M10 50h140M10 70h140M40 10v80M70 10v80M100 10v80M130 10v80" className="stroke-brand-100" />
      <path d="M34 88V18M34 18h84M34 30l12-12" className="fill-none stroke-brand-600 [stroke-width:4]" />
      <path d="M104 18v22" className="stroke-ink-400 [stroke-width:1.5]" />
      <rect x="98" y="40" width="12" height="8" rx="1" className={amber} />
      <path d="M70 88V56h56v32M70 72h56M89 56v32M108 56v32" className="fill-none stroke-brand-800 [stroke-width:3]" />
      <path d="M50 88h100" className="stroke-ink-400 [stroke-width:2]" />
    </>
  ),
  "oil-gas": (
    <>
      <path d="M10 86h140" className={`${line} [stroke-width:2]`} />
      <path d="M40 86l14-44 14 44" className="fill-none stroke-brand-800 [stroke-width:4]" />
      <path d="M22 40l64-12" className="stroke-brand-600 [stroke-width:6] [stroke-linecap:round]" />
      <path d="M18 38a6 10 0 0 1 8-4v20" className="fill-none stroke-brand-600 [stroke-width:3]" />
      <circle cx="54" cy="34" r="4" className={amber} />
      <path d="M86 28l6 18" className="stroke-ink-400 [stroke-width:2]" />
      <circle cx="92" cy="50" r="6" className="fill-brand-400" />
      <rect x="106" y="46" width="34" height="40" rx="6" className={blue} />
      <ellipse cx="123" cy="46" rx="17" ry="5" className="fill-brand-400" />
      <path d="M106 62h34M106 74h34" className="stroke-brand-300 [stroke-width:1.5]" />
      <path d="M123 12c6 8 8 12 8 16a8 8 0 0 1-16 0c0-4 2-8 8-16z" className={amber} />
    </>
  ),
  finance: (
    <>
      <path d="M18 34l34-18 34 18z" className={blue} />
      <rect x="20" y="34" width="64" height="5" className="fill-brand-800" />
      <path d="M28 42v32M42 42v32M62 42v32M76 42v32" className="stroke-brand-400 [stroke-width:5]" />
      <rect x="18" y="76" width="68" height="8" rx="1" className="fill-brand-800" />
      <rect x="96" y="22" width="50" height="62" rx="5" className={card} />
      <path
        d="M102 72l10-12 8 6 18-24"
        className="fill-none stroke-brand-600 [stroke-width:2.5] [stroke-linejoin:round]"
      />
      <path d="M132 42h6v6" className="fill-none stroke-brand-600 [stroke-width:2.5]" />
      <Text x={102} y={30} w={24} />
      <circle cx="96" cy="80" r="10" className={amber} />
      <circle cx="96" cy="80" r="6" className="fill-none stroke-accent-600 [stroke-width:1.5]" />
    </>
  ),
};

export function IndustryTiles({ items }: { items: { heading: string; art: IndustryArt }[] }) {
  return (
    <ul className="grid grid-cols-3 gap-2.5 sm:gap-5 lg:grid-cols-4 xl:grid-cols-6">
      {items.map((t) => (
        <li
          key={t.heading}
          className="group flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-surface shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-md"
        >
          <svg
            viewBox="0 0 160 100"
            aria-hidden="true"
            focusable="false"
            className="block aspect-[8/5] w-full bg-ink-50 p-1 transition-transform duration-300 group-hover:scale-[1.04] sm:p-2"
          >
            {scenes[t.art]}
          </svg>
          <h3 className="px-1.5 py-2 text-center text-[0.8rem] leading-snug font-semibold text-ink-900 sm:px-3 sm:py-3 sm:text-[0.95rem]">
            {t.heading}
          </h3>
        </li>
      ))}
    </ul>
  );
}
