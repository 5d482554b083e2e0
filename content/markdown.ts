/**
 * An article's Markdown as HTML (docs/decisions/0140-article-markdown-and-feeds.md), at build and publish
 * time only: the pages carry the HTML, never the renderer. markdown-it with raw HTML off (a tag
 * typed in the body is shown as text), links only to this site, http(s) or mailto, and images only
 * from this site (the pages' CSP allows no other origin; anything else is shown as its alt text).
 * The body's headings start at h2 (the page's title is its h1): `#` and `##` are both h2.
 */
import MarkdownIt from "markdown-it";

const safeLink = (url: string) => /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i.test(url.trim());
const sameSite = (url: string) => /^\/(?!\/)/.test(url.trim());

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
md.validateLink = safeLink;

md.core.ruler.push("corvanta_headings", (state) => {
  for (const t of state.tokens) {
    if (t.type === "heading_open" || t.type === "heading_close") {
      const level = Math.max(2, Number(t.tag.slice(1)));
      t.tag = `h${level}`;
    }
  }
});

const image = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = token.attrGet("src") ?? "";
  if (!sameSite(src)) return md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return image(tokens, idx, options, env, self);
};

const linkOpen = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx]!.attrGet("href") ?? "";
  if (/^https?:\/\//i.test(href)) tokens[idx]!.attrSet("rel", "noopener noreferrer");
  return linkOpen ? linkOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

/** The body as HTML: safe to place in a page as it is. */
export function markdownHtml(markdown: string): string {
  return md.render(markdown);
}
