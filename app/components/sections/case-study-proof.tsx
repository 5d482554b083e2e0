import { Link } from "react-router";
import { Section } from "#app/components/ui/section.tsx";
import * as paths from "#content/paths.ts";
import { CaseStudyCards, type CaseStudyLink } from "./case-study-cards";

/** Home's proof strip: the newest case studies and a link to all of them (none published: nothing). */
export function CaseStudyProof({
  items,
  copy,
}: {
  items: CaseStudyLink[];
  copy: { eyebrow: string; title: string; intro: string; all: string };
}) {
  if (!items.length) return null;
  return (
    <Section id="case-studies" tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <CaseStudyCards items={items} compact />
      <p className="mt-8 text-center">
        <Link to={paths.caseStudies} className="font-semibold text-link hover:underline">
          {copy.all}
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </Section>
  );
}
