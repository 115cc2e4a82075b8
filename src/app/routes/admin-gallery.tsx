/** Being written. */
export function AdminGalleryRoute() {
  return null;
}
