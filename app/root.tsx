import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SkipLink } from "~/components/layout/skip-link";
import { TopBar } from "~/components/layout/top-bar";
import { Toaster } from "~/components/ui/toaster";
import { buildNavigation } from "~/lib/navigation.server";
import { organizationLd } from "~/lib/seo";
import "./app.css";

export function loader() {
  return { navigation: buildNavigation(), organization: organizationLd() };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b3a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <script type="application/ld+json">{JSON.stringify(loaderData.organization)}</script>
      <SkipLink />
      <ScrollToTop />
      <TopBar />
      <SiteHeader navigation={loaderData.navigation} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter navigation={loaderData.navigation} />
      <Toaster />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-900">{notFound ? "404 - Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-4 text-ink-600">
        {notFound
          ? "Sorry, the page you are looking for does not exist."
          : "Please reload the page. If the problem continues, call or e-mail us."}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-700 underline" href="/">
        Go to Home
      </a>
    </main>
  );
}
