/**
 * What a case study's card shows, made in the loaders (the build, or a publication): only this
 * travels to the page, and the code that makes it stays out of the page's JavaScript.
 */
import type { CaseStudy } from "#content/case-studies.ts";
import { pictureOf } from "#content/images.ts";
import type { CaseStudyLink } from "#app/components/sections/case-study-cards.tsx";

export const caseStudyLink = (c: CaseStudy): CaseStudyLink => ({
  slug: c.slug,
  title: c.title,
  client: c.client,
  industry: c.industry,
  summary: c.summary,
  figure: c.figures[0] ?? null,
  cover: pictureOf(c.cover),
});
