import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Cutting-Edge Digital Solutions", description: "Home", path: "/" });

export default function Home() {
  return <h1>Cutting-Edge Digital Solutions</h1>;
}
