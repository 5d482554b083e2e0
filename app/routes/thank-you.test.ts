/**
 * The page a form lands on without JavaScript states the response promise as published, as the
 * confirmation e-mail does (server/mail/messages.ts); it said the repository's until then.
 */
import { describe, expect, it } from "vitest";
import { submissionKinds } from "#contracts/api.ts";
import { CONTENT_KEY, seedContent } from "#content/site-content.ts";
import { loader } from "./thank-you";

describe("the thank-you pages", () => {
  const seed = seedContent();
  const content = { ...seed, company: { ...seed.company, responsePromise: "We answer within one working day" } };

  for (const form of submissionKinds)
    it(`after a ${form}, the published response promise`, () => {
      const { page } = loader({ params: { form }, context: { [CONTENT_KEY]: content } } as never);
      expect(page.steps).toContain("We answer within one working day, as the confirmation says.");
      for (const text of [page.lead, ...page.steps]) expect(text).not.toMatch(/[{}]|24 hours/);
    });
});
