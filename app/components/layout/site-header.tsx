import type { Navigation } from "~/lib/navigation.server";
export function SiteHeader({ navigation }: { navigation: Navigation }) {
  return <header>{navigation.openings}</header>;
}
