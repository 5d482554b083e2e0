// @vitest-environment jsdom
/**
 * A listing's page before and after its closing date (docs/decisions/0081-listing-closing-date.md),
 * on a test-only fixture (a published listing given a past closing date in this test only).
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { seedListings as listings } from "#content/careers.ts";
import { CONTENT_KEY, seedContent } from "#content/site-content.ts";
import ListingPage, { loader, meta } from "./listing";

const fixture = listings[0]!;
const params = { params: { slug: fixture.slug } } as never;
type Data = ReturnType<typeof loader>;
const jsonLdOf = (data: Data) =>
  (meta({ loaderData: data } as never) as Record<string, unknown>[])
    .filter((m) => "script:ld+json" in m)
    .map((m) => m["script:ld+json"] as Record<string, unknown>);
const show = (data: Data) =>
  render(
    <MemoryRouter>
      <ListingPage
        {...({ loaderData: data, params: {}, matches: [] } as unknown as Parameters<typeof ListingPage>[0])}
      />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  delete fixture.closesOn;
  vi.useRealTimers();
});

describe("a listing's page and its closing date", () => {
  it("while open: Apply Now, the form, and a JobPosting valid through the closing date", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-25T06:00:00Z"), toFake: ["Date"] });
    fixture.closesOn = "2026-11-30";
    const data = loader(params);
    expect(data.closed).toBe(false);
    const ld = jsonLdOf(data).find((j) => j["@type"] === "JobPosting");
    expect(ld?.validThrough).toBe("2026-11-30T23:59:59+05:30");
    show(data);
    expect(screen.getAllByRole("link", { name: "Apply Now" }).length).toBeGreaterThan(0);
    expect(await screen.findByRole("form", { name: `Apply for ${fixture.title}` })).toBeTruthy();
    expect(screen.getByText("30 November 2026")).toBeTruthy();
  });

  it("after it: the page says the role is closed, no Apply Now, no form, no JobPosting", () => {
    vi.useFakeTimers({ now: Date.parse("2026-12-01T06:00:00Z"), toFake: ["Date"] });
    fixture.closesOn = "2026-11-30";
    const data = loader(params);
    expect(data.closed).toBe(true);
    expect(jsonLdOf(data).some((j) => j["@type"] === "JobPosting")).toBe(false);
    show(data);
    expect(screen.getByRole("heading", { name: "This role is closed" })).toBeTruthy();
    expect(screen.getByText(/We stopped taking applications for .* on 30 November 2026/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Apply Now" })).toBeNull();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText("Closed on")).toBeTruthy();
  });
});

describe("a listing at the head office", () => {
  it("names the head office as published, on the page and in its JobPosting", () => {
    // An editor moved the head office (the workspace's company details): a listing with no place
    // of its own follows it; it named the repository's city until then.
    const seed = seedContent();
    const onsite = seed.listings.find((l) => l.workMode === "on-site" && !l.location && l.closedOn === null);
    if (!onsite) throw new Error("the seed has no on-site listing at the head office");
    const address = { ...seed.company.address, street: "Plot 7, Infocity", locality: "Cuttack", postalCode: "753001" };
    const content = { ...seed, company: { ...seed.company, address } };
    const data = loader({ params: { slug: onsite.slug }, context: { [CONTENT_KEY]: content } } as never);
    expect(data.facts.find((f) => f.icon === "MapPin")?.value).toContain("Cuttack");
    const ld = jsonLdOf(data).find((j) => j["@type"] === "JobPosting") as { jobLocation: { address: unknown } };
    expect(ld.jobLocation.address).toMatchObject({
      streetAddress: "Plot 7, Infocity",
      addressLocality: "Cuttack",
      postalCode: "753001",
    });
  });
});
