/**
 * Contact (docs/product.md "Contact" and "Site-wide"): three contact cards with tel:, mailto:
 * and a map link out; four office cards; the 'Send Us a Message' form.
 */
import { offices } from "#content/offices.ts";
import { site } from "#content/site.ts";
import { expect, test } from "./fixtures";

test("contact page: call, email and visit cards, four offices and the message form", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact Us");

  const reach = main.getByRole("region", { name: "Talk to us" });
  await expect(reach.getByRole("heading", { level: 3 })).toHaveText(["Call us", "Email us", "Visit us"]);
  await expect(reach.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
  await expect(reach.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  const map = reach.getByRole("link", { name: /OpenStreetMap/ });
  await expect(map).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", /noopener/);

  const officeList = main.getByRole("region", { name: "Where to find us" });
  await expect(officeList.getByRole("heading", { level: 3 })).toHaveText(offices.map((o) => o.city));
  await expect(officeList.getByRole("link", { name: /View on map/ })).toHaveCount(4);
  for (const link of await officeList.getByRole("link", { name: /View on map/ }).all()) {
    await expect(link).toHaveAttribute("rel", /noopener/);
  }

  await expect(main.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeVisible();
  const form = main.getByRole("form", { name: "Send us a message" });
  for (const label of ["Name", "Email", "Subject", "Message"])
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  await expect(form.getByRole("link", { name: "How we use your details" })).toHaveAttribute("href", "/privacy");
});

test("/quotesec is the quote page, with /quote as its canonical address", async ({ page }) => {
  await page.goto("/quotesec");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Quote");
  await expect(page.getByRole("form", { name: "Request a quote" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/quote$/);
});
