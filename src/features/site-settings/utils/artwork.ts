/** Smallest and largest side of podcast artwork, in pixels (Apple Podcasts' artwork rule). */
export const ARTWORK_MIN_PX = 1400;
export const ARTWORK_MAX_PX = 3000;

/**
 * The podcast artwork rule: square, 1400 to 3000 pixels on each side.
 *
 * @param width - in pixels.
 * @param height - in pixels.
 * @returns the message shown under the field, or `null` when the size is right.
 */
export function artworkSizeProblem(width: number, height: number): string | null {
  if (width !== height) return `The artwork must be square; this image is ${width} × ${height} pixels.`;
  if (width < ARTWORK_MIN_PX || width > ARTWORK_MAX_PX)
    return `The artwork must be ${ARTWORK_MIN_PX} to ${ARTWORK_MAX_PX} pixels on each side; this image is ${width} × ${height}.`;
  return null;
}

/**
 * Reads a picked image's size in the browser and checks it with {@link artworkSizeProblem}
 * before anything is uploaded.
 *
 * @returns the message, or `null` when the image may be uploaded.
 */
export async function checkPodcastArtwork(file: File): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'The file could not be read as an image.';
  }
  const problem = artworkSizeProblem(bitmap.width, bitmap.height);
  bitmap.close();
  return problem;
}
