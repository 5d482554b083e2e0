/**
 * Accessibility of the staff workspace: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on every
 * workspace screen, signed out and signed in, at 390 px and 1366 px, in the light and the dark
 * theme (the system setting, emulated); dialogs open; the theme switch; and a keyboard walk
 * through the inbox where every stop shows a focus indicator, in both themes.
 */
import type { Page } from "@playwright/test";
import { axeInBothThemes, axeViolations as axe } from "./axe";
import { expect, realServer, test } from "./fixtures";
import { expectedStatusConsole, signedInStaff } from "./workspace-helpers";

test.skip(!realServer, "the workspace needs the real server and its CLI");
// Signed-out screens ask /auth/me (401); the spent-link screens get 410 from the token check.
test.use({ allowConsoleErrors: [expectedStatusConsole(401, 410)] });

const widths = [
  { name: "390px", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "1366px", use: { viewport: { width: 1366, height: 900 } } },
] as const;

/** Invites an admin from the CLI and accepts the invitation through the API: the page's context is signed in. */
async function signedInAdmin(page: Page, baseURL: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signedInStaff(page.request, baseURL, ["admin"]);
  const origin = new URL(baseURL).origin;
  // A submission to open (a JSON post without the fill-time field is not held against it).
  const quote = await page.request.post("/api/quotes", {
    headers: { origin, accept: "application/json" },
    data: {
      name: `Devika Rao ${stamp}`,
      email: `devika.${stamp}@example.com`,
      services: "Cloud Migration",
      message: "Moving two data centres to the cloud next year.",
    },
  });
  expect(quote.status()).toBe(201);
  const { id } = (await quote.json()) as { id: string };
  return { id };
}

const signedOutPages = [
  { path: "/admin", heading: "Sign in to the workspace" },
  { path: "/admin/inbox?kind=quote", heading: "Sign in to the workspace" },
  { path: "/admin/forgot-password", heading: "Forgotten your password?" },
  { path: "/admin/invitation#token=AAAAAAAAAAAAAAAAAAAAAAAA", heading: "Welcome to the workspace" },
  { path: "/admin/reset-password#token=AAAAAAAAAAAAAAAAAAAAAAAA", heading: "Choose a new password" },
];

const signedInPages = [
  { path: "/admin", heading: /^Hello, / },
  { path: "/admin/inbox", heading: "Inbox" },
  { path: "/admin/inbox?from=2030-01-31&to=2020-01-01", heading: "Inbox" },
  { path: "/admin/spam", heading: "Spam" },
  { path: "/admin/email", heading: "E-mail health" },
  { path: "/admin/destinations", heading: "Destinations" },
  { path: "/admin/api-tokens", heading: "API tokens" },
  { path: "/admin/staff", heading: "Staff" },
  { path: "/admin/audit", heading: "Audit log" },
  { path: "/admin/settings", heading: "Settings" },
  { path: "/admin/listings", heading: "Listings" },
  { path: "/admin/listings/new", heading: "New listing" },
  { path: "/admin/content", heading: "Content" },
  { path: "/admin/content?q=no-such-document&show=sample", heading: "Content" },
  { path: "/admin/content/company", heading: "Company details" },
  { path: "/admin/content/figures", heading: "Facts and counters" },
  { path: "/admin/content/testimonial-kalinga-fresh-mart", heading: "Ananya Mohanty, Kalinga Fresh Mart" },
  { path: "/admin/content/service-devops", heading: "DevOps Services" },
  { path: "/admin/content/pricing", heading: "Pricing page" },
  { path: "/admin/content/features", heading: "Features page" },
  { path: "/admin/content/client-logos", heading: "Client logos" },
  { path: "/admin/content/privacy", heading: "Privacy policy" },
  { path: "/admin/content/product-crm-solutions", heading: "CRM Solutions" },
  { path: "/admin/content/page-price", heading: "Pricing & Engagement Models" },
  { path: "/admin/content/page-career", heading: "Careers: Jobs and Internships" },
  { path: "/admin/content/page-home", heading: "Cutting-Edge Digital Solutions" },
  { path: "/admin/content/page-about", heading: "About Us" },
  { path: "/admin/content/page-erp-module-pages", heading: "Every ERP module page (template)" },
  { path: "/admin/content/erp-module-crm", heading: "CRM" },
  { path: "/admin/content/author-debashish-pattnaik", heading: "Debashish Pattnaik" },
  { path: "/admin/content/new/caseStudy", heading: "New case study" },
  {
    path: "/admin/content/case-study-kalinga-fresh-mart-billing",
    heading: "Festive-season billing that no longer freezes at the counter",
  },
  { path: "/admin/content/article-a-pos-switch-over-weekend", heading: "What a POS switch-over weekend looks like" },
  { path: "/admin/content/new/article", heading: "New article" },
  { path: "/admin/pictures", heading: "Pictures" },
  { path: "/admin/account", heading: "Your account" },
  { path: "/admin/traffic", heading: "Traffic" },
  { path: "/admin/hiring", heading: "Applications" },
  { path: "/admin/certificates", heading: "Certificates" },
  { path: "/admin/certificates/bulk", heading: "Issue certificates from a CSV file" },
  { path: "/admin/no-such-page", heading: "Page not found" },
];

/** Both themes of the screen as it stands (tests/e2e/axe.ts axeInBothThemes), named in a failure. */
const bothThemes = async (page: Page, name: string) =>
  expect(await axeInBothThemes(page), name).toEqual({ light: [], dark: [] });

for (const width of widths) {
  test.describe(`workspace axe at ${width.name}, in the light and the dark theme`, () => {
    test.use({ ...width.use, reducedMotion: "reduce", colorScheme: "light" });

    test(`signed-out screens have no WCAG violations at ${width.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const { path, heading } of signedOutPages) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: /Checking/ })).toHaveCount(0);
        await bothThemes(page, path);
      }
    });

    // The screens in groups of six, each group a test of its own with its own sign-in: one walk
    // through all of them in both themes outlasted four minutes on a slow CI machine, and groups
    // run side by side on the two workers.
    const groups = Array.from({ length: Math.ceil(signedInPages.length / 6) }, (_, i) =>
      signedInPages.slice(i * 6, i * 6 + 6),
    );
    for (const [i, group] of groups.entries()) {
      test(`signed-in screens ${i + 1} of ${groups.length} have no WCAG violations at ${width.name}`, async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(180_000);
        await signedInAdmin(page, baseURL!);
        for (const { path, heading } of group) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
          await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0);
          await bothThemes(page, path);
        }
      });
    }

    test(`a submission and the dialogs have no WCAG violations at ${width.name}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { id } = await signedInAdmin(page, baseURL!);
      await page.goto(`/admin/inbox/quote/${id}`);
      // Boot, session check and the submission itself: three round trips before the page is whole.
      await expect(page.getByRole("heading", { level: 1, name: "Cloud Migration" })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole("region", { name: "History" })).toBeVisible();
      await bothThemes(page, "submission page");
      await page.getByRole("button", { name: "Erase on request…" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await bothThemes(page, "erase dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      await page.goto("/admin/staff");
      await page.getByRole("button", { name: "Invite someone" }).click();
      await expect(page.getByRole("dialog", { name: "Invite someone" })).toBeVisible();
      await bothThemes(page, "invite dialog");
    });
  });

  test.describe(`workspace listing screens at ${width.name}`, () => {
    test.use({ ...width.use, reducedMotion: "reduce" });

    test(`the listing screens have no WCAG violations at ${width.name}, in the light and the dark scheme`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signedInAdmin(page, baseURL!);
      // Both themes on the same page, dialog open and all (the system setting, emulated).
      const both = (name: string) => bothThemes(page, name);
      await page.goto("/admin/listings");
      await expect(page.getByRole("heading", { level: 1, name: "Listings" })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await both("listings");

      // The editor of a published listing (the seed's), its confirmation and a revision.
      const seed = page.getByRole("link", { name: "Software Engineer", exact: true }).filter({ visible: true });
      await seed.click();
      await expect(page.getByRole("heading", { level: 1, name: "Software Engineer" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Revisions" })).toBeVisible();
      await both("listing editor");
      await page.getByRole("button", { name: "Close now…" }).click();
      await expect(page.getByRole("dialog", { name: "Close this listing now?" })).toBeVisible();
      await both("close dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("button", { name: "Close now…" })).toBeFocused();
      await page.getByRole("button", { name: "View revision 1" }).click();
      await expect(page.getByRole("dialog", { name: /^Revision 1/ }).getByText("Description")).toBeVisible();
      await both("revision dialog");
      await page.keyboard.press("Escape");

      // A new listing refused: the error summary, focused, and the messages at the fields.
      await page.goto("/admin/listings/new");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "fields need attention" })).toBeFocused();
      await both("new listing with errors");
    });
  });
}

test("the theme switch follows and stores the same choice as the public site", async ({ page, baseURL }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signedInAdmin(page, baseURL!);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: /^Hello, / })).toBeVisible();
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to dark theme" }).filter({ visible: true }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  // The chosen theme is there from the first paint of the next page, and the public site shares it.
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await axe(page), "dashboard after the switch").toEqual([]);
  await page.goto("/");
  await expect(html).toHaveClass(/\bdark\b/);
  // Choosing the system's own theme again forgets the choice: the workspace follows the system.
  await page.goto("/admin");
  await page.getByRole("button", { name: "Switch to light theme" }).filter({ visible: true }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
});

test("a disabled button is grey in both themes, not its colour faded", async ({ page, baseURL }) => {
  await signedInAdmin(page, baseURL!);
  // Nothing to publish: the content editor's Publish now is disabled beside an enabled Preview.
  await page.goto("/admin/content/company");
  const publish = page.getByRole("button", { name: "Publish now…" });
  await expect(publish).toBeDisabled();
  const look = () =>
    publish.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, opacity: s.opacity };
    });
  const grey = (name: string) =>
    page.evaluate((n) => {
      const probe = document.createElement("span");
      probe.style.color = `var(--color-${n})`;
      document.body.append(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    }, name);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect.poll(look).toEqual({ background: await grey("ink-200"), opacity: "1" });
    // Hovering changes nothing of a button that cannot be pressed.
    await publish.hover();
    await expect.poll(look).toEqual({ background: await grey("ink-200"), opacity: "1" });
  }
});

for (const scheme of ["light", "dark"] as const)
  test(`the inbox works from the keyboard, with a visible focus on every stop (${scheme})`, async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signedInAdmin(page, baseURL!);
    await page.goto("/admin/inbox");
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const shown = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { tag: "body", visible: true };
        const style = getComputedStyle(el);
        const after = getComputedStyle(el, "::after");
        const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
        const afterRing = after.outlineStyle !== "none" && parseFloat(after.outlineWidth) > 0;
        return {
          tag: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ""}`,
          visible: ring || afterRing || style.boxShadow !== "none",
        };
      });
      expect(shown.visible, `focus indicator on ${shown.tag}`).toBe(true);
    }
    // "/" jumps to the search box, which announces the key (and shows it, beside the box's text).
    const search = page.getByRole("searchbox", { name: "Search name, e-mail and text" });
    await expect(search).toHaveAttribute("aria-keyshortcuts", "/");
    await page.locator("main h1").click();
    await page.keyboard.press("/");
    await expect(search).toBeFocused();
  });
