import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { icons } from "lucide";
import { describe, expect, it } from "vitest";
import { iconNamesIn } from "./schema";
import { about } from "./about";
import { features, pricingFaq, pricingModels, pricingSteps, sellingPoints, testimonials } from "./company";
import { home, industryArts } from "./home";
import { services } from "./services";

describe("Home content (docs/product.md 'Home')", () => {
  it("has the hero texts and the two actions", () => {
    expect(home.hero.eyebrow).toBe("Innovative & Creative");
    expect(home.hero.title).toBe("Cutting-Edge Digital Solutions");
    expect(home.hero.primary).toEqual({ label: "Free Quote", href: "#quotesec" });
    expect(home.hero.secondary).toEqual({ label: "Contact Us", href: "/contact" });
  });

  it("has four About benefits and a consultation button to /quotesec", () => {
    expect(home.about.benefits).toHaveLength(4);
    expect(home.about.cta).toEqual({ label: "Get a Free Consultation", href: "/quotesec" });
  });

  it("has the six core values, by their exact headings", () => {
    expect(home.coreValues.items.map((v) => v.heading)).toEqual([
      "Business Goal",
      "Web Analytics",
      "Integrated Marketing",
      "Landing Made Easy",
      "Goal Driven",
      "Supply Chain Management",
    ]);
  });

  it("has the three facts with SPEC's values", () => {
    expect(home.facts.map((f) => [f.label, `${f.value}${f.suffix}`])).toEqual([
      ["Happy Clients", "100+"],
      ["Projects Done", "50+"],
      ["Win Awards", "5+"],
    ]);
  });

  it("draws a different scene for each industry", () => {
    expect(new Set(home.industries.items.map((i) => i.art)).size).toBe(12);
    // Every scene an industry may name is a symbol of the file the loader draws from.
    const file = readFileSync(join(process.cwd(), "app/art/industry-scenes.svg"), "utf8");
    const symbols = [...file.matchAll(/<symbol id="([a-z-]+)" viewBox="0 0 160 100">/g)].map((m) => m[1]);
    expect(symbols.sort()).toEqual([...industryArts].sort());
  });

  it("has the twelve industries, by their exact headings", () => {
    expect(home.industries.items.map((i) => i.heading)).toEqual([
      "E-commerce",
      "Hotel and Food",
      "Transport & Logistics",
      "Retail",
      "Health",
      "Travel & Tourism",
      "Energy & Utilities",
      "Agriculture",
      "Education",
      "Design & Construction",
      "Oil & Gas",
      "Finance & Banking",
    ]);
  });

  it("has three flip cards whose front and back texts differ", () => {
    const cards = home.flipCards.items;
    expect(cards.map((c) => c.title)).toEqual(["Artificial Intelligence", "BlockChain", "Programming And Tech"]);
    expect(new Set(cards.map((c) => c.id)).size).toBe(3);
    for (const c of cards) expect(c.content).not.toBe(c.content2);
  });

  it("links every flip card to a service page that exists", () => {
    const slugs = new Set(services.map((s) => s.slug));
    for (const c of home.flipCards.items) expect(slugs, `${c.title} -> ${c.service}`).toContain(c.service);
  });

  it("has six process steps and the quote section heading", () => {
    expect(home.process.steps).toHaveLength(6);
    expect(home.quote.title).toBe("Request A Quote");
    // The response promise is the published company details' (filled in by the route's loader).
    expect(home.quote.points).toContain("{response promise}");
  });

  it("points at illustrations that exist, with their sizes", () => {
    for (const img of [home.about.image, home.process.image]) {
      const file = join(process.cwd(), "public", img.src);
      expect(existsSync(file), img.src).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`viewBox="0 0 ${img.width} ${img.height}"`);
      expect(img.alt.length).toBeGreaterThan(10);
    }
    // The hero illustration is drawn after the paint (app/components/sections/hero-section.tsx).
    expect(readFileSync(join(process.cwd(), "app/art/hero.svg"), "utf8")).toContain('viewBox="0 0 560 480"');
  });
});

describe("About content (docs/product.md 'About')", () => {
  it("has the four counters with SPEC's values", () => {
    expect(about.counters).toEqual([
      { countNumber: 1790, countPrefix: "+", countpara: "Happy Clients" },
      { countNumber: 491, countPrefix: "+", countpara: "Finished Projects" },
      { countNumber: 245, countPrefix: "+", countpara: "Skilled Experts" },
      { countNumber: 1090, countPrefix: "+", countpara: "Media Posts" },
    ]);
  });

  it("has six capability cards and the mission and vision", () => {
    expect(about.capabilities.items).toHaveLength(6);
    expect(about.mission.lead).toMatch(/affordable, accessible digital marketing/i);
    expect(about.vision.lead).toMatch(/cost-effective digital strategies/i);
  });
});

describe("Company pages content (/price, /feature, /testimonial)", () => {
  it("has engagement models without price figures", () => {
    expect(pricingModels.length).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify([pricingModels, pricingFaq, pricingSteps]);
    expect(text).not.toMatch(/[₹$€£]\s?\d|\b(?:INR|USD|Rs\.?)\s?\d|\d+\s?(?:lakh|crore|k\b)/i);
    expect(pricingFaq.map((f) => f.question).join(" ")).toMatch(/billing/i);
    expect(pricingFaq.map((f) => f.answer).join(" ")).toMatch(/INR.*USD|USD.*INR/s);
  });

  it("features the four selling points and eight features", () => {
    expect(sellingPoints.map((p) => p.title)).toEqual([
      "Trusted Expertise",
      "Highly Skilled Team",
      "24/7 Customer Support",
      "Competitive Pricing",
    ]);
    expect(features).toHaveLength(8);
  });

  it("has at least six sample testimonials from different industries", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.every((t) => t.sample)).toBe(true);
    expect(new Set(testimonials.map((t) => t.industry)).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(testimonials.length);
    // No invented statistics in the quotes.
    for (const t of testimonials) expect(t.quote, t.name).not.toMatch(/\d/);
  });
});

describe("Icons", () => {
  it("every icon named by this content exists in Lucide", () => {
    const names = iconNamesIn([home, about, pricingModels, pricingSteps, sellingPoints, features]);
    expect(names.length).toBeGreaterThan(40);
    const table = icons as Record<string, unknown>;
    for (const name of names) expect(table[name], name).toBeDefined();
  });
});
