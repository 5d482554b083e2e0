import { randomBytes, randomFillSync } from "node:crypto";
import { v7 } from "uuid";

/** Random bytes for ids, drawn 4 KiB at a time (as Node's randomUUID does): 16 bytes per id. */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

/**
 * Submission, outbox and workspace row ids: version 7 UUIDs (RFC 9562, laid out by the `uuid`
 * package): the time in milliseconds, then 73 random bits. Ids of later milliseconds sort after
 * earlier ones, so new rows land at the end of every index on an id instead of on a random page of
 * it, and a commit writes a few pages, not one per row and index. The random bits come from a pool
 * refilled 4 KiB at a time: the package draws 16 bytes from Web Crypto for each id, which took 7.5 %
 * of the server's main thread under load. An id is a reference, never a capability: every read by
 * id is behind staff sign-in (docs/decisions/0107-time-ordered-ids.md).
 */
export function newId(): string {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const random = pool.subarray(poolAt, (poolAt += 16));
  return v7({ random });
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** New certificate IDs: "CVT-" and 16 base32 characters, 80 random bits, so they cannot be guessed. */
export const newCertificateId = (): string => `CVT-${base32(randomBytes(10))}`;
