import { icons } from "lucide";
import { describe, expect, it } from "vitest";
import { descriptionBlocks, descriptionHtml, hiringRounds, seedListings as listings } from "./careers";

const jobs = listings.filter((l) => l.kind === "job");
const internships = listings.filter((l) => l.kind === "internship");
import { formErrorPages, thankYouPages } from "./form-outcomes";
import { offices } from "./offices";
import { submissionKinds } from "#contracts/api.ts";
import { formErrorReasons } from "#contracts/api.ts";

describe("careers content (docs/product.md 'Content data')", () => {
  it("has the three jobs with their locations", () => {
    expect(jobs.map((j) => [j.title, j.location, j.workMode])).toEqual([
      ["Software Engineer", "Remote", "remote"],
      ["UI/UX Designer", "Bhubaneswar", "on-site"],
      ["Backend Developer", "Bangalore", "hybrid"],
    ]);
    for (const j of jobs) expect(j.employmentType).toBe("FULL_TIME");
  });

  it("has the two internships with their durations", () => {
    expect(internships.map((i) => [i.title, i.duration])).toEqual([
      ["Frontend Intern", "3 Months"],
      ["Data Science Intern", "6 Months"],
    ]);
    for (const i of internships) expect(i.employmentType).toBe("INTERN");
  });

  it("has unique ids and slugs", () => {
    expect(new Set(listings.map((l) => l.id)).size).toBe(listings.length);
    expect(new Set(listings.map((l) => l.slug)).size).toBe(listings.length);
  });

  it("gives the Backend Developer a multi-line description with at least three bullets", () => {
    const backend = listings.find((l) => l.title === "Backend Developer")!;
    const bullets = backend.description.split("\n").filter((l) => l.startsWith("- "));
    expect(bullets.length).toBeGreaterThanOrEqual(3);
  });

  it("posts in 2026 and stays open into 2027; office roles name their region", () => {
    for (const l of listings) {
      expect(l.datePosted.startsWith("2026-"), l.title).toBe(true);
      expect(l.closesOn?.startsWith("2027-"), l.title).toBe(true);
      if (l.location && l.workMode !== "remote") expect(l.region, l.title).toBeTruthy();
    }
  });

  it("splits descriptions into a summary, headings, paragraphs and bullet lists", () => {
    const { summary, blocks } = descriptionBlocks("Summary line.\nA paragraph.\nWhat you do:\n- one\n- two\nLast.");
    expect(summary).toBe("Summary line.");
    expect(blocks).toEqual([
      { kind: "paragraph", text: "A paragraph." },
      { kind: "heading", text: "What you do" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "Last." },
    ]);
    expect(descriptionHtml("A & B <x>\n- one")).toBe("<p>A &amp; B &lt;x&gt;</p><ul><li>one</li></ul>");
  });

  it("has the four hiring rounds in order, with real Lucide icons", () => {
    expect(hiringRounds.map((r) => r.title)).toEqual([
      "Technical Assessment",
      "Technical Interview",
      "Founder Interview",
      "HR Discussion",
    ]);
    expect(hiringRounds[0]!.description).toMatch(/take-home coding test/);
    for (const r of hiringRounds) expect(icons[r.icon as keyof typeof icons], r.icon).toBeTruthy();
  });
});

describe("offices (docs/product.md 'Contact')", () => {
  it("are the four offices of the spec, each with an address, hours and a map link out", () => {
    expect(offices.map((o) => o.city)).toEqual(["Bhubaneswar", "Dubai", "Singapore", "Houston"]);
    expect(offices.map((o) => o.country)).toEqual(["India", "United Arab Emirates", "Singapore", "United States"]);
    expect(new Set(offices.map((o) => o.id)).size).toBe(4);
    for (const o of offices) {
      expect(o.addressLines.length).toBeGreaterThan(0);
      expect(o.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    }
  });
});

describe("form outcome pages", () => {
  it("cover every form and every error reason the server redirects to", () => {
    expect(Object.keys(thankYouPages).sort()).toEqual([...submissionKinds].sort());
    expect(Object.keys(formErrorPages).sort()).toEqual([...formErrorReasons].sort());
    expect(formErrorPages.invalid.fixes.join(" ")).toMatch(/100 characters/);
    expect(formErrorPages["too-large"].lead).toMatch(/5 MB/);
  });
});
