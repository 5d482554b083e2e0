/**
 * Listings in the workspace, end to end against the built server (docs/publishing.md): a recruiter
 * invited from the CLI creates a job, previews it and publishes it; the careers page and its own
 * page show it (how fast is bench:publish's measure, not this journey's), with complete JobPosting data; a visitor applies with a real PDF and the
 * application is in the Applications view filtered by that listing; a new title published changes
 * the page, restoring the first revision changes it back; closing it takes Apply Now and the
 * JobPosting off its page, the listing out of the sitemap and the job feed, and the server refuses
 * applications to it.
 *
 * It publishes, so it runs in the "publishing" project, against a server of its own
 * (playwright.config.ts): the careers page the other journeys read never changes under them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { MIN_FILL_MS } from "#contracts/limits.ts";
import { PREVIEW_NOTE, PREVIEW_NOTICE } from "#contracts/preview.ts";
import { axeInBothThemes } from "./axe";
import { expect, realServer, test, waitForHydration } from "./fixtures";
import { expectedStatusConsole, signIn, STRONG_PASSWORD, acceptInvitation } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
test.use({ allowConsoleErrors: [expectedStatusConsole(401)] });
test.describe.configure({ mode: "serial" });

// How long a published change may take to show before the journey fails: far above the 5 s bar,
// which `npm run bench:publish` measures (a loaded CI machine is not the place to time it).
const WAIT_MS = Number(process.env.CONTENT_WAIT_MS ?? 30_000);
const PDF = readFileSync(join(import.meta.dirname, "..", "fixtures", "resume.pdf"));
// Digits only: a title is checked against placeholder words ("tbd"...), which letters could spell.
const stamp = String(Date.now()).slice(-7);
const recruiter = { email: `listings.${stamp}@corvanta.example`, name: "Priya Raman" };
const first = { title: `Platform Engineer ${stamp}`, slug: `platform-engineer-${stamp}` };
const renamed = `Platform Reliability Engineer ${stamp}`;
const applicant = { name: `Sneha Patnaik ${stamp}`, email: `sneha.${stamp}@example.com` };
const description = [
  "Keep the platforms our clients' products run on fast, safe and boring, from our Bhubaneswar office two days a week.",
  "What you will do:",
  "- Run the container platform and the CI pipelines of our client projects",
  "- Automate what we still do by hand, with Terraform and small Go or TypeScript tools",
  "What we are looking for:",
  "- 3 or more years running production systems on a public cloud",
].join("\n");
let listingId = "";

/** India's calendar day today (a listing's datePosted). */
const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/** A whole application, as a visitor fills it in. */
async function fillApplication(form: Locator) {
  await form.getByLabel("Full Name", { exact: true }).fill(applicant.name);
  await form.getByLabel("Email Address", { exact: true }).fill(applicant.email);
  await form.getByLabel("Phone Number").fill("+91 98610 22334");
  await form.getByLabel("Years of Experience").fill("4");
  await form.getByLabel("Address", { exact: true }).fill("7 Saheed Nagar, Bhubaneswar");
  await form.getByLabel("Last Company", { exact: true }).fill("Utkal Cloud Works");
  await form
    .getByLabel("Upload Resume/CV")
    .setInputFiles({ name: "Sneha CV.pdf", mimeType: "application/pdf", buffer: PDF });
}

async function postingOf(page: Page, slug: string) {
  await page.goto(`/career/${slug}`);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  return ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((x) => x["@type"] === "JobPosting");
}

/** The text of a public address, fetched afresh (the live site's current generation). */
const textOf = async (page: Page, path: string) => (await page.request.get(path)).text();
const h1Of = async (page: Page, path: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await textOf(page, path))?.[1]?.replace(/<[^>]+>/g, "") ?? "";

async function signedInRecruiter(page: Page) {
  await acceptInvitation(page, recruiter.email, recruiter.name, ["recruiter"]);
}

async function confirm(page: Page, dialogName: string | RegExp, button: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("a recruiter creates a job, previews it and publishes it; the site shows it", async ({ page }) => {
  test.setTimeout(180_000);
  await signedInRecruiter(page);
  await page.getByRole("navigation").first().getByRole("link", { name: "Listings" }).click();
  await expect(page.getByRole("heading", { name: "Listings", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New listing" }).click();
  await expect(page.getByRole("heading", { name: "New listing", level: 1 })).toBeVisible();

  // Nothing goes to the server until the form is whole.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "fields need attention" })).toBeFocused();

  await page.getByLabel("Title", { exact: true }).fill(first.title);
  await expect(page.getByLabel("Web address", { exact: true })).toHaveValue(first.slug);
  await page.getByLabel("Employment type", { exact: true }).selectOption({ label: "Contract" });
  await page.getByLabel("Experience", { exact: true }).fill("3+ years");
  await page.getByLabel("Hybrid", { exact: true }).check();
  await page.getByLabel("City (optional)", { exact: true }).fill("Bhubaneswar");
  await page.getByLabel("State or region (optional)", { exact: true }).fill("Odisha");
  await page.getByLabel("Description", { exact: true }).fill(description);
  await page.getByLabel("Currency", { exact: true }).selectOption("INR");
  await page.getByLabel("Minimum", { exact: true }).fill("1200000");
  await page.getByLabel("Maximum", { exact: true }).fill("1800000");
  await page.getByLabel("Per", { exact: true }).selectOption("YEAR");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: first.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/listings\/[^/]+$/);
  listingId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  await expect(page.getByText("All changes saved.")).toBeVisible();

  // The preview: the exact public page, in a new tab, not indexed, not cached; the site does not have it yet.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: /^Preview/ }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  // It says it is a preview, and its Apply form sends nothing: a recruiter trying it files no application.
  await expect(preview.getByRole("complementary", { name: "Preview" })).toHaveText(PREVIEW_NOTICE);
  expect(await axeInBothThemes(preview)).toEqual({ light: [], dark: [] });
  // On a phone the site's menu opens at the header's height: the notice steps aside meanwhile,
  // so the menu's own toggle is never under its panel.
  await preview.setViewportSize({ width: 390, height: 844 });
  await preview.evaluate(() => scrollTo(0, 0));
  const toggle = preview.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(preview.getByRole("complementary", { name: "Preview" })).toBeHidden();
  const box = (await toggle.boundingBox())!;
  const panelTop = await preview.locator("#mobile-menu").evaluate((el) => el.getBoundingClientRect().top);
  expect(box.y + box.height).toBeLessThanOrEqual(panelTop);
  await toggle.click();
  await expect(preview.getByRole("complementary", { name: "Preview" })).toBeVisible();
  await preview.setViewportSize({ width: 1366, height: 900 });
  const sent: string[] = [];
  preview.on("request", (r) => void (r.method() === "POST" && sent.push(r.url())));
  await waitForHydration(preview);
  const previewForm = preview.getByRole("form", { name: `Apply for ${first.title}` });
  await fillApplication(previewForm);
  await preview.waitForTimeout(MIN_FILL_MS + 200);
  await previewForm.getByRole("button", { name: "Submit Application" }).click();
  await expect(previewForm.getByText(PREVIEW_NOTE)).toBeVisible();
  expect(await axeInBothThemes(preview)).toEqual({ light: [], dark: [] });
  await expect(previewForm.getByLabel("Full Name", { exact: true })).toHaveValue(applicant.name);
  expect(sent).toEqual([]);
  const previewAnswer = await page.request.get(`/api/admin/listings/${encodeURIComponent(listingId)}/preview`);
  expect(previewAnswer.headers()["cache-control"]).toContain("no-store");
  expect(previewAnswer.headers()["x-robots-tag"]).toContain("noindex");
  expect(previewAnswer.headers()["content-security-policy"]).toContain("form-action 'none'");
  await preview.close();
  expect((await page.request.get(`/career/${first.slug}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Publish now…" }).click();
  await confirm(page, "Publish this listing now?", "Publish now");
  await expect(page.getByText("Published: the careers pages show it within seconds.")).toBeVisible();
  await expect(page.locator("header").getByText("Published", { exact: true })).toBeVisible();

  await expect.poll(() => textOf(page, "/career"), { timeout: WAIT_MS }).toContain(first.title);
  await expect.poll(() => h1Of(page, `/career/${first.slug}`), { timeout: WAIT_MS }).toBe(first.title);
  const posting = await postingOf(page, first.slug);
  expect(posting).toMatchObject({
    title: first.title,
    employmentType: "CONTRACTOR",
    datePosted: todayInIndia(),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 1200000, maxValue: 1800000, unitText: "YEAR" },
    },
    jobLocation: { address: { addressLocality: "Bhubaneswar", addressRegion: "Odisha" } },
  });
  expect(await textOf(page, "/sitemap.xml")).toContain(`/career/${first.slug}`);
  expect(await textOf(page, "/careers/feed.xml")).toContain(listingId);
});

test("a visitor applies with a real PDF; the application is in the Applications view of that listing", async ({
  page,
  browser,
}) => {
  // A visitor's whole application (a page load, the form's minimum fill time, an upload) and then a
  // recruiter's sign-in: 32 s in one CI run on a saturated slow machine, over the default 30 s.
  test.setTimeout(120_000);
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/career/${first.slug}`);
  await waitForHydration(v);
  const form = v.getByRole("form", { name: `Apply for ${first.title}` });
  await fillApplication(form);
  await v.waitForTimeout(MIN_FILL_MS + 200);
  const answer = v.waitForResponse((r) => r.url().endsWith("/api/applications"));
  await form.getByRole("button", { name: "Submit Application" }).click();
  expect((await answer).status()).toBe(201);
  await visitor.close();

  await page.goto("/admin/listings");
  await signIn(page, recruiter.email, STRONG_PASSWORD);
  const row = page.getByRole("row").filter({ hasText: first.title });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: `1 application for ${first.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/hiring\\?listing=${encodeURIComponent(listingId)}$`));
  await expect(page.getByRole("heading", { name: `Applications: ${first.title}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Listing").filter({ visible: true })).toHaveValue(listingId);
  await expect(page.getByRole("row").filter({ hasText: applicant.name })).toHaveCount(1);
});

test("a new title published changes the page; restoring the first revision changes it back", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/admin/listings/${encodeURIComponent(listingId)}`);
  await signIn(page, recruiter.email, STRONG_PASSWORD);
  await expect(page.getByRole("heading", { name: first.title, level: 1 })).toBeVisible();
  // Published: the address can no longer change.
  await expect(page.getByLabel("Web address", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByText(/Published addresses never change/)).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(renamed);
  await expect(page.getByLabel("Web address", { exact: true })).toHaveValue(first.slug);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page.locator("header").getByText("Unpublished changes")).toBeVisible();
  // The live page keeps the published title until the change is published.
  expect(await h1Of(page, `/career/${first.slug}`)).toBe(first.title);
  await page.getByRole("button", { name: "Publish changes…" }).click();
  await confirm(page, "Publish the changes?", "Publish changes");
  await expect.poll(() => h1Of(page, `/career/${first.slug}`), { timeout: WAIT_MS }).toBe(renamed);

  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByText("Live")).toHaveCount(1);
  await revisions.getByRole("button", { name: "View revision 1" }).click();
  const view = page.getByRole("dialog", { name: /^Revision 1/ });
  await expect(view.getByText(first.title, { exact: true })).toBeVisible();
  await view.getByRole("button", { name: "Restore this revision…" }).click();
  await confirm(page, "Restore revision 1 and publish it?", "Restore and publish");
  await expect(page.getByText(/^Revision 1 restored as revision \d+, and published\.$/)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(first.title);
  await expect.poll(() => h1Of(page, `/career/${first.slug}`), { timeout: WAIT_MS }).toBe(first.title);
});

test("closing it: no Apply Now nor JobPosting, out of the sitemap and the feed, applications refused", async ({
  page,
}) => {
  await page.goto(`/admin/listings/${encodeURIComponent(listingId)}`);
  await signIn(page, recruiter.email, STRONG_PASSWORD);
  await expect(page.getByRole("heading", { name: first.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Close now…" }).click();
  await confirm(page, "Close this listing now?", "Close now");
  await expect(page.getByText("Closed: applications to it are refused from now on.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen…" })).toBeVisible();

  await expect.poll(() => textOf(page, `/career/${first.slug}`), { timeout: WAIT_MS }).toContain("is closed");
  await page.goto(`/career/${first.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveCount(0);
  await expect(page.getByRole("form")).toHaveCount(0);
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n")).not.toContain(
    "JobPosting",
  );
  expect(await textOf(page, "/sitemap.xml")).not.toContain(`/career/${first.slug}`);
  expect(await textOf(page, "/careers/feed.xml")).not.toContain(listingId);
  expect(await textOf(page, "/career")).not.toContain(first.title);

  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/applications", {
    headers: { origin, accept: "application/json" },
    multipart: {
      listingId,
      fullName: `Late Applicant ${stamp}`,
      email: `late.${stamp}@example.com`,
      phone: "+91 98610 22335",
      experienceYears: "2",
      address: "12 Nayapalli, Bhubaneswar",
      lastCompany: "Kalinga Software",
      resume: { name: "late.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: string }).error).toBe("listing_closed");
});

test("duplicating makes a draft copy; scheduling it and unscheduling it", async ({ page }) => {
  await page.goto(`/admin/listings/${encodeURIComponent(listingId)}`);
  await signIn(page, recruiter.email, STRONG_PASSWORD);
  await expect(page.getByRole("heading", { name: first.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText("Copy created as a draft.")).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`${encodeURIComponent(listingId)}$`));
  await expect(page.locator("header").getByText("Draft", { exact: true })).toBeVisible();
  // Never published: its address can still change.
  await expect(page.getByLabel("Web address", { exact: true })).not.toHaveAttribute("readonly", "");

  await page.getByRole("button", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule the publication" });
  await expect(dialog.getByText("IST, UTC+05:30")).toBeVisible();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .formatToParts(new Date(Date.now() + 2 * 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  await dialog.getByLabel("Goes live at").fill(`${parts.year}-${parts.month}-${parts.day}T09:30`);
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Scheduled: it goes live .*09:30 IST\.$/)).toBeVisible();
  await expect(page.locator("header").getByText("Scheduled", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Unschedule" }).click();
  await expect(page.getByText("Unscheduled: it stays a draft.")).toBeVisible();
  await expect(page.locator("header").getByText("Draft", { exact: true })).toBeVisible();
});
