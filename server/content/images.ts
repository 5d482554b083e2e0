/**
 * Uploaded images (docs/decisions/0145-uploaded-images.md): checked by their bytes with sharp
 * (libvips), turned upright, stripped of metadata, and derived at the widths pages use in AVIF,
 * WebP and JPEG (content/images.ts). The upload and its files are kept in the database, so every
 * server process serves them; /media/<file> answers with `immutable` caching, since a file's
 * name is made from its content. A picture no revision of any document names can be deleted
 * (the workspace's Pictures screen): a revision naming it keeps it, since it can be restored.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import sharp from "sharp";
import type { ImageSummary, ImageUse } from "#contracts/content.ts";
import { IMAGE_FORMATS, IMAGE_TYPES, imageInfo, mediaFile, type ImageFormat } from "#content/images.ts";
import { contentKind } from "#content/kinds.ts";
import type { Db, Dialect } from "../db";
import { audit } from "../staff/audit";
import { documentTitle } from "./documents";
import { ContentError, type Actor, type EngineDeps } from "./engine";
import { iso } from "../lib/clock";

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

/** A derived file as served: its content type and bytes. */
interface MediaBytes {
  type: string;
  data: Buffer;
}

export interface UploadedImage {
  ref: string;
  width: number;
  height: number;
}

export interface ImageServiceDeps extends EngineDeps {
  /** PostgreSQL: a deletion locks the revisions table against new revisions while it checks. */
  dialect?: Dialect;
}

/** Revisions whose JSON names the picture: its id is in its ref and in every /media/ address of it. */
const naming = (id: string) => `%${id}%`;

/** How the workspace names a document that names a picture. */
function describe(kind: string, data: unknown, slug: string): { kindLabel: string; title: string } {
  const k = contentKind(kind);
  if (k) return { kindLabel: k.label, title: documentTitle(k, data, slug) };
  const title = (data as { title?: unknown } | null)?.title;
  return { kindLabel: kind === "listing" ? "Job listing" : kind, title: typeof title === "string" ? title : slug };
}

/** The alt text that `data` gives the picture `ref` in an image field (`{ image, alt }`), if any. */
function altIn(data: unknown, ref: string): string | null {
  if (Array.isArray(data)) {
    for (const x of data) {
      const found = altIn(x, ref);
      if (found) return found;
    }
  } else if (data && typeof data === "object") {
    const o = data as Record<string, unknown>;
    if (o.image === ref && typeof o.alt === "string" && o.alt.trim()) return o.alt.trim();
    for (const v of Object.values(o)) {
      const found = altIn(v, ref);
      if (found) return found;
    }
  }
  return null;
}

export class ImageService {
  /**
   * The files served most recently, decoded (a small cache: the database is the truth). A hit is
   * still checked against the database by its name, so a picture deleted through another
   * process is not served from here.
   */
  private readonly cache = new Map<string, MediaBytes>();
  /** Files being derived late (`late`), by name. */
  private readonly deriving = new Map<string, Promise<MediaBytes | null>>();

  constructor(private readonly deps: ImageServiceDeps) {}

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
    const files: (MediaBytes & { name: string })[] = [];
    try {
      for (const w of info.widths)
        for (const format of IMAGE_FORMATS)
          files.push({ name: `${id}-${w}.${format}`, type: IMAGE_TYPES[format], data: await derive(bytes, w, format) });
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
  async file(name: string): Promise<MediaBytes | null> {
    const hit = this.cache.get(name);
    if (hit) {
      // Its name only (a primary key): deleted by any process, it is not served.
      const still = await this.db
        .selectFrom("content_image_files")
        .select("name")
        .where("name", "=", name)
        .executeTakeFirst();
      if (still) return hit;
      this.cache.delete(name);
      return null;
    }
    const row = await this.db
      .selectFrom("content_image_files")
      .select(["type", "data"])
      .where("name", "=", name)
      .executeTakeFirst();
    const file = row ? { type: row.type, data: Buffer.from(row.data, "base64") } : await this.late(name);
    if (!file) return null;
    this.cache.set(name, file);
    // At most 64 files held: the oldest goes first.
    if (this.cache.size > 64) this.cache.delete(this.cache.keys().next().value!);
    return file;
  }

  /**
   * A file of a width added to IMAGE_WIDTHS after the picture was uploaded: derived from the
   * kept original the first time it is asked for, and stored like the others. Only the widths
   * and formats the picture's ref gives are made, so an address cannot ask for arbitrary work.
   * Asked for at once by several visitors, it is derived once per process; two processes may
   * both derive it, and the first row stands.
   */
  private late(name: string): Promise<MediaBytes | null> {
    const file = mediaFile(name);
    if (!file) return Promise.resolve(null);
    let pending = this.deriving.get(name);
    if (!pending) {
      pending = this.deriveLate(name, file.id, file.width, file.format).finally(() => this.deriving.delete(name));
      this.deriving.set(name, pending);
    }
    return pending;
  }

  private async deriveLate(name: string, id: string, width: number, format: ImageFormat) {
    const image = await this.db
      .selectFrom("content_images")
      .select(["ref", "original"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!image || !imageInfo(image.ref)?.widths.includes(width)) return null;
    const file = {
      type: IMAGE_TYPES[format],
      data: await derive(Buffer.from(image.original, "base64"), width, format),
    };
    // Stored only while the picture still exists: on PostgreSQL the picture's row is held until
    // this commits, and a deletion (which removes the picture before its files) waits for it.
    const stored = await this.db.transaction().execute(async (trx) => {
      let still = trx.selectFrom("content_images").select("id").where("id", "=", id);
      if (this.deps.dialect === "postgres") still = still.forShare();
      if (!(await still.executeTakeFirst())) return false;
      await trx
        .insertInto("content_image_files")
        .values({ name, image_id: id, type: file.type, size: file.data.length, data: file.data.toString("base64") })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return true;
    });
    return stored ? file : null;
  }

  /** Every upload, newest first, with the documents whose revisions name it. */
  async list(): Promise<ImageSummary[]> {
    const images = await this.db
      .selectFrom("content_images as i")
      .leftJoin("staff_accounts as s", "s.id", "i.created_by")
      .select(["i.id", "i.ref", "i.width", "i.height", "i.size", "i.created_at", "s.name as uploader"])
      .orderBy("i.created_at", "desc")
      .orderBy("i.id")
      .execute();
    const named = await this.db
      .selectFrom("content_images as i")
      .innerJoin("content_revisions as r", (j) => j.on(sql<boolean>`r.data like '%' || i.id || '%'`))
      .innerJoin("content_documents as d", "d.id", "r.document_id")
      .innerJoin("content_revisions as l", (j) =>
        j.onRef("l.document_id", "=", "d.id").onRef("l.number", "=", "d.latest_revision"),
      )
      .select([
        "i.id as image_id",
        "d.id",
        "d.kind",
        "d.slug",
        "d.live_revision",
        "d.latest_revision",
        "r.number",
        "r.data",
        "l.data as latest_data",
      ])
      .orderBy("d.position")
      .orderBy("d.id")
      .orderBy("r.number", "desc")
      .execute();
    return images.map((image) => {
      const uses = new Map<string, ImageUse>();
      let alt: string | null = null;
      let altFrom = -1;
      for (const r of named.filter((n) => n.image_id === image.id)) {
        const data = JSON.parse(r.data) as unknown;
        const number = Number(r.number);
        let use = uses.get(r.id);
        if (!use) {
          // Named as its newest revision names it (what the Content list shows).
          use = {
            documentId: r.id,
            kind: r.kind,
            ...describe(r.kind, JSON.parse(r.latest_data), r.slug),
            live: false,
            latest: false,
            revisions: [],
          };
          uses.set(r.id, use);
        }
        use.revisions.push(number);
        const isLive = r.live_revision !== null && number === Number(r.live_revision);
        if (isLive) use.live = true;
        if (number === Number(r.latest_revision)) use.latest = true;
        // The alt text the live revision gives, else the newest revision that gives one.
        const rank = (isLive ? 1e9 : 0) + number;
        const found = rank > altFrom ? altIn(data, image.ref) : null;
        if (found) {
          alt = found;
          altFrom = rank;
        }
      }
      return {
        id: image.id,
        ref: image.ref,
        width: Number(image.width),
        height: Number(image.height),
        size: Number(image.size),
        uploadedAt: image.created_at,
        uploadedBy: image.uploader ?? null,
        alt,
        uses: [...uses.values()],
      };
    });
  }

  /**
   * Deletes an upload and its derived files, if no revision of any document names it (checked in
   * the same transaction; on PostgreSQL new revisions wait until it commits, so a revision saved
   * meanwhile is seen by the check: SQLite has one writer at a time anyway).
   */
  async remove(actor: Actor, id: string): Promise<{ id: string; files: number }> {
    const names = await this.db.transaction().execute(async (trx) => {
      if (this.deps.dialect === "postgres") await sql`lock table content_revisions in share mode`.execute(trx);
      const image = await trx
        .selectFrom("content_images")
        .select(["id", "width", "height", "size"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!image) throw new ContentError("not_found", "This picture does not exist: it may have been deleted already.");
      const named = await trx
        .selectFrom("content_revisions as r")
        .innerJoin("content_documents as d", "d.id", "r.document_id")
        .innerJoin("content_revisions as l", (j) =>
          j.onRef("l.document_id", "=", "d.id").onRef("l.number", "=", "d.latest_revision"),
        )
        .select(["d.id", "d.kind", "d.slug", "l.data"])
        .where("r.data", "like", naming(id))
        .orderBy("d.id")
        .orderBy("r.number", "desc")
        .execute();
      if (named.length) {
        const titles = [
          ...new Map(named.map((r) => [r.id, describe(r.kind, JSON.parse(r.data), r.slug).title])).values(),
        ];
        const list = titles
          .slice(0, 3)
          .map((t) => `“${t}”`)
          .join(", ");
        const more = titles.length > 3 ? ` and ${titles.length - 3} more` : "";
        throw new ContentError(
          "conflict",
          `This picture stays: a revision of ${list}${more} names it, and restoring that revision must find it. Nothing was deleted.`,
        );
      }
      // The picture first: a file being derived late for it (`late`) holds its row until stored,
      // so the files read next include it.
      const gone = await trx.deleteFrom("content_images").where("id", "=", id).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1)
        throw new ContentError("not_found", "This picture does not exist: it may have been deleted already.");
      const files = await trx.selectFrom("content_image_files").select("name").where("image_id", "=", id).execute();
      await trx.deleteFrom("content_image_files").where("image_id", "=", id).execute();
      await audit(trx, this.deps.now(), {
        actorId: actor.id,
        action: "image_deleted",
        targetType: "image",
        targetId: id,
        ipHash: actor.ipHash ?? null,
        detail: {
          width: Number(image.width),
          height: Number(image.height),
          size: Number(image.size),
          files: files.length,
        },
      });
      return files.map((f) => f.name);
    });
    for (const name of names) this.cache.delete(name);
    return { id, files: names.length };
  }
}

/** One derived file: the upload turned upright, `width` wide (never enlarged), in `format`. */
function derive(original: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return encode(image, format);
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
