import { renderToStaticMarkup } from "react-dom/server";
import type { MockupKind } from "#content/schema.ts";
import { ScreenMockup } from "#app/components/ui/screen-mockup.tsx";

/**
 * An interface sketch rendered to HTML at build time, in a route's loader. Pages insert the
 * markup as it is (PageHero's `art`), so the fourteen sketches' code never ships as
 * JavaScript: a page carries only its own sketch, as markup (docs/decisions/0054-mockups-as-build-time-markup.md).
 */
export function mockupHtml(kind: MockupKind, className = "w-full"): string {
  return renderToStaticMarkup(<ScreenMockup kind={kind} className={className} />);
}
