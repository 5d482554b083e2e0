/**
 * A draft's preview (contracts/preview.ts): the public page a listing or a content document would
 * have once published, for the staff who edit it, marked so that nobody takes it for the live
 * page and its forms send nothing. Used by the listings' and the content documents' routes.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { PREVIEW_ATTRIBUTE, PREVIEW_NOTICE } from "#contracts/preview.ts";
import { buildNavigation, headerNavigationFile } from "#content/navigation.ts";
import type { SiteContent } from "#content/site-content.ts";
import { decodeEntities, pageCspFromHtml, pageCspHeader } from "../lib/csp";
import { HttpError, run } from "../lib/errors";
import { withIslands } from "../site/postprocess";

/**
 * The public page of a draft, rendered by the publisher's renderer with the site's content and
 * the draft in it: behind sign-in, never indexed, never cached. Its islands work as on the site
 * (its drawings stay inline, as no sprite is written for a draft, and the header's navigation is
 * in the page, as no file of it is), it says it is a preview and its forms send nothing
 * (markPreview), and its policy names its own scripts and lets no form be posted.
 */
export async function sendPreview(
  app: FastifyInstance,
  reply: FastifyReply,
  content: () => Promise<{ content: SiteContent; path: string }>,
) {
  const publisher = app.sitePublisher();
  if (!publisher?.available())
    throw new HttpError(503, "unavailable", "Previews need the built site: this server runs without it.");
  const what = await run(content);
  const page = await publisher.renderer.render(what.path, what.content);
  const navigation = headerNavigationFile(buildNavigation(what.content));
  const html = markPreview(
    inlineSharedProps(withIslands(page.html, what.path), { [navigation.path]: navigation.body }),
  );
  return reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store, private")
    .header("x-robots-tag", "noindex, nofollow")
    .header("content-security-policy", pageCspHeader(pageCspFromHtml(html), { forms: false }))
    .send(html);
}

// Fixed colours, whatever the theme: the notice is the workspace's, not the site's (contrast 8.3:1).
const PREVIEW_STYLE =
  ".preview-notice{background:#fef3c7;color:#78350f;border-bottom:2px solid #d97706;padding:.625rem 1rem;" +
  "font:600 .875rem/1.4 system-ui,sans-serif;text-align:center}" +
  // The site's phone menu opens at the header's height from the top: the notice steps aside meanwhile.
  "html:has(#mobile-menu:not([hidden])) .preview-notice{display:none}";

/**
 * Makes a rendered page a preview: never indexed, never counted in Traffic, marked on <html> (the
 * site's forms then send nothing and say so, app/components/forms/use-form-submission.ts), and a
 * notice at the top, so a draft is never taken for the live page. A page without the elements it needs is refused: the
 * renderer always makes them, so their absence is a fault, not a page to show.
 */
export function markPreview(html: string): string {
  let marked = 0;
  const out = html
    .replace(/<html\b/, () => (marked++, `<html ${PREVIEW_ATTRIBUTE}`))
    // No page view is counted for a preview: the islands loader loads the beacon only when named.
    .replace(/ data-beacon="[^"]*"/, "")
    .replace(
      "<head>",
      () => (marked++, `<head><meta name="robots" content="noindex, nofollow"/><style>${PREVIEW_STYLE}</style>`),
    )
    .replace(
      /<body\b[^>]*>/,
      (body) => (
        marked++,
        `${body}<aside class="preview-notice" aria-label="Preview"><p>${PREVIEW_NOTICE}</p></aside>`
      ),
    );
  if (marked !== 3) throw new Error("a rendered page lacks <html>, <head> or <body>: no preview made of it");
  return out;
}

const encode = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Moves an island's shared props (`data-shared`, app/islands/island.tsx: prop name to the URL of a
 * file the site's pages share) into its own props when `files` has that URL's body. A draft that
 * changes the header's navigation names a file the site does not have: the preview carries it.
 */
export function inlineSharedProps(html: string, files: Record<string, string>): string {
  return html.replace(
    /<(\w+)([^>]*?) data-props="([^"]*)" data-shared="([^"]*)"/g,
    (tag: string, name: string, before: string, props: string, shared: string) => {
      const own = JSON.parse(decodeEntities(props)) as Record<string, unknown>;
      const rest: Record<string, string> = {};
      let moved = false;
      for (const [prop, url] of Object.entries(JSON.parse(decodeEntities(shared)) as Record<string, string>)) {
        if (Object.hasOwn(files, url)) {
          own[prop] = JSON.parse(files[url]!) as unknown;
          moved = true;
        } else rest[prop] = url;
      }
      if (!moved) return tag;
      const left = Object.keys(rest).length ? ` data-shared="${encode(JSON.stringify(rest))}"` : "";
      return `<${name}${before} data-props="${encode(JSON.stringify(own))}"${left}`;
    },
  );
}
