/**
 * A form whose code loads when someone is about to use it (docs/decisions/0056-forms-hydrate-on-use.md).
 *
 * The prerendered page carries the whole form as HTML: a real form (method="post", action = the
 * API path) that takes taps, typing and a native post (303 to the confirmation page) before any of
 * its JavaScript has arrived. The page's React root leaves that markup alone (it sees an element
 * with inserted markup, as with the sketches of decision 54). The form's code loads on the first of:
 * - the form coming within FORM_ISLAND_MARGIN of the viewport as the visitor scrolls (a form that
 *   is that near already when the page opens, as on /quote, waits for the next trigger: loading it
 *   at once was JavaScript before any interaction, 111.5 KiB on /quote against 110);
 * - the visitor's first pointer, touch, key press, focus or change anywhere on the page;
 * - a client-side render of the page (a navigation to it), where there is no server HTML.
 * Then a small React root of its own hydrates the form in place: the same elements, with what was
 * typed in them and the focus where it was, so nothing moves or flickers. Being its own root, it
 * is not disturbed by the page re-rendering meanwhile (a hash link changes the router's location,
 * and React would discard a Suspense boundary of the page's root that had not hydrated yet). It
 * has no router either: its links (the privacy link) are plain links, a full page load.
 *
 * A submit that comes before that (a fast visitor, a slow network) is held and sent again once
 * the form is hydrated, so it gets the inline validation and the toast like any other; a change
 * (a file dropped on its field) is replayed the same way. Should the code fail to arrive
 * (offline, a new deployment), the form stays the plain HTML form and posts natively with the
 * browser's own validation.
 */
import { StrictMode, lazy, memo, useEffect, useLayoutEffect, useRef, type ComponentType } from "react";
import type { Root, createRoot, hydrateRoot } from "react-dom/client";

declare global {
  interface Window {
    /**
     * React DOM's root functions, handed over by app/entry.client.tsx: importing them here would
     * split react-dom/client out of the entry into a chunk of its own, a request more on every page.
     */
    __islandRoots?: { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };
  }
}

/** How close to the viewport a form starts loading its code. */
const FORM_ISLAND_MARGIN = "600px 0px";

let shownAt: number | null = null;

/**
 * When the page showing a form island appeared (ms since the epoch), or null when none is shown.
 * A form's startedAt (the minimum-fill check) counts from here, not from when its code arrived.
 */
export function islandShownAt(): number | null {
  return shownAt;
}

// The page's root never renders inside the island's element (React compares no inserted markup).
const LEAVE_ALONE = { __html: "" };

/**
 * The first of these anywhere on the page starts loading (focusin: a field reached by a screen
 * reader; change: a file dropped on its field).
 */
const interactions = ["pointerdown", "touchstart", "keydown", "focusin", "input", "change"] as const;

/**
 * Wraps a form component (loaded by `load`) as an island. `placeholderClass` (e.g.
 * "empty:min-h-[38rem]") sizes the empty box while the code loads on a client-side navigation,
 * the only time there is no server HTML.
 */
function formIsland<P extends object>(load: () => Promise<ComponentType<P>>, placeholderClass: string) {
  // The prerender renders the form itself, waiting for its module (app/entry.server.tsx).
  const ServerForm = import.meta.env.SSR ? lazy(() => load().then((C) => ({ default: C }))) : null;

  let loading: Promise<ComponentType<P> | null> | null = null;
  const loadOnce = () => (loading ??= load().catch(() => null));

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Props are taken when the island starts; the pages pass values that never change, and key
    // the island by what would (a job page keys its form by the listing).
    const first = useRef(props);

    useEffect(() => {
      const box = ref.current;
      const props = first.current;
      if (!box) return;
      shownAt = Date.now();
      const fromServer = box.firstElementChild !== null;
      let root: Root | null = null;
      let unmounted = false;
      let hydrated = false;
      let failed = false;
      let settle: (ok: boolean) => void = () => {};
      const ready = new Promise<boolean>((resolve) => (settle = resolve));

      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        void loadOnce().then((Form) => {
          if (unmounted) return;
          if (!Form) {
            failed = true;
            settle(false);
            return;
          }
          const Hydrated = () => {
            useLayoutEffect(() => {
              hydrated = true;
              settle(true);
            }, []);
            return <Form {...props} />;
          };
          const tree = (
            <StrictMode>
              <Hydrated />
            </StrictMode>
          );
          const roots = window.__islandRoots!;
          if (fromServer) root = roots.hydrateRoot(box, tree);
          else {
            // A root of its own inside the island's element, which React keeps as raw HTML.
            const mount = document.createElement("div");
            box.append(mount);
            (root = roots.createRoot(mount)).render(tree);
          }
        });
      };
      // A client-side render has no server HTML to keep: load now.
      if (!fromServer) start();

      // A browser without IntersectionObserver cannot tell when the form nears: load it now.
      // Its first report is where the form is when the page opens: near already means the visitor
      // has not come to it yet, and the first interaction loads it.
      let firstReport = true;
      const near =
        typeof IntersectionObserver === "undefined"
          ? null
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((e) => e.isIntersecting) && !firstReport) start();
                firstReport = false;
              },
              { rootMargin: FORM_ISLAND_MARGIN },
            );
      if (near) near.observe(box);
      else start();

      const onInteraction = (e: Event) => {
        start();
        // Before its code is here the form validates on submit like the hydrated one (inline
        // messages, focus on the first invalid field), so the browser's bubbles go as soon as
        // the visitor starts on it; they come back if the code fails to load.
        const form = box.querySelector("form");
        if (form && !hydrated && !failed && e.target instanceof Node && box.contains(e.target)) form.noValidate = true;
      };
      for (const type of interactions) document.addEventListener(type, onInteraction, { capture: true, passive: true });

      // A change made before the form was hydrated (a résumé dropped on its field) is sent again
      // once it is, so the field's own checks run on it.
      const changed = new Set<Element>();
      const onChange = (e: Event) => {
        if (!hydrated && e.target instanceof Element && box.contains(e.target)) changed.add(e.target);
      };
      document.addEventListener("change", onChange, true);
      void ready.then((ok) => {
        if (ok) for (const el of changed) el.dispatchEvent(new Event("change", { bubbles: true }));
        changed.clear();
      });

      // A submit before the form is hydrated: hold it, load, and send it again through React.
      const onSubmit = (e: SubmitEvent) => {
        if (hydrated || !(e.target instanceof HTMLFormElement)) return;
        const form = e.target;
        // The code failed to load and the browser has checked the fields: let the native post go.
        if (failed && !form.noValidate) return;
        const submitter = e.submitter;
        e.preventDefault();
        start();
        void ready.then((ok) => {
          form.noValidate = ok;
          // A task later: a form ignores requestSubmit() while its submit event is still firing.
          setTimeout(() => form.requestSubmit(submitter), 0);
        });
      };
      box.addEventListener("submit", onSubmit, true);

      return () => {
        unmounted = true;
        shownAt = null;
        near?.disconnect();
        for (const type of interactions) document.removeEventListener(type, onInteraction, { capture: true });
        document.removeEventListener("change", onChange, true);
        box.removeEventListener("submit", onSubmit, true);
        // Not while the page's root is committing the navigation that removes this island.
        const leaving = root;
        if (leaving) setTimeout(() => leaving.unmount(), 0);
      };
    }, []);

    if (ServerForm) {
      return (
        <div className={placeholderClass}>
          <ServerForm {...props} />
        </div>
      );
    }
    return <div ref={ref} className={placeholderClass} dangerouslySetInnerHTML={LEAVE_ALONE} />;
  }
  // The island's element must not re-render with new markup: its props are values that never change.
  return memo(Island);
}

// The public forms as islands. Pages use these, never the form modules themselves, so no form is
// part of a page's initial JavaScript. The careers dialog loads ApplicationForm on its own.

export const QuoteFormIsland = formIsland(() => import("./quote-form").then((m) => m.QuoteForm), "empty:min-h-[38rem]");

export const ContactFormIsland = formIsland(
  () => import("./contact-form").then((m) => m.ContactForm),
  "empty:min-h-[34rem]",
);

export const ApplicationFormIsland = formIsland(
  () => import("./application-form").then((m) => m.ApplicationForm),
  "empty:min-h-[50rem]",
);
