// The names and widths of image variants (docs/decisions/0042), free of imports so that the
// browser (`./image-variants`) and the Node command (`npm run media:variants`) share them.

/** The widths (px) of the WebP variants made of every stored image, smallest first. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * The object path of one variant of a stored image: `<path>.<width>w.webp`, beside the original
 * in the same bucket (the original's extension is kept, so `a.jpg` and `a.png` never share one).
 *
 * @param path - the original's path inside its bucket, e.g. `youth/1732500000000_camp.jpg`.
 * @param width - one of {@link VARIANT_WIDTHS}.
 * @returns e.g. `youth/1732500000000_camp.jpg.480w.webp`.
 */
export function variantPath(path: string, width: number): string {
  return `${path.replace(/^\/+/, '')}.${width}w.webp`;
}

/**
 * The variant widths made of an image `originalWidth` px wide: every standard width strictly
 * below it (an image is never upscaled; a 480 px original has no variant, its original serves).
 *
 * @param originalWidth - the original's intrinsic width in px.
 */
export function variantWidths(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width < originalWidth);
}

/**
 * The public buckets whose images get variants (their private twins of decision 0037 too): every
 * content image of spec §7 (covers, gallery photos, book covers; the site's banners and leader
 * photos are kept in `gallery-images`).
 */
export const VARIANT_BUCKETS = [
  'event-covers',
  'sermon-covers',
  'gallery-images',
  'pastor-book-covers',
  'blog-post-covers',
] as const;

/** Whether objects of `bucket` (or of its private twin) get variants. */
export function hasVariants(bucket: string): boolean {
  return (VARIANT_BUCKETS as readonly string[]).includes(bucket.replace(/-unpublished$/, ''));
}
