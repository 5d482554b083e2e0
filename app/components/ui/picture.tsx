import type { PictureProps } from "#content/images.ts";

/**
 * An uploaded image (content/images.ts) as AVIF, WebP and JPEG at the widths the server made,
 * with its intrinsic width and height (the page keeps its space: no layout shift). Below the
 * fold by default: loaded lazily.
 */
export function Picture({
  picture,
  sizes,
  className = "",
  eager = false,
}: {
  picture: PictureProps;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        srcSet={picture.jpg}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
