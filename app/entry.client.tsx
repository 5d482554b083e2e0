import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/*
 * Unknown paths are answered by the server with the prerendered /404 page (status 404).
 * Hydrating that HTML at its real URL would make the router match, say, the service template
 * for /services/not-a-service and render it over the not-found markup. So a not-found document
 * hydrates as /404 (what it was rendered for), and the visible URL is put back right after.
 */
const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
const notFoundUrl = canonical.endsWith("/404") && window.location.pathname !== "/404" ? window.location.href : null;
if (notFoundUrl) window.history.replaceState(window.history.state, "", "/404");

function RestoreUrl() {
  useEffect(() => {
    if (notFoundUrl) window.history.replaceState(window.history.state, "", notFoundUrl);
  }, []);
  return null;
}

// The forms that load their code on first use hydrate as React roots of their own
// (app/components/forms/form-island.tsx); they take React DOM's root functions from here.
window.__islandRoots = { createRoot, hydrateRoot };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <RestoreUrl />
    </StrictMode>,
  );
});
