import { useSyncExternalStore } from "react";
import { Glyph } from "#app/components/layout/glyphs.tsx";

/** Pages longer than this (px) get the jump menu on phones. */
const LONG_PAGE = 6000;

/**
 * The menu's lines, read from the page when its layout is already done, never in the middle of
 * React's work: `scrollHeight` read there forces a layout of the whole page, and during hydration
 * that made one of the page's longest tasks
 * (docs/decisions/0108-no-layout-read-during-hydration.md). So React reads this cached value, and
 * the page is measured in a ResizeObserver callback (run right after the browser's own layout) or,
 * after a change to the content, when the browser is idle.
 */
let current = "";

function subscribe(onChange: () => void) {
  const main = document.getElementById("main");
  if (!main || typeof ResizeObserver === "undefined") return () => {};
  const update = () => {
    const next = snapshot();
    if (next === current) return;
    current = next;
    onChange();
  };
  // Safari has no requestIdleCallback: a short timer there.
  const hasIdle = typeof requestIdleCallback === "function";
  let idle: number | null = null;
  const later = () => {
    if (idle !== null) return;
    const run = () => {
      idle = null;
      update();
    };
    idle = hasIdle ? requestIdleCallback(run, { timeout: 500 }) : window.setTimeout(run, 50);
  };
  const changed = new MutationObserver(later);
  changed.observe(main, { childList: true, subtree: true });
  // The page also grows without a DOM change: the brand font arriving, a window resized. The
  // body, not main: the footer and late-loading parts count towards the page's length too. The
  // first callback comes after the first layout that follows, with the page's first height.
  const sized = new ResizeObserver(update);
  sized.observe(document.body);
  return () => {
    changed.disconnect();
    sized.disconnect();
    // Each kind of handle to its own cancel: an idle callback's number may also be a timer's.
    if (idle !== null) {
      if (hasIdle) cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}

/** The long page's headed parts as "id\tlabel" lines (a string, so React can compare it). */
function snapshot(): string {
  if (document.documentElement.scrollHeight <= LONG_PAGE) return "";
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const h of document.querySelectorAll<HTMLElement>("main h2")) {
    // The heading's own id, or that of the section it heads; visually hidden headings count too.
    const id = h.id || h.closest<HTMLElement>("section[id], [id]:not(main)")?.id;
    const label = h.textContent?.trim();
    if (!id || !label || seen.has(id)) continue;
    seen.add(id);
    lines.push(`${id}\t${label}`);
  }
  return lines.length >= 2 ? lines.join("\n") : "";
}

/**
 * "Jump to a section" for long pages on phones (below lg): a native disclosure at the bottom
 * left, listing the page's h2 headings (linked by their id or their section's), read from the
 * page itself, so every template gets it without a second list to maintain. Nothing shows on
 * short pages or wide screens.
 */
export function SectionJump() {
  const list = useSyncExternalStore(
    subscribe,
    () => current,
    () => "",
  );
  if (!list) return null;
  const items = list.split("\n").map((line) => line.split("\t") as [string, string]);
  return (
    <details
      className="group fixed bottom-5 left-5 z-40 lg:hidden"
      onClick={(e) => {
        if ((e.target as Element).closest("a")) e.currentTarget.open = false;
      }}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-full bg-surface px-4 text-sm font-semibold text-ink-900 shadow-lg ring-1 ring-ink-200 [&::-webkit-details-marker]:hidden">
        <Glyph name="list" />
        Sections
      </summary>
      <nav
        aria-label="Sections of this page"
        className="absolute bottom-14 left-0 max-h-[60vh] w-72 overflow-y-auto rounded-2xl bg-surface p-2 shadow-2xl ring-1 ring-ink-200"
      >
        <ul>
          {items.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="menu-link">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
