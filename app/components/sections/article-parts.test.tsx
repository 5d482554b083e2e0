// @vitest-environment jsdom
/**
 * An article's byline (article-parts.tsx): an author's uploaded portrait is a <picture> with AVIF
 * and WebP sources at its derived widths (the smallest, 160, is enough for 44 px on a 3x screen),
 * 44 px with its size reserved, and no alt text of its own
 * (the name beside it says who it is); without a portrait, the initials.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { pictureOf } from "#content/images.ts";
import { Byline } from "./article-parts";

afterEach(cleanup);

const base = { date: "26 November 2026", publishedAt: "2026-11-26T04:30:00.000Z", minutes: 6 };

describe("the byline", () => {
  it("draws an uploaded portrait as a sized <picture>, and initials without one", () => {
    const photo = pictureOf({ image: "0123456789abcdef0123-800x1000", alt: "" });
    const { container, rerender } = render(
      <Byline {...base} author={{ name: "Debashish Pattnaik", role: "Lead Consultant", photo, initials: "DP" }} />,
    );
    const avif = container.querySelector('picture source[type="image/avif"]');
    expect(avif?.getAttribute("srcset")).toBe(
      "/media/0123456789abcdef0123-160.avif 160w, /media/0123456789abcdef0123-480.avif 480w, /media/0123456789abcdef0123-800.avif 800w",
    );
    const img = container.querySelector("picture img")!;
    expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("alt")]).toEqual(["44", "44", ""]);
    expect(container.textContent).toContain("Debashish Pattnaik");

    rerender(
      <Byline {...base} author={{ name: "Rohit Sahoo", role: "Engineering Manager", photo: null, initials: "RS" }} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    expect(container.textContent).toContain("RS");
  });
});
