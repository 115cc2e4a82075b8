/** Being written. */
export function GalleryAlbumRoute() {
  return null;
}
