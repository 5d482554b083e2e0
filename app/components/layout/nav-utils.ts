import type { NavItem, NavMenu } from "#content/navigation.ts";

export function isMenu(item: NavItem): item is NavMenu {
  return "sections" in item;
}

/** "/about/" and "/about" are the same page (static hosts may add the slash). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** aria-current for a link: "page" on the link to the page being shown. */
export function currentProps(path: string, href: string): { "aria-current"?: "page" } {
  return path === href ? { "aria-current": "page" } : {};
}

/** True when the current page lives inside a menu (e.g. /services/devops inside Services). */
export function isInside(path: string, menu: NavMenu): boolean {
  return menu.match.some((p) => path === p || path.startsWith(`${p}/`));
}
