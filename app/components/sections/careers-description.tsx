import type { DescriptionBlock } from "#content/careers.ts";

/** A listing's description after its summary line: paragraphs, small headings and bullet lists. */
export function CareersDescription({
  blocks,
  headingLevel = "h4",
}: {
  blocks: DescriptionBlock[];
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const H = headingLevel;
  return (
    <div className="space-y-4 text-[0.975rem] leading-relaxed text-ink-700">
      {blocks.map((b, i) =>
        b.kind === "paragraph" ? (
          <p key={i}>{b.text}</p>
        ) : b.kind === "heading" ? (
          <H key={i} className="pt-2 text-base font-semibold text-ink-950">
            {b.text}
          </H>
        ) : (
          <ul key={i} className="space-y-2">
            {b.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
