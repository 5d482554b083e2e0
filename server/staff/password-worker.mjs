// @ts-check
/**
 * How guessable a new staff password is, by zxcvbn-ts (common and breached-pattern passwords,
 * names, keyboard walks), in a thread of its own (docs/decisions/0174-password-strength-in-a-thread.md):
 * its dictionaries are about 300,000 strings, and a check of a long password takes tens of
 * milliseconds; neither belongs on the thread that answers visitors. Run by piscina from
 * server/staff/passwords.ts, which makes the rule (length, score) and the answer.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/**
 * @param {{ password: string, inputs: string[] }} task the password (NFC) and the words it must not lean on
 * @returns {{ score: number, warning: string | null, suggestions: string[] }}
 */
export default function estimate({ password, inputs }) {
  const result = zxcvbn.check(password, inputs);
  return {
    score: result.score,
    warning: result.feedback.warning ?? null,
    suggestions: result.feedback.suggestions ?? [],
  };
}
