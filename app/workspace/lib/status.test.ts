import { describe, expect, it } from "vitest";
import { hiringRounds } from "#content/careers.ts";
import { statusLabel } from "./status";

describe("status labels", () => {
  it("name an application's stages from the published hiring rounds", () => {
    for (const r of hiringRounds) expect(statusLabel(r.id)).toBe(r.title);
    expect(["received", "offer", "hired", "rejected"].map(statusLabel)).toEqual([
      "Received",
      "Offer",
      "Hired",
      "Rejected",
    ]);
  });

  it("name a stage whose round left the site from its stored id", () => {
    expect(statusLabel("portfolio-review")).toBe("Portfolio review");
    expect(statusLabel("in_progress")).toBe("In progress");
  });
});
