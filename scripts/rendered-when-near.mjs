// @ts-check
/**
 * The parts of a page that `content-visibility: auto` leaves unrendered until they near the screen
 * (app/app.css): the bands of `<main>` (docs/decisions/0104-render-below-the-fold-on-demand.md)
 * and the footer's link columns (0171). A check that reads colours (tests/e2e/axe.ts) or a
 * full-page picture (scripts/screenshot.mjs) renders them first.
 */
export const RENDERED_WHEN_NEAR = "main > section, .footer-columns";
