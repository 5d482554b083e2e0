/**
 * The quote, contact and application forms (docs/product.md "Forms" and "Messages";
 * "Interactions"): success against the real server (toast, emptied fields), failure (toast,
 * entries kept), browser validation, server field errors, and the no-JavaScript path.
 *
 * The minimum fill time means a test-fast submission is quietly flagged as spam: it still
 * gets a 201, which is all most of these journeys look at. The one that reads the e-mails back
 * sets the browser's clock a minute early, so its form looks filled in by a person.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { dataDir, expect, realServer, test, waitForHydration } from "./fixtures";

const SUCCESS = "Message sent successfully!";
const FAILURE = "Something went wrong. Please try again!";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const quote = {
  Name: "Meera Iyer",
  Email: "meera.iyer@example.com",
  "Service needed": "Mobile App Development",
  Message: "We run 12 pharmacies in Pune and want an ordering app for repeat prescriptions.",
};

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
}

/**
 * Records in the page, from now on, the text of every toast while it is shown (rendered, visible,
 * not yet dismissed), and returns a reader of that list. A journey that first awaits the server's
 * answer and then looks for the 3-second toast can miss it when the machine stalls the test
 * runner that long; CI once saw exactly that (201, dialog closed, no toast found). The page's own
 * record cannot miss it, and a toast that never appears still fails the check.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  type Seen = { __toastsSeen: string[] };
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as Seen).__toastsSeen = []);
    const note = () => {
      for (const card of document.querySelectorAll<HTMLElement>(
        "[role=status] [data-type], [role=alert] [data-type]",
      )) {
        const text = card.textContent ?? "";
        if (card.getAttribute("aria-hidden") !== "true" && card.checkVisibility() && !seen.includes(text))
          seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as Seen).__toastsSeen);
}

/** The .eml files the server wrote (no SMTP in the browser tests) that mention an address. */
function mailsMentioning(address: string): string[] {
  const folder = join(dataDir ?? "", "mail");
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(join(folder, name), "utf8")).filter((text) => text.includes(address));
}

async function openQuote(page: Page) {
  await page.goto("/quote");
  await waitForHydration(page);
  return page.getByRole("form", { name: "Request a quote" });
}

test.describe("quote form", () => {
  test("every field is labelled, required and bounded; the form links to the privacy page", async ({ page }) => {
    const form = await openQuote(page);
    for (const label of Object.keys(quote))
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("maxlength", "100");
    await expect(form.getByLabel("Message", { exact: true })).toHaveAttribute("maxlength", "5000");
    await expect(form.getByRole("link", { name: "How we use your details" })).toHaveAttribute("href", "/privacy");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/quotes");
  });

  test("an empty or malformed submission is blocked with one inline message per field and focus on the first", async ({
    page,
  }) => {
    const form = await openQuote(page);
    let posted = false;
    page.on("request", (r) => void (r.url().includes("/api/quotes") && (posted = true)));
    // On /quote the form's code waits for the first touch (docs/decisions/0056-forms-hydrate-on-use.md):
    // this click loads it and turns the browser's bubbles off, and the submit waits for the code
    // and validates inline.
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(form).toHaveAttribute("novalidate", "");
    await expect(form.locator(":invalid")).toHaveCount(4);
    expect(
      await form.getByLabel("Name", { exact: true }).evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    for (const label of Object.keys(quote)) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // The message is tied to the field, so a screen reader reads it with the label.
      const described = (await field.getAttribute("aria-describedby")) ?? "";
      const errorId = described.split(" ").find((id) => id.endsWith("-error"));
      expect(errorId, label).toBeTruthy();
      await expect(form.locator(`[id="${errorId}"]`)).toHaveText(/required/i);
    }
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();

    await fill(form, { ...quote, Email: "not-an-email" });
    await form.getByRole("button", { name: "Request a Quote" }).click();
    const email = form.getByLabel("Email", { exact: true });
    expect(await email.evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true);
    await expect(form.locator(":invalid")).toHaveCount(1);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    expect(posted).toBe(false);
  });

  test("success against the server: toast, and every field emptied", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    const form = await openQuote(page);
    await fill(form, quote);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST");
    const toasts = await recordToasts(page);
    await form.getByRole("button", { name: "Request a Quote" }).click();
    expect((await answer).status()).toBe(201);
    await expect.poll(toasts).toContain(SUCCESS);
    for (const label of Object.keys(quote)) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(form.getByRole("button", { name: "Request a Quote" })).toBeEnabled();
  });

  test("a person's quote is acknowledged by e-mail, and the company notified with Reply-To", async ({ page }) => {
    test.skip(!realServer || !dataDir, "needs the API server and its data folder");
    // The form's start time comes from the browser's clock: a minute early, it was not filled too fast.
    await page.clock.setSystemTime(Date.now() - 60_000);
    const address = `mail-${Date.now()}@example.com`;
    const form = await openQuote(page);
    await fill(form, { ...quote, Email: address });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Request a Quote" }).click();
    expect((await answer).status()).toBe(201);

    await expect.poll(() => mailsMentioning(address).length, { timeout: 15_000 }).toBe(2);
    const mails = mailsMentioning(address);
    const acknowledgement = mails.find((m) => new RegExp(`^To: ${address}`, "m").test(m));
    const notification = mails.find((m) => new RegExp(`^Reply-To: ${address}`, "m").test(m));
    expect(acknowledgement, "an acknowledgement to the visitor").toContain("24 hours");
    expect(notification, "a notification to the company, answerable to the visitor").toBeDefined();
  });

  test.describe("failure", () => {
    // The failure is logged to the console by design (docs/product.md "Forms"), next to Chromium's own line.
    test.use({ allowConsoleErrors: true });

    test("a server error keeps every entry and shows the failure toast", async ({ page }) => {
      await page.route("**/api/quotes", (r) =>
        r.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: "internal", message: "Internal error." }),
        }),
      );
      const logged: string[] = [];
      page.on("console", (m) => m.type() === "error" && logged.push(m.text()));
      const form = await openQuote(page);
      await fill(form, quote);
      await form.getByRole("button", { name: "Request a Quote" }).click();
      await expect(page.getByText(FAILURE)).toBeVisible();
      for (const [label, value] of Object.entries(quote))
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(form.getByRole("button", { name: "Request a Quote" })).toBeEnabled();
      expect(logged.some((l) => /Form submission to \/api\/quotes failed/.test(l))).toBe(true);
    });

    test("a retry sends the same Idempotency-Key; an edit makes a new one", async ({ page }) => {
      const keys: string[] = [];
      await page.route("**/api/quotes", (r) => {
        keys.push(r.request().headers()["idempotency-key"] ?? "");
        return r.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"error":"unavailable","message":"Try later."}',
        });
      });
      const form = await openQuote(page);
      await fill(form, quote);
      const send = form.getByRole("button", { name: "Request a Quote" });
      await send.click();
      await expect(page.getByText(FAILURE)).toBeVisible();
      await expect(send).toBeEnabled();
      await send.click();
      await expect.poll(() => keys.length).toBe(2);
      await expect(send).toBeEnabled();
      await form.getByLabel("Message", { exact: true }).fill(`${quote.Message} Budget is flexible.`);
      await send.click();
      await expect.poll(() => keys.length).toBe(3);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    });

    test("400: the server's message appears on the field it names", async ({ page }) => {
      await page.route("**/api/quotes", (r) =>
        r.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: "validation",
            message: "Invalid input.",
            fields: { email: "Enter a valid email address, like name@example.com." },
          }),
        }),
      );
      const form = await openQuote(page);
      await fill(form, quote);
      await form.getByRole("button", { name: "Request a Quote" }).click();
      const email = form.getByLabel("Email", { exact: true });
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
      await expect(email).toBeFocused();
      await expect(form.getByLabel("Message", { exact: true })).toHaveValue(quote.Message);
    });

    test("429: the failure toast and a note saying how long to wait", async ({ page }) => {
      await page.route("**/api/quotes", (r) =>
        r.fulfill({
          status: 429,
          headers: { "Retry-After": "300" },
          contentType: "application/json",
          body: '{"error":"rate_limited","message":"Too many requests."}',
        }),
      );
      const form = await openQuote(page);
      await fill(form, quote);
      await form.getByRole("button", { name: "Request a Quote" }).click();
      await expect(page.getByText(FAILURE)).toBeVisible();
      await expect(form.getByText(/wait about 5 minutes/)).toBeVisible();
    });
  });

  test("the submit button is disabled and busy while sending", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/quotes", async (r) => {
      await held;
      await r.fulfill({ status: 201, contentType: "application/json", body: '{"id":"q_test","status":"received"}' });
    });
    const form = await openQuote(page);
    await fill(form, quote);
    const send = form.getByRole("button", { name: "Request a Quote" });
    await send.click();
    await expect(page.getByText("Sending your message...")).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(send).toBeEnabled();
  });
});

test.describe("contact form", () => {
  test("success against the server: toast, and every field emptied", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    const values = {
      Name: "Arjun Rao",
      Email: "arjun.rao@example.com",
      Subject: "Support plan for our ERP",
      Message: "Could you take over support of an ERP another vendor built for us?",
    };
    await fill(form, values);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    for (const label of Object.keys(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  });
});

test.describe("application form", () => {
  test("success against the server from the careers dialog: toast, reset, dialog closed", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    await page.goto("/career");
    await waitForHydration(page);
    const apply = page.getByRole("article", { name: "Software Engineer" }).getByRole("link", { name: /Apply Now/ });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: "Apply for Software Engineer" });
    await fill(dialog, {
      "Full Name": "Kavya Menon",
      "Email Address": "kavya.menon@example.com",
      "Phone Number": "+91 98765 43210",
      "Years of Experience": "2.5",
      Address: "14 Residency Road, Bengaluru",
      "Last Company": "Deccan Digital Labs",
    });
    await dialog
      .getByLabel("Upload Resume/CV")
      .setInputFiles({ name: "kavya-menon.pdf", mimeType: "application/pdf", buffer: PDF });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/applications"));
    const toasts = await recordToasts(page);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    expect((await answer).status()).toBe(201);
    await expect.poll(toasts).toContain(SUCCESS);
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    // Reopened, the form is empty.
    await apply.click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
    await expect(dialog.getByLabel("Upload Resume/CV")).toHaveValue("");
  });

  test("a file that is not a PDF, DOC or DOCX is refused before sending", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => void (r.url().includes("/api/applications") && (posted = true)));
    await page.goto("/career/frontend-intern");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Apply for Frontend Intern" });
    const file = form.getByLabel("Upload Resume/CV");
    await file.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG\r\n") });
    await expect(form.getByText("Upload your résumé as a PDF, DOC or DOCX file.")).toBeVisible();
    await expect(file).toHaveAttribute("aria-invalid", "true");
    expect(await file.evaluate((el) => (el as HTMLInputElement).validity.customError)).toBe(true);
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect(posted).toBe(false);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts natively and lands on /thank-you/contact", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await fill(form, {
      Name: "Farhan Ali",
      Email: "farhan.ali@example.com",
      Subject: "No-script enquiry",
      Message: "Sent from a browser with JavaScript turned off.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(/\/thank-you\/contact\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
  });

  test("an application posts natively (multipart) and lands on /thank-you/application", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    await page.goto("/career/data-science-intern");
    const form = page.getByRole("form", { name: "Apply for Data Science Intern" });
    await fill(form, {
      "Full Name": "Ishita Sen",
      "Email Address": "ishita.sen@example.com",
      "Phone Number": "+91 91234 56789",
      "Years of Experience": "0",
      Address: "22 Lake Road, Kolkata",
      "Last Company": "Jadavpur University",
    });
    await form
      .getByLabel("Upload Resume/CV")
      .setInputFiles({ name: "ishita-sen.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForURL(/\/thank-you\/application\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
  });

  test("a refused native post lands on a page that says what to fix", async ({ page }) => {
    test.skip(!realServer, "needs the API server");
    await page.goto("/quote");
    const form = page.getByRole("form", { name: "Request a quote" });
    // Spaces pass the browser's `required` check; the shared schema refuses them.
    await fill(form, { ...quote, Name: "   " });
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await page.waitForURL(/\/form-error\/invalid\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Some details need another look");
    await expect(page.getByRole("link", { name: "Quote form" })).toHaveAttribute("href", "/quote");
  });
});

test.describe("confirmation and error pages", () => {
  for (const form of ["quote", "contact", "application"]) {
    test(`/thank-you/${form} says thank you and is kept out of search results`, async ({ page }) => {
      await page.goto(`/thank-you/${form}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
      await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }

  const reasons: Record<string, RegExp> = {
    invalid: /100 characters/,
    "too-large": /5 MB/,
    "file-type": /PDF, DOC or DOCX/,
    "rate-limited": /wait/,
    unavailable: /try again/i,
  };
  for (const [reason, explains] of Object.entries(reasons)) {
    test(`/form-error/${reason} explains what to fix`, async ({ page }) => {
      await page.goto(`/form-error/${reason}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(explains);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect(
        await page.getByRole("main").locator('a[href="/quote"], a[href="/contact"], a[href="/career"]').count(),
      ).toBeGreaterThan(0);
    });
  }
});
