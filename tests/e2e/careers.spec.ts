/**
 * Careers (docs/product.md "Careers" and "Forms"): the Job Openings / Internship
 * Opportunities toggle by mouse and keyboard, Learn More / Show Less, the Apply Now dialog
 * (Escape, close button, focus return), the listing pages with JobPosting data, and the
 * no-JavaScript path to the application form.
 */
import { isClosed, listingView, seedListings } from "#content/careers.ts";
import { jobFeeds } from "#content/job-feeds.ts";

const jobs = seedListings.filter((l) => l.kind === "job");
const internships = seedListings.filter((l) => l.kind === "internship");
import { expect, test, waitForHydration } from "./fixtures";

test.describe("careers list", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/career");
    await waitForHydration(page);
  });

  test("heading, subtitle and the job openings by default", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Career Opportunities");
    await expect(main.getByText("Find the perfect role for your next big move! Join our team.")).toBeVisible();
    await expect(page.getByRole("tab", { name: /Job Openings/ })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(jobs.map((j) => j.title));
    await expect(panel.getByText("Full-time", { exact: true })).toHaveCount(3);
    // Where each is worked, as its card says it: "Remote", "Bhubaneswar", "Hybrid · Bangalore".
    for (const j of jobs) await expect(panel.getByText(listingView(j).place!, { exact: true })).toBeVisible();
    await expect(panel.getByText("Hybrid · Bangalore", { exact: true })).toBeVisible();
  });

  test("the toggle switches lists by mouse", async ({ page }) => {
    await page.getByRole("tab", { name: /Internship Opportunities/ }).click();
    await expect(page.getByRole("tab", { name: /Internship Opportunities/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /Job Openings/ })).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(internships.map((i) => i.title));
    await expect(panel.getByText("Internship", { exact: true })).toHaveCount(2);
    for (const i of internships) await expect(panel.getByText(i.duration!, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Software Engineer" })).toBeHidden();

    await page.getByRole("tab", { name: /Job Openings/ }).click();
    await expect(page.getByRole("heading", { name: "Software Engineer" })).toBeVisible();
  });

  test("the toggle switches lists by keyboard (arrows, Home, End)", async ({ page }) => {
    const jobsTab = page.getByRole("tab", { name: /Job Openings/ });
    const internTab = page.getByRole("tab", { name: /Internship Opportunities/ });
    await jobsTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(internTab).toBeFocused();
    await expect(internTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Frontend Intern" })).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(jobsTab).toBeFocused();
    await expect(page.getByRole("heading", { name: "Backend Developer" })).toBeVisible();

    await page.keyboard.press("End");
    await expect(internTab).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(jobsTab).toHaveAttribute("aria-selected", "true");

    // Only the selected tab is in the Tab order; Tab moves on into the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("Learn More expands the full description with bullets; Show Less collapses it", async ({ page }) => {
    const card = page.getByRole("article", { name: "Backend Developer" });
    const toggle = card.getByRole("button", { name: /Learn More|Show Less/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const details = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(details).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveText(/Show Less/);
    await expect(details).toBeVisible();
    expect(await details.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await expect(details.getByText("Design REST and event-driven APIs", { exact: false })).toBeVisible();
    // Other cards stay as they were.
    await expect(
      page.getByRole("article", { name: "Software Engineer" }).getByRole("button", { name: /Learn More/ }),
    ).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveText(/Learn More/);
    await expect(details).toBeHidden();
  });

  test("each card links to the listing's own page", async ({ page }) => {
    await page
      .getByRole("article", { name: "UI/UX Designer" })
      .getByRole("link", { name: /Full details/ })
      .click();
    await expect(page).toHaveURL(/\/career\/ui-ux-designer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UI/UX Designer");
  });

  test("Apply Now opens the modal 'Apply for ...'; Escape closes it and focus returns to the button", async ({
    page,
  }) => {
    const apply = page.getByRole("article", { name: "Backend Developer" }).getByRole("link", { name: /Apply Now/ });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: "Apply for Backend Developer" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Apply for Backend Developer" })).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    // Modal: the page behind is inert, focus is inside the dialog.
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(":modal"))).toBe(true);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test("the close button closes the dialog; reopening another listing changes the title", async ({ page }) => {
    const apply = page.getByRole("article", { name: "Software Engineer" }).getByRole("link", { name: /Apply Now/ });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: "Apply for Software Engineer" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await page.getByRole("tab", { name: /Internship Opportunities/ }).click();
    await page
      .getByRole("article", { name: "Data Science Intern" })
      .getByRole("link", { name: /Apply Now/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Apply for Data Science Intern" })).toBeVisible();
  });

  test("browser validation blocks an empty application", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => void (r.url().includes("/api/applications") && (posted = true)));
    await page
      .getByRole("article", { name: "Backend Developer" })
      .getByRole("link", { name: /Apply Now/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Apply for Backend Developer" });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("form :invalid")).toHaveCount(7);
    expect(await dialog.getByLabel("Full Name").evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
      true,
    );
    // The form's own inline messages, not the browser's bubble; focus on the first field.
    await expect(dialog.locator("form")).toHaveAttribute("novalidate", "");
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(7);
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    expect(posted).toBe(false);
  });
});

test.describe("listing page", () => {
  test("full description, facts, inline form and JobPosting JSON-LD", async ({ page }) => {
    await page.goto("/career/backend-developer");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Backend Developer");
    await expect(main.getByText("Full-time", { exact: true })).toBeVisible();
    await expect(main.getByText("Bangalore, India")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Apply for Backend Developer" })).toBeVisible();
    await expect(main.getByRole("form", { name: "Apply for Backend Developer" })).toHaveAttribute(
      "action",
      "/api/applications",
    );

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = ld.map((t) => JSON.parse(t)).find((x) => x["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "Backend Developer",
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Corvanta Technologies" },
      jobLocation: { address: { addressLocality: "Bangalore", addressRegion: "Karnataka", addressCountry: "IN" } },
    });
    expect(posting.datePosted).toMatch(/^2026-/);
    expect(posting.validThrough).toMatch(/^2027-/);
    expect(posting.description).toContain("<li>");
  });

  test("the remote job says so in its JobPosting", async ({ page }) => {
    await page.goto("/career/software-engineer");
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = ld.map((t) => JSON.parse(t)).find((x) => x["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply Now leads to the application form on the listing's page", async ({ page }) => {
    await page.goto("/career");
    await page
      .getByRole("article", { name: "Backend Developer" })
      .getByRole("link", { name: /Apply Now/ })
      .click();
    await expect(page).toHaveURL(/\/career\/backend-developer\/?#apply$/);
    await expect(page.getByRole("heading", { name: "Apply for Backend Developer" })).toBeVisible();
  });
});

test("the careers page links the job-board feeds, which list its open roles", async ({ page, request }) => {
  await page.goto("/career");
  const xmlLink = page.getByRole("link", { name: "XML feed" });
  const jsonLink = page.getByRole("link", { name: "JSON file" });
  await expect(xmlLink).toHaveAttribute("href", jobFeeds.xml);
  await expect(jsonLink).toHaveAttribute("href", jobFeeds.json);
  await expect(page.locator(`head link[rel="alternate"][href="${jobFeeds.json}"]`)).toHaveCount(1);
  const open = seedListings.filter((l) => !isClosed(l, Date.now()));
  const xml = await (await request.get(jobFeeds.xml)).text();
  const json = (await (await request.get(jobFeeds.json)).json()) as { jobs: { id: string }[] };
  for (const l of open) expect(xml).toContain(`<referencenumber><![CDATA[${l.id}]]></referencenumber>`);
  expect(json.jobs.map((j) => j.id).sort()).toEqual(open.map((l) => l.id).sort());
});
