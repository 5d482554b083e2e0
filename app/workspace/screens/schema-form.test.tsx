// @vitest-environment jsdom
/**
 * The form made from a content kind's schema (schema-form.tsx) for a product page, whose sections
 * are one of four shapes told apart by `kind`: each section shows a select of its shape and that
 * shape's fields; choosing another shape keeps the heading and gives the new shape's empty fields;
 * a union of numbers (cards per row) stays a number; and whatever the form makes, the same schema
 * accepts once it is filled in.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { z } from "zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { article } from "#content/articles.ts";
import { productPage, type ProductPage } from "#content/kinds.ts";
import { products } from "#content/products.ts";
import { companyDetails } from "#content/schema.ts";
import { seedCompany } from "#content/offices.ts";
import { pathLabel } from "./content-editor";
import { labelOf, SchemaFields, type JsonSchema } from "./schema-form";

const schema = z.toJSONSchema(productPage, { unrepresentable: "any" }) as JsonSchema;
const erp = products.find((p) => p.sections.some((s) => s.kind === "cards"))!;
const start: ProductPage = {
  eyebrow: erp.eyebrow,
  title: erp.title,
  summary: erp.summary,
  intro: erp.intro,
  sections: erp.sections,
};

function Harness({ onValue }: { onValue: (v: unknown) => void }) {
  const [value, setValue] = useState<unknown>(start);
  return (
    <SchemaFields
      schema={schema}
      value={value}
      errors={{}}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a form of a union of shapes", () => {
  it("shows each section's shape as a select with that shape's fields, and keeps a number a number", () => {
    let latest: ProductPage = start;
    render(<Harness onValue={(v) => (latest = v as ProductPage)} />);
    const index = start.sections.findIndex((s) => s.kind === "cards");
    const section = screen.getByText(`Section ${index + 1}`).closest("div")!.parentElement!;
    const kind = within(section).getByLabelText("Kind") as HTMLSelectElement;
    expect(kind.value).toBe("cards");
    expect([...kind.options].map((o) => o.text)).toEqual([
      "Cards",
      "Groups of cards",
      "Chips (short labels with an icon)",
      "Call-for-quote panel",
    ]);
    // The constant is never a text box of its own.
    expect(within(section).queryByDisplayValue("cards")).toBeNull();

    const columns = within(section).getByLabelText("Columns") as HTMLSelectElement;
    fireEvent.change(columns, { target: { value: "2" } });
    expect(latest.sections[index]).toMatchObject({ kind: "cards", columns: 2 });
  });

  it("another shape keeps the heading and takes the new shape's fields; filled in, the schema accepts it", () => {
    let latest: ProductPage = start;
    render(<Harness onValue={(v) => (latest = v as ProductPage)} />);
    const index = start.sections.findIndex((s) => s.kind === "cards");
    const section = screen.getByText(`Section ${index + 1}`).closest("div")!.parentElement!;
    fireEvent.change(within(section).getByLabelText("Kind"), { target: { value: "quote-panel" } });
    const changed = latest.sections[index] as Record<string, unknown>;
    expect(changed).toMatchObject({ kind: "quote-panel", heading: start.sections[index]!.heading });
    expect(changed).not.toHaveProperty("items");
    const text = within(section).getByLabelText("Text");
    fireEvent.change(text, {
      target: { value: "Tell us how your team works today and we will show you the parts that fit." },
    });
    expect(productPage.safeParse(latest).success).toBe(true);
  });
});

describe("a field naming another document (an article's author)", () => {
  const articleSchema = z.toJSONSchema(article, { unrepresentable: "any" }) as JsonSchema;
  const authorField = { author: articleSchema.properties!.author! };
  const summary = (slug: string, title: string, state = "published") => ({
    id: `author-${slug}`,
    kind: "author",
    kindLabel: "Authors",
    title,
    slug,
    state,
    sample: false,
    publishAt: null,
    firstPublishedAt: null,
    updatedAt: "2026-11-27T08:00:00.000Z",
    updatedBy: null,
    unpublishedChanges: false,
    version: 1,
  });
  const serve = (answer: () => Response) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer()),
    );
  const ok = () =>
    new Response(
      JSON.stringify({
        kinds: [],
        items: [
          summary("meera-das", "Meera Das"),
          summary("arun-nayak", "Arun Nayak", "draft"),
          { ...summary("x", "Not an author"), id: "article-x", kind: "article", kindLabel: "Articles" },
        ],
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );

  function AuthorHarness({ initial, onValue }: { initial: unknown; onValue: (v: unknown) => void }) {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <SchemaFields
        schema={{ type: "object", properties: authorField, required: ["author"] }}
        value={value}
        errors={{}}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    );
  }

  it("offers that kind's documents by name, says which are not published, and sets the slug", async () => {
    serve(ok);
    let latest: unknown = null;
    render(<AuthorHarness initial={{}} onValue={(v) => (latest = v)} />);
    const select = (await screen.findByRole("combobox", { name: "Author" })) as HTMLSelectElement;
    await screen.findByRole("option", { name: "Meera Das" });
    expect([...select.options].map((o) => o.text)).toEqual(["Choose…", "Meera Das", "Arun Nayak (draft)"]);
    fireEvent.change(select, { target: { value: "meera-das" } });
    expect(latest).toEqual({ author: "meera-das" });
  });

  it("keeps a value that names no document, and says so", async () => {
    serve(ok);
    render(<AuthorHarness initial={{ author: "left-the-company" }} onValue={() => {}} />);
    await screen.findByRole("option", { name: "left-the-company (no such document)" });
    expect((screen.getByRole("combobox", { name: "Author" }) as HTMLSelectElement).value).toBe("left-the-company");
  });

  it("if the list cannot be loaded, the slug is typed as text, and what was there stays", async () => {
    serve(() => new Response("{}", { status: 500, headers: { "content-type": "application/json" } }));
    let latest: unknown = null;
    render(<AuthorHarness initial={{ author: "meera-das" }} onValue={(v) => (latest = v)} />);
    const input = (await screen.findByRole("textbox", { name: "Author" })) as HTMLInputElement;
    expect(input.value).toBe("meera-das");
    expect(screen.getByText(/The list could not be loaded/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "arun-nayak" } });
    expect(latest).toEqual({ author: "arun-nayak" });
  });
});

describe("labels a person reads, not the schema's names", () => {
  it("words field names that are code in plain English", () => {
    expect(labelOf("postalCode", {})).toBe("Postal code");
    expect(labelOf("mapUrl", {})).toBe("Map link");
    expect(labelOf("ctaLabel", {})).toBe("Button label");
    expect(labelOf("href", {})).toBe("Link");
    expect(labelOf("id", {})).toBe("Reference");
    expect(labelOf("toc", {})).toBe("Contents");
    expect(labelOf("mapUrl", { title: "Where it is" })).toBe("Where it is");
  });

  it("the company's details: each profile named by its network, icons by their brand, offices in words", () => {
    const company = z.toJSONSchema(companyDetails, { unrepresentable: "any" }) as JsonSchema;
    render(<SchemaFields schema={company} value={seedCompany} errors={{}} onChange={() => {}} />);
    const social = screen.getByRole("group", { name: /Social profiles/ });
    expect(within(social).getByText("Profile 1")).toBeTruthy();
    expect(within(social).getByText(`: ${seedCompany.social[0]!.label}`)).toBeTruthy();
    const icon = within(social).getAllByRole("combobox", { name: "Icon" })[0]!;
    expect([...(icon as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "LinkedIn",
      "X (Twitter)",
      "Facebook",
      "Instagram",
      "YouTube",
    ]);
    const offices = screen.getByRole("group", { name: /Other offices/ });
    expect(within(offices).getByText("Office 1")).toBeTruthy();
    for (const label of ["Reference", "Heading", "Map link", "Office hours"])
      expect(within(offices).getAllByLabelText(label).length).toBe(seedCompany.offices.length);
    expect(within(offices).queryByText(/^(Id|Map url|Label|Address lines)$/)).toBeNull();
    // Each office is a group named by its heading, so two "City" fields are told apart.
    const second = within(offices).getByRole("group", { name: `Office 2: ${seedCompany.offices[1]!.label}` });
    expect((within(second).getByLabelText("City") as HTMLInputElement).value).toBe(seedCompany.offices[1]!.city);
    // A refusal or a comparison names a field the same way.
    expect(pathLabel(company, "social.2.href")).toBe("Social profiles › Profile 3 › Profile address");
    expect(pathLabel(company, "offices.0.mapUrl")).toBe("Other offices › Office 1 › Map link");
    expect(pathLabel(company, "offices.1.addressLines.0")).toBe("Other offices › Office 2 › Address › Line 1");
  });
});
