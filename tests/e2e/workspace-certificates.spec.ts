/**
 * Certificates in the workspace (docs/workspace.md "Certificates"), end to end against the built
 * server: a recruiter invited from the CLI issues a certificate that the public page verifies,
 * revokes it and the public page says so in plain words; issues a cohort from a CSV file with one
 * bad row and sees that row reported; the printable certificate's QR code, decoded from a
 * screenshot, is the certificate's verification link, and the PDF links to it too. axe on every
 * new screen at 390 and 1366 px.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { axeInBothThemes, axeViolations as axe } from "./axe";
import { expect, realServer, test, waitForHydration } from "./fixtures";
import { expectedStatusConsole, signedInStaff, uniqueStamp } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
// Each journey signs a recruiter in through the CLI and walks several screens (axe at each).
test.slow();
// Refused input is answered 400 (shown beside the field), signed-out pages ask /auth/me (401),
// a revoked certificate's lookup answers 410.
test.use({ allowConsoleErrors: [expectedStatusConsole(400, 401, 410)] });

/** The configured public site (SITE_URL, unset in the e2e server): what verification links start with. */
const SITE = "https://www.corvanta.example";

/** A recruiter invited from the CLI, signed in in this page's context through the invitation. */
async function recruiter(page: Page, baseURL: string) {
  const stamp = uniqueStamp();
  await signedInStaff(page.request, baseURL, ["recruiter"], "Lipika Swain", `recruiter.${stamp}@corvanta.example`);
  return stamp;
}

const today = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

async function verifyPublicly(page: Page, id: string) {
  await page.goto(`/career/verify-certificate?id=${encodeURIComponent(id)}`);
  await waitForHydration(page);
}

async function issueOne(page: Page, holder: string, programme: string): Promise<string> {
  await page.goto("/admin/certificates");
  await page.getByRole("button", { name: "Issue a certificate" }).click();
  const dialog = page.getByRole("dialog", { name: "Issue a certificate" });
  await dialog.getByLabel("Holder's full name").fill(holder);
  await dialog.getByLabel("Programme").fill(programme);
  await expect(dialog.getByLabel("Issue date")).toHaveValue(today());
  await dialog.getByRole("button", { name: "Issue certificate" }).click();
  const done = page.getByRole("dialog", { name: "Certificate issued" });
  await expect(done).toBeVisible();
  const id = (await done.locator("strong.font-mono").textContent())?.trim() ?? "";
  expect(id).toMatch(/^CVT-[A-Z2-7]{16}$/);
  await done.getByRole("button", { name: "Done" }).click();
  return id;
}

test("a recruiter issues a certificate, the public page verifies it; revoked, the public page says it was revoked", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = await recruiter(page, baseURL!);
  const holder = `Sanjana Routray ${stamp}`;
  const id = await issueOne(page, holder, "Backend Development Internship");

  const row = page.getByRole("listitem").filter({ hasText: holder });
  await expect(row).toContainText(id);
  await expect(row).toContainText("Valid");

  const visitor = await (await browser.newContext()).newPage();
  await verifyPublicly(visitor, id);
  await expect(visitor.getByText("Certificate Successfully Verified")).toBeVisible();
  await expect(visitor.getByText(holder)).toBeVisible();
  await expect(visitor.getByText("Backend Development Internship")).toBeVisible();
  await expect(visitor.getByRole("link", { name: new RegExp(`verify-certificate\\?id=${id}`) })).toBeVisible();

  // Search finds it; revoke it with a reason.
  await page.getByLabel("Search by holder, programme or ID").fill(id.toLowerCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: holder })).toHaveCount(1);
  await page.getByRole("button", { name: `Revoke ${id}` }).click();
  const dialog = page.getByRole("dialog", { name: `Revoke ${id}` });
  await dialog.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(dialog.getByText("Give the reason for revoking.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Issued before the internship review was complete");
  await dialog.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(row).toContainText("Issued before the internship review was complete");

  await verifyPublicly(visitor, id);
  await expect(visitor.getByText("Certificate Not Valid")).toBeVisible();
  await expect(
    visitor.getByText(/This certificate was revoked on \d{1,2} \w+ \d{4}\. It is no longer valid\./),
  ).toBeVisible();
  await expect(visitor.getByText("Certificate Successfully Verified")).toBeHidden();
  await expect(visitor.getByText(holder)).toBeHidden();
  // The reason stays in the workspace.
  await expect(visitor.getByText("internship review")).toBeHidden();
  expect(await axe(visitor)).toEqual([]);

  // Reinstated, it verifies again.
  await page.getByRole("button", { name: `Reinstate ${id}` }).click();
  await expect(row).toContainText("Valid");
  await verifyPublicly(visitor, id);
  await expect(visitor.getByText("Certificate Successfully Verified")).toBeVisible();
  await visitor.context().close();
});

test("bulk issue from a CSV file: the preview refuses the bad row and says why; the good rows are issued and reported", async ({
  page,
  baseURL,
}) => {
  const stamp = await recruiter(page, baseURL!);
  const csv = [
    "holder_name,programme,issued_on,valid_until",
    `Aditi Nayak ${stamp},Data Science Internship,2026-05-31,2027-05-31`,
    `Bikash Sethi ${stamp},Data Science Internship,2026-05-31,`,
    `Chitra Mallick ${stamp},Data Science Internship,2026-05-31,2026-04-30`,
    `"Das, Debasish ${stamp}",Data Science Internship,2026-05-31,`,
  ].join("\n");
  await page.goto("/admin/certificates");
  await page.getByRole("link", { name: "Issue from a CSV file" }).click();
  await expect(page.getByRole("heading", { name: "Issue certificates from a CSV file", level: 1 })).toBeVisible();
  await expect(page.getByText("holder_name,programme,issued_on,valid_until")).toBeVisible();

  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "cohort-may.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const preview = page.getByRole("region", { name: "Preview of cohort-may.csv" });
  await expect(preview.getByText("4 rows: 3 ready to issue, 1 refused.")).toBeVisible();
  const bad = preview.getByRole("row").filter({ hasText: `Chitra Mallick ${stamp}` });
  await expect(bad).toContainText("Refused: The expiry date, 30 Apr 2026, is before the issue date, 31 May 2026.");
  await expect(preview.getByRole("row").filter({ hasText: `Das, Debasish ${stamp}` })).toContainText("Ready");

  await preview.getByRole("button", { name: "Issue 3 certificates" }).click();
  const report = page.getByRole("region", { name: "Report" });
  await expect(report.getByText("3 certificates issued, 1 row refused.")).toBeVisible();
  const refused = report.getByRole("table", { name: "Refused" });
  await expect(refused.getByRole("row").filter({ hasText: `Chitra Mallick ${stamp}` })).toContainText("4");
  await expect(refused).toContainText("The expiry date, 30 Apr 2026, is before the issue date, 31 May 2026.");
  const issued = report.getByRole("table", { name: "Issued" });
  await expect(issued.getByRole("row")).toHaveCount(4); // header + 3
  const ids = await issued.getByRole("link").allTextContents();
  expect(ids).toHaveLength(3);
  for (const id of ids) {
    const res = await page.request.get(`/api/certificates/${id}`);
    expect(res.status()).toBe(200);
  }
  expect(
    ((await (await page.request.get(`/api/certificates/${ids[2]}`)).json()) as { holderName: string }).holderName,
  ).toBe(`Das, Debasish ${stamp}`);

  // A file over the row limit is refused as a whole, with the reason.
  await page.getByRole("button", { name: "Issue another file" }).click();
  const many = [
    "holder_name,programme,issued_on",
    ...Array.from({ length: 501 }, (_, i) => `Person ${i},QA Internship,2026-01-01`),
  ].join("\n");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "too-many.csv", mimeType: "text/csv", buffer: Buffer.from(many) });
  await expect(page.getByRole("alert").filter({ hasText: "501 rows; at most 500" })).toBeVisible();
});

test("the printable certificate's QR code decodes to its verification link, which verifies; the PDF links to it too", async ({
  page,
  baseURL,
}, testInfo) => {
  const stamp = await recruiter(page, baseURL!);
  const holder = `Farhan Ali ${stamp}`;
  const id = await issueOne(page, holder, "Mobile App Development Internship");
  const link = `${SITE}/career/verify-certificate?id=${id}`;

  await page.getByRole("link", { name: `Print ${id}` }).click();
  const sheet = page.getByRole("article", { name: `Certificate ${id}` });
  await expect(sheet).toContainText(holder);
  await expect(sheet).toContainText("Mobile App Development Internship");
  await expect(sheet).toContainText("Corvanta Technologies");
  await expect(sheet).toContainText(id);

  const png = PNG.sync.read(await page.getByTestId("certificate-qr").screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(link);
  await page.screenshot({ path: testInfo.outputPath("print-1366.png"), fullPage: true });

  // The decoded link, opened on this server, verifies the certificate.
  const url = new URL(decoded!.data);
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await verifyPublicly(visitor, url.searchParams.get("id")!);
  await expect(visitor.getByText("Certificate Successfully Verified")).toBeVisible();
  await expect(visitor.getByText(holder)).toBeVisible();
  await visitor.context().close();

  // The print stylesheet: A4 landscape, the sheet alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Workspace" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const pdf = await page.request.get(`/api/admin/certificates/${id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const body = (await pdf.body()).toString("latin1");
  expect(body.startsWith("%PDF-")).toBe(true);
  expect(body).toContain(`/URI (${link})`);
  expect(body).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
});

test("a name the PDF has no typeface for: the list and the printable page say so and offer Print; a name in Odia gets its PDF", async ({
  page,
  baseURL,
}) => {
  const stamp = await recruiter(page, baseURL!);
  const id = await issueOne(page, `王小明 ${stamp}`, "Data Analytics Internship");
  const row = page.getByRole("listitem").filter({ hasText: id });
  await expect(row).toContainText("No PDF: its typefaces cannot draw 王 小 明. Print draws every script.");
  await expect(row.getByRole("link", { name: `PDF of ${id}` })).toHaveCount(0);
  expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });

  await row.getByRole("link", { name: `Print ${id}` }).click();
  await expect(page.getByRole("article", { name: `Certificate ${id}` })).toContainText(`王小明 ${stamp}`);
  await expect(page.getByText("No PDF for this certificate")).toBeVisible();
  await expect(
    page.getByText("The PDF's typefaces cannot draw 王 小 明, in the holder's name or the programme."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print", exact: true })).toBeEnabled();
  expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  // Asked for all the same, the PDF is refused with the reason rather than printed wrong.
  const refused = await page.request.get(`/api/admin/certificates/${id}/pdf`);
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toContain("The PDF cannot draw 王 小 明");

  // A name in Odia: the PDF draws it, in Noto Sans Oriya beside the brand typeface.
  const odia = await issueOne(page, `ଅନୁପମା ଦାସ ${stamp}`, "Cloud Engineering Internship");
  const odiaRow = page.getByRole("listitem").filter({ hasText: odia });
  await expect(odiaRow).not.toContainText("No PDF");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    odiaRow.getByRole("link", { name: `PDF of ${odia}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`corvanta-certificate-${odia}.pdf`);
  const body = (await readFile((await download.path())!)).toString("latin1");
  expect(body.startsWith("%PDF-")).toBe(true);
  expect(body).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansOriya-Bold/);
  expect(body).toMatch(/\/BaseFont \/[A-Z]{6}\+PlusJakartaSans/);
});

const widths = [
  { name: "390px", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "1366px", use: { viewport: { width: 1366, height: 900 } } },
] as const;

for (const w of widths) {
  test.describe(`certificate screens at ${w.name}`, () => {
    test.use(w.use);
    test("axe finds nothing on the list, the issue and revoke dialogs, the CSV page with its preview and report, the printable page", async ({
      page,
      baseURL,
    }, testInfo) => {
      const stamp = await recruiter(page, baseURL!);
      const id = await issueOne(page, `Gita Mahapatra ${stamp}`, "UI/UX Design Internship");
      await expect(page.getByRole("heading", { name: "Certificates", level: 1 })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`list-${w.name}.png`), fullPage: true });

      await page.getByRole("button", { name: "Issue a certificate" }).click();
      const issue = page.getByRole("dialog", { name: "Issue a certificate" });
      await issue.getByRole("button", { name: "Issue certificate" }).click();
      await expect(issue.getByText("The holder's name is missing.")).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`issue-${w.name}.png`) });
      await page.keyboard.press("Escape");
      await expect(issue).toBeHidden();

      await page.getByRole("button", { name: `Revoke ${id}` }).click();
      await expect(page.getByRole("dialog", { name: `Revoke ${id}` })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.keyboard.press("Escape");

      await page.goto("/admin/certificates/bulk");
      const csv = `holder_name,programme,issued_on\nHema ${stamp},QA Internship,2026-02-01\n,QA Internship,2026-02-01\n`;
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: "qa.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await expect(page.getByText("2 rows: 1 ready to issue, 1 refused.")).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`bulk-preview-${w.name}.png`), fullPage: true });
      await page.getByRole("button", { name: "Issue 1 certificate" }).click();
      await expect(page.getByText("1 certificate issued, 1 row refused.")).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`bulk-report-${w.name}.png`), fullPage: true });

      await page.goto(`/admin/certificates/${id}/print`);
      await expect(page.getByRole("article", { name: `Certificate ${id}` })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`print-${w.name}.png`), fullPage: true });
    });
  });
}
