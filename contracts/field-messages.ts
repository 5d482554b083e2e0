import type { z } from "zod";

/**
 * What a form of the workspace shows at a field for a zod issue, and what the content API answers
 * for the same field (server/content/engine.ts fieldErrors), so both say it in the same words:
 * the words of the rule's own message where the schema gives one (a sentence, capital first, full
 * stop last), and for zod's generic checks (a length, a count, a type, an option) plain words
 * with the figures that matter, never zod's own English ("Too small: expected string to have
 * >=200 characters"). The listing editor (app/workspace/screens/listing-form.ts) adds its own
 * words for some fields; the content editor, whose forms are made from the content's schemas,
 * uses this as it is.
 */

/** The content schemas' shared rules (content/schema.ts `copy`), as an editor reads them. */
const ruleMessages: Record<string, string> = {
  "placeholder copy": "This reads like placeholder text: write the real words.",
  "no leading or trailing whitespace": "Remove the spaces at the start or the end.",
};

/** A message as a sentence: capital first, full stop last. */
export const sentence = (s: string) => {
  const t = s.trim().replace(/^./, (c) => c.toUpperCase());
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

const figure = (n: number | bigint) => Number(n).toLocaleString("en-IN");

/** The message for `issue`, raised by `value` (the field's value as typed). */
export function fieldMessage(issue: z.core.$ZodIssue, value: unknown): string {
  const length = typeof value === "string" ? value.length : Array.isArray(value) ? value.length : 0;
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string")
        return length === 0
          ? "Fill in this field."
          : `Use at least ${figure(issue.minimum)} characters (${figure(length)} so far).`;
      if (issue.origin === "array")
        return Number(issue.minimum) === 1 ? "Add at least one." : `Add at least ${figure(issue.minimum)}.`;
      return `Enter at least ${figure(issue.minimum)}.`;
    case "too_big":
      if (issue.origin === "string") return `Use at most ${figure(issue.maximum)} characters (${figure(length)} now).`;
      if (issue.origin === "array") return `Keep at most ${figure(issue.maximum)}.`;
      return `Enter at most ${figure(issue.maximum)}.`;
    case "invalid_type":
      return "Fill in this field.";
    case "invalid_value":
      return "Choose one of the options.";
    case "invalid_format":
      // zod's own words start "Invalid"; a pattern given a message says what it wants.
      return /^Invalid\b/.test(issue.message) ? "Check the format of this field." : sentence(issue.message);
    default:
      return ruleMessages[issue.message] ?? sentence(issue.message);
  }
}

/**
 * One message per field of `value` that a schema refused, by the field's path ("title",
 * "pay.max", "social.0.href"): the content editor shows them at the fields, the content API
 * answers with them. `root` names the value as a whole, for what is refused about all of it.
 */
export function fieldMessages(
  issues: readonly z.core.$ZodIssue[],
  value: unknown,
  root: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys")
      out[[...issue.path, issue.keys[0]!].join(".")] ??= "This field is not part of this kind.";
    else if (!issue.path.length && issue.code === "invalid_type")
      out[root] ??= "Send the document's fields as an object.";
    else out[issue.path.join(".") || root] ??= fieldMessage(issue, valueAt(value, issue.path));
  }
  return out;
}

/** The value at an issue's path in what was checked (the field's value as typed). */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (v, p) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[p] : undefined),
    value,
  );
}
