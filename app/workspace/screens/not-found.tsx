import { isRouteErrorResponse, useRouteError } from "react-router";
import { useTitle } from "../lib/title";
import { ButtonLink } from "../ui/button";
import { Empty } from "../ui/feedback";
import { PageHeader } from "../ui/layout";

export function NotFound() {
  useTitle("Page not found");
  return (
    <div className="space-y-6">
      <PageHeader title="Page not found" description="There is no workspace page at this address." />
      <Empty title="Nothing here">
        <ButtonLink to="/" variant="primary">
          Go to the dashboard
        </ButtonLink>
      </Empty>
    </div>
  );
}

/** A render error inside the workspace: say so, offer a reload, log it for the console. */
export function RouteError() {
  const error = useRouteError();
  useTitle("Something went wrong");
  if (!isRouteErrorResponse(error)) console.error("workspace: page failed", error);
  return (
    <main id="content" className="mx-auto max-w-md px-4 pt-24">
      <h1 className="text-lg font-semibold">Something went wrong on this page</h1>
      <p className="mt-2 text-sm text-ink-700">
        Reload the page to try again. Nothing was changed on the server by this error.
      </p>
      <p className="mt-4">
        <a className="font-medium text-link underline" href="/admin">
          Back to the dashboard
        </a>
      </p>
    </main>
  );
}
