import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundContent } from "#app/routes/not-found.tsx";
import { failure } from "#content/not-found.ts";
import { Container } from "#app/components/ui/container.tsx";

/**
 * Error boundary for routes with a :slug. An unknown slug (say /services/not-a-service) is
 * answered by the server with the 404 page and status 404; once that HTML hydrates, the router
 * matches the slug route, finds no page data, and lands here: we show the same not-found page
 * inside the normal header and footer, with a single h1.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if ((isRouteErrorResponse(error) && error.status === 404) || servedAsNotFound()) return <NotFoundContent />;
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{failure.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">{failure.page}</p>
    </Container>
  );
}

/** True when the server answered this document with 404 (the prerendered not-found page). */
function servedAsNotFound(): boolean {
  if (typeof performance === "undefined") return false;
  const nav = performance.getEntriesByType("navigation")[0] as
    (PerformanceEntry & { responseStatus?: number }) | undefined;
  return nav?.responseStatus === 404;
}
