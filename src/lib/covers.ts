import type { Enums } from '@/types/database.types';
import { responsiveImage, type ImageDelivery, type ResponsiveImageProps } from './image-variants';
import { publicUrl } from './supabase-rest';
import { safeUrl } from './urls';

/**
 * Where a cover (or a gallery photo) comes from, as every table stores it (migration
 * 20261128130000, docs/decisions/0034): `upload`, a file in the table's public bucket at
 * `cover_image_path`; `url`, the address in `cover_image_external_url`. `null`: no cover.
 */
export type CoverSourceType = Enums<'image_source'>;

/** The cover columns shared by events (and their dates), sermons and blog posts (spec §3). */
export interface CoverSource {
  cover_image_source_type: CoverSourceType | null;
  cover_image_path: string | null;
  cover_image_external_url: string | null;
  /** The stored cover's intrinsic size in px (migration 20261130100000), when recorded. */
  cover_image_width?: number | null;
  cover_image_height?: number | null;
}

/**
 * Resolves a cover image (spec §3 `church_events` "Cover source"): the object in `bucket` when
 * the source type is `upload`, the external URL when it is `url`.
 *
 * @param row - the row's cover columns.
 * @param bucket - the public bucket of stored covers, e.g. `event-covers`.
 * @returns the URL (an external one only when the one URL rule of `./urls` accepts it), or
 *   `undefined` so that the caller shows its default image.
 */
export function coverImageUrl(row: CoverSource, bucket: string): string | undefined {
  if (row.cover_image_source_type === 'upload' && row.cover_image_path?.trim()) {
    return publicUrl(bucket, row.cover_image_path);
  }
  if (row.cover_image_source_type === 'url') {
    return safeUrl(row.cover_image_external_url, { paths: false });
  }
  return undefined;
}

/**
 * A cover as a responsive `<img>`'s attributes (docs/decisions/0042): a stored cover with its
 * `srcset` of variants, `width` and `height`; an external URL as it is (no `srcset`).
 *
 * @param row - the row's cover columns, with the recorded size when there is one.
 * @param bucket - the public bucket of stored covers.
 * @param delivery - the site's `image_delivery` setting.
 * @returns the attributes, or `undefined` for the caller's default image.
 */
export function coverImage(
  row: CoverSource,
  bucket: string,
  delivery?: ImageDelivery,
): ResponsiveImageProps | undefined {
  if (row.cover_image_source_type === 'upload' && row.cover_image_path?.trim()) {
    return responsiveImage(
      { bucket, path: row.cover_image_path, width: row.cover_image_width, height: row.cover_image_height },
      delivery,
    );
  }
  const src = coverImageUrl(row, bucket);
  return src ? { src } : undefined;
}
