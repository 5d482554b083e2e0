/**
 * A draft's preview says what it is: not indexed, marked for the site's forms (which then send
 * nothing), a notice above the site's header, and a policy that lets no form be posted.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "#app/islands/island.tsx";
import { pageCspFromHtml, pageCspHeader } from "../lib/csp";
import { PREVIEW_NOTICE } from "#contracts/preview.ts";
import { inlineSharedProps, markPreview } from "./preview";

const page =
  '<!DOCTYPE html><html lang="en-IN" class="dark"><head><meta charset="utf-8"/><title>Job</title></head>' +
  '<body class="min-h-dvh"><a href="#main">Skip to content</a><main id="main"><h1>Job</h1></main>' +
  '<script data-src="/assets/island-loader-x.js" data-beacon="/assets/beacon-y.js" data-islands-loader=""></script></body></html>';

describe("markPreview", () => {
  it("marks <html>, keeps the page out of search and Traffic, and puts the notice first in <body>", () => {
    const html = markPreview(page);
    expect(html).toMatch(/^<!DOCTYPE html><html data-preview lang="en-IN" class="dark">/);
    expect(html).toContain('<head><meta name="robots" content="noindex, nofollow"/><style>');
    expect(html).toContain(
      `<body class="min-h-dvh"><aside class="preview-notice" aria-label="Preview"><p>${PREVIEW_NOTICE}</p></aside><a href="#main">`,
    );
    // No page view is counted: the loader has no beacon to load.
    expect(html).toContain('<script data-src="/assets/island-loader-x.js" data-islands-loader=""></script>');
    // The notice's style is allowed by its hash, as every inline style of a page is.
    const csp = pageCspFromHtml(html);
    expect(csp.style).toHaveLength(1);
    expect(pageCspHeader(csp)).toContain(csp.style[0]);
  });

  it("refuses a page without <html>, <head> or <body> rather than showing it unmarked", () => {
    expect(() => markPreview("<p>Job</p>")).toThrow(/no preview made/);
    expect(() => markPreview(page.replace("<head>", "<head >"))).toThrow(/no preview made/);
    expect(() => markPreview(page.replace(/<body[^>]*>/, ""))).toThrow(/no preview made/);
  });
});

describe("a preview's policy", () => {
  it("lets no form be posted, and a page's forms otherwise go to the site only", () => {
    expect(pageCspHeader(null, { forms: false })).toContain("form-action 'none'");
    expect(pageCspHeader(null)).toContain("form-action 'self'");
    expect(pageCspHeader(null, { connectOrigins: ["https://api.example"] })).toContain(
      "form-action 'self' https://api.example",
    );
  });
});

describe("inlineSharedProps", () => {
  const props = { path: "/career/x", note: `"Tom & Jerry's" <b>` };
  const island = (shared: Record<string, string>) =>
    `<div class="contents" data-island="header" data-props="${JSON.stringify(props)
      .replace(/&/g, "&amp;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#x27;")}" data-shared="${JSON.stringify(shared).replace(/"/g, "&quot;")}" data-load="visible">`;
  const attr = (html: string, name: string) => {
    const value = new RegExp(` data-${name}="([^"]*)"`).exec(html)![1]!;
    return JSON.parse(
      value
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&"),
    ) as Record<string, unknown>;
  };

  it("puts a shared file's body into the island's props, which keep every character", () => {
    const html = inlineSharedProps(island({ navigation: "/nav-abc.json" }), {
      "/nav-abc.json": JSON.stringify({ primary: [{ label: "R&D <new>" }] }),
    });
    expect(html).not.toContain("data-shared");
    expect(html).toContain('data-load="visible"');
    expect(attr(html, "props")).toEqual({ ...props, navigation: { primary: [{ label: "R&D <new>" }] } });
  });

  it("reads the markup the site's own Island writes (app/islands/island.tsx)", () => {
    const Header = ({ path }: { path: string; navigation: unknown }) => createElement("p", null, path);
    const html = renderToString(
      createElement(Island<{ path: string; navigation: unknown }>, {
        name: "header",
        component: Header,
        props: { path: "/career/x", navigation: { stale: true } },
        shared: { navigation: "/nav-abc.json" },
        load: "hover",
      }),
    );
    expect(html).toContain("data-shared=");
    const inlined = inlineSharedProps(html, { "/nav-abc.json": JSON.stringify({ primary: ["R&D <new>"] }) });
    expect(inlined).not.toContain("data-shared=");
    expect(attr(inlined, "props")).toEqual({ path: "/career/x", navigation: { primary: ["R&D <new>"] } });
  });

  it("leaves a file it was not given to be fetched, as on the site", () => {
    const html = inlineSharedProps(island({ navigation: "/nav-abc.json", other: "/other.json" }), {
      "/nav-abc.json": "[]",
    });
    expect(attr(html, "shared")).toEqual({ other: "/other.json" });
    expect(attr(html, "props")).toEqual({ ...props, navigation: [] });
    expect(inlineSharedProps(island({ navigation: "/nav-old.json" }), {})).toBe(
      island({ navigation: "/nav-old.json" }),
    );
  });
});
