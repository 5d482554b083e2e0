import { data, Link } from "react-router";
import type { Route } from "./+types/case-study";
import { paragraphs } from "#content/case-studies.ts";
import { pictureOf } from "#content/images.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { CtaBanner } from "#app/components/ui/cta-banner.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";
import * as paths from "#content/paths.ts";

// One template for every case study (content/kinds.ts "caseStudy"): what staff typed is text,
// split into paragraphs here and escaped by React wherever it is shown.
export function loader({ params, context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const study = content.caseStudies.find((c) => c.slug === params.slug);
  if (!study) throw data(null, { status: 404 });
  const { challenge, solution, results, sample: _sample, services: used, cover, ...rest } = study;
  // The headings every case study shares (content/pages.ts "caseStudies").
  const { headings } = pageWords(context, "caseStudies");
  return {
    study: {
      ...rest,
      cover: pictureOf(cover),
      sections: [
        { id: "challenge", title: headings.challenge, paragraphs: paragraphs(challenge) },
        { id: "solution", title: headings.solution, paragraphs: paragraphs(solution) },
        { id: "results", title: headings.results, paragraphs: paragraphs(results) },
      ],
      services: content.services.filter((s) => used.includes(s.slug)).map(({ slug, title }) => ({ slug, title })),
    },
    art: mockupHtml("pipeline"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { study } = loaderData;
  return pageMeta({
    title: `${study.title}: ${study.client}`,
    description: study.summary,
    path: paths.caseStudy(study.slug),
    breadcrumbs: crumbs.caseStudy(study),
  });
};

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study, art } = loaderData;
  return (
    <>
      <PageHero
        art={art}
        eyebrow={`Case Study · ${study.industry}`}
        title={study.title}
        intro={study.summary}
        breadcrumbs={crumbs.caseStudy(study)}
      />
      <Container className="py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
          <article className="min-w-0 space-y-10">
            {study.cover ? (
              <Picture
                picture={study.cover}
                sizes="(min-width: 1280px) 800px, (min-width: 1024px) 60vw, 92vw"
                className="aspect-[16/9] w-full rounded-3xl object-cover shadow-sm"
                eager
              />
            ) : null}
            {study.figures.length ? (
              <section aria-labelledby="figures-title">
                <h2 id="figures-title" className="sr-only">
                  Key figures
                </h2>
                <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
                  {study.figures.map((f, i) => (
                    <div key={i} className="flex flex-col-reverse rounded-2xl bg-ink-50 p-5">
                      <dt className="mt-1 text-sm break-words text-ink-700">{f.label}</dt>
                      <dd className="text-2xl font-bold break-words text-link-strong">{f.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            {study.sections.map((s) => (
              <section key={s.id} aria-labelledby={`${s.id}-title`}>
                <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight text-ink-950">
                  {s.title}
                </h2>
                <div className="mt-4 space-y-4 text-lg leading-relaxed break-words text-ink-700">
                  {s.paragraphs.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              </section>
            ))}
            <figure className="rounded-3xl border border-ink-100 bg-surface p-7 shadow-sm sm:p-8">
              <blockquote className="text-xl leading-relaxed break-words text-ink-800">
                <p>{`“${study.quote.text}”`}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-ink-100 pt-5 break-words">
                <span className="block font-semibold text-ink-950">{study.quote.name}</span>
                <span className="block text-sm text-ink-600">{study.quote.role}</span>
              </figcaption>
            </figure>
          </article>
          <aside aria-labelledby="about-project-title" className="h-fit rounded-2xl bg-ink-50 p-6 lg:sticky lg:top-28">
            <h2 id="about-project-title" className="text-lg font-semibold text-ink-950">
              About the project
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="font-semibold text-ink-950">Client</dt>
                <dd className="break-words text-ink-700">{study.client}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink-950">Industry</dt>
                <dd className="break-words text-ink-700">{study.industry}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink-950">Services</dt>
                <dd>
                  <ul className="space-y-1">
                    {study.services.map((s) => (
                      <li key={s.slug}>
                        <Link to={paths.service(s.slug)} className="font-medium text-link hover:underline">
                          {s.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <p className="mt-6 text-sm">
              <Link to={paths.caseStudies} className="font-medium text-link hover:underline">
                All case studies
              </Link>
            </p>
          </aside>
        </div>
      </Container>
      <CtaBanner title="Facing Something Similar?" />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
