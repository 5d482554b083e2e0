import { useEffect, useState } from "react";

/**
 * A floating 'Back to top' button on every page (root.tsx). It appears once the visitor has
 * scrolled about a screen, so only on long pages; it scrolls smoothly (instantly under reduced
 * motion) and moves focus to the top of the main content, so keyboard users continue from there.
 */
export function BackToTop({ threshold = 600 }: { threshold?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label="Back to top"
      className={`fixed bottom-5 right-5 z-40 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 ring-2 ring-white transition-[opacity,translate,visibility,background-color] duration-300 hover:bg-brand-800 sm:bottom-8 sm:right-8 ${
        shown ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0"
      }`}
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
    </button>
  );
}
