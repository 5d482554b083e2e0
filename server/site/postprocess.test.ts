import { describe, expect, it } from "vitest";
import { deferDrawings } from "./postprocess";

const icon = (inner: string, extra = "") =>
  `<svg viewBox="0 0 24 24" class="size-6" aria-hidden="true"${extra} data-defer="">${inner}</svg>`;

describe("deferDrawings: a page's marked drawings leave it for one sprite", () => {
  it("moves each drawing into a symbol, shares a symbol between equal drawings, and keeps each box", () => {
    const page = `<main>${icon('<path d="M1 1h2"></path>')}<p>text</p>${icon('<circle r="2"></circle>', ' stroke-width="3"')}${icon('<path d="M1 1h2"></path>')}<svg viewBox="0 0 9 9"><path d="M0 0"></path></svg></main>`;
    const { html, art } = deferDrawings(page);
    expect(art!.path).toMatch(/^assets\/art\/[0-9a-f]{16}\.svg$/);
    expect(art!.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="a0"><path d="M1 1h2"></path></symbol><symbol id="a1"><circle r="2"></circle></symbol></svg>\n',
    );
    const at = `/${art!.path}`;
    expect(html).toBe(
      `<main><svg viewBox="0 0 24 24" class="size-6" aria-hidden="true" data-art="${at}#a0"></svg><p>text</p>` +
        `<svg viewBox="0 0 24 24" class="size-6" aria-hidden="true" stroke-width="3" data-art="${at}#a1"></svg>` +
        `<svg viewBox="0 0 24 24" class="size-6" aria-hidden="true" data-art="${at}#a0"></svg>` +
        // An unmarked drawing stays in the page.
        `<svg viewBox="0 0 9 9"><path d="M0 0"></path></svg></main>`,
    );
  });

  it("names the sprite by its content: the same drawings give the same file, others another", () => {
    const a = deferDrawings(icon("<path></path>")).art!;
    expect(deferDrawings(`<div>${icon("<path></path>")}</div>`).art).toEqual(a);
    expect(deferDrawings(icon("<rect></rect>")).art!.path).not.toBe(a.path);
  });

  it("leaves a page without marked drawings as it was, with no file", () => {
    const page = '<main><svg viewBox="0 0 1 1"><path></path></svg></main>';
    expect(deferDrawings(page)).toEqual({ html: page });
  });
});
