import { icons } from "lucide";
import { describe, expect, it } from "vitest";
import { pages, sectionCopy, serviceCopy } from "./pages";
import { indexablePaths } from "./routes";
import { iconNamesIn } from "./schema";

describe("page copy (content/pages.ts)", () => {
  it("links every card only to pages the site has", () => {
    const paths = new Set(indexablePaths());
    const hrefs = Object.values(pages).flatMap((p) => [
      ...p.notes.flatMap((n) => (n.href ? [n.href] : [])),
      ...p.hero.actions.map((a) => a.href).filter((h) => h.startsWith("/")),
      ...(p.banner?.href ? [p.banner.href] : []),
    ]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(paths, href).toContain(href.split("#")[0]);
  });

  it("gives every link card its button label", () => {
    for (const page of Object.values(pages))
      for (const n of page.notes) if (n.href) expect(n.cta, `${page.title}: ${n.title}`).toBeTruthy();
  });

  it("names only icons that exist", () => {
    for (const name of iconNamesIn(pages)) expect(icons, name).toHaveProperty(name);
  });

  it("holds the careers pages' section headings and fails loudly on a missing one", () => {
    expect(sectionCopy(pages.hiringProcess, "rounds").title).toBe("From application to offer");
    expect(sectionCopy(pages.verifyCertificate, "how").title).toBe("How verification works");
    expect(() => sectionCopy(pages.career, "no-such-section")).toThrow(/no section "no-such-section"/);
  });

  it("names the service in the service template's heading", () => {
    expect(serviceCopy("DevOps").capabilities.title).toBe("What our DevOps team delivers");
  });
});
