import { randomBytes, randomUUID } from "node:crypto";

/** Submission and outbox ids: random v4 UUIDs (122 bits), never sequential. */
export const newId = (): string => randomUUID();

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
