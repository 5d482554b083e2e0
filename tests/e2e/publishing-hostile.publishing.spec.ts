/**
 * Whatever a recruiter types is shown as text (docs/publishing.md): a listing whose title and
 * description try script, event handlers, javascript: links and markup is published through the
 * workspace's API, and its public page, the careers list and the job feed show the words as
 * typed, run nothing (no dialog, no CSP violation: the fixtures fail a test on any) and keep the
 * page's policy to the template's scripts.
 */
import { expect, realServer, test, waitForHydration } from "./fixtures";
import { signedInStaff } from "./workspace-helpers";

const title = `QA Lead <img src=x onerror=alert(1)>`;
const description = [
  `Lead testing for our client products </script><script>alert("summary")</script> with care and a long enough first line.`,
  `<b onmouseover="alert(2)">Bold attempt</b> and a link <a href="javascript:alert(3)">click</a>`,
  `Heading "with quotes" & <i>markup</i>:`,
  `- <iframe src="javascript:alert(4)"></iframe> as a bullet`,
  `- ]]></description><script>alert(5)</script>`,
].join("\n");

test.skip(!realServer, "publishing needs the real server");

test("a hostile listing is published as text on every page and in the feed", async ({ page, baseURL }) => {
  const api = page.request;
  await signedInStaff(api, baseURL!, ["recruiter"], "Meera Pillai", "hostile-check@corvanta.example");
  const created = await api.post("/api/admin/listings", {
    data: {
      draft: {
        kind: "job",
        title,
        slug: "qa-lead-hostile-check",
        workMode: "on-site",
        employmentType: "FULL_TIME",
        experience: "5+ years",
        description,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; version: number };
  const published = await api.post(`/api/admin/listings/${listing.id}/publish`, {
    data: { version: listing.version },
  });
  expect(published.status()).toBe(200);

  page.on("dialog", (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
  await expect(async () => {
    const res = await page.request.get("/career/qa-lead-hostile-check");
    expect(res.status()).toBe(200);
  }).toPass({ timeout: 5000 });
  await page.goto("/career/qa-lead-hostile-check");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(
    page.getByText(`Bold attempt</b> and a link <a href="javascript:alert(3)">click</a>`, { exact: false }),
  ).toBeVisible();
  await expect(page.locator("img[src=x], iframe, a[href^='javascript:'], b[onmouseover]")).toHaveCount(0);
  const jobPosting = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) =>
      els
        .map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>)
        .find((x) => x["@type"] === "JobPosting"),
    );
  expect(jobPosting?.title).toBe(title);
  expect(String(jobPosting?.description)).not.toContain("<script>");

  await page.goto("/career");
  await waitForHydration(page);
  await expect(page.getByText(title).first()).toBeVisible();

  // The job feed parses as XML, and the description holds the words escaped, not markup.
  const xml = await (await page.request.get("/careers/feed.xml")).text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const job = [...doc.querySelectorAll("job")].find((j) => j.querySelector("url")?.textContent?.includes("qa-lead"));
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      title: job?.querySelector("title")?.textContent,
      description: job?.querySelector("description")?.textContent ?? "",
    };
  }, xml);
  expect(parsed.errors).toBe(0);
  expect(parsed.title).toBe(title);
  expect(parsed.description).toContain("]]&gt;&lt;/description&gt;&lt;script&gt;alert(5)&lt;/script&gt;");
  expect(parsed.description).not.toContain("<script");
});
