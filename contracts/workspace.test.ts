import { describe, expect, it } from "vitest";
import { seesKind } from "./workspace";

describe("seesKind: who sees, and so may be assigned, each kind of submission", () => {
  it("sales and admins work quotes and contact messages; recruiters and admins work applications", () => {
    expect(seesKind(["sales"], "quote")).toBe(true);
    expect(seesKind(["sales"], "contact")).toBe(true);
    expect(seesKind(["sales"], "application")).toBe(false);
    expect(seesKind(["recruiter"], "application")).toBe(true);
    expect(seesKind(["recruiter"], "quote")).toBe(false);
    expect(seesKind(["admin"], "application")).toBe(true);
    expect(seesKind(["admin"], "quote")).toBe(true);
    expect(seesKind(["editor"], "quote")).toBe(false);
    expect(seesKind(["editor"], "application")).toBe(false);
    expect(seesKind(["editor", "sales"], "contact")).toBe(true);
    expect(seesKind([], "contact")).toBe(false);
  });
});
