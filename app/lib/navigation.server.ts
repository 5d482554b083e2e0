/**
 * The navigation built from the content data (menus are never a second list).
 * Runs in the root loader at build time; the result is small and the same on every page.
 */
import { listings } from "@content/careers";
import { products } from "@content/products";
import { menuGroupLabels, menuGroups } from "@content/schema";
import { services } from "@content/services";

export function buildNavigation() {
  return {
    serviceColumns: menuGroups.map((group) => ({
      id: group,
      label: menuGroupLabels[group],
      links: services
        .filter((s) => s.menuGroup === group)
        .map((s) => ({ label: s.menuLabel, href: `/services/${s.slug}` })),
    })),
    products: products.map((p) => ({ label: p.menuLabel, href: `/products/${p.slug}` })),
    career: [
      { label: "Jobs", href: "/career" },
      { label: "Our Hiring Process", href: "/career/hiring-process" },
      { label: "Verify Our Certificate", href: "/career/verify-certificate" },
    ],
    openings: listings.length,
  };
}
export type Navigation = ReturnType<typeof buildNavigation>;
