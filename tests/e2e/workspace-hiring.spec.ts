/**
 * Hiring in the workspace, end to end against the built server (docs/workspace.md "Hiring"):
 * a visitor applies with a real PDF; a recruiter invited from the CLI finds the application,
 * moves it through every stage and sees the history, downloads the résumé and gets the same
 * bytes, and rejects with the e-mail previewed first; a sales account is refused the same pages
 * and API calls. Axe on the new screens at 390 px and 1366 px.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { hiringRounds } from "#content/careers.ts";
import { MIN_FILL_MS } from "#contracts/limits.ts";
import { axeViolations } from "./axe";
import { expect, realServer, test, waitForHydration } from "./fixtures";
import { expectedStatusConsole, inviteFromCli, mailFiles, signIn, STRONG_PASSWORD } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
test.use({ allowConsoleErrors: [expectedStatusConsole(401, 403, 410)] });
test.describe.configure({ mode: "serial" });

const PDF = readFileSync(join(import.meta.dirname, "..", "fixtures", "resume.pdf"));
const stamp = Date.now().toString(36);
const applicant = {
  name: `Kavya Iyer ${stamp}`,
  email: `kavya.${stamp}@example.com`,
  phone: "+91 98765 43210",
  years: "3",
};
const recruiter = { email: `ritu.${stamp}@corvanta.example`, name: "Ritu Mohanty" };
const sales = { email: `sandeep.${stamp}@corvanta.example`, name: "Sandeep Rath" };
let applicationId = "";
/** The e-mails written for the applicant, with quoted-printable soft line breaks joined. */
const applicantMail = () =>
  mailFiles()
    .filter((m) => m.text.split(/\r?\n/).includes(`To: ${applicant.email}`))
    .map((m) => m.text.replace(/=\r?\n/g, ""));
const careersFrom = /^From: "?Corvanta Technologies Careers"? <careers@/m;

async function acceptInvitation(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel("New password").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
}

test("a visitor applies on a listing's page with a real PDF résumé", async ({ page }) => {
  await page.goto("/career/software-engineer");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Apply for Software Engineer" });
  await form.getByLabel("Full Name", { exact: true }).fill(applicant.name);
  await form.getByLabel("Email Address", { exact: true }).fill(applicant.email);
  await form.getByLabel("Phone Number").fill(applicant.phone);
  await form.getByLabel("Years of Experience").fill(applicant.years);
  await form.getByLabel("Address", { exact: true }).fill("14 Residency Road, Bengaluru");
  await form.getByLabel("Last Company", { exact: true }).fill("Deccan Digital Labs");
  await form
    .getByLabel("Upload Resume/CV")
    .setInputFiles({ name: "Kavya CV.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.waitForTimeout(MIN_FILL_MS + 200);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/applications"));
  await form.getByRole("button", { name: "Submit Application" }).click();
  const res = await answer;
  expect(res.status()).toBe(201);
  applicationId = ((await res.json()) as { id: string }).id;
  // The acknowledgement comes from the careers address and speaks of the application.
  await expect.poll(() => applicantMail().length).toBe(1);
  const [ack] = applicantMail();
  expect(ack).toMatch(careersFrom);
  expect(ack).toContain(
    "Thank you for applying to Corvanta Technologies. Your application for the Software Engineer position",
  );
  expect(ack).not.toMatch(/contacting/i);
});

test("a recruiter finds the application, moves it through every stage and sees the history", async ({ page }) => {
  await acceptInvitation(page, await inviteFromCli(recruiter.email, recruiter.name, ["recruiter"]));
  // Recruiters have Hiring, not the leads inbox.
  const nav = page.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "Inbox" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Applications" }).click();
  await expect(page.getByRole("heading", { name: "Applications", level: 1 })).toBeVisible();

  // Filter by listing and search; the line shows name, e-mail, phone, experience and the time received.
  // The filters exist twice (a disclosure on phones, a row on wide screens): use the visible one.
  await page.getByLabel("Listing").filter({ visible: true }).selectOption({ label: "Software Engineer" });
  await expect(page).toHaveURL(/listing=job-software-engineer/);
  await page.getByLabel("Search name, e-mail, phone and last company").fill(stamp);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: applicant.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(applicant.email);
  await expect(row).toContainText(applicant.phone);
  await expect(row).toContainText("3 years");
  await expect(row).toContainText("Received");
  await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await page.getByLabel("Stage").filter({ visible: true }).selectOption({ label: "Hired" });
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear all" }).click();

  await page.getByRole("link", { name: applicant.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/hiring/${applicationId}$`));
  await expect(page.getByRole("heading", { name: "Software Engineer", level: 1 })).toBeVisible();
  // The phone number calls, from a phone.
  await expect(page.getByRole("link", { name: applicant.phone })).toHaveAttribute("href", "tel:+919876543210");

  const stages = [...hiringRounds.map((r) => r.title), "Offer", "Hired"];
  for (const stage of stages) {
    await page.getByLabel("Stage").selectOption({ label: stage });
    await page.getByRole("button", { name: "Move" }).click();
    await expect(page.getByText(`Stage set to ${stage}.`)).toBeVisible();
  }
  await page.reload();
  const history = page.getByRole("region", { name: "History" });
  let from = "Received";
  for (const stage of stages) {
    await expect(history.getByText(`${recruiter.name} changed the stage from ${from} to ${stage}`)).toBeVisible();
    from = stage;
  }
});

test("the résumé downloads with the bytes that were sent; rejecting shows the e-mail first", async ({ page }) => {
  await page.goto(`/admin/hiring/${applicationId}`);
  await signIn(page, recruiter.email, STRONG_PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download résumé" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`resume-kavya-iyer-${stamp}-${applicationId.slice(0, 8)}.pdf`);
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);

  await page.getByLabel("Stage").selectOption({ label: "Rejected" });
  await page.getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: "Move to Rejected" });
  await expect(dialog.getByText(`To: ${applicant.email}`)).toBeVisible();
  await expect(dialog.getByLabel("The e-mail's text")).toContainText("decided not to take it further");
  const shown = await dialog.getByLabel("The e-mail's text").textContent();
  await dialog.getByRole("button", { name: "Reject and send e-mail" }).click();
  await expect(page.getByText("Moved to Rejected; the e-mail is on its way.")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "History" })
      .getByText(`${recruiter.name} sent the rejection e-mail to the applicant`),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "E-mails" }).getByText("Rejection to the applicant")).toBeVisible();
  // The e-mail written is the one shown.
  await expect.poll(() => applicantMail().length).toBe(2);
  const sent = applicantMail().find((m) => m.includes("decided not to take it further"));
  expect(sent).toMatch(careersFrom);
  expect(shown).toContain(`reference ${applicationId}`);
  expect(sent).toContain(`reference ${applicationId}`);
});

test("a sales account is refused the hiring pages and the same API calls", async ({ page }) => {
  await acceptInvitation(page, await inviteFromCli(sales.email, sales.name, ["sales"]));
  await expect(page.getByRole("navigation").first().getByRole("link", { name: "Applications" })).toHaveCount(0);
  for (const path of ["/admin/hiring", `/admin/hiring/${applicationId}`]) {
    await page.goto(path);
    await expect(page.getByText("Your role does not give access").first()).toBeVisible();
    await expect(page.getByText(applicant.email)).toHaveCount(0);
  }
  const origin = new URL(page.url()).origin;
  const calls = [
    page.request.get("/api/admin/applications"),
    page.request.get(`/api/admin/applications/${applicationId}/resume`),
    page.request.get(`/api/admin/applications/${applicationId}/rejection-email`),
    page.request.get(`/api/admin/submissions/application/${applicationId}`),
    page.request.patch(`/api/admin/submissions/application/${applicationId}`, {
      headers: { origin },
      data: { status: "offer" },
    }),
    page.request.post(`/api/admin/applications/${applicationId}/reject`, {
      headers: { origin },
      data: { sendEmail: true },
    }),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.status(), res.url()).toBe(403);
    expect(await res.text()).not.toContain("%PDF");
  }
});

const widths = [
  { name: "390px", viewport: { width: 390, height: 844 } },
  { name: "1366px", viewport: { width: 1366, height: 900 } },
] as const;

for (const w of widths) {
  test(`axe finds nothing on the hiring screens and the rejection dialog at ${w.name}`, async ({ page }) => {
    await page.setViewportSize(w.viewport);
    await page.goto("/admin/hiring");
    await signIn(page, recruiter.email, STRONG_PASSWORD);
    const check = async () => expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole("link", { name: applicant.name }).first()).toBeVisible();
    await check();
    await page.screenshot({ path: test.info().outputPath(`hiring-list-${w.name}.png`), fullPage: true });
    await page.goto(`/admin/hiring/${applicationId}`);
    await expect(page.getByRole("link", { name: "Download résumé" })).toBeVisible();
    await check();
    await page.screenshot({ path: test.info().outputPath(`hiring-detail-${w.name}.png`), fullPage: true });
    // The dialog (on an application not yet rejected: a new one through the API).
    const res = await page.request.post("/api/applications", {
      headers: { origin: new URL(page.url()).origin, accept: "application/json" },
      multipart: {
        listingId: "job-ui-ux-designer",
        fullName: `Arjun Das ${w.name}`,
        email: `arjun.${stamp}@example.com`,
        phone: "+91 91234 56789",
        experienceYears: "4",
        address: "22 Saheed Nagar, Bhubaneswar",
        lastCompany: "Kalinga Software",
        resume: { name: "arjun.pdf", mimeType: "application/pdf", buffer: PDF },
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await page.goto(`/admin/hiring/${id}`);
    await page.getByLabel("Stage").selectOption({ label: "Rejected" });
    await page.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("dialog", { name: "Move to Rejected" }).getByLabel("The e-mail's text")).toBeVisible();
    await check();
    await page.screenshot({ path: test.info().outputPath(`hiring-reject-${w.name}.png`) });
    // Keyboard: Escape closes the dialog and nothing changed.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("region", { name: "History" }).getByText("changed the stage")).toHaveCount(0);
  });
}
