/**
 * A floating 'Back to top' link on every page (root.tsx). It shows once the visitor has scrolled
 * about a screen (app.css, `html[data-far]`, set by the islands loader), so only on long pages.
 * The loader answers its click: a smooth scroll to the top (instant under reduced motion) and the
 * focus on the main content, so keyboard users continue from there. Without JavaScript it is a
 * link to the main content.
 */
export function BackToTop() {
  return (
    <a
      href="#main"
      data-to-top=""
      aria-label="Back to top"
      className="back-to-top fixed bottom-5 right-5 z-40 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 ring-2 ring-white transition-[opacity,translate,visibility,background-color] duration-300 hover:bg-brand-800 sm:bottom-8 sm:right-8"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m5 12 7-7 7 7M12 19V5" />
      </svg>
    </a>
  );
}
