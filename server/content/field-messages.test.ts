import { describe, expect, it } from "vitest";
import { z } from "zod";
import { article } from "#content/articles.ts";
import { iconName } from "#content/schema.ts";
import { fieldErrors } from "./engine";

/**
 * The message for each field of `value` that `schema` refuses: what the content API answers
 * (fieldErrors), in the words the content editor shows at the field (contracts/field-messages.ts).
 */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error, value);
}

const good = {
  title: "A stock-count checklist for a new POS",
  summary: "The counts a store makes in its first week on a new billing system, and which to chase first.",
  body: "## First day\n\n".padEnd(260, "Count the fast movers, then the slow ones. "),
  author: "debashish-pattnaik",
  tags: ["pos"],
  sample: false,
};

describe("the message at a field", () => {
  it("says what a length or a count needs, with the figures, never zod's own English", () => {
    const shown = messages(article, { ...good, title: "", body: "## First day\n\nCount the fast movers.", tags: [] });
    expect(shown).toEqual({
      title: "Fill in this field.",
      body: "Use at least 200 characters (36 so far).",
      tags: "Add at least one.",
    });
    expect(messages(article, { ...good, title: "x".repeat(120) }).title).toBe("Use at most 110 characters (120 now).");
    expect(messages(article, { ...good, tags: ["a", "b", "c", "d", "e", "f", "g"] }).tags).toBe("Keep at most 6.");
    for (const m of Object.values(shown)) expect(m).not.toMatch(/Too small|expected|>=/);
  });

  it("puts a rule's own words as a sentence, and the shared copy rules in an editor's words", () => {
    expect(messages(article, { ...good, summary: `${good.summary} Lorem ipsum.` }).summary).toBe(
      "This reads like placeholder text: write the real words.",
    );
    expect(messages(article, { ...good, tags: ["pos", "pos"] }).tags).toBe("Each tag once.");
    expect(messages(z.object({ icon: iconName }), { icon: "shield" }).icon).toBe(
      "Icon must be a PascalCase Lucide name.",
    );
  });

  it("asks to fill in a field that is missing, and to choose an option from a list", () => {
    expect(messages(article, { ...good, sample: undefined }).sample).toBe("Fill in this field.");
    expect(messages(z.object({ kind: z.enum(["a", "b"]) }), { kind: "c" }).kind).toBe("Choose one of the options.");
  });

  it("names a field a kind does not have, and answers a draft that is not a document at all", () => {
    expect(messages(z.strictObject({ title: z.string() }), { title: "x", colour: "red" })).toEqual({
      colour: "This field is not part of this kind.",
    });
    expect(messages(article, "a string")).toEqual({ draft: "Send the document's fields as an object." });
    // A rule about the whole document is answered under "draft", in its own words.
    const whole = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a !== v.b, "the two must differ");
    expect(messages(whole, { a: "x", b: "x" })).toEqual({ draft: "The two must differ." });
    expect(messages(z.object({ pay: z.strictObject({ min: z.number() }) }), { pay: { min: 1, cur: "INR" } })).toEqual({
      "pay.cur": "This field is not part of this kind.",
    });
  });
});
