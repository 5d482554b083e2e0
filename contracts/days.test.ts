import { describe, expect, it } from "vitest";
import { dayText } from "./days";

describe("dayText", () => {
  it("reads a calendar day as people do, with no time-zone shift", () => {
    expect(dayText("2026-06-30")).toBe("30 Jun 2026");
    expect(dayText("2027-01-01")).toBe("1 Jan 2027");
    expect(dayText("2026-12-31")).toBe("31 Dec 2026");
  });

  it("gives back what is not such a day, rather than a wrong one", () => {
    expect(dayText("")).toBe("");
    expect(dayText("31/12/2026")).toBe("31/12/2026");
    expect(dayText("2026-13-45")).toBe("2026-13-45");
    expect(dayText("2026-02-30")).toBe("2026-02-30");
    expect(dayText("2027-02-29")).toBe("2027-02-29");
    expect(dayText("2028-02-29")).toBe("29 Feb 2028");
  });
});
