import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "./container";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The top of every inner page: breadcrumbs, an eyebrow, the page's single h1 and an intro.
 * Text only, so it paints from the prerendered HTML as the page's largest element.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  breadcrumbs = [],
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  breadcrumbs?: Crumb[];
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
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">{eyebrow}</p>}
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-[600px] text-lg leading-relaxed text-ink-200">{intro}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
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
