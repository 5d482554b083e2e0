/**
 * Résumé uploads: received to a temp file in DATA_DIR/uploads (outside every served folder),
 * hashed and size-checked while streaming, typed by content (never by name or Content-Type),
 * then fsynced, renamed to a random name and the directory fsynced, all before the row that
 * points at it commits (docs/reliability.md, principle 2).
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, unlinkSync } from "node:fs";
import { open, rename, unlink } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { tooLarge } from "./lib/errors";

export type ResumeKind = "pdf" | "doc" | "docx";

export const RESUME_MIME: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = Buffer.from("%PDF-", "latin1");
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_EOCD = 0x06054b50;

/** Limits for judging a DOCX by its central directory, without inflating anything. */
const MAX_ZIP_ENTRIES = 5000;
const MAX_TOTAL_UNCOMPRESSED = 200 * 1024 * 1024;

/**
 * Reads a zip's central directory and answers whether it is a Word document: the entries
 * "[Content_Types].xml" and "word/document.xml" must be listed. Rejects archives whose
 * directory is inconsistent (offsets outside the file, overlapping entries, zip64) or that
 * declare absurd uncompressed sizes (a zip bomb renamed .docx).
 */
export function isDocx(file: Buffer): boolean {
  if (file.length < 22 || file.readUInt32LE(0) !== ZIP_LOCAL) return false;
  // End of central directory: within the last 22 + 65535 bytes (comment).
  const floor = Math.max(0, file.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = file.length - 22; i >= floor; i--) {
    if (file.readUInt32LE(i) === ZIP_EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const disk = file.readUInt16LE(eocd + 4);
  const cdDisk = file.readUInt16LE(eocd + 6);
  const entries = file.readUInt16LE(eocd + 10);
  const cdSize = file.readUInt32LE(eocd + 12);
  const cdOffset = file.readUInt32LE(eocd + 16);
  if (disk !== 0 || cdDisk !== 0) return false; // multi-disk archives
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return false; // zip64
  if (entries === 0 || entries > MAX_ZIP_ENTRIES) return false;
  if (cdOffset + cdSize > eocd) return false;

  const names = new Set<string>();
  const localOffsets = new Set<number>();
  let total = 0;
  let p = cdOffset;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > cdOffset + cdSize || file.readUInt32LE(p) !== ZIP_CENTRAL) return false;
    const uncompressed = file.readUInt32LE(p + 24);
    const nameLen = file.readUInt16LE(p + 28);
    const extraLen = file.readUInt16LE(p + 30);
    const commentLen = file.readUInt16LE(p + 32);
    const local = file.readUInt32LE(p + 42);
    if (p + 46 + nameLen > cdOffset + cdSize) return false;
    if (local >= cdOffset || localOffsets.has(local)) return false; // outside the data area, or overlapping
    if (file.readUInt32LE(local) !== ZIP_LOCAL) return false;
    localOffsets.add(local);
    total += uncompressed;
    if (uncompressed === 0xffffffff || total > MAX_TOTAL_UNCOMPRESSED) return false;
    names.add(file.toString("utf8", p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names.has("[Content_Types].xml") && names.has("word/document.xml");
}

/** What the file is, judged by its bytes; null when it is none of PDF, DOC, DOCX. */
export function sniffResume(file: Buffer): ResumeKind | null {
  if (file.subarray(0, PDF.length).equals(PDF)) return "pdf";
  if (file.subarray(0, OLE2.length).equals(OLE2)) return "doc";
  if (isDocx(file)) return "docx";
  return null;
}

/**
 * A visitor's file name made safe to keep as metadata (and to show in an e-mail): the last path
 * segment, no control or bidi characters, no quotes or path syntax, at most 150 characters.
 */
export function sanitiseFilename(name: string | undefined): string {
  const last = basename(String(name ?? "").replace(/\\/g, "/"));
  const cleaned = last
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/["'<>:|?*/\\`$]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim();
  const short = cleaned.length > 150 ? cleaned.slice(0, 150) : cleaned;
  return short || "resume";
}

export interface StagedUpload {
  tmpPath: string;
  size: number;
  sha256: string;
  originalName: string;
  /** Set once the file sits under its final name. */
  finalName: string | null;
}

/**
 * Creates the folder, and removes every partial upload (`.upload-*.part`) found there, whatever
 * its age: they belong to requests of an earlier process that died mid-upload, and no request
 * survives a restart. (One data folder belongs to one server process.)
 */
export function ensureUploadDir(dir: string): number {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (!/^\.upload-[0-9a-f-]+\.part$/.test(name)) continue;
    try {
      unlinkSync(join(dir, name));
      removed++;
    } catch {
      /* gone already */
    }
  }
  return removed;
}

/**
 * Streams one file part to disk (mode 0600), counting and hashing it. A file over maxBytes
 * (busboy truncates it at the limit) is deleted and answered with 413.
 */
export async function receiveUpload(
  stream: Readable & { truncated?: boolean },
  dir: string,
  maxBytes: number,
  filename: string | undefined,
): Promise<StagedUpload> {
  const tmpPath = join(dir, `.upload-${randomUUID()}.part`);
  const hash = createHash("sha256");
  let size = 0;
  const fh = await open(tmpPath, "wx", 0o600);
  let ok = false;
  try {
    for await (const chunk of stream) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > maxBytes) throw tooLarge(`The résumé may be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      hash.update(buf);
      await fh.write(buf);
    }
    if (stream.truncated) throw tooLarge(`The résumé may be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
    await fh.sync();
    ok = true;
  } finally {
    await fh.close();
    if (!ok) await unlink(tmpPath).catch(() => {});
  }
  return { tmpPath, size, sha256: hash.digest("hex"), originalName: sanitiseFilename(filename), finalName: null };
}

export async function readStaged(upload: StagedUpload): Promise<Buffer> {
  const fh = await open(upload.tmpPath, "r");
  try {
    return await fh.readFile();
  } finally {
    await fh.close();
  }
}

async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, "r");
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Gives the staged file its final random name and makes the rename durable. */
export async function commitUpload(upload: StagedUpload, dir: string, kind: ResumeKind): Promise<string> {
  const finalName = `${randomUUID()}.${kind}`;
  await rename(upload.tmpPath, join(dir, finalName));
  upload.finalName = finalName;
  await fsyncDir(dir);
  return finalName;
}

/** Removes the file, staged or committed (the submission did not commit). */
export async function discardUpload(upload: StagedUpload | null, dir: string): Promise<void> {
  if (!upload) return;
  await unlink(upload.finalName ? join(dir, upload.finalName) : upload.tmpPath).catch(() => {});
}
