import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

// useLayoutEffect warns when prerendering; the scroll work only matters in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Scroll on route changes, the way a visitor expects of separate pages:
 * - a new page (link, form redirect) appears at its top at once, or at its #fragment;
 * - Back and Forward return to where the visitor was on that page;
 * - no animated scroll across a long page: the jump is instant ("instant" also overrides the
 *   CSS smooth scrolling that app/app.css keeps for in-page #anchor links).
 * It also moves keyboard focus to <main>, so the next Tab starts at the new page's content and a
 * screen reader reads the new page instead of a link that vanished.
 */
/**
 * Returns to a saved position. Bands below the first screen are laid out only near the viewport
 * (content-visibility: auto, docs/decisions/0104-render-below-the-fold-on-demand.md), so on a page
 * just rendered again the bands above the saved position would have their placeholder height, and
 * the same number of pixels would show another part of the page. So every band is laid out once
 * first; each then keeps its real height (`contain-intrinsic-size: auto`) when it is skipped again.
 */
function restore(top: number) {
  const bands = [...document.querySelectorAll<HTMLElement>("main > section")];
  for (const band of bands) band.style.contentVisibility = "visible";
  window.scrollTo({ top, left: 0, behavior: "instant" });
  // Two frames: the real heights are remembered at the rendering of the first.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const band of bands) band.style.contentVisibility = "";
    }),
  );
}

export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location.key);
  const first = useRef(true);
  const shownPath = useRef(location.pathname);

  // The browser's own restoration would fight ours on Back/Forward between client-side pages.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onScroll = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useBrowserLayoutEffect(() => {
    current.current = location.key;
    if (first.current) {
      first.current = false;
      return;
    }
    const saved = positions.current.get(location.key);
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    if (samePage) {
      // A #fragment on the same page scrolls by itself (smoothly); Back within it restores.
      if (navigationType === "POP" && saved !== undefined) restore(saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (navigationType === "POP" && saved !== undefined) restore(saved);
    else if (target) target.scrollIntoView({ behavior: "instant" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location.pathname, location.key]);
  return null;
}
