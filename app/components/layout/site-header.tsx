import { useEffect, useRef } from "react";
import type { HeaderNavigation } from "#content/navigation.ts";
import { Container } from "#app/components/ui/container.tsx";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";
import { currentProps, normalisePath } from "./nav-utils";

/**
 * The sticky site header: logo, the main navigation (desktop menus from lg, a menu panel
 * below), and the 'Get a Quote' call to action. The navigation comes from the root loader; it is
 * an island (app/islands), hydrated on its own, so its links are plain links and the current
 * path is a prop.
 */
export function SiteHeader({ navigation, path: at }: { navigation: HeaderNavigation; path: string }) {
  const path = normalisePath(at);
  const ref = useRef<HTMLElement>(null);

  // A soft shadow once the page scrolls under the header (an attribute, no re-render).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => el.toggleAttribute("data-scrolled", window.scrollY > 8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      ref={ref}
      className="sticky top-0 z-40 border-b border-ink-100 bg-surface transition-shadow duration-300 data-scrolled:shadow-[0_8px_24px_-12px_rgb(11_27_58/0.25)]"
    >
      <Container className="relative flex h-16 items-center justify-between gap-2 lg:h-20 xl:gap-3">
        <a href="/" className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only">(home page)</span>
        </a>
        <DesktopNav items={navigation.primary} path={path} />
        <div className="flex items-center gap-1.5">
          <ThemeToggle className="hidden size-11 place-items-center rounded-lg text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 lg:grid" />
          <a
            href={navigation.quote.href}
            className="pill-primary hidden min-h-9 px-3.5 text-sm aria-[current=page]:bg-brand-900 min-[380px]:inline-flex lg:min-h-10 lg:px-4 xl:px-5"
            {...currentProps(path, navigation.quote.href)}
          >
            {navigation.quote.label}
          </a>
          <MobileMenu navigation={navigation} path={path} />
        </div>
      </Container>
    </header>
  );
}
