import type { Route } from "./+types/not-found";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Page Not Found", description: "Sorry, the page you are looking for does not exist.", path: "/404", noindex: true });

export default function NotFound() {
  return <h1>404 - Page Not Found</h1>;
}
