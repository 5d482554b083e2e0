import { describe, expect, it } from "vitest";
import { field } from "./fields";
import { PHONE_PATTERN } from "./limits";

describe("the phone rule", () => {
  // What a browser does with the form's pattern attribute: the `v` flag, anchored.
  const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
  const accepts = (v: string) => field.phone.safeParse(v).success;

  it.each(["+91 98765 43210", "0674-2301234", "0674 (230) 1234", "9876543210"])("accepts %s", (v) => {
    expect(accepts(v)).toBe(true);
    expect(browser.test(v)).toBe(true);
  });

  it.each(["12345", "+ 91 98765", "phone 98765 43210", "98765/43210", "-9876543210", "(0674) 230 1234"])(
    "refuses %s",
    (v) => {
      expect(accepts(v)).toBe(false);
      expect(browser.test(v)).toBe(false);
    },
  );
});
