import { data } from "react-router";
import type { Route } from "./+types/article";
import * as paths from "#content/paths.ts";
import { Byline, TagList } from "#app/components/sections/article-parts.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { articleBodyHtml, articleCard, articleLd } from "#app/lib/articles.server.ts";
import { siteContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

/** One article (/insights/<slug>): its body is Markdown rendered here, at build and publish time (content/markdown.ts). */
export function loader({ params, context }: Route.LoaderArgs) {
  const { articles, authors } = siteContent(context);
  const a = articles.find((x) => x.slug === params.slug);
  if (!a) throw data(null, { status: 404 });
  return {
    card: articleCard(a, authors),
    html: articleBodyHtml(a),
    ld: articleLd(
      a,
      authors.find((x) => x.slug === a.author),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { card, ld } = loaderData;
  return [
    ...pageMeta({
      title: card.title,
      description: card.summary,
      path: paths.article(card.slug),
      breadcrumbs: crumbs.article(card),
      jsonLd: [ld],
      ogType: "article",
    }),
    { property: "article:published_time", content: card.publishedAt },
    ...card.tags.map((t) => ({ property: "article:tag", content: t.label })),
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { card, html } = loaderData;
  return (
    <>
      <PageHero eyebrow="Insights" title={card.title} intro={card.summary} breadcrumbs={crumbs.article(card)} />
      <Container className="py-14 sm:py-20">
        <article className="mx-auto max-w-[46rem]">
          <div className="flex flex-col gap-5 border-b border-ink-200 pb-8 sm:flex-row sm:items-center sm:justify-between">
            <Byline author={card.author} date={card.date} publishedAt={card.publishedAt} minutes={card.minutes} />
            <TagList tags={card.tags} />
          </div>
          {/* Markdown rendered with raw HTML off and links and images checked (content/markdown.ts). */}
          <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />
          <div className="mt-12 flex flex-wrap gap-3 border-t border-ink-200 pt-8">
            <ButtonLink to={paths.insights} variant="secondary">
              All insights
            </ButtonLink>
            <ButtonLink to={paths.quote}>Get a quote</ButtonLink>
          </div>
        </article>
      </Container>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
