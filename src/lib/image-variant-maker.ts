import { variantWidths } from './image-variant-names';

// The staff side of responsive images (docs/decisions/0042): WebP variants made in the browser
// before upload. Only `./supabase` (staff pages) imports it, so the public pages never carry it.

/** The image types whose uploads get variants (a GIF may be animated and is kept as it is). */
export const VARIANT_SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** WebP quality of the variants, 0 to 1. */
export const VARIANT_QUALITY = 0.8;

/** One variant ready to upload. */
export interface MadeVariant {
  /** Its width in px (one of the standard widths, below the original's). */
  width: number;
  blob: Blob;
}

/** What {@link makeImageVariants} returns: the original's size and its variants. */
export interface MadeVariants {
  /** The original's intrinsic size in px (after its EXIF orientation). */
  width: number;
  height: number;
  variants: MadeVariant[];
}

/**
 * Makes the WebP variants of an image (480, 960 and 1600 px wide, only those narrower than the
 * original: never upscaled) with `createImageBitmap` and a canvas (`OffscreenCanvas` when the
 * browser has it), keeping the aspect ratio.
 *
 * @param file - a JPEG, PNG or WebP image.
 * @returns the size and variants, or `null` when the file is not such an image, cannot be
 *   decoded, or the browser cannot encode WebP (the original is then uploaded alone and shown as
 *   it is until `npm run media:variants` makes them).
 */
export async function makeImageVariants(file: Blob): Promise<MadeVariants | null> {
  if (!(VARIANT_SOURCE_TYPES as readonly string[]).includes(file.type)) return null;
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const { width, height } = bitmap;
    const variants: MadeVariant[] = [];
    for (const target of variantWidths(width)) {
      const targetHeight = Math.max(1, Math.round((height * target) / width));
      const blob = await encodeWebp(bitmap, target, targetHeight);
      if (!blob) return null;
      variants.push({ width: target, blob });
    }
    return { width, height, variants };
  } finally {
    bitmap.close();
  }
}

async function encodeWebp(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: VARIANT_QUALITY });
    return blob.type === 'image/webp' ? blob : null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', VARIANT_QUALITY),
  );
  return blob?.type === 'image/webp' ? blob : null;
}
