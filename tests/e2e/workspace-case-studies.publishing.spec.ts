/**
 * Case studies end to end against the built server (content/kinds.ts "caseStudy", decision 145):
 * an editor adds one from the workspace's New case study form (made from the kind's schema),
 * uploads a cover picture, is refused at the field for the missing alt text with everything typed
 * kept, saves the draft and publishes it; the case study's page shows the cover as a sized
 * <picture> served in a modern format, its service's page and Home link to it, and a hostile
 * headline is shown as text and runs nothing.
 *
 * It publishes, so it runs in the "publishing" project, against a server of its own.
 */
import sharp from "sharp";
import { expect, realServer, test } from "./fixtures";
import { expectedStatusConsole, acceptInvitation } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
test.use({ allowConsoleErrors: [expectedStatusConsole(400, 401)] });

const stamp = String(Date.now()).slice(-7);
const editor = { email: `cases.${stamp}@corvanta.example`, name: "Ritika Panda" };
const slug = `pharmacy-stock-${stamp}`;
const title = `Stock in sync <img src=x onerror="window.__pwned=1"> for ${stamp}`;
const WAIT_MS = Number(process.env.CONTENT_WAIT_MS ?? 30_000);

test("an editor adds a case study with a cover picture and publishes it: its page, its service's page and Home show it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await acceptInvitation(page, editor.email, editor.name, ["editor"]);

  await page.getByRole("navigation").first().getByRole("link", { name: "Content" }).click();
  // The repository's three are samples to replace.
  await expect(page.getByText("Sample: replace")).not.toHaveCount(0);
  await page.getByRole("link", { name: "New case study" }).click();
  await expect(page.getByRole("heading", { name: "New case study", level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: "New case study" });
  await form.getByLabel("Headline", { exact: true }).fill(title);
  await form.getByLabel("Address", { exact: true }).fill(slug);
  await form.getByLabel("Client", { exact: true }).fill("A pharmacy chain in Cuttack");
  await form.getByLabel("Industry", { exact: true }).fill("Health");
  await form.getByRole("button", { name: "Add a service" }).click();
  await form.getByRole("combobox", { name: "Service 1", exact: true }).selectOption("pos-billing");
  await form
    .getByLabel("Summary", { exact: true })
    .fill("Eleven pharmacies moved from end-of-day stock sheets to one ledger that every counter updates as it sells.");
  const prose = (what: string) =>
    `${what} The pharmacies counted stock on paper at closing time, and reorders were raised from those sheets the next morning, so fast-moving medicines ran out before anyone noticed.`;
  await form.getByLabel("The challenge", { exact: true }).fill(prose("Before:"));
  await form.getByLabel("The solution", { exact: true }).fill(prose("We replaced that:"));
  await form.getByLabel("The results", { exact: true }).fill(prose("Now nothing of this remains:"));
  await form
    .getByLabel("Their words", { exact: true })
    .fill("Our counters and our stock finally agree, and reorders go out before the shelf is empty.");
  await form.getByLabel("Name", { exact: true }).fill("Sushant Behera");
  await form.getByLabel("Role", { exact: true }).fill("Owner, a pharmacy chain in Cuttack");

  // A cover picture, uploaded as it is chosen: the server makes its sizes.
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2a6f97" } })
    .png()
    .toBuffer();
  await form
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  const alt = form.getByLabel("Alt text", { exact: true });
  await expect(alt).toBeVisible({ timeout: 30_000 });
  await expect(form.locator("img")).toHaveAttribute("width", "1600");

  // No alt text: refused at the field, everything typed is still there.
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(alt).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Headline", { exact: true })).toHaveValue(title);
  await expect(form.getByLabel("The results", { exact: true })).toHaveValue(prose("Now nothing of this remains:"));

  await alt.fill("A pharmacist scanning a box of medicine at the counter");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
  // A draft is not on the site; its preview is the exact page, behind sign-in.
  expect((await page.request.get(`/case-studies/${slug}`)).status()).toBe(404);
  const preview = await page.request.get(
    (await page.getByRole("link", { name: /Preview the saved draft/ }).getAttribute("href"))!,
  );
  expect(preview.status()).toBe(200);
  const previewHtml = await preview.text();
  expect(previewHtml).toContain("Stock in sync &lt;img src=x onerror=");
  expect(previewHtml).not.toContain('<img src=x onerror="window.__pwned=1">');

  await page.getByRole("button", { name: "Publish now…" }).click();
  const dialog = page.getByRole("dialog", { name: /^Publish / });
  await dialog.getByRole("button", { name: "Publish now", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await page.request.get(`/case-studies/${slug}`)).status(), {
      timeout: WAIT_MS,
      intervals: [250],
    })
    .toBe(200);

  // Its page: the headline as text, the cover sized, loaded, in a modern format.
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/case-studies/${slug}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const img = page.getByRole("img", { name: "A pharmacist scanning a box of medicine at the counter" });
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "900");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/[a-f0-9]{20}-\d+\.avif$/);
  const media = await page.request.get(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
  expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.getByRole("link", { name: "POS & Billing Systems" })).toHaveAttribute(
    "href",
    "/services/pos-billing",
  );

  // Its service's page and Home's proof strip link to it.
  for (const path of ["/services/pos-billing", "/"]) {
    await expect
      .poll(
        async () => {
          await page.goto(path);
          return page.locator(`#case-studies a[href="/case-studies/${slug}"]`).count();
        },
        { timeout: WAIT_MS, intervals: [500] },
      )
      .toBe(1);
    await expect(page.locator("#case-studies").getByRole("link", { name: title })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
