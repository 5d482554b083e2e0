/**
 * Uploaded images as pages name them (docs/decisions/0145-uploaded-images.md). An image is
 * referred to by `<hash>-<width>x<height>`: the first 20 hex digits of the SHA-256 of the
 * uploaded file, and its size once turned upright. From that alone a page knows its intrinsic
 * size (width and height on every <img>: no layout shift) and the URL of every derived file,
 * `/media/<hash>-<w>.<avif|webp|jpg>`, content-addressed, so it is served as immutable. The
 * server makes those files when the image is uploaded (server/content/images.ts). No imports:
 * the pages' loaders and the workspace use it alike.
 */
/**
 * The widths the pages use: an author's photo in a byline (44 px, three times that on the
 * densest phones ~ 160), cards ~ 480, the case study's cover ~ 960, twice that on dense screens
 * ~ 1440. A width added here is derived for older uploads when first asked for
 * (server/content/images.ts `late`).
 */
export const IMAGE_WIDTHS = [160, 480, 960, 1440] as const;
/** The width the workspace shows a picture at (a thumbnail up to 320 px wide, sharp on a dense screen). */
const PREVIEW_WIDTH = 480;
/** Each width in these formats; JPEG is the fallback every browser shows. */
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export const MEDIA_PREFIX = "/media/";
/** `<hash>-<width>x<height>`. */
export const IMAGE_REF = /^([a-f0-9]{20})-(\d{1,5})x(\d{1,5})$/;

export interface ImageInfo {
  hash: string;
  width: number;
  height: number;
  /** The derived widths, smallest first (never wider than the upload). */
  widths: number[];
}

export function imageInfo(ref: string): ImageInfo | null {
  const m = IMAGE_REF.exec(ref);
  if (!m) return null;
  const width = Number(m[2]);
  const height = Number(m[3]);
  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
  return { hash: m[1]!, width, height, widths };
}

export const imageUrl = (hash: string, width: number, format: ImageFormat) =>
  `${MEDIA_PREFIX}${hash}-${width}.${format}`;

/** The JPEG the workspace shows for a picture: the first width that is sharp as a thumbnail. */
export const imagePreviewUrl = (info: ImageInfo) =>
  imageUrl(info.hash, info.widths.find((w) => w >= PREVIEW_WIDTH) ?? info.widths.at(-1)!, "jpg");

/** A derived file's name (`<hash>-<width>.<format>`, what follows /media/), read back; null when it is not one. */
export function mediaFile(name: string): { id: string; width: number; format: ImageFormat } | null {
  const m = /^([a-f0-9]{20})-(\d{1,5})\.([a-z]+)$/.exec(name);
  const format = m?.[3] as ImageFormat | undefined;
  return m && format && IMAGE_FORMATS.includes(format) ? { id: m[1]!, width: Number(m[2]), format } : null;
}

/** `srcset` of one format. */
export const imageSrcset = (info: ImageInfo, format: ImageFormat) =>
  info.widths.map((w) => `${imageUrl(info.hash, w, format)} ${w}w`).join(", ");

/** What an <img> in a <picture> needs, made in a loader so the page's JavaScript carries no code for it. */
export interface PictureProps {
  avif: string;
  webp: string;
  jpg: string;
  src: string;
  width: number;
  height: number;
  alt: string;
}

export function pictureOf(image: { image: string; alt: string } | undefined): PictureProps | null {
  const info = image ? imageInfo(image.image) : null;
  if (!image || !info) return null;
  return {
    avif: imageSrcset(info, "avif"),
    webp: imageSrcset(info, "webp"),
    jpg: imageSrcset(info, "jpg"),
    src: imageUrl(info.hash, info.widths.at(-1)!, "jpg"),
    width: info.width,
    height: info.height,
    alt: image.alt,
  };
}

/** A picture a document names: in an image field (`{ image: ref }`) or as a /media/ address in its text. */
export interface NamedPicture {
  /** The upload's id, the hash part of its ref and of its /media/ addresses. */
  id: string;
  /** Where: the field's path as the workspace's forms key their errors (`cover.image`, `body`). */
  field: string;
  /** Whether it is an image field's ref, or an address typed in text (an article's Markdown). */
  in: "field" | "text";
}

/** A derived file's address, as imageUrl makes it. */
const MEDIA_ADDRESS = new RegExp(`${MEDIA_PREFIX}([a-f0-9]{20})-\\d{1,5}\\.(?:${IMAGE_FORMATS.join("|")})\\b`, "g");

/** Every picture `data` names, in document order (so a save missing one can say where). */
export function picturesNamed(data: unknown, path: readonly string[] = []): NamedPicture[] {
  if (typeof data === "string")
    return [...data.matchAll(MEDIA_ADDRESS)].map((m) => ({ id: m[1]!, field: path.join("."), in: "text" }));
  if (Array.isArray(data)) return data.flatMap((x, i) => picturesNamed(x, [...path, String(i)]));
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]): NamedPicture[] => {
    const m = key === "image" && typeof value === "string" ? IMAGE_REF.exec(value) : null;
    return m ? [{ id: m[1]!, field: [...path, key].join("."), in: "field" }] : picturesNamed(value, [...path, key]);
  });
}
