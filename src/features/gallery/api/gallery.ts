import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { responsiveImage, type ImageDelivery, type ResponsiveImageProps } from '@/lib/image-variants';
import {
  localized,
  localizeRow,
  type ContentLanguage,
  type Localized,
  type LocalizedText,
} from '@/lib/localized';
import { db, publicUrl } from '@/lib/supabase-rest';
import { safeUrl } from '@/lib/urls';
import type { Database, Tables } from '@/types/database.types';

/** The public bucket of gallery photos (spec §9 "Default storage bucket for the gallery"). */
export const GALLERY_BUCKET = 'gallery-images';

/**
 * One album (spec §3 "Gallery album"): a category of `gallery_images` with its newest image
 * (`latest_image_path` is a path in {@link GALLERY_BUCKET} when `source_type` is `upload`, else
 * the external URL), that image's time and the number of images. `name` is the album's name in
 * the page's language (`category_es` on Spanish pages when set; docs/decisions/0055); `category`
 * stays the stored name that finds its photos.
 */
export type GalleryAlbum = Omit<AlbumRow, 'category_es'> & {
  category_es: string | null;
  name?: LocalizedText<string>;
};

type AlbumRow = Database['public']['Functions']['get_gallery_albums_with_covers']['Returns'][number];

/**
 * The `gallery_images` columns the album page and the staff page read (spec §7), the caption
 * (`description`) in the page's language when read with one (docs/decisions/0055).
 */
export type GalleryImage = Partial<Pick<Tables<'gallery_images'>, 'description_es'>> & {
  /** The language the caption is in, when read for a page ({@link listAlbumImages}). */
  textLanguages?: Partial<Record<'description', ContentLanguage>>;
} & Pick<
    Tables<'gallery_images'>,
    | 'id'
    | 'description'
    | 'image_file_path'
    | 'image_external_url'
    | 'source_type'
    | 'image_width'
    | 'image_height'
  >;

/** Columns of {@link GalleryImage}, in the spec's order (spec §7 `gallery_images` read). */
export const GALLERY_IMAGE_COLUMNS =
  'id, description, description_es, image_file_path, image_external_url, source_type, image_width, image_height';

/**
 * Reads the albums (spec §7: `get_gallery_albums_with_covers()`, no arguments), newest first,
 * each `name` in `language` (default English).
 *
 * @throws the PostgREST error when the call fails.
 */
export async function listGalleryAlbums(language: ContentLanguage = 'en'): Promise<GalleryAlbum[]> {
  const { data, error } = await db.rpc('get_gallery_albums_with_covers');
  if (error) throw error;
  return (data as GalleryAlbum[]).map((album) => ({
    ...album,
    name: localized(album, 'category', language),
  }));
}

/**
 * Reads the album categories for the staff form (spec §7: `get_gallery_album_categories()`),
 * alphabetical.
 *
 * @returns the category names.
 * @throws the PostgREST error when the call fails.
 */
export async function listGalleryCategories(): Promise<string[]> {
  const { data, error } = await db.rpc('get_gallery_album_categories');
  if (error) throw error;
  return data.map((row) => row.category);
}

/**
 * Reads the photos of one album (spec §7: `gallery_images` where `category` equals the album,
 * newest first).
 *
 * @param category - the album's exact category name, e.g. "Women's Ministry".
 * @param language - the page's language for the captions (default English).
 * @throws the PostgREST error when the read fails.
 */
export async function listAlbumImages(
  category: string,
  language: ContentLanguage = 'en',
): Promise<Localized<GalleryImage, 'description'>[]> {
  const { data, error } = await db
    .from('gallery_images')
    .select(GALLERY_IMAGE_COLUMNS)
    .eq('category', category)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((image) => localizeRow(image, ['description'], language));
}

/**
 * The address of a gallery image (spec §3 `gallery_images`): the object in
 * {@link GALLERY_BUCKET} for `source_type` `upload`, the link for `url`.
 *
 * @param sourceType - `'upload'` or `'url'`.
 * @param pathOrUrl - the storage path or the external http(s) URL (kept only when the one URL
 *   rule of `@/lib/urls` accepts it).
 * @returns the URL, or `undefined` when there is none (the caller shows its placeholder).
 */
export function galleryImageUrl(
  sourceType: string,
  pathOrUrl: string | null | undefined,
): string | undefined {
  if (!pathOrUrl?.trim()) return undefined;
  if (sourceType === 'upload') return publicUrl(GALLERY_BUCKET, pathOrUrl);
  return safeUrl(pathOrUrl, { paths: false });
}

/**
 * A gallery image as a responsive `<img>`'s attributes (docs/decisions/0042): a stored photo with
 * its variants' `srcset`, `width` and `height`; an external one as it is.
 *
 * @param sourceType - `'upload'` or `'url'`.
 * @param pathOrUrl - the storage path or the external URL.
 * @param width - the stored photo's recorded width in px, when known.
 * @param height - its height in px.
 * @param delivery - the site's `image_delivery` setting.
 */
export function galleryImage(
  sourceType: string,
  pathOrUrl: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
  delivery?: ImageDelivery,
): ResponsiveImageProps | undefined {
  if (sourceType === 'upload' && pathOrUrl?.trim()) {
    return responsiveImage({ bucket: GALLERY_BUCKET, path: pathOrUrl, width, height }, delivery);
  }
  const src = galleryImageUrl(sourceType, pathOrUrl);
  return src ? { src } : undefined;
}

/** {@link galleryImage} of an image row. */
export function imageOf(image: GalleryImage, delivery?: ImageDelivery): ResponsiveImageProps | undefined {
  return galleryImage(
    image.source_type,
    image.source_type === 'upload' ? image.image_file_path : image.image_external_url,
    image.image_width,
    image.image_height,
    delivery,
  );
}

/** The address of an image row: {@link galleryImageUrl} of its path or link. */
export function imageUrlOf(image: GalleryImage): string | undefined {
  return galleryImageUrl(
    image.source_type,
    image.source_type === 'upload' ? image.image_file_path : image.image_external_url,
  );
}

/** Query-key factory of the gallery; every key starts with `gallery_images`. */
export const galleryQueries = {
  all: () => ['gallery_images'] as const,
  albums: (language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'albums', language] as const,
      queryFn: () => listGalleryAlbums(language),
    }),
  categories: () =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'categories'] as const,
      queryFn: listGalleryCategories,
      // Spec §8: the staff form's toast when the categories cannot be read (shown by the query cache).
      meta: {
        errorToast: { title: 'Error', description: 'Could not load categories.', variant: 'destructive' },
      },
    }),
  images: (category: string, language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'images', category, language] as const,
      queryFn: () => listAlbumImages(category, language),
    }),
};

/**
 * The album whose URL segment is `slug` (its `category_slug`), so that a category with capitals
 * and punctuation ("Women's Ministry", `women-s-ministry`) keeps its exact name.
 *
 * @returns the album, or `undefined` when none has that slug.
 */
export function findAlbum(albums: readonly GalleryAlbum[], slug: string): GalleryAlbum | undefined {
  return albums.find((album) => album.category_slug === slug);
}

/**
 * Starts the reads of an album page (spec §7): the album list (shared with /gallery), then the
 * photos of the album found by `slug`. For route loaders; the page shows any failure.
 *
 * @param slug - the `albumName` segment of `/gallery/{albumName}`.
 * @param language - the page's language (album names and captions; default English).
 */
export async function prefetchAlbum(
  queryClient: QueryClient,
  slug: string,
  language: ContentLanguage = 'en',
): Promise<void> {
  const album = findAlbum(await queryClient.ensureQueryData(galleryQueries.albums(language)), slug);
  if (album) await queryClient.prefetchQuery(galleryQueries.images(album.category, language));
}
