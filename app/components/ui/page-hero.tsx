import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HeroCopy } from "#content/pages.ts";
import { ButtonLink } from "./button";
import { Container } from "./container";
import { Eyebrow, Heading, Lead } from "./typography";

type HeroAction = HeroCopy["actions"][number];

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The top of every inner page: breadcrumbs, an eyebrow, the page's single h1 and an intro, and
 * beside them (below them on phones) an interface sketch of what the page is about. The sketch
 * is HTML and CSS with no text, so the h1 stays the page's largest paint.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  breadcrumbs = [],
  art,
  actions = [],
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  breadcrumbs?: Crumb[];
  /** The interface sketch shown beside the heading, as markup made at build time (app/lib/mockup.server.tsx). */
  art?: string;
  /** Buttons from the page's copy (content/pages.ts): the first solid, the second outlined. */
  actions?: HeroAction[];
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0 opacity-60" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-40 size-[28rem] rounded-full bg-brand-600/30 blur-3xl"
      />
      <Container className="relative py-14 sm:py-20">
        {breadcrumbs.length > 0 && <Breadcrumbs crumbs={breadcrumbs} />}
        <div className={art ? "grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-14" : ""}>
          <div>
            {eyebrow && <Eyebrow dark>{eyebrow}</Eyebrow>}
            <Heading as="h1" size="page" dark className="max-w-4xl">
              {title}
            </Heading>
            {intro && (
              <Lead dark className="mt-5 max-w-[600px]">
                {intro}
              </Lead>
            )}
            {(actions.length > 0 || children) && (
              <div className="mt-8 flex flex-wrap gap-3">
                {actions.map((a) => (
                  <ButtonLink key={a.href} to={a.href} variant={a.variant}>
                    {a.label}
                  </ButtonLink>
                ))}
                {children}
              </div>
            )}
          </div>
          {art && (
            <div
              className="mx-auto w-full max-w-xs sm:max-w-md lg:max-w-none"
              dangerouslySetInnerHTML={{ __html: art }}
            />
          )}
        </div>
      </Container>
    </div>
  );
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const all = [{ name: "Home", path: "/" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-300">
        {all.map((c, i) => {
          const last = i === all.length - 1;
          return (
            <li key={c.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-white">
                  {c.name}
                </span>
              ) : (
                <>
                  <Link to={c.path} className="underline-offset-4 hover:text-white hover:underline">
                    {c.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
