import { icons } from "lucide";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentKind } from "./kinds";
import { indexablePaths, prerenderPaths } from "./routes";
import { seedContent, type SiteContent } from "./site-content";
import { erpModules } from "./erp-modules";
import { productCards, products } from "./products";
import { iconNamesIn, type Product, type ProductSection } from "./schema";

const productSlugs = [
  "erp-systems",
  "crm-solutions",
  "pos-systems",
  "billing-inventory-software",
  "hrms",
  "project-management",
  "multivendor-app",
  "lms",
  "ecommerce-platform",
];

const moduleSlugs = [
  "finance-management",
  "supply-chain-management",
  "hr-payroll",
  "inventory-management",
  "crm",
  "project-management",
];

function productBySlug(slug: string): Product {
  const p = products.find((x) => x.slug === slug);
  if (!p) throw new Error(`no product ${slug}`);
  return p;
}

function cardSections(slug: string) {
  return productBySlug(slug).sections.filter(
    (s): s is Extract<ProductSection, { kind: "cards" }> => s.kind === "cards",
  );
}

describe("products catalogue", () => {
  it("has exactly ten cards: the nine products, then Custom Software", () => {
    expect(productCards).toHaveLength(10);
    expect(productCards.slice(0, 9).map((c) => c.href)).toEqual(productSlugs.map((s) => `/products/${s}`));
    expect(productCards[9]).toMatchObject({ title: "Custom Software", href: "/services/custom-software" });
  });

  it("has unique card titles and links", () => {
    expect(new Set(productCards.map((c) => c.title)).size).toBe(10);
    expect(new Set(productCards.map((c) => c.href)).size).toBe(10);
  });
});

describe("product pages", () => {
  it("are the nine products with the exact slugs, each once", () => {
    expect(products.map((p) => p.slug)).toEqual(productSlugs);
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
  });

  it("ERP Systems: two groups of three linking to the six modules, and a quote panel", () => {
    const erp = productBySlug("erp-systems");
    const groups = erp.sections.find((s) => s.kind === "groups");
    if (groups?.kind !== "groups") throw new Error("no groups section");
    expect(groups.groups.map((g) => g.title)).toEqual(["Enterprise Solutions", "Small & Medium Businesses"]);
    for (const g of groups.groups) expect(g.items).toHaveLength(3);
    const hrefs = groups.groups.flatMap((g) => g.items.map((i) => i.href));
    expect([...hrefs].sort()).toEqual(moduleSlugs.map((s) => `/erp-systems/${s}`).sort());
    const panel = erp.sections.find((s) => s.kind === "quote-panel");
    expect(panel?.heading).toBe("Call Us For Quote");
  });

  it("every ERP link on the ERP page resolves to a module page", () => {
    const known = new Set(erpModules.map((m) => `/erp-systems/${m.slug}`));
    const links = JSON.stringify(productBySlug("erp-systems")).match(/\/erp-systems\/[a-z0-9-]+/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const href of links) expect(known.has(href), href).toBe(true);
  });

  it.each([
    ["crm-solutions", 3],
    ["pos-systems", 6],
    ["billing-inventory-software", 3],
    ["hrms", 6],
    ["project-management", 6],
  ])("%s has %i feature cards in its first cards section", (slug, count) => {
    expect(cardSections(slug)[0]?.items).toHaveLength(count);
  });

  it("Multivendor: seven feature cards, each with 3-5 bullets", () => {
    const [features] = cardSections("multivendor-app");
    expect(features?.items).toHaveLength(7);
    for (const card of features?.items ?? []) {
      expect(card.details?.length, card.title).toBeGreaterThanOrEqual(3);
      expect(card.details?.length, card.title).toBeLessThanOrEqual(5);
    }
  });

  it("LMS: four highlights, sixteen modules, sixteen features", () => {
    expect(cardSections("lms").map((s) => s.items.length)).toEqual([4, 16, 16]);
  });

  it("E-commerce: six app panels and the five industries", () => {
    const eco = productBySlug("ecommerce-platform");
    expect(cardSections("ecommerce-platform")[0]?.items.map((i) => i.title)).toEqual([
      "Customer App",
      "Vendor App",
      "Delivery Partner App",
      "Admin Panel",
      "Vendor Web Dashboard",
      "Customer Website",
    ]);
    const chips = eco.sections.find((s) => s.kind === "chips");
    if (chips?.kind !== "chips") throw new Error("no chips section");
    expect(chips.items.map((c) => c.label)).toEqual(["Grocery", "Food", "Pharmacy", "Shop", "Parcel"]);
  });

  it("has no duplicate titles or ids within a page's sections", () => {
    for (const p of products) {
      expect(new Set(p.sections.map((s) => s.id)).size, p.slug).toBe(p.sections.length);
      for (const s of p.sections) {
        const titles =
          s.kind === "cards"
            ? s.items.map((i) => i.title)
            : s.kind === "groups"
              ? s.groups.flatMap((g) => g.items.map((i) => i.title))
              : s.kind === "chips"
                ? s.items.map((i) => i.label)
                : [];
        expect(new Set(titles).size, `${p.slug}#${s.id}`).toBe(titles.length);
      }
    }
  });
});

describe("ERP modules", () => {
  it("are the six modules with the exact slugs and unique titles", () => {
    expect(erpModules.map((m) => m.slug)).toEqual(moduleSlugs);
    expect(new Set(erpModules.map((m) => m.title)).size).toBe(6);
  });

  it("each has six distinct feature cards and 4-6 outcomes", () => {
    for (const m of erpModules) {
      expect(m.features, m.slug).toHaveLength(6);
      expect(new Set(m.features.map((f) => f.title)).size, m.slug).toBe(6);
      expect(m.outcomes.length, m.slug).toBeGreaterThanOrEqual(4);
      expect(m.outcomes.length, m.slug).toBeLessThanOrEqual(6);
    }
  });
});

describe("icons", () => {
  it("every icon named in products and ERP modules exists in Lucide", () => {
    const names = iconNamesIn([productCards, products, erpModules]);
    expect(names.length).toBeGreaterThan(100);
    const known = icons as Record<string, unknown>;
    for (const name of names) expect(known[name], name).toBeDefined();
  });
});

describe("ERP module pages (content/kinds.ts erpModule)", () => {
  const kind = contentKind("erpModule")!;
  const before = seedContent();
  const all = indexablePaths(before);
  const modulePages = all.filter((p) => p.startsWith("/erp-systems/"));
  const withModule = (slug: string, change: (m: SiteContent["erpModules"][number]) => object) => ({
    ...before,
    erpModules: before.erpModules.map((m) => (m.slug === slug ? { ...m, ...change(m) } : m)),
  });

  it("has one document per module, each as strict as the build, at the module's address", () => {
    expect(kind.seed.map((s) => s.slug)).toEqual(before.erpModules.map((m) => m.slug));
    for (const s of kind.seed)
      expect(kind.schema instanceof z.ZodType && kind.schema.safeParse(s.data).success).toBe(true);
    expect(modulePages).toHaveLength(6);
    expect(kind.previewPath(kind.seed[0]!.data, "crm")).toBe("/erp-systems/crm");
  });

  it("republishes the module's page for its words, and every module page for its name", () => {
    const intro = withModule("crm", (m) => ({ intro: `${m.intro} Now with call logging.` }));
    expect(kind.touches(before, intro, all)).toEqual(["/erp-systems/crm"]);
    const renamed = withModule("crm", () => ({ title: "Customer Relations" }));
    expect(kind.touches(before, renamed, all).sort()).toEqual([...modulePages].sort());
    expect(kind.touches(before, before, all)).toEqual([]);
  });

  it("refuses five features, at the field", () => {
    const data = structuredClone(kind.seed[0]!.data) as { features: unknown[] };
    data.features.pop();
    const issues = (kind.schema as z.ZodType).safeParse(data).error!.issues;
    expect(issues.map((i) => i.path.join("."))).toContain("features");
  });
});

describe("the kinds of page collections (content/kinds.ts collectionKind)", () => {
  const before = seedContent();
  const all = prerenderPaths(before);
  const servicePages = all.filter((p) => p.startsWith("/services/"));

  it("keeps each item's structure when its words are published (slug, menu label, icon stay)", () => {
    for (const [name, key] of [
      ["service", "services"],
      ["product", "products"],
      ["erpModule", "erpModules"],
    ] as const) {
      const kind = contentKind(name)!;
      const first = kind.seed[0]!;
      // The first revision is the repository's words: applying it changes nothing.
      expect(
        kind.apply(
          before,
          kind.seed.map((s) => ({ ...s, updatedAt: "", firstPublishedAt: "" })),
        )[key],
      ).toEqual(before[key]);
      const words = { ...(first.data as object), title: "A new heading" };
      const after = kind.apply(before, [{ ...first, data: words, updatedAt: "", firstPublishedAt: "" }]);
      const [was, is] = [before[key][0]!, after[key][0]!];
      expect(is).toEqual({ ...was, title: "A new heading" });
      expect(kind.title!(words, first.slug)).toBe("A new heading");
    }
  });

  it("republishes a service's page for its cards; the overview, the quote pages, every service page and its case studies for its name", () => {
    const kind = contentKind("service")!;
    const withService = (change: (s: SiteContent["services"][number]) => object) => ({
      ...before,
      services: before.services.map((s) => (s.slug === "devops" ? { ...s, ...change(s) } : s)),
    });
    const cards = withService((s) => ({ cards: s.cards.map((c, i) => (i ? c : { ...c, title: "Release trains" })) }));
    expect(kind.touches(before, cards, all)).toEqual(["/services/devops"]);
    const renamed = withService(() => ({ title: "DevOps and platform engineering" }));
    const caseStudies = before.caseStudies
      .filter((c) => c.services.includes("devops"))
      .map((c) => `/case-studies/${c.slug}`);
    expect(kind.touches(before, renamed, all).sort()).toEqual(
      ["/services", "/quote", "/quotesec", ...servicePages, ...caseStudies].sort(),
    );
    expect(kind.touches(before, before, all)).toEqual([]);
  });

  it("republishes a product's page only, whatever changes", () => {
    const kind = contentKind("product")!;
    const renamed = {
      ...before,
      products: before.products.map((p) => (p.slug === "hrms" ? { ...p, title: "People and payroll" } : p)),
    };
    expect(kind.touches(before, renamed, all)).toEqual(["/products/hrms"]);
    expect(kind.previewPath(kind.seed[0]!.data, "hrms")).toBe("/products/hrms");
  });
});
