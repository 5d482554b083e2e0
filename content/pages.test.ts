import { icons } from "lucide";
import { describe, expect, it } from "vitest";
import { contentKind, documentSchema } from "./kinds";
import { seedCompany } from "./offices";
import { pageAsShown, pagePaths, pages, pageSchemas, productHeroActions, templateAsShown, type PageKey } from "./pages";
import { indexablePaths } from "./routes";
import { iconNamesIn } from "./schema";
import { seedContent } from "./site-content";

const keys = Object.keys(pagePaths) as PageKey[];

describe("page words (content/pages.ts)", () => {
  it("names only icons that exist", () => {
    for (const name of iconNamesIn(pages)) expect(icons, name).toHaveProperty(name);
  });

  it("has one document per page, at an address the site serves", () => {
    const served = new Set(indexablePaths());
    for (const key of keys) expect(served, key).toContain(pagePaths[key].path);
    const kind = contentKind("page")!;
    expect(kind.seed.map((s) => s.slug).sort()).toEqual(keys.map((k) => pagePaths[k].slug).sort());
    for (const s of kind.seed) expect(documentSchema(kind, s.slug)!.safeParse(s.data).success, s.slug).toBe(true);
    expect(documentSchema(kind, "no-such-page")).toBeUndefined();
  });

  it("refuses a button or card that leads to no page of the site, at its field", () => {
    const price = structuredClone(pages.price);
    price.hero.actions[0]!.href = "/pricing-old";
    price.banner!.href = "/nowhere";
    const parsed = pageSchemas.price.safeParse(price);
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["hero.actions.0.href", "banner.href"]));
    // A section of the same page, and a page with an anchor, are fine.
    price.hero.actions[0]!.href = "#faq";
    price.banner!.href = "/services/devops";
    expect(pageSchemas.price.safeParse(price).success).toBe(true);
  });

  it("refuses a link card without its label, and a placeholder the site does not know", () => {
    const career = structuredClone(pages.career);
    delete career.notes[0]!.cta;
    career.hero.intro = "Join {company}, and call {fax number} to ask us anything about the open roles.";
    const issues = pageSchemas.career.safeParse(career).error!.issues;
    expect(issues.find((i) => i.path.join(".") === "notes.0.cta")?.message).toMatch(/needs a link label/);
    expect(issues.find((i) => i.path.join(".") === "hero.intro")?.message).toMatch(/no placeholder \{fax number\}/);
  });

  it("fills the company's facts in when a page is shown, from the published details", () => {
    const company = { ...seedCompany, responsePromise: "We answer within one working day" };
    const quote = pageAsShown<"quote">(pages.quote, company);
    expect(pages.quote.hero.intro).toContain("{response promise}");
    expect(quote.hero.intro).toContain("We answer within one working day");
    expect(JSON.stringify(quote)).not.toMatch(/\{[a-z ]+\}/);
    expect(
      productHeroActions(
        templateAsShown<"productPage">(
          pages.productPage,
          { ...company, phone: { display: "+91 80 1234 5678", e164: "+918012345678" } },
          { product: "ERP" },
        ),
        { ...company, phone: { display: "+91 80 1234 5678", e164: "+918012345678" } },
      )[1],
    ).toEqual({ label: "Call +91 80 1234 5678", href: "tel:+918012345678", variant: "outline-light" });
  });

  it("keeps every description within 160 characters once its facts are filled in", () => {
    for (const key of keys) {
      const shown = pageAsShown(pages[key], seedCompany);
      if ("description" in shown) expect(shown.description.length, key).toBeLessThanOrEqual(160);
    }
  });

  it("republishes only the page whose words changed (the quote page at both its addresses)", () => {
    const kind = contentKind("page")!;
    const before = seedContent();
    const all = indexablePaths(before).concat("/quotesec");
    const after = { ...before, pages: { ...before.pages, quote: { ...before.pages.quote, title: "Ask for a quote" } } };
    expect(kind.touches(before, after, all).sort()).toEqual(["/quote", "/quotesec"]);
    expect(kind.touches(before, before, all)).toEqual([]);
    expect(kind.previewPath(pages.hiringProcess, "hiring-process")).toBe("/career/hiring-process");
  });

  it("holds Home's and About's words: published to that page only, facts filled in, a card's service checked at its field", () => {
    const kind = contentKind("page")!;
    const before = seedContent();
    const all = indexablePaths(before);
    const home = { ...before.pages.home, hero: { ...before.pages.home.hero, title: "Software that pays for itself" } };
    expect(kind.touches(before, { ...before, pages: { ...before.pages, home } }, all)).toEqual(["/"]);
    const about = { ...before.pages.about, banner: { ...before.pages.about.banner, title: "Tell us what you need" } };
    expect(kind.touches(before, { ...before, pages: { ...before.pages, about } }, all)).toEqual(["/about"]);
    expect(kind.previewPath(pages.about, "about")).toBe("/about");

    // Facts are placeholders in the document, filled from the company details on the page.
    expect(pages.about.overview.glance.map((g) => g.value)).toContain("{years}+ years of delivery");
    const shown = pageAsShown<"about">(pages.about, seedCompany);
    expect(shown.overview.glance.map((g) => g.value)).toContain("5+ years of delivery");
    expect(JSON.stringify(pageAsShown<"home">(pages.home, seedCompany))).not.toMatch(/\{[a-z ]+\}/);

    const broken = structuredClone(pages.home);
    (broken.flipCards.items[0] as { service: string }).service = "quantum-computing";
    broken.flipCards.items[1]!.content2 = broken.flipCards.items[1]!.content;
    const issues = pageSchemas.home.safeParse(broken).error!.issues.map((i) => i.path.join("."));
    expect(issues).toEqual(expect.arrayContaining(["flipCards.items.0.service", "flipCards.items.1.content2"]));
  });

  it("fills a template's own facts per page, refuses one it does not have, and republishes every page it shows", () => {
    const shown = templateAsShown<"servicePage">(pages.servicePage, seedCompany, { service: "DevOps" });
    expect(shown.sections.capabilities.title).toBe("What our DevOps team delivers");
    const erp = templateAsShown<"erpModulePage">(pages.erpModulePage, seedCompany, { module: "Finance" });
    expect(erp.banner.title).toBe("Put Finance to work in your business");
    expect(erp.banner.text).toContain(seedCompany.responsePromise);

    // "{module}" means nothing on a service page: refused at the field.
    const wrong = structuredClone(pages.servicePage);
    wrong.sections.related.title = "Other {module} services";
    const issue = pageSchemas.servicePage.safeParse(wrong).error!.issues[0]!;
    expect(issue.path.join(".")).toBe("sections.related.title");
    expect(issue.message).toMatch(/no placeholder \{module\}/);

    const kind = contentKind("page")!;
    const before = seedContent();
    const all = indexablePaths(before);
    const pagesWith = (key: PageKey, data: unknown) =>
      kind.touches(before, { ...before, pages: { ...before.pages, [key]: data } }, all);
    const services = all.filter((p) => p.startsWith("/services/"));
    expect(services.length).toBeGreaterThan(20);
    expect(pagesWith("servicePage", wrong).sort()).toEqual(services.sort());
    expect(pagesWith("siteWide", { ...before.pages.siteWide }).length).toBe(0);
    const footer = { ...before.pages.siteWide, footer: { ...before.pages.siteWide.footer, blurb: "x".repeat(50) } };
    expect(pagesWith("siteWide", footer)).toEqual(all);
    const strips = { ...before.pages.caseStudies, listHeading: "Our client work" };
    expect(pagesWith("caseStudies", strips)).toEqual(
      expect.arrayContaining([
        "/",
        "/case-studies",
        "/services/devops",
        ...before.caseStudies.map((c) => `/case-studies/${c.slug}`),
      ]),
    );
    expect(pagesWith("caseStudies", strips)).not.toContain("/about");
    // The workspace names a template by what it is, not by a title it does not have.
    expect(kind.title!(pages.servicePage, "service-pages")).toBe("Every service page (template)");
    expect(kind.title!(pages.home, "home")).toBe(pages.home.title);
  });
});
