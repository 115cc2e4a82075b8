import { http } from 'msw';
import { slugify } from '@/lib/text';
import { server, SUPABASE_URL } from '@/testing/msw';
import type { GalleryAlbum, GalleryImage } from '../api/gallery';

/** The public address of an object of the gallery bucket on the test server. */
export function storageUrl(path: string): string {
  return `${SUPABASE_URL}/storage/v1/object/public/gallery-images/${path}`;
}

/** An album row of `get_gallery_albums_with_covers()` whose cover is stored in the bucket. */
export function album(category: string, extra: Partial<GalleryAlbum> = {}): GalleryAlbum {
  const slug = slugify(category);
  return {
    category,
    category_slug: slug,
    latest_image_path: `${slug}/${slug}-01.webp`,
    latest_image_width: 1200,
    latest_image_height: 800,
    source_type: 'upload',
    latest_image_created_at: '2026-11-20T15:00:00Z',
    image_count: 6,
    category_es: null,
    ...extra,
  };
}

/** A stored photo (`source_type` `upload`) of a `gallery_images` read. */
export function photo(
  id: string,
  description: string | null,
  extra: Partial<GalleryImage> = {},
): GalleryImage {
  return {
    id,
    description,
    image_file_path: `album/${id}.webp`,
    image_external_url: null,
    image_width: 1200,
    image_height: 800,
    source_type: 'upload',
    ...extra,
  };
}

/** Calls of `get_gallery_albums_with_covers()` get no answer: the loading state. */
export function holdAlbums(): void {
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_gallery_albums_with_covers`, async () => {
      await new Promise(() => {});
    }),
  );
}
