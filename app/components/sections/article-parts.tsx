/**
 * The pieces of the Insights pages (app/routes/insights.tsx, article.tsx): an article's card in a
 * list, its byline (author with photo or initials, date, reading time) and its tags.
 */
import type { PictureProps } from "#content/images.ts";
import { Link } from "react-router";
import * as paths from "#content/paths.ts";

export interface ArticleCardView {
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  /** "14 September 2026". */
  date: string;
  minutes: number;
  tags: { tag: string; label: string }[];
  author: AuthorView | null;
}

export interface AuthorView {
  name: string;
  role: string;
  /** An uploaded portrait's sources (content/images.ts), drawn 44 px wide. */
  photo: PictureProps | null;
  initials: string;
}

export function TagList({ tags, label = "Tags" }: { tags: ArticleCardView["tags"]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((t) => (
        <li key={t.tag}>
          <Link
            to={paths.insightsTag(t.tag)}
            className="inline-flex min-h-8 items-center rounded-full border border-ink-200 bg-surface px-3 text-xs font-semibold text-ink-700 hover:border-brand-600 hover:text-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Byline({
  author,
  date,
  publishedAt,
  minutes,
}: Omit<ArticleCardView, "slug" | "title" | "summary" | "tags">) {
  return (
    <div className="flex items-center gap-3">
      {author ? (
        author.photo ? (
          <picture className="shrink-0">
            <source type="image/avif" srcSet={author.photo.avif} sizes="44px" />
            <source type="image/webp" srcSet={author.photo.webp} sizes="44px" />
            <img
              src={author.photo.src}
              srcSet={author.photo.jpg}
              sizes="44px"
              alt=""
              width={44}
              height={44}
              loading="lazy"
              className="size-11 rounded-full object-cover"
            />
          </picture>
        ) : (
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          >
            {author.initials}
          </span>
        )
      ) : null}
      <p className="text-sm leading-snug text-ink-600">
        {author ? (
          <>
            <span className="font-semibold text-ink-950">{author.name}</span>, {author.role}
            <br />
          </>
        ) : null}
        <time dateTime={publishedAt}>{date}</time> · {minutes} min read
      </p>
    </div>
  );
}

export function ArticleCard({ a, headingLevel = "h2" }: { a: ArticleCardView; headingLevel?: "h2" | "h3" }) {
  const H = headingLevel;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-8">
      <H className="text-xl font-bold leading-snug text-ink-950">
        <Link
          to={paths.article(a.slug)}
          className="hover:text-link focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {a.title}
        </Link>
      </H>
      <p className="text-[0.975rem] leading-relaxed text-ink-700">{a.summary}</p>
      <Byline author={a.author} date={a.date} publishedAt={a.publishedAt} minutes={a.minutes} />
      <TagList tags={a.tags} label={`Tags of ${a.title}`} />
    </article>
  );
}
