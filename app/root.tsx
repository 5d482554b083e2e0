import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import { GlyphSymbols } from "#app/components/layout/glyphs.tsx";
import { BackToTop } from "#app/components/ui/back-to-top.tsx";
import { SectionJump } from "#app/components/ui/section-jump.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { buildNavigation, headerNavigation, headerNavigationFile } from "#content/navigation.ts";
import { siteContent } from "#app/lib/content.server.ts";
import { CompanyContext } from "#app/components/ui/container.tsx";
import { Island } from "#app/islands/island.tsx";
import { organizationLd } from "#app/lib/seo.ts";
import { bootScript } from "#app/lib/boot-script.ts";
import { failure, notFound as notFoundCopy } from "#content/not-found.ts";
import brandFont from "./fonts/brand.woff2?url";
import beacon from "./lib/beacon.js?url";
import islandLoader from "./lib/island-loader.js?url";
import palette from "./palette.json";
import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const navigation = buildNavigation(content);
  return {
    navigation,
    // Where the header island's navigation is, as a file of its own (content/navigation.ts).
    navigationFile: headerNavigationFile(navigation).path,
    organization: organizationLd(content.company),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  // The SVG icon is written into each prerendered page as a data: URL by scripts/postbuild.mjs,
  // so the browser's favicon fetch never runs beside the first paint
  // (docs/decisions/0102-nothing-fetched-by-the-browser-before-the-paint.md).
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The web app manifest is linked by the deferred bootstrap, after the first paint: Chrome
  // fetches it, and the icons it names, as soon as it sees the link (same decision).
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The boot script sets the theme class on <html> before React hydrates it.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The brand typeface is loaded by the boot script, after the first paint (decision 98). */}
        <script dangerouslySetInnerHTML={{ __html: bootScript(brandFont) }} />
        <meta name="theme-color" content={palette["ink-950"].light} />
        <Meta />
        <Links />
      </head>
      <body>
        <GlyphSymbols />
        {children}
        <Scripts />
        {/* The islands loader (docs/decisions/0130-islands.md): a file cached across pages, not a
            kilobyte in every page's first round trip. This element is inert (no src, no text): the
            boot script fetches the file it names in data-src once the page has painted, or at the
            first touch of an island, holding what the visitor did meanwhile (decision 165), so
            nothing but the document and its stylesheet travels before the largest paint. The
            rewrite of every page (server/site/postprocess.ts) names the islands runtime in its
            data-entry. The page-view beacon (app/lib/beacon.js, docs/analytics.md), a file of its
            own cached across pages, is loaded by the loader after the largest paint, with the brand
            font (decision 160). */}
        <script data-src={islandLoader} data-beacon={beacon} data-islands-loader="" />
      </body>
    </html>
  );
}

/**
 * The page's frame. Nothing of it is hydrated as a whole: the header, the Sections menu and the
 * toasts are islands (app/islands/island.tsx), hydrated on their own when needed; Back to top
 * is a link the islands loader answers (app/lib/island-loader.js).
 */
export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <CompanyContext value={loaderData.navigation.company}>
      <script type="application/ld+json">{JSON.stringify(loaderData.organization)}</script>
      <SkipLink />
      <TopBar />
      <Island
        name="header"
        component={SiteHeader}
        props={{ navigation: headerNavigation(loaderData.navigation), path: pathname }}
        shared={{ navigation: loaderData.navigationFile }}
        load="hover"
      />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter navigation={loaderData.navigation} />
      <Island name="section-jump" component={SectionJump} props={{}} load="long-page" />
      <BackToTop />
      <Island name="toaster" component={Toaster} props={{}} />
    </CompanyContext>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-900">{notFound ? notFoundCopy.heading : failure.heading}</h1>
      <p className="mt-4 text-ink-600">{notFound ? notFoundCopy.description : failure.root}</p>
      <a className="mt-8 inline-block font-semibold text-link underline" href="/">
        {notFoundCopy.home}
      </a>
    </main>
  );
}
