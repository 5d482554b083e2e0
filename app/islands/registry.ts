/**
 * Every island of the public pages, by the name its container carries (`data-island`), with the
 * import of its code: each becomes a chunk of its own, loaded when the island is needed
 * (docs/decisions/0130-islands.md). A React island is a component, hydrated from the prerendered
 * HTML with the props in `data-props`; a module island is a plain function started with its
 * element (the counters never needed React's rendering).
 */
import type { ComponentType } from "react";

export type LoadedIsland =
  { component: ComponentType<Record<string, unknown>> } | { start: (element: HTMLElement) => void };

const react =
  <P>(load: () => Promise<ComponentType<P>>) =>
  () =>
    load().then((component) => ({ component: component as ComponentType<Record<string, unknown>> }));

export const islands = {
  header: react(() => import("#app/components/layout/site-header.tsx").then((m) => m.SiteHeader)),
  "section-jump": react(() => import("#app/components/ui/section-jump.tsx").then((m) => m.SectionJump)),
  toaster: react(() => import("#app/components/ui/toaster.tsx").then((m) => m.Toaster)),
  careers: react(() =>
    import("#app/components/sections/careers-listings-section.tsx").then((m) => m.CareersListingsSection),
  ),
  "quote-form": react(() => import("#app/components/forms/quote-form.tsx").then((m) => m.QuoteForm)),
  "contact-form": react(() => import("#app/components/forms/contact-form.tsx").then((m) => m.ContactForm)),
  "application-form": react(() => import("#app/components/forms/application-form.tsx").then((m) => m.ApplicationForm)),
  "certificate-form": react(() => import("#app/components/forms/certificate-form.tsx").then((m) => m.CertificateForm)),
  counters: () => import("./counters").then((m): LoadedIsland => ({ start: m.startCounters })),
} satisfies Record<string, () => Promise<LoadedIsland>>;

export type IslandName = keyof typeof islands;
