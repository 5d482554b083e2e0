/**
 * The server refuses applications to a listing past its closing date, with a message the form
 * shows (docs/decisions/0081-listing-closing-date.md). A published listing is given a closing
 * date in this test only: the site's own listings have none.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { seedContent } from "#content/site-content.ts";
import { setCurrentContent } from "../site/current-content";
import { describeDb, formData, pdfOfSize, validApplicationFields } from "../../tests/support/server";

/** The published content with the Software Engineer closing on `day` (the server checks against it). */
function closeOn(day: string) {
  const content = seedContent(Date.parse("2026-11-01T00:00:00Z"));
  content.listings.find((l) => l.id === "job-software-engineer")!.closesOn = day;
  setCurrentContent(content);
}
afterEach(() => setCurrentContent(seedContent()));

describeDb("applications to a closed listing", (suite) => {
  it("are accepted up to the end of the closing day in India and refused after it, leaving nothing behind", async () => {
    let now = Date.parse("2026-11-30T18:29:00Z"); // 23:59 IST on the closing day
    const t = await suite.app({ now: () => now, env: { RATE_LIMIT_APPLICATIONS: "20/1m" } });
    closeOn("2026-11-30");
    const post = (accept = "application/json") =>
      t.app.inject({
        method: "POST",
        url: "/api/applications",
        headers: { accept },
        payload: formData(validApplicationFields(), [
          { filename: "cv.pdf", content: pdfOfSize(2000), type: "application/pdf" },
        ]),
      });
    expect((await post()).statusCode).toBe(201);
    now = Date.parse("2026-11-30T18:30:00Z"); // midnight IST
    const refused = await post();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: "listing_closed",
      message:
        "Applications for Software Engineer closed on 30 November 2026. Our careers page lists the positions that are open.",
    });
    // A form post without JavaScript lands on the form-error page.
    const native = await post("text/html");
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toBe("/form-error/invalid");
    expect(await t.app.db.selectFrom("applications").select("id").execute()).toHaveLength(1);
    expect(readdirSync(join(t.dataDir, "uploads"))).toHaveLength(1);
    // Other listings are open.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { accept: "application/json" },
      payload: formData(validApplicationFields({ listingId: "job-ui-ux-designer" }), [
        { filename: "cv.pdf", content: pdfOfSize(2000), type: "application/pdf" },
      ]),
    });
    expect(other.statusCode).toBe(201);
  });
});
