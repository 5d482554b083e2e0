/**
 * What the Insights pages show of the published articles (content/articles.ts), made in their
 * loaders at build and publish time: cards, bylines, the body as HTML (content/markdown.ts), and
 * the Article JSON-LD. The Markdown renderer never reaches the browser.
 */
import { pictureOf } from "#content/images.ts";
import { readingMinutes, tagLabel, type SiteArticle, type SiteAuthor } from "#content/articles.ts";
import { markdownHtml } from "#content/markdown.ts";
import * as paths from "#content/paths.ts";
import { absoluteUrl, site } from "#content/site.ts";
import type { ArticleCardView, AuthorView } from "#app/components/sections/article-parts.tsx";
import { ogImagePath } from "./seo";

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join("");

export function authorView(a: SiteAuthor | undefined): AuthorView | null {
  return a
    ? {
        name: a.name,
        role: a.role,
        photo: a.photo ? pictureOf({ image: a.photo.image, alt: "" }) : null,
        initials: initials(a.name),
      }
    : null;
}

export function articleCard(a: SiteArticle, authors: readonly SiteAuthor[]): ArticleCardView {
  return {
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    publishedAt: a.publishedAt,
    date: longDate(a.publishedAt),
    minutes: readingMinutes(a.body),
    tags: a.tags.map((tag) => ({ tag, label: tagLabel(tag) })),
    author: authorView(authors.find((x) => x.slug === a.author)),
  };
}

export const articleBodyHtml = (a: SiteArticle) => markdownHtml(a.body);

/** schema.org Article: what Google reads for an article's page. Plain strings React escapes. */
export function articleLd(a: SiteArticle, author: SiteAuthor | undefined) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.summary,
    image: [absoluteUrl(ogImagePath)],
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    ...(author ? { author: [{ "@type": "Person", name: author.name, jobTitle: author.role }] } : {}),
    publisher: { "@type": "Organization", "@id": absoluteUrl("/#organization"), name: site.name },
    mainEntityOfPage: absoluteUrl(paths.article(a.slug)),
    keywords: a.tags.map(tagLabel).join(", "),
  };
}
