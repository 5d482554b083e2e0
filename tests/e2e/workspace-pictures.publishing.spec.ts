/**
 * The Pictures screen end to end against the built server (server/content/images.ts): an editor
 * uploads a cover to a case study's draft and saves it, and uploads a second picture no document
 * names; Pictures shows the first as used by the draft (no Delete), the second as unused; the
 * second is deleted after a confirmation and its /media/ address answers 404, while the first is
 * still served and a delete of it is refused. axe finds nothing on the screen at 390 and 1366 px,
 * in the light and the dark theme.
 *
 * It saves a draft, so it runs in the "publishing" project, against a server of its own.
 */
import sharp from "sharp";
import { imageInfo } from "#content/images.ts";
import { axeViolations } from "./axe";
import { expect, realServer, test } from "./fixtures";
import { expectedStatusConsole, acceptInvitation } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
test.use({ allowConsoleErrors: [expectedStatusConsole(401)] });

const stamp = String(Date.now()).slice(-7);
const editor = { email: `pictures.${stamp}@corvanta.example`, name: "Sasmita Nayak" };
const caseStudy = "case-study-gulfway-cargo-erp";
// A colour of this run's own: a new picture each run (the same bytes are the same picture).
const colour = (n: number) => `#${((Number(stamp) * 7 + n * 99991) % 0xffffff).toString(16).padStart(6, "0")}`;
const picture = (n: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: colour(n) } })
    .png()
    .toBuffer();

test("an editor sees where each picture is used and deletes one no revision names: its address then answers 404", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptInvitation(page, editor.email, editor.name, ["editor"]);

  // A cover for a case study's draft, uploaded from its form and saved.
  await page.goto(`/admin/content/${caseStudy}`);
  const form = page.getByRole("form", { name: /^Edit / });
  await form.getByLabel("Picture", { exact: true }).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await picture(1),
  });
  const alt = form.getByLabel("Alt text", { exact: true });
  await expect(alt).toBeVisible({ timeout: 30_000 });
  const usedSrc = (await form.locator("img").getAttribute("src"))!;
  const used = /\/media\/([a-f0-9]{20})-\d+\.jpg$/.exec(usedSrc)![1]!;
  await alt.fill("Containers stacked at the Paradip port yard");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved", { exact: false })).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

  // A second picture, uploaded and never saved in any document.
  const origin = new URL(baseURL!).origin;
  const uploaded = await page.request.post("/api/admin/images", {
    headers: { origin, accept: "application/json" },
    multipart: { image: { name: "spare.png", mimeType: "image/png", buffer: await picture(2) } },
  });
  expect(uploaded.status()).toBe(201);
  const unusedRef = String((await uploaded.json()).ref);
  const unused = unusedRef.slice(0, 20);
  const unusedUrl = `/media/${unused}-480.jpg`;
  expect((await page.request.get(unusedUrl)).status()).toBe(200);

  await page.getByRole("navigation").first().getByRole("link", { name: "Pictures" }).click();
  await expect(page.getByRole("heading", { name: "Pictures", level: 1 })).toBeVisible();
  const item = (hash: string) =>
    page
      .getByRole("region", { name: /^Uploaded pictures/ })
      .getByRole("listitem")
      .filter({ has: page.locator(`img[src*="${hash}"]`) });
  // The cover: named by the draft (linked), described by its alt text, not deletable.
  await expect(item(used).getByRole("img", { name: "Containers stacked at the Paradip port yard" })).toBeVisible();
  await expect(item(used).getByRole("link", { name: `Case studies: ${title}` })).toHaveAttribute(
    "href",
    `/admin/content/${caseStudy}`,
  );
  await expect(item(used).getByText("In the draft", { exact: true })).toBeVisible();
  await expect(item(used).getByRole("button", { name: /^Delete the .* picture uploaded .*…$/ })).toHaveCount(0);
  // The spare: no revision names it, no alt text (a visible caption says so).
  await expect(item(unused).getByText("No revision of any document names it.")).toBeVisible();
  await expect(item(unused).getByText("No revision gives alt text")).toBeVisible();
  await expect(item(unused).locator("img")).toHaveAttribute("alt", "");

  for (const width of [390, 1366])
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.getByRole("heading", { name: "Pictures", level: 1 })).toBeVisible();
      expect(await axeViolations(page), `${width} px, ${scheme}`).toEqual([]);
    }
  await page.emulateMedia({ colorScheme: "light" });

  // The server refuses to delete the cover, whatever the screen shows.
  const refused = await page.request.delete(`/api/admin/images/${used}`, { headers: { origin } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain(title);

  await item(unused)
    .getByRole("button", { name: /^Delete the .* picture uploaded .*…$/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete this picture?" });
  // What goes: the picture and its files, counted by size and format (every format of each width).
  const sizes = imageInfo(unusedRef)!.widths.length;
  await expect(dialog).toContainText(`and every file made from it (${sizes} sizes in 3 formats) are deleted for good`);
  expect(await axeViolations(page), "delete dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Delete picture" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Picture deleted", { exact: false })).toBeVisible();
  await expect(item(unused)).toHaveCount(0);
  expect((await page.request.get(unusedUrl)).status()).toBe(404);
  expect((await page.request.get(`/media/${unused}-1200.avif`)).status()).toBe(404);
  expect((await page.request.get(usedSrc)).status()).toBe(200);
  await expect(item(used)).toHaveCount(1);
});
