/**
 * docs/product.md describes the site; the code decides it. The figures the document states (paths,
 * limits, timings, retention periods) are checked here against the modules that hold them, so a
 * change to one without the other fails a test instead of leaving the document wrong.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { erpModules } from "#content/erp-modules.ts";
import { products } from "#content/products.ts";
import { services } from "#content/services.ts";
import { retentionDays, site } from "#content/site.ts";
import { LIMITS, MIN_FILL_MS, RESUME_MAX_BYTES } from "#contracts/limits.ts";
import { VERIFY_MIN_MS } from "#app/components/forms/certificate-form.tsx";
import {
  FORM_MESSAGES,
  FORM_TOAST_DURATION,
  TOAST_DEFAULT_DURATIONS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY,
} from "#app/lib/toast.ts";
import { loadConfig } from "#server/config.ts";

const doc = readFileSync(fileURLToPath(new URL("../docs/product.md", import.meta.url)), "utf8");

/**
 * The text of one `## Heading` section, keeping its lines (tables) but not its prose wrapping,
 * nor the padding the formatter gives table cells.
 */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`docs/product.md has no section "${title}"`);
  const end = doc.indexOf("\n## ", start + 1);
  return doc
    .slice(start, end < 0 ? undefined : end)
    .replace(/\n {2,}/g, " ")
    .replace(/ {2,}\|/g, " |");
}

/** The words of a text that look like slugs. */
const slugList = (text: string) => text.split(/[,\s]+/).filter((w) => /^[a-z0-9-]+$/.test(w));

describe("docs/product.md agrees with the code", () => {
  it("lists the 24 service slugs in the content's order", () => {
    const paragraph = section("Pages and routes").split("The 24 service slugs, in menu order:")[1]!.split(".\n")[0]!;
    expect(slugList(paragraph)).toEqual(services.map((s) => s.slug));
  });

  it("lists the product and ERP module slugs of the content", () => {
    const routes = section("Pages and routes");
    const row = (path: string) => routes.split("\n").find((line) => line.startsWith(`| \`${path}\``))!;
    expect(slugList(row("/products/<slug>").split(":")[1]!)).toEqual(products.map((p) => p.slug));
    expect(slugList(row("/erp-systems/<slug>").split(":")[1]!)).toEqual(erpModules.map((m) => m.slug));
  });

  it("states the form limits the schemas enforce", () => {
    const forms = section("Forms");
    for (const [field, max] of [
      ["name", LIMITS.name],
      ["email", LIMITS.email],
      ["services", LIMITS.services],
      ["message", LIMITS.message],
      ["subject", LIMITS.subject],
      ["phone", LIMITS.phone],
      ["address", LIMITS.address],
      ["last company", LIMITS.company],
    ] as const) {
      expect(forms, field).toContain(`${field} ${max}`);
    }
    expect(forms).toContain(`0 to ${LIMITS.experienceYears} years`);
    expect(forms).toContain(`${LIMITS.certificateId} characters`);
    expect(forms).toContain(`at most ${RESUME_MAX_BYTES / 1024 / 1024} MB`);
    expect(forms).toContain(`less than ${MIN_FILL_MS / 1000} s`);
  });

  it("states the messages and constants the front end uses", () => {
    const messages = section("Messages");
    for (const text of Object.values(FORM_MESSAGES)) expect(messages).toContain(text);
    const constants = section("Constants");
    expect(constants).toContain(`| a form toast stays | ${FORM_TOAST_DURATION} ms |`);
    const d = TOAST_DEFAULT_DURATIONS;
    expect(constants).toContain(
      `blank ${d.blank} ms, error ${d.error} ms, success ${d.success} ms, loading until replaced, custom ${d.custom} ms`,
    );
    expect(constants).toContain(`| toasts at once, at most | ${TOAST_LIMIT} |`);
    expect(constants).toContain(`| a dismissed toast is removed after | ${TOAST_REMOVE_DELAY} ms |`);
    expect(constants).toContain(`| toast width, at most | ${TOAST_MAX_WIDTH_PX} px |`);
    expect(constants).toContain(`| certificate check, at least | ${VERIFY_MIN_MS} ms |`);
    expect(constants).toContain(`| minimum time to fill a form | ${MIN_FILL_MS / 1000} s |`);
    expect(doc).toContain(site.responsePromise.replace("We respond ", ""));
  });

  it("states the server's default rate limits, body limit and retention periods", () => {
    const config = loadConfig({}, "/tmp");
    const rules = section("Server rules");
    const perWindow = (r: { max: number; windowMs: number }) => {
      const minutes = r.windowMs / 60_000;
      return minutes === 60
        ? `${r.max} per hour`
        : minutes === 1
          ? `${r.max} per minute`
          : `${r.max} per ${minutes} minutes`;
    };
    expect(rules).toContain(`quotes and contacts ${perWindow(config.rateLimits.quotes)}`);
    expect(perWindow(config.rateLimits.contacts)).toBe(perWindow(config.rateLimits.quotes));
    expect(rules).toContain(`applications ${perWindow(config.rateLimits.applications)}`);
    expect(rules).toContain(`certificate lookups ${perWindow(config.rateLimits.certificates)}`);
    expect(rules).toContain(`at most ${config.bodyLimitBytes / 1024} KiB`);
    expect(rules).toContain(`quotes and contact messages ${(retentionDays.enquiries / 365) * 12} months`);
    expect(rules).toContain(`applications and résumés ${(retentionDays.applications / 365) * 12} months`);
    expect(rules).toContain(`spam ${retentionDays.spam} days`);
  });
});
