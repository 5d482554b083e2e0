/**
 * Words in braces, such as "{response promise}", that published copy names instead of writing a
 * fact out: filled in when the page is rendered, from the published company details (and, for the
 * privacy policy, the server's settings). A change of the phone number or the response promise
 * then reaches every sentence that states it, with no second edit, and copy an editor writes can
 * name only facts the site knows: an unknown name is refused at its field.
 */
import type { z } from "zod";
import type { CompanyDetails } from "./schema";
import { site } from "./site";

const placeholder = /\{([^{}]*)\}/g;

/** The facts every page's copy may name, from the published company details. */
export const companyPlaceholderNames = [
  "company",
  "phone",
  "email",
  "response promise",
  "city",
  "founded",
  "years",
] as const;

export function companyFacts(company: CompanyDetails): Record<(typeof companyPlaceholderNames)[number], string> {
  return {
    company: site.name,
    phone: company.phone.display,
    email: company.email,
    "response promise": company.responsePromise,
    city: company.address.locality,
    founded: String(site.foundingYear),
    /** Whole years of delivery ("5"), written as "{years}+ years". */
    years: String(site.experienceYears),
  };
}

/** "{company}, {phone}, ...": for an editor's form. */
export const listPlaceholders = (names: readonly string[]) => names.map((n) => `{${n}}`).join(", ");

/** Every string of `value` with its placeholders replaced by `facts`; unknown names stay as typed. */
export function fillPlaceholders<T>(value: T, facts: Record<string, string>): T {
  if (typeof value === "string")
    return value.replace(placeholder, (m, name: string) => (Object.hasOwn(facts, name) ? facts[name]! : m)) as T;
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, facts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, facts)])) as T;
  return value;
}

/**
 * A `superRefine` function: every placeholder in every string of the value is one of `names`, an
 * unknown one reported at its field with the names that exist (content/schema.ts `knownPlaceholders`
 * runs it even when other fields are wrong).
 */
export function placeholdersIn(names: readonly string[]) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const walk = (v: unknown, path: (string | number)[]) => {
      if (typeof v === "string") {
        for (const [, name] of v.matchAll(placeholder))
          if (!names.includes(name!))
            ctx.addIssue({
              code: "custom",
              path,
              message: `There is no placeholder {${name}}. Use one of: ${listPlaceholders(names)}.`,
            });
      } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(value, []);
  };
}

/** `value` with the company's facts filled in from the published details (page words, templates, Home, About). */
export const withCompanyFacts = <T>(value: T, company: CompanyDetails): T =>
  fillPlaceholders(value, companyFacts(company));
