/**
 * The listing editor's form values and their checks: the fields of a draft (contracts/listings.ts
 * `listingDraftFields`) as the strings the controls hold, turned into a draft and checked with
 * `listingDraftSchema`, the same bounds the server applies. Every message is written for the
 * person at the field.
 */
import { listingDraftSchema, type ListingDraft } from "#contracts/listings.ts";
import type { z } from "zod";
import { fieldMessage, sentence, valueAt } from "#contracts/field-messages.ts";

type Pay = NonNullable<ListingDraft["pay"]>;

export interface ListingForm {
  title: string;
  slug: string;
  kind: ListingDraft["kind"];
  employmentType: ListingDraft["employmentType"];
  duration: string;
  experience: string;
  workMode: ListingDraft["workMode"];
  location: string;
  region: string;
  remoteRegion: string;
  description: string;
  payCurrency: Pay["currency"];
  payMin: string;
  payMax: string;
  payUnit: Pay["unit"];
  closesOn: string;
}

export const emptyForm: ListingForm = {
  title: "",
  slug: "",
  kind: "job",
  employmentType: "FULL_TIME",
  duration: "",
  experience: "",
  workMode: "on-site",
  location: "",
  region: "",
  remoteRegion: "",
  description: "",
  payCurrency: "INR",
  payMin: "",
  payMax: "",
  payUnit: "YEAR",
  closesOn: "",
};

/** The form showing a saved draft. */
export function formFrom(d: ListingDraft | undefined): ListingForm {
  if (!d) return emptyForm;
  return {
    title: d.title,
    slug: d.slug,
    kind: d.kind,
    employmentType: d.employmentType,
    duration: d.duration ?? "",
    experience: d.experience,
    workMode: d.workMode,
    location: d.location ?? "",
    region: d.region ?? "",
    remoteRegion: d.remoteRegion ?? "",
    description: d.description,
    payCurrency: d.pay?.currency ?? "INR",
    payMin: d.pay ? String(d.pay.min) : "",
    payMax: d.pay ? String(d.pay.max) : "",
    payUnit: d.pay?.unit ?? "YEAR",
    closesOn: d.closesOn ?? "",
  };
}

export const sameForm = (a: ListingForm, b: ListingForm) =>
  (Object.keys(a) as (keyof ListingForm)[]).every((k) => a[k] === b[k]);

/** The error keys in the order of the form (the error summary lists them so). */
export const fieldOrder = [
  "title",
  "slug",
  "kind",
  "employmentType",
  "duration",
  "experience",
  "workMode",
  "location",
  "region",
  "remoteRegion",
  "description",
  "pay",
  "pay.currency",
  "pay.min",
  "pay.max",
  "pay.unit",
  "closesOn",
] as const;

export const fieldLabels: Record<string, string> = {
  title: "Title",
  slug: "Web address",
  kind: "Kind",
  employmentType: "Employment type",
  duration: "Duration",
  experience: "Experience",
  workMode: "Work mode",
  location: "City",
  region: "State or region",
  remoteRegion: "Remote from",
  description: "Description",
  pay: "Pay range",
  "pay.currency": "Currency",
  "pay.min": "Minimum pay",
  "pay.max": "Maximum pay",
  "pay.unit": "Pay per",
  closesOn: "Closing date",
};

const emptyMessages: Record<string, string> = {
  title: "Enter the title, like “Senior Data Analyst”.",
  slug: "Enter the web address: lower-case words joined by hyphens.",
  experience: "Enter the experience it asks for, like “2+ years”.",
  duration: "Enter how long the internship lasts, like “6 months”.",
  location: "Enter the city, or leave it empty for the company's office.",
  region: "Enter the state or region, or leave it empty.",
  remoteRegion: "Enter where the role can be worked from, like “India”.",
};

const customMessages: Record<string, string> = {
  "an internship needs a duration": emptyMessages.duration!,
  "a remote role needs the region it can be worked from": emptyMessages.remoteRegion!,
  "the maximum is at least the minimum": "The maximum is less than the minimum.",
};

function messageFor(issue: z.core.$ZodIssue, key: string, value: unknown): string {
  const length = typeof value === "string" ? value.length : 0;
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "number") return "Enter an amount above zero.";
      if (key === "description")
        return `Write at least ${String(issue.minimum)} characters: the summary line and the details (${length} so far).`;
      if (length === 0 && emptyMessages[key]) return emptyMessages[key];
      return `Use at least ${String(issue.minimum)} characters.`;
    case "too_big":
      if (issue.origin === "number") return `Enter at most ${Number(issue.maximum).toLocaleString("en-IN")}.`;
      return `Use at most ${Number(issue.maximum).toLocaleString("en-IN")} characters (${length.toLocaleString("en-IN")} now).`;
    case "invalid_format":
      if (key === "slug")
        return "Use lower-case letters and digits, words joined by single hyphens, like “senior-data-analyst”.";
      if (key === "closesOn") return "Choose a date.";
      return "Check the format of this field.";
    case "invalid_value":
      return "Choose one of the options.";
    case "invalid_type":
      return emptyMessages[key] ?? "Fill in this field.";
    default:
      return customMessages[issue.message] ?? fieldMessage(issue, value);
  }
}

const opt = (s: string) => s.trim() || undefined;

/** An amount as typed ("6,00,000", "600000"), or the reason it is not one. */
function amount(s: string): number | string {
  const digits = s.replace(/[\s,_]/g, "");
  if (!/^\d+$/.test(digits)) return "Enter a whole number, like 600000.";
  return Number(digits);
}

/** The draft the form describes (`draft`), or the message for each field that needs attention. */
export function checkForm(f: ListingForm): { draft: ListingDraft | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let pay: Pay | undefined;
  if (f.payMin.trim() || f.payMax.trim()) {
    const min = f.payMin.trim() ? amount(f.payMin) : "Enter the minimum too, or leave both amounts empty.";
    const max = f.payMax.trim() ? amount(f.payMax) : "Enter the maximum too, or leave both amounts empty.";
    if (typeof min === "string") errors["pay.min"] = min;
    if (typeof max === "string") errors["pay.max"] = max;
    if (typeof min === "number" && typeof max === "number")
      pay = { currency: f.payCurrency, min, max, unit: f.payUnit };
  }
  const candidate = {
    title: f.title.trim(),
    slug: f.slug.trim(),
    kind: f.kind,
    employmentType: f.employmentType,
    ...(f.kind === "internship" ? { duration: opt(f.duration) } : {}),
    experience: f.experience.trim(),
    workMode: f.workMode,
    ...(f.workMode === "remote"
      ? { remoteRegion: opt(f.remoteRegion) }
      : { location: opt(f.location), region: opt(f.region) }),
    description: f.description
      .replace(/\r\n?/g, "\n")
      .replace(/[ \t]+$/gm, "")
      .trim(),
    ...(pay ? { pay } : {}),
    ...(f.closesOn ? { closesOn: f.closesOn } : {}),
  };
  const parsed = listingDraftSchema.safeParse(candidate);
  if (parsed.success && Object.keys(errors).length === 0) return { draft: parsed.data, errors };
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join(".") || "title";
      errors[key] ??= messageFor(issue, key, valueAt(candidate, issue.path));
    }
  return { draft: null, errors };
}

/** The server's `fields` (field path -> message), keyed as the form keys its errors. */
export function serverFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) out[k.replace(/^draft\./, "")] = sentence(v);
  return out;
}

/** Error keys sorted in the form's order (unknown ones last). */
export function orderedErrors(errors: Record<string, string>): [string, string][] {
  const rank = (k: string) => {
    const i = (fieldOrder as readonly string[]).indexOf(k);
    return i === -1 ? fieldOrder.length : i;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}
