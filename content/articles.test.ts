import { describe, expect, it } from "vitest";
import { article, author, readingMinutes, seedArticleContent, seedArticles, seedAuthors, tagLabel } from "./articles";
import { contentKind } from "./kinds";
import { markdownHtml } from "./markdown";
import { seedContent } from "./site-content";
import * as paths from "./paths";

describe("articles and authors", () => {
  it("the repository's articles and authors pass their schemas, are samples, and name authors that exist", () => {
    for (const a of seedAuthors) expect(author.parse(a.data)).toEqual(a.data);
    for (const a of seedArticles) {
      expect(article.parse(a.data)).toEqual(a.data);
      expect(a.data.sample).toBe(true);
      expect(seedAuthors.map((x) => x.slug)).toContain(a.data.author);
    }
    expect(new Set(seedArticles.map((a) => a.slug)).size).toBe(seedArticles.length);
  });

  it("refuses an empty title, a tag that is not a slug, a repeated tag and a photo that is not an uploaded picture", () => {
    const good = seedArticles[0]!.data;
    expect(article.safeParse({ ...good, title: "" }).success).toBe(false);
    expect(article.safeParse({ ...good, tags: ["Not A Slug"] }).success).toBe(false);
    expect(article.safeParse({ ...good, tags: ["erp", "erp"] }).success).toBe(false);
    const who = seedAuthors[0]!.data;
    expect(author.safeParse({ ...who, photo: "https://elsewhere.example/a.jpg" }).success).toBe(false);
    expect(author.safeParse({ ...who, photo: "//elsewhere.example/a.jpg" }).success).toBe(false);
    expect(author.safeParse({ ...who, photo: { image: "/images/team/ananya.webp" } }).success).toBe(false);
    expect(author.safeParse({ ...who, photo: { image: "0123456789abcdef0123-800x800" } }).success).toBe(true);
  });

  it("reads at 200 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("![a picture](/x.png)")).toBe(1);
  });

  it("lists the newest article first in the seed snapshot", () => {
    const { articles } = seedArticleContent();
    expect(articles.map((a) => a.publishedAt)).toEqual([...articles.map((a) => a.publishedAt)].sort().reverse());
  });

  it("an article change touches the listing, its page and its tags' pages only", () => {
    const kind = contentKind("article")!;
    const before = seedContent();
    const changed = { ...before.articles[0]!, title: "A different title for this article" };
    const after = { ...before, articles: [changed, ...before.articles.slice(1)] };
    const all = [
      "/",
      "/about",
      paths.insights,
      ...before.articles.map((a) => paths.article(a.slug)),
      ...changed.tags.map(paths.insightsTag),
      paths.insightsTag("erp"),
    ];
    const touched = kind.touches(before, after, all);
    expect(touched).toContain(paths.insights);
    expect(touched).toContain(paths.article(changed.slug));
    for (const t of changed.tags) expect(touched).toContain(paths.insightsTag(t));
    expect(touched).not.toContain("/");
    expect(touched).not.toContain(paths.article(before.articles[1]!.slug));
    expect(kind.touches(before, before, all)).toEqual([]);
  });
});

describe("article Markdown", () => {
  const hostile = [
    "# Title <script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](vbscript:x) [d](data:text/html,x) [e](//evil.example/x)",
    "![remote](https://evil.example/p.png) ![data](data:image/png;base64,AAAA)",
    '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
    '```html" onmouseover="alert(1)',
    "<b>code</b>",
    "```",
  ].join("\n\n");
  const html = markdownHtml(hostile);

  it("never passes raw HTML, event handlers, script or unsafe links through", () => {
    expect(html).not.toMatch(/<script|<img src="x"|<a href="javascript|<b>|\son\w+="/i);
    expect(html).not.toMatch(/href="(?:javascript|vbscript|data):/i);
    expect(html).not.toContain('href="//evil');
    expect(html).not.toContain('src="https://evil');
    expect(html).not.toContain('src="data:');
    expect(html).toContain("&lt;script&gt;");
    // The remote image is shown as its alt text.
    expect(html).toContain("remote");
  });

  it("renders headings from h2, lists, code, same-site images and safe links", () => {
    const out = markdownHtml(
      "# One\n\n## Two\n\n### Three\n\n- a\n- b\n\n1. x\n\n`code`\n\n![team](/images/team.webp)\n\n[quote](/quote) [site](https://example.org) [mail](mailto:a@b.in)",
    );
    expect(out).toContain("<h2>One</h2>");
    expect(out).toContain("<h2>Two</h2>");
    expect(out).toContain("<h3>Three</h3>");
    expect(out).not.toContain("<h1");
    expect(out).toContain("<ul>");
    expect(out).toContain("<ol>");
    expect(out).toContain("<code>code</code>");
    expect(out).toContain('<img src="/images/team.webp" alt="team" loading="lazy" decoding="async">');
    expect(out).toContain('<a href="/quote">quote</a>');
    expect(out).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
    expect(out).toContain('<a href="mailto:a@b.in">mail</a>');
  });
});

describe("tag labels", () => {
  it("spells known abbreviations and capitalises the first word", () => {
    expect(tagLabel("erp")).toBe("ERP");
    expect(tagLabel("retail-technology")).toBe("Retail technology");
    expect(tagLabel("devops")).toBe("DevOps");
  });
});
