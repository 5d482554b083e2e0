/**
 * The counters strip (app/components/sections/counters-section.tsx) as a module island: the
 * prerendered HTML carries the final values; here the visible digits count up from 0 over 2 s
 * each time the strip comes into view, and reset (hidden) when it leaves. Under reduced motion
 * (or without IntersectionObserver) they stay at their final values. No React: the strip's
 * markup never changes, only its digits.
 */
const DURATION = 2000;

export function startCounters(list: HTMLElement) {
  if (!("IntersectionObserver" in window) || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const digits = [...list.querySelectorAll<HTMLElement>("[data-count]")];
  const show = (p: number) => {
    for (const el of digits) el.textContent = `${el.dataset.prefix ?? ""}${Math.round(Number(el.dataset.count) * p)}`;
  };
  let frame = 0;
  const observer = new IntersectionObserver(([entry]) => {
    cancelAnimationFrame(frame);
    if (!entry?.isIntersecting) {
      list.dataset.state = "hidden";
      show(0);
      return;
    }
    list.dataset.state = "counting";
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION);
      show(1 - (1 - t) ** 3);
      if (t < 1) frame = requestAnimationFrame(tick);
      else list.dataset.state = "done";
    };
    frame = requestAnimationFrame(tick);
  });
  observer.observe(list);
}
