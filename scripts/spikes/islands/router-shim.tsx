/**
 * Islands spike (README.md here): what the app's components get instead of "react-router" when
 * they are bundled as islands. A page of islands has no client router: a link is an ordinary
 * <a> (a document navigation), and the current path is the page's own, read from its canonical
 * link (so a copy served under /islands/... still marks the right menu item as current).
 *
 * It renders the same attributes React Router's <Link> prerendered (data-discover on internal
 * links), so hydration finds identical markup. Only what the island components use is here.
 */
import type { ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  to: string;
  prefetch?: string;
  reloadDocument?: boolean;
  replace?: boolean;
  viewTransition?: boolean;
};

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, prefetch: _p, reloadDocument: _r, replace: _x, viewTransition: _v, ...rest }: LinkProps) {
  return <a href={to} data-discover={ABSOLUTE.test(to) ? undefined : "true"} {...rest} />;
}

export function useLocation(): { pathname: string; search: string; hash: string; state: null; key: string } {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
  const pathname = canonical ? new URL(canonical).pathname : window.location.pathname;
  return { pathname, search: window.location.search, hash: window.location.hash, state: null, key: "default" };
}

/** No router around the islands: field.tsx then renders its privacy link as a plain <a>. */
export const useInRouterContext = () => false;
