import { describe, expect, it } from "vitest";
import { clientLogos } from "./client-logos";
import { testimonials } from "./company";
import { samplesToReplace } from "./samples";
import { site } from "./site";

describe("sample content to replace before launch", () => {
  it("lists every flagged sample: testimonials, client logos, phone, e-mail, social links, the certificate", () => {
    const list = samplesToReplace()
      .map((s) => s.what)
      .join("\n");
    expect(testimonials.every((t) => t.sample)).toBe(true);
    expect(list).toContain(`${testimonials.length} client testimonials`);
    expect(list).toContain(`${clientLogos.items.length} client logos`);
    expect(list).toContain(site.phone.display);
    expect(list).toContain(site.email);
    expect(list).toContain(`${site.social.length} social links`);
    expect(list).toContain("sample certificate 12345");
  });
});
