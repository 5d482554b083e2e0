/**
 * Staff passwords: strength judged by zxcvbn-ts (common and breached-pattern passwords, names,
 * keyboard walks), at least PASSWORD_MIN characters; stored as scrypt hashes
 * (node:crypto) with their parameters, so the cost can rise later without breaking old hashes
 * (docs/decisions/0030-staff-passwords-scrypt.md).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordStrength } from "#contracts/workspace.ts";

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Minimum zxcvbn score (0-4) a new password needs. */
export const MIN_SCORE = 3;

/** Counts key derivations, so tests can check every sign-in path costs one (no timing shortcut). */
export const hashStats = { derivations: 0 };

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  hashStats.derivations++;
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 8 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFC"), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** "scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>" */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const r = 8;
  const p = 1;
  const key = await derive(password, salt, 2 ** logN, r, p);
  return ["scrypt", logN, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), 2 ** Number(logN), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Does a stored hash use weaker parameters than today's (rehash after the next sign-in)? */
export const needsRehash = (stored: string, logN: number) => Number(stored.split("$")[1]) < logN;

const dummies = new Map<number, Promise<string>>();
/**
 * A hash of a random password with today's parameters: checked against when the e-mail is
 * unknown, so that answer costs the same time as a wrong password for a real account.
 */
export function dummyHash(logN: number): Promise<string> {
  let d = dummies.get(logN);
  if (!d) {
    d = hashPassword(randomBytes(24).toString("base64url"), logN);
    dummies.set(logN, d);
  }
  return d;
}

let zxcvbn: ZxcvbnFactory | null = null;
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return zxcvbn;
}

/** How strong a new password is; `acceptable` is the rule the server enforces. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN) {
    return {
      acceptable: false,
      score: 0,
      warning: `Use at least ${PASSWORD_MIN} characters.`,
      suggestions: ["A few unrelated words make a long password that is easy to remember."],
    };
  }
  if (length > PASSWORD_MAX)
    return { acceptable: false, score: 0, warning: `Use at most ${PASSWORD_MAX} characters.`, suggestions: [] };
  const inputs = [
    "corvanta",
    "corvanta technologies",
    ...userInputs.flatMap((u) => [u, ...u.split(/[@.\s_-]+/)]).filter((u) => u.length >= 3),
  ];
  const result = estimator().check(password.normalize("NFC"), inputs);
  const score = result.score;
  const acceptable = score >= MIN_SCORE;
  return {
    acceptable,
    score,
    warning: acceptable ? null : (result.feedback.warning ?? "This password is too easy to guess."),
    suggestions: result.feedback.suggestions ?? [],
  };
}
