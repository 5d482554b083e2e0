import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routeTable from "#app/routes.ts";
import { formErrorReasons, submissionKinds } from "#contracts/api.ts";
import { seedListings as listings } from "./careers";
import { seedCaseStudies } from "./case-studies";
import { erpModules } from "./erp-modules";
import * as paths from "./paths";
import { products } from "./products";
import { prerenderPaths } from "./routes";
import { services } from "./services";
import { articleTags, seedArticleContent, seedArticles } from "./articles";

type Builders = { [K in keyof typeof paths as (typeof paths)[K] extends string ? never : K]: (typeof paths)[K] };

/** Every value each builder of `paths` takes: a new builder without its values here does not compile. */
const domains: { [K in keyof Builders]: readonly Parameters<Builders[K]>[0][] } = {
  service: services.map((s) => s.slug),
  product: products.map((p) => p.slug),
  erpModule: erpModules.map((m) => m.slug),
  listing: listings.map((l) => l.slug),
  caseStudy: seedCaseStudies.map((c) => c.slug),
  thankYou: submissionKinds,
  formError: formErrorReasons,
  article: seedArticles.map((a) => a.slug),
  insightsTag: articleTags(seedArticleContent().articles),
};

/** Every path `paths` can produce, with the name it was produced by. */
const produced = Object.entries(paths).flatMap(([name, value]) =>
  typeof value === "string"
    ? [{ name, path: value, dynamic: false }]
    : (domains[name as keyof Builders] as readonly string[]).map((arg) => ({
        name,
        path: (value as (a: string) => string)(arg),
        dynamic: true,
      })),
);

// The route table as React Router matches it (static segments rank above :params).
const routes = routeTable.map((r) => ({ id: r.file, path: r.index ? "/" : `/${r.path}` }));
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe("paths", () => {
  it("has values for every builder", () => {
    for (const [name, value] of Object.entries(paths)) {
      if (typeof value !== "string") expect(domains[name as keyof Builders]?.length, name).toBeGreaterThan(0);
    }
  });

  it.each(produced)("$name: $path is a page of the route table, by its own template", ({ path, dynamic }) => {
    const route = routeOf(path);
    if (path === paths.notFound) {
      expect(route?.path).toBe("/*");
      return;
    }
    expect(route, path).toBeDefined();
    expect(route!.path).not.toBe("/*");
    // A slug never lands on a fixed page that shares its prefix (e.g. a listing called "hiring-process").
    expect(route!.path.includes(":")).toBe(dynamic);
  });

  it("produces exactly the prerendered pages", () => {
    expect(new Set(produced.map((p) => p.path))).toEqual(new Set(prerenderPaths()));
  });
});
