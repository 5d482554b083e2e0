import { data } from "react-router";
import type { Route } from "./+types/insights";
import { articleTags, tagLabel } from "#content/articles.ts";
import { articleFeeds } from "#content/article-feeds.ts";
import * as paths from "#content/paths.ts";
import { site } from "#content/site.ts";
import { ArticleCard } from "#app/components/sections/article-parts.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { articleCard } from "#app/lib/articles.server.ts";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

/** /insights, and /insights/tags/<tag> (the articles with that tag). Published articles only, newest first. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { articles, authors } = siteContent(context);
  const tag = params.tag ?? null;
  const shown = tag ? articles.filter((a) => a.tags.includes(tag)) : articles;
  if (tag && !shown.length) throw data(null, { status: 404 });
  return {
    // The page's words (content/pages.ts "insights").
    copy: pageWords(context, "insights"),
    tag: tag ? { tag, label: tagLabel(tag) } : null,
    cards: shown.map((a) => articleCard(a, authors)),
    tags: articleTags(articles).map((t) => ({ tag: t, label: tagLabel(t) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { tag, copy } = loaderData;
  const feeds = [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${site.shortName} Insights (RSS)`,
      href: articleFeeds.rss,
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${site.shortName} Insights (Atom)`,
      href: articleFeeds.atom,
    },
  ] as const;
  return [
    ...pageMeta(
      tag
        ? {
            title: `${tag.label}: Insights`,
            description: `Articles from ${site.shortName}'s engineers and consultants about ${tag.label.toLowerCase()}: what we learned doing the work for clients.`,
            path: paths.insightsTag(tag.tag),
            breadcrumbs: crumbs.insightsTag(tag),
          }
        : { title: copy.title, description: copy.description, path: paths.insights, breadcrumbs: crumbs.insights },
    ),
    ...feeds,
  ];
};

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { tag, cards, tags, copy } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={tag ? "Insights: tag" : copy.hero.eyebrow}
        title={tag ? tag.label : copy.hero.title}
        intro={tag ? `Articles about ${tag.label.toLowerCase()}, newest first.` : copy.hero.intro}
        actions={tag ? undefined : copy.hero.actions}
        breadcrumbs={tag ? crumbs.insightsTag(tag) : crumbs.insights}
      />
      <Container className="py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-14">
          <section aria-labelledby="articles-title">
            <h2 id="articles-title" className="sr-only">
              {tag ? `Articles tagged ${tag.label}` : "Articles"}
            </h2>
            {cards.length ? (
              <ul className="grid gap-6">
                {cards.map((a) => (
                  <li key={a.slug}>
                    <ArticleCard a={a} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-700">No articles are published yet.</p>
            )}
          </section>
          <aside aria-labelledby="topics-title" className="space-y-8">
            <div>
              <h2 id="topics-title" className="text-sm font-bold uppercase tracking-[0.14em] text-ink-600">
                Topics
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {tags.map((t) => (
                  <li key={t.tag}>
                    <a
                      href={paths.insightsTag(t.tag)}
                      aria-current={tag?.tag === t.tag ? "page" : undefined}
                      className="inline-flex min-h-8 items-center rounded-full border border-ink-200 bg-surface px-3 text-xs font-semibold text-ink-700 hover:border-brand-600 hover:text-link aria-[current=page]:border-brand-600 aria-[current=page]:text-link"
                    >
                      {t.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-sm font-bold uppercase tracking-[0.14em] text-ink-600">Follow</h2>
              <ul className="mt-4 space-y-2 text-sm">
                <li>
                  <a href={articleFeeds.rss} className="font-semibold text-link underline underline-offset-4">
                    RSS feed
                  </a>
                </li>
                <li>
                  <a href={articleFeeds.atom} className="font-semibold text-link underline underline-offset-4">
                    Atom feed
                  </a>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
