import { Fragment } from "react";
import heroArt from "../../art/hero.svg?url";
import type { HomeContent } from "#content/home.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Heading } from "#app/components/ui/typography.tsx";

/**
 * Home's opening: eyebrow, the page's h1, one supporting sentence, two actions and an
 * illustration. The illustration (app/art/hero.svg) is drawn into its reserved box by the islands
 * loader once the page has painted (`data-art`; docs/decisions/0169-decorative-drawings-after-the-paint.md):
 * it costs the first response nothing and, being inline SVG, is never a largest-paint candidate,
 * so the h1 stays the largest paint. Without JavaScript the same file shows as an image.
 */
export function HeroSection({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0 -z-10 opacity-70" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-48 top-1/3 -z-10 size-[34rem] rounded-full bg-brand-700/25 blur-3xl"
      />
      <Container className="grid items-center gap-10 pb-16 pt-14 sm:pb-20 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pb-28 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" />
            {hero.eyebrow}
          </p>
          <Heading as="h1" size="display" dark id="hero-title" className="mt-6">
            {hero.title.split(" ").map((word, i) => (
              // Keep hyphenated words such as "Cutting-Edge" on one line (a word may repeat: keyed by place).
              <Fragment key={i}>
                {i > 0 && " "}
                <span className="whitespace-nowrap">{word}</span>
              </Fragment>
            ))}
          </Heading>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200">{hero.text}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink
              to={hero.primary.href}
              variant="light"
              className="bg-accent-400 text-ink-950 hover:bg-accent-300"
            >
              {hero.primary.label}
              <Icon name="ArrowRight" className="size-5" />
            </ButtonLink>
            <ButtonLink to={hero.secondary.href} variant="outline-light">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-ink-200">
            {hero.badges.map((b) => (
              <li key={b.label} className="flex items-center gap-2">
                <Icon name={b.icon} className="size-5 text-brand-300" />
                {b.label}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="mx-auto w-full max-w-md sm:max-w-lg lg:max-w-none">
          <svg
            viewBox="0 0 560 480"
            width="560"
            height="480"
            fill="none"
            focusable="false"
            data-art={heroArt}
            className="h-auto w-full"
          />
          <noscript>
            <img src={heroArt} alt="" width="560" height="480" className="h-auto w-full" />
          </noscript>
        </div>
      </Container>
    </section>
  );
}
