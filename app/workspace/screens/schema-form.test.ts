import { describe, expect, it } from "vitest";
import { differences } from "./schema-form";

describe("comparing two revisions (schema-form.tsx differences)", () => {
  it("names each changed leaf by its path, a checkbox by its answer", () => {
    expect(
      differences(
        { title: "Old", featured: false, address: { lines: ["A", "B"] } },
        { title: "New", featured: true, address: { lines: ["A", "C"] } },
      ),
    ).toEqual([
      { path: "title", before: "Old", after: "New" },
      { path: "featured", before: "No", after: "Yes" },
      { path: "address.lines.1", before: "B", after: "C" },
    ]);
  });

  it("a field only one revision has reads as empty in the other", () => {
    expect(differences({ a: "x" }, { a: "x", b: null, c: "new" })).toEqual([{ path: "c", before: "", after: "new" }]);
  });
});
