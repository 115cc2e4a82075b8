/** Being written. */
export function GalleryRoute() {
  return null;
}
