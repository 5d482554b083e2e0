/** Random secrets for session cookies and one-time links: 256 bits, base64url; stored only as SHA-256. */
import { createHash, randomBytes } from "node:crypto";

export const newSecret = (): string => randomBytes(32).toString("base64url");
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");
