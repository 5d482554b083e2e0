/**
 * The words of the not-found page (app/routes/not-found.tsx, also shown by the route error
 * boundary for an unknown slug), of the root error page (app/root.tsx) and of a page that failed
 * to load (app/components/layout/route-error-boundary.tsx). The route has no
 * loader, so that client-side navigation to any unknown path renders it: these words travel in
 * the page's JavaScript and, like site.ts, this module stays free of zod. Each constant is its own
 * export, so the root error page carries only the first.
 */
import * as paths from "./paths";

/** What every 404 says: also the root error page's words. */
export const notFound = {
  title: "Page Not Found",
  heading: "404 - Page Not Found",
  description: "Sorry, the page you are looking for does not exist.",
  home: "Go to Home",
};

/** What an unexpected error says, at the root and inside a page. */
export const failure = {
  heading: "Something went wrong",
  /** The root error page: the whole document failed. */
  root: "Please reload the page. If the problem continues, call or e-mail us.",
  /** A page inside the site's header and footer failed to load its content. */
  page: "This page could not be loaded. Please reload it; if the problem continues, call or e-mail us.",
};

/** The not-found page's own words around the heading. */
export const notFoundPage = {
  lead: "Sorry, the page you are looking for does not exist. It may have moved, or the address may have a typo.",
  quote: "Get a Quote",
  suggestionsTitle: "Or try one of these",
  suggestions: [
    {
      href: paths.services,
      title: "Our services",
      text: "Development, design, marketing, cloud and consulting, 24 services in all.",
    },
    {
      href: paths.products,
      title: "Our products",
      text: "ERP, CRM, POS, HRMS, LMS and more, ready to adapt to your business.",
    },
    { href: paths.contact, title: "Contact us", text: "Call, write or visit. {response promise}." },
  ],
};
