import type { CoverSource, CoverSourceType } from './covers';
import { safeUrl } from './urls';

// The staff side of covers (docs/decisions/0034): the one cover field's values and the columns
// they store. A module apart from `./covers`, which the public pages load, so that their
// JavaScript does not carry it.

/** The cover part of a staff editor's form (the one cover field, docs/decisions/0034). */
export interface CoverValues {
  /** `none` (the default image), or the stored source type. */
  coverSource: 'none' | CoverSourceType;
  /** The stored file's path (kept while the editor does not replace it). */
  coverPath: string;
  /** The address typed for `url`. */
  coverUrl: string;
}

/** A stored row's cover as form values. */
export function coverFormValues(row: CoverSource | null | undefined): CoverValues {
  return {
    coverSource: row?.cover_image_source_type ?? 'none',
    coverPath: row?.cover_image_path ?? '',
    coverUrl: row?.cover_image_external_url ?? '',
  };
}

/**
 * The cover columns to store from checked form values.
 *
 * @param uploadedPath - the path of a file uploaded with this save (replaces `coverPath`).
 */
export function coverColumns(values: CoverValues, uploadedPath?: string | null): CoverSource {
  if (values.coverSource === 'url') {
    return {
      cover_image_source_type: 'url',
      cover_image_path: null,
      cover_image_external_url: safeUrl(values.coverUrl, { paths: false }) ?? null,
    };
  }
  if (values.coverSource === 'upload') {
    return {
      cover_image_source_type: 'upload',
      cover_image_path: uploadedPath || values.coverPath || null,
      cover_image_external_url: null,
    };
  }
  return { cover_image_source_type: null, cover_image_path: null, cover_image_external_url: null };
}

/** The image types every cover bucket accepts (supabase/config.toml). */
export const COVER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The cover buckets' size limit per file: 5 MiB. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why an image cannot go to a cover bucket, or `null` when the bucket will take it.
 *
 * @param maxBytes - the bucket's limit (default {@link COVER_MAX_BYTES}).
 */
export function imageFileProblem(file: File, maxBytes = COVER_MAX_BYTES): string | null {
  if (!(COVER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PNG, JPEG, GIF or WebP image.`;
  }
  if (file.size > maxBytes) return `${file.name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return null;
}
