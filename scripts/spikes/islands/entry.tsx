/**
 * Islands spike (README.md here): the one client entry of an islands page. It hydrates only the
 * interactive parts, each on its own container (<div class="contents" data-island="...">, or the
 * element that holds the part alone), with the app's real components; everything else on the
 * page stays the prerendered HTML and is never touched by React. Props travel as JSON in
 * <script type="application/json" id="islands-props">.
 *
 * Each island is hydrated from its own task (setTimeout between them), header first, so no
 * single task holds the main thread for all of them. Not part of the site's build.
 */
import { StrictMode, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { BackToTop } from "#app/components/ui/back-to-top.tsx";
import { SectionJump } from "#app/components/ui/section-jump.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import type { Navigation } from "#app/lib/navigation.server.ts";

export interface IslandProps {
  navigation: Navigation;
  /** The idPrefix the page's quote form was rendered with, when it has one. */
  quoteForm?: string;
}

const props = JSON.parse(document.getElementById("islands-props")?.textContent ?? "{}") as IslandProps;

/** As root.tsx does once hydrated: the boot script's pre-hydration fallbacks stop here. */
function MarkHydrated() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}

const islands: Record<string, () => ReactNode> = {
  header: () => (
    <>
      <SiteHeader navigation={props.navigation} />
      <MarkHydrated />
    </>
  ),
  "quote-form": () => <QuoteForm idPrefix={props.quoteForm} />,
  "section-jump": () => <SectionJump />,
  "back-to-top": () => <BackToTop />,
  toaster: () => <Toaster />,
};

const containers = [...document.querySelectorAll<HTMLElement>("[data-island]")];

function hydrateNext(i: number) {
  const el = containers[i];
  if (!el) {
    document.documentElement.setAttribute("data-islands", String(containers.length));
    return;
  }
  const render = islands[el.dataset.island ?? ""];
  if (!render) throw new Error(`islands: no component for data-island="${el.dataset.island}"`);
  startTransition(() => {
    hydrateRoot(el, <StrictMode>{render()}</StrictMode>, {
      // A mismatch makes React render the island again from scratch: say so (verify.ts fails on it).
      onRecoverableError: (error) => console.error(`islands: ${el.dataset.island} did not hydrate cleanly`, error),
    });
  });
  setTimeout(() => hydrateNext(i + 1), 0);
}

hydrateNext(0);
