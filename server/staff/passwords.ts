/**
 * Staff passwords: strength judged by zxcvbn-ts (common and breached-pattern passwords, names,
 * keyboard walks) in a thread of its own (password-worker.mjs, decision 174), at least
 * PASSWORD_MIN characters; stored as scrypt hashes (node:crypto) with their parameters, so the
 * cost can rise later without breaking old hashes (docs/decisions/0030-staff-passwords-scrypt.md).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { Piscina } from "piscina";
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordStrength } from "#contracts/workspace.ts";
import { ServiceError } from "../lib/errors";

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

interface Estimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}

/** The checks waiting for the thread beyond the one it runs; more are refused (a flood of the public meter). */
export const ESTIMATE_QUEUE = 32;
/** A check that takes longer is given up, and its thread ended (zxcvbn on PASSWORD_MAX characters takes well under a second). */
const ESTIMATE_TIMEOUT_MS = 10_000;
const BUSY = "Too many passwords are being checked at the moment. Try again in a few seconds.";

/**
 * Judges new passwords in one thread (password-worker.mjs, through piscina), started at the first
 * check and ended after a minute without one: staff set passwords rarely, and its dictionaries
 * then leave memory. It never keeps the process alive. At most ESTIMATE_QUEUE checks wait;
 * beyond that, or when a check fails or times out, the answer is "try again" and nothing is
 * decided.
 */
export class PasswordEstimator {
  private pool: Piscina<{ password: string; inputs: string[] }, Estimate> | null = null;
  /** Checks sent to the thread and not yet answered: the one it runs and those waiting. */
  private inFlight = 0;
  private readonly workerFile: string;
  private readonly timeoutMs: number;
  private readonly onError: (err: unknown) => void;

  /**
   * `onError`: where a failure of the thread itself is reported (a check that was waiting on it is
   * answered "try again"). `workerFile` and `timeoutMs`: the tests' own (a thread that hangs or fails).
   */
  constructor(opts: { onError?: (err: unknown) => void; workerFile?: string; timeoutMs?: number } = {}) {
    this.onError = opts.onError ?? (() => {});
    this.workerFile = opts.workerFile ?? new URL("./password-worker.mjs", import.meta.url).href;
    this.timeoutMs = opts.timeoutMs ?? ESTIMATE_TIMEOUT_MS;
  }

  /** How strong a new password is; `acceptable` is the rule the server enforces. */
  async strength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
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
    // Counted here: piscina's own maxQueue (5.3) does not bound tasks given an AbortSignal.
    if (this.inFlight > ESTIMATE_QUEUE) throw new ServiceError("rate_limited", BUSY, undefined, 5_000);
    if (!this.pool) {
      this.pool = new Piscina({ filename: this.workerFile, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
      // Without a listener an error of the thread would end the process.
      this.pool.on("error", this.onError);
    }
    let result: Estimate;
    this.inFlight++;
    try {
      result = await this.pool.run(
        { password: password.normalize("NFC"), inputs },
        // Aborting a check that runs ends its thread; piscina starts another for the next.
        { signal: AbortSignal.timeout(this.timeoutMs) },
      );
    } catch {
      // Timed out, or its thread failed.
      throw new ServiceError("rate_limited", BUSY, undefined, 5_000);
    } finally {
      this.inFlight--;
    }
    const acceptable = result.score >= MIN_SCORE;
    return {
      acceptable,
      score: result.score,
      warning: acceptable ? null : (result.warning ?? "This password is too easy to guess."),
      suggestions: result.suggestions,
    };
  }

  /** Ends the thread (server shutdown); a later check starts another. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
