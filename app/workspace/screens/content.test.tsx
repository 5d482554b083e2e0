// @vitest-environment jsdom
/**
 * The Content list narrows as one types: by title, address or kind, with a Show filter of what
 * needs the editors, both kept in the address; nothing matching says so and clears in one click.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ContentSummary } from "#contracts/content.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentPage, matchContent } from "./content";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

const doc = (over: Partial<ContentSummary> & Pick<ContentSummary, "id" | "title" | "kind" | "kindLabel">) =>
  ({
    slug: over.id,
    state: "published",
    sample: false,
    publishAt: null,
    firstPublishedAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    updatedBy: "Ananya Mishra",
    unpublishedChanges: false,
    version: 2,
    ...over,
  }) satisfies ContentSummary;

const items: ContentSummary[] = [
  doc({ id: "service-devops", slug: "devops", title: "DevOps", kind: "service", kindLabel: "Service pages" }),
  doc({
    id: "service-erp",
    slug: "erp-solutions",
    title: "ERP Solutions",
    kind: "service",
    kindLabel: "Service pages",
    unpublishedChanges: true,
  }),
  doc({
    id: "testimonial-1",
    title: "Rohan Deshpandé, Kalinga Retail",
    kind: "testimonial",
    kindLabel: "Testimonials",
    sample: true,
  }),
  doc({
    id: "article-festive",
    slug: "festive-pos-data",
    title: "What festive POS data tells a retailer",
    kind: "article",
    kindLabel: "Articles",
    state: "scheduled",
    firstPublishedAt: null,
    publishAt: "2026-12-20T04:30:00.000Z",
  }),
  doc({
    id: "article-new",
    slug: "gst-invoicing-checklist",
    title: "A GST invoicing checklist",
    kind: "article",
    kindLabel: "Articles",
    state: "draft",
    firstPublishedAt: null,
  }),
  // Unpublished: a draft again, but one that has been on the site.
  doc({
    id: "article-old",
    slug: "pos-switch-over",
    title: "A POS switch-over weekend",
    kind: "article",
    kindLabel: "Articles",
    state: "draft",
  }),
];

const kinds = [
  { kind: "service", label: "Service pages", description: "One page per service.", singleton: false, creatable: false },
  { kind: "testimonial", label: "Testimonials", description: "Clients' words.", singleton: false, creatable: true },
  { kind: "article", label: "Articles", description: "Insights.", singleton: false, creatable: true },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("matchContent", () => {
  const ids = (q: string, show: Parameters<typeof matchContent>[2] = "") =>
    matchContent(items, q, show).map((i) => i.id);

  it("finds every word in the title, the address or the kind, in any case and without accents", () => {
    expect(ids("")).toHaveLength(6);
    expect(ids("devops")).toEqual(["service-devops"]);
    expect(ids("ERP  solutions")).toEqual(["service-erp"]);
    expect(ids("deshpande")).toEqual(["testimonial-1"]);
    expect(ids("service")).toEqual(["service-devops", "service-erp"]);
    expect(ids("pos-data")).toEqual(["article-festive"]);
    expect(ids("devops retail")).toEqual([]);
  });

  it("shows what needs the editors: sample content, unpublished changes, drafts, scheduled", () => {
    expect(ids("", "sample")).toEqual(["testimonial-1"]);
    expect(ids("", "changes")).toEqual(["service-erp"]);
    expect(ids("", "draft")).toEqual(["article-new"]);
    expect(ids("", "scheduled")).toEqual(["article-festive"]);
    expect(ids("devops", "changes")).toEqual([]);
  });
});

describe("the Content list", () => {
  function renderAt(path: string) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ kinds, items })),
    );
    const router = createMemoryRouter([{ path: "/content", element: <ContentPage /> }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it("narrows as one types, hides kinds with nothing left, and keeps the search in the address", async () => {
    const router = renderAt("/content");
    const search = await screen.findByLabelText("Find a document");
    expect(screen.getByRole("status").textContent).toBe("6 documents.");
    fireEvent.change(search, { target: { value: "erp" } });
    expect(screen.getByRole("status").textContent).toBe("1 of 6 documents matches.");
    expect(screen.getByRole("link", { name: "ERP Solutions" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "DevOps" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Testimonials" })).toBeNull();
    expect(router.state.location.search).toBe("?q=erp");
  });

  it("reads the filter from the address; nothing matching says so and clears in one click", async () => {
    const router = renderAt("/content?q=devops&show=sample");
    const empty = await screen.findByText("No document matches");
    expect(screen.getByLabelText("Show")).toHaveProperty("value", "sample");
    expect(screen.getByRole("status").textContent).toBe("0 of 6 documents match.");
    fireEvent.click(within(empty.parentElement!).getByRole("button", { name: "Clear the search" }));
    expect(screen.getByRole("status").textContent).toBe("6 documents.");
    expect(screen.getByLabelText("Find a document")).toHaveProperty("value", "");
    // The button is gone: the focus goes to the search, not to the page.
    expect(document.activeElement).toBe(screen.getByLabelText("Find a document"));
    expect(router.state.location.search).toBe("");
    // An unknown Show value is All documents, not an empty list.
    cleanup();
    renderAt("/content?show=everything");
    expect(await screen.findByRole("link", { name: "DevOps" })).toBeTruthy();
  });
});
