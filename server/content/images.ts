/**
 * Uploaded images (docs/decisions/0145-uploaded-images.md): checked by their bytes with sharp
 * (libvips), turned upright, stripped of metadata, and derived at the widths pages use in AVIF,
 * WebP and JPEG (content/images.ts). The upload and its files are kept in the database, so every
 * server process serves them; /media/<file> answers with `immutable` caching, since a file's
 * name is made from its content.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { IMAGE_FORMATS, IMAGE_TYPES, imageInfo, type ImageFormat } from "#content/images.ts";
import type { Db } from "../db";
import { audit } from "../staff/audit";
import { ContentError, iso, type Actor, type EngineDeps } from "./engine";

/** The largest upload taken (a phone's photo is 3-8 MB; nginx takes 12 MB bodies under /api/). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels decoded (a 40-megapixel camera; a "decompression bomb" is refused before decoding). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Narrower than this, a cover looks blurred on the pages. */
export const IMAGE_MIN_WIDTH = 640;

/** What sharp may read, by the file's own bytes (never its name or declared type). SVG is refused: it can carry scripts. */
const READABLE: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
};

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

export interface UploadedImage {
  ref: string;
  width: number;
  height: number;
}

export class ImageService {
  /** The files served most recently, decoded (a small cache: the database is the truth). */
  private readonly cache = new Map<string, { type: string; data: Buffer }>();

  constructor(private readonly deps: EngineDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private refuse(message: string): never {
    throw new ContentError("validation", message, { image: message });
  }

  /** Checks, derives and stores an upload; the same file uploaded again is the same image. */
  async upload(actor: Actor, bytes: Buffer): Promise<UploadedImage> {
    if (bytes.length === 0) this.refuse("The file is empty.");
    if (bytes.length > IMAGE_MAX_BYTES)
      this.refuse(`The picture is larger than ${mb(IMAGE_MAX_BYTES)}. Export a smaller one and upload it again.`);
    const open = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" });
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      this.refuse("This file is not a picture we can read. Upload a JPEG, PNG, WebP or AVIF image.");
    }
    const type = meta.format ? READABLE[meta.format] : undefined;
    if (!type || (meta.format === "heif" && meta.compression !== "av1"))
      this.refuse("This file is not a picture we can read. Upload a JPEG, PNG, WebP or AVIF image.");
    if ((meta.pages ?? 1) > 1) this.refuse("Animated pictures are not taken. Upload a still image.");
    const upright = (meta.orientation ?? 1) >= 5;
    const width = upright ? meta.height : meta.width;
    const height = upright ? meta.width : meta.height;
    if (width * height > IMAGE_MAX_PIXELS)
      this.refuse(
        `The picture is ${width} × ${height} pixels, more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Resize it and upload it again.`,
      );
    if (width < IMAGE_MIN_WIDTH)
      this.refuse(`The picture is ${width} pixels wide: at least ${IMAGE_MIN_WIDTH} are needed to look sharp.`);

    const id = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
    const ref = `${id}-${width}x${height}`;
    const existing = await this.db.selectFrom("content_images").select("ref").where("id", "=", id).executeTakeFirst();
    if (existing) return { ref: existing.ref, width, height };

    const info = imageInfo(ref)!;
    const files: { name: string; type: string; data: Buffer }[] = [];
    try {
      for (const w of info.widths)
        for (const format of IMAGE_FORMATS) {
          const base = open().rotate().resize({ width: w, withoutEnlargement: true });
          const data = await encode(base, format);
          files.push({ name: `${id}-${w}.${format}`, type: IMAGE_TYPES[format], data });
        }
    } catch {
      this.refuse("This picture could not be read to the end: the file may be damaged. Export it again and upload it.");
    }
    const now = iso(this.deps.now());
    await this.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto("content_images")
        .values({
          id,
          ref,
          type,
          width,
          height,
          size: bytes.length,
          original: bytes.toString("base64"),
          created_at: now,
          created_by: actor.id,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      // Uploaded at the same moment by someone else: theirs stands.
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (const f of files)
        await trx
          .insertInto("content_image_files")
          .values({ name: f.name, image_id: id, type: f.type, size: f.data.length, data: f.data.toString("base64") })
          .execute();
      await audit(trx, this.deps.now(), {
        actorId: actor.id,
        action: "image_uploaded",
        targetType: "image",
        targetId: id,
        ipHash: actor.ipHash ?? null,
        detail: { width, height, size: bytes.length, type },
      });
    });
    return { ref, width, height };
  }

  /** A derived file by its name (`<hash>-<width>.<format>`), or null. */
  async file(name: string): Promise<{ type: string; data: Buffer } | null> {
    const hit = this.cache.get(name);
    if (hit) return hit;
    const row = await this.db
      .selectFrom("content_image_files")
      .select(["type", "data"])
      .where("name", "=", name)
      .executeTakeFirst();
    if (!row) return null;
    const file = { type: row.type, data: Buffer.from(row.data, "base64") };
    this.cache.set(name, file);
    // At most 64 files held: the oldest goes first.
    if (this.cache.size > 64) this.cache.delete(this.cache.keys().next().value!);
    return file;
  }
}

function encode(image: sharp.Sharp, format: ImageFormat): Promise<Buffer> {
  switch (format) {
    case "avif":
      return image.avif({ quality: 55, effort: 3 }).toBuffer();
    case "webp":
      return image.webp({ quality: 75 }).toBuffer();
    case "jpg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
}
