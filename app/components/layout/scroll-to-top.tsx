import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * On every route change, scroll to the top (smoothly, or instantly under reduced motion), or to
 * the target of a #fragment; and move keyboard focus to <main>, so the next Tab starts at the
 * new page's content and a screen reader reads the new page instead of a link that vanished.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, left: 0, behavior });
    document.getElementById("main")?.focus({ preventScroll: true });
    // Only a new page counts (hash is read, not watched): a #fragment link on the same page
    // is the browser's job.
  }, [pathname]);
  return null;
}
