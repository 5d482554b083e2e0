/**
 * The privacy policy's placeholders (content/privacy.ts): the page states the periods the server
 * keeps submissions for, the résumé limit and the company's published contact details, whatever
 * an editor wrote around them; a placeholder that names nothing is refused at its field.
 */
import { describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#contracts/limits.ts";
import { seedCompany } from "./offices";
import { describeDays, privacy, privacyAsShown, privacyPolicy } from "./privacy";
import { retentionDays } from "./site";

const text = (v: unknown) => JSON.stringify(v);

describe("the privacy policy's placeholders", () => {
  it("are filled in from the settings and the published company details, leaving nothing in braces", () => {
    const shown = privacyAsShown(privacy, seedCompany);
    expect(text(shown)).not.toMatch(/\{[^{}"]*\}/);
    expect(shown.collected[0]!.kept).toBe(describeDays(retentionDays.enquiries));
    expect(shown.collected[2]!.kept).toBe(describeDays(retentionDays.applications));
    expect(text(shown)).toContain(`up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB`);
    expect(text(shown)).toContain(`by phone to ${seedCompany.phone.display}`);

    // A new number published in the company details is the number the policy gives.
    const moved = { ...seedCompany, phone: { display: "+91 674 355 0199", e164: "+916743550199" } };
    const again = privacyAsShown(privacy, moved);
    expect(text(again)).toContain("by phone to +91 674 355 0199");
    expect(text(again)).not.toContain(seedCompany.phone.display);
  });

  it("an unknown placeholder is refused at its field, naming the ones there are", () => {
    const edited = structuredClone(privacy);
    edited.sections[1]!.paragraphs[0] = "Only {company} staff who need it, for {retention period}.";
    const parsed = privacyPolicy.safeParse(edited);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.path).toEqual(["sections", 1, "paragraphs", 0]);
    expect(issue.message).toMatch(/^There is no placeholder \{retention period\}\. Use one of: \{company\}/);
  });
});
