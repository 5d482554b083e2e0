/**
 * An editor writes a new article in the workspace, schedules it, and finds it on /insights, on its
 * own page and in both feeds when it is due (docs/publishing.md "Content kinds"; the feeds parsed
 * with rss-parser, as a reader would). Hostile Markdown in its body renders harmlessly: no script,
 * no event handler, no javascript: link, and the page's CSP reports nothing.
 * It publishes, so it runs in the "publishing" project, against a server of its own.
 */
import Parser from "rss-parser";
import sharp from "sharp";
import { articleFeeds } from "#content/article-feeds.ts";
import { seedArticles, seedAuthors } from "#content/articles.ts";
import { axeInBothThemes } from "./axe";
import { expect, realServer, test } from "./fixtures";
import { expectedStatusConsole, acceptInvitation } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
test.use({ allowConsoleErrors: [expectedStatusConsole(400, 401)] });

const stamp = String(Date.now()).slice(-7);
const slug = `festive-stock-notes-${stamp}`;
const title = `Festive stock notes from the billing counter ${stamp}`;
const hostile = [
  "Stores on our POS system keep a month of their own sales before the festive weeks, and that record says more about stock than any forecast made in a meeting room. We read it with the store manager in three passes.",
  "## What the month shows",
  "- items that sold out, and on which day",
  "- items that did not move at all",
  "- the busiest hour of each counter",
  '<script>window.__pwned = 1</script> <img src=x onerror="window.__pwned = 2">',
  "[a harmless-looking link](javascript:window.__pwned=3) and [our quote form](/quote)",
  "![a picture from elsewhere](https://elsewhere.example/pixel.png)",
  "```",
  "<b>kept as text</b>",
  "```",
].join("\n\n");

test("an editor writes an article, schedules it, and finds it on /insights and in both feeds when due; hostile Markdown is harmless", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await acceptInvitation(page, `articles.${stamp}@corvanta.example`, "Sanjana Rout", ["editor"]);
  await page.getByRole("navigation").first().getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: "New article" }).click();
  await expect(page.getByRole("heading", { name: "New article", level: 1 })).toBeVisible();

  // An empty title and a taken address are refused at the field; what was typed stays.
  await page.getByLabel("Address", { exact: true }).fill("a-pos-switch-over-weekend");
  await page
    .getByLabel("Summary", { exact: true })
    .fill(
      "What a month of a store's own billing data says about stock for the festive weeks, read with the store manager.",
    );
  await page.getByLabel("Body (Markdown)", { exact: true }).fill(hostile);
  // The author is chosen by name from the Authors of the workspace, not typed as a slug.
  await page.getByLabel("Author", { exact: true }).selectOption({ label: seedAuthors[0]!.data.name });
  await expect(page.getByLabel("Author", { exact: true })).toHaveValue(seedAuthors[0]!.slug);
  await page.getByRole("button", { name: "Add a tag" }).click();
  await page.getByRole("textbox", { name: "Tag 1", exact: true }).fill("pos");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/needs? attention/).first()).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Body (Markdown)", { exact: true })).toHaveValue(hostile);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/addresses are never reused/).first()).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Address", { exact: true }).fill(slug);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Scheduled for the next minute but one, in IST; not on the site until then.
  const due = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
  const ist = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(due)
      .map((p) => [p.type, p.value]),
  );
  await page.getByRole("button", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule the publication" });
  await dialog.getByLabel(/^Publish at/).fill(`${ist.year}-${ist.month}-${ist.day}T${ist.hour}:${ist.minute}`);
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`/insights/${slug}`)).status()).toBe(404);

  // When due: on /insights, its page and both feeds.
  await expect
    .poll(async () => (await (await page.request.get("/insights")).text()).includes(title), {
      timeout: 240_000,
      intervals: [1000],
    })
    .toBe(true);
  const parser = new Parser();
  for (const feed of [articleFeeds.rss, articleFeeds.atom]) {
    await expect
      .poll(async () => (await parser.parseString(await (await page.request.get(feed)).text())).items[0]?.title, {
        timeout: 30_000,
      })
      .toBe(title);
    const parsed = await parser.parseString(await (await page.request.get(feed)).text());
    expect(parsed.items[0]!.link).toMatch(new RegExp(`/insights/${slug}$`));
  }

  const reports: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) reports.push(m.text());
  });
  page.on("request", (r) => {
    if (!r.url().startsWith(new URL(page.url()).origin)) reports.push(`request to ${r.url()}`);
  });
  await page.goto(`/insights/${slug}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What the month shows", level: 2 })).toBeVisible();
  await expect(page.getByText("<b>kept as text</b>")).toBeVisible();
  await expect(page.getByText("a picture from elsewhere")).toBeVisible();
  await expect(page.getByRole("link", { name: "our quote form" })).toHaveAttribute("href", "/quote");
  const body = page.locator(".article-body");
  await expect(body.locator("script, img, [onerror], a[href^='javascript']")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(reports).toEqual([]);
});

test("an editor unpublishes an article: its page answers 404, and it leaves /insights, its tag pages, the sitemap and both feeds; publishing puts it back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const article = seedArticles[seedArticles.length - 1]!;
  const path = `/insights/${article.slug}`;
  await acceptInvitation(page, `unpublish.${stamp}@corvanta.example`, "Ira Mohanty", ["editor"]);
  await page.getByRole("navigation").first().getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: article.data.title }).click();
  await expect(page.getByRole("heading", { name: article.data.title, level: 1 })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(200);

  // Cancelling the confirmation changes nothing.
  await page.getByRole("button", { name: "Unpublish…" }).click();
  const confirm = page.getByRole("dialog", { name: `Take ${article.data.title} off the site?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(path)).status()).toBe(200);

  await page.getByRole("button", { name: "Unpublish…" }).click();
  await confirm.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(page.getByText(/^Unpublished: its page/)).toBeVisible();
  await expect(page.getByText(/Publishing puts it back at the same address/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish…" })).toHaveCount(0);

  await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 10_000 }).toBe(404);
  const text = async (url: string) => (await page.request.get(url)).text();
  expect(await text("/insights")).not.toContain(`href="${path}"`);
  expect(await text("/sitemap.xml")).not.toContain(path);
  for (const tag of article.data.tags) {
    const res = await page.request.get(`/insights/tags/${tag}`);
    if (res.status() === 200) expect(await res.text()).not.toContain(`href="${path}"`);
  }
  const parser = new Parser();
  for (const feed of [articleFeeds.rss, articleFeeds.atom]) {
    const items = (await parser.parseString(await text(feed))).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.link)).not.toContainEqual(expect.stringContaining(path));
  }

  // Published again, at the same address.
  await page.getByRole("button", { name: "Publish now…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish now", exact: true }).click();
  await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 10_000 }).toBe(200);
  expect(await text("/insights")).toContain(`href="${path}"`);
});

test("an editor deletes an abandoned draft: it leaves Content and its address is free again; an article that has been on the site offers no delete", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const draftSlug = `stock-count-checklist-${stamp}`;
  const draftTitle = `A stock-count checklist for the first week on a new POS ${stamp}`;
  await acceptInvitation(page, `discard.${stamp}@corvanta.example`, "Tanvi Behera", ["editor"]);
  const content = page.getByRole("navigation").first().getByRole("link", { name: "Content" });
  const writeDraft = async () => {
    await content.click();
    await page.getByRole("link", { name: "New article" }).click();
    await page.getByLabel("Address", { exact: true }).fill(draftSlug);
    await page.getByLabel("Title", { exact: true }).fill(draftTitle);
    await page
      .getByLabel("Summary", { exact: true })
      .fill(
        "The counts a store makes in its first week on a new billing system, and which differences to chase first.",
      );
    await page.getByLabel("Body (Markdown)", { exact: true }).fill(hostile.split("\n\n").slice(0, 5).join("\n\n"));
    await page.getByLabel("Author", { exact: true }).selectOption({ label: seedAuthors[0]!.data.name });
    await page.getByRole("button", { name: "Add a tag" }).click();
    await page.getByRole("textbox", { name: "Tag 1", exact: true }).fill("pos");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("heading", { name: draftTitle, level: 1 })).toBeVisible();
  };
  await writeDraft();
  await expect(page.getByRole("button", { name: "Unpublish…" })).toHaveCount(0);
  await expect(page.getByText("A draft: the site shows it once it is published.")).toBeVisible();

  // Cancelling the confirmation keeps the draft.
  await page.getByRole("button", { name: "Delete draft…" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete “${draftTitle}”?` });
  await expect(confirm).toContainText("never been on the site");
  expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { name: draftTitle, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Delete draft…" }).click();
  await confirm.getByRole("button", { name: "Delete draft", exact: true }).click();
  await expect(page.getByText(`Deleted “${draftTitle}”.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole("link", { name: "New article" })).toBeVisible();
  await expect(page.getByRole("link", { name: draftTitle })).toHaveCount(0);
  expect((await page.request.get(`/insights/${draftSlug}`)).status()).toBe(404);

  // The address was never on the site: a new draft may take it.
  await writeDraft();

  // An article that has been on the site has no delete: it is unpublished instead.
  const published = seedArticles[0]!;
  await content.click();
  await page.getByRole("link", { name: published.data.title }).click();
  await expect(page.getByRole("heading", { name: published.data.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish…" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete draft…" })).toHaveCount(0);
});

test("an editor gives an author a photo: the byline shows its smallest size (160 px), on a 3x phone as on a desktop; removed, the initials again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const author = seedAuthors[1]!;
  const article = seedArticles.find((a) => a.data.author === author.slug)!;
  const path = `/insights/${article.slug}`;
  await acceptInvitation(page, `photo.${stamp}@corvanta.example`, "Pragyan Das", ["editor"]);
  await page.goto(`/admin/content/author-${author.slug}`);
  const form = page.getByRole("form", { name: /^Edit / });
  const portrait = await sharp({ create: { width: 800, height: 800, channels: 3, background: `#${stamp.slice(-6)}` } })
    .png()
    .toBuffer();
  await form
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: portrait });
  const preview = form.locator("img");
  await expect(preview).toBeVisible({ timeout: 30_000 });
  const hash = /\/media\/([a-f0-9]{20})-480\.jpg$/.exec((await preview.getAttribute("src"))!)![1]!;
  const publish = async () => {
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Publish now…" }).click();
    const dialog = page.getByRole("dialog", { name: /^Publish / });
    await dialog.getByRole("button", { name: "Publish now", exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  await publish();
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes(`/media/${hash}-160.avif 160w`), {
      timeout: 30_000,
      intervals: [250],
    })
    .toBe(true);

  for (const device of [
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
    { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
  ]) {
    const context = await browser.newContext({ ...device, baseURL });
    const visitor = await context.newPage();
    await visitor.goto(path);
    const photo = visitor.locator("article picture img, main picture img").first();
    await expect(photo).toHaveAttribute("width", "44");
    // Loaded (its natural width is the file's 160 over the density the browser chose: 44).
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(44);
    expect(await photo.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      new RegExp(`/media/${hash}-160\\.avif$`),
    );
    await context.close();
  }

  // Removed and published: the initials again, as the seed had it.
  await form.getByRole("button", { name: "Remove the picture" }).click();
  await publish();
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes(`/media/${hash}-`), { timeout: 30_000 })
    .toBe(false);
});
