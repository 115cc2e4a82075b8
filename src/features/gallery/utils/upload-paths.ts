import { slugify } from '@/lib/text';

// Where the gallery's files go and which files it takes (spec §5 "Gallery admin", §7 "Gallery
// file upload"): pure helpers, shared by the upload form and the upload mutations.

/** The image types the bucket gallery-images accepts (spec §5: png, jpeg, gif and webp). */
export const GALLERY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The bucket's size limit per file: 5 MB, in bytes (supabase/migrations/*_storage.sql). */
export const GALLERY_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Extensions for files whose name has none, by MIME type. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The folder of a category in the bucket (spec §5 "safe slug form"): its slug, or
 * 'uncategorized' when the name has no letter or digit to keep (e.g. '!!!').
 *
 * @example categorySlug('Youth Camp 2024!') === 'youth-camp-2024'
 */
export function categorySlug(category: string): string {
  return slugify(category) || 'uncategorized';
}

/**
 * A file name in safe slug form (spec §5): the base name slugified ('image' when nothing is left)
 * and the extension lowercased; a name without a usable extension gets the one of its MIME type.
 *
 * @param file - the file's `name` and `type`.
 * @example fileSlug({ name: 'Sunset Photo.JPG', type: 'image/jpeg' }) === 'sunset-photo.jpg'
 */
export function fileSlug(file: { name: string; type: string }): string {
  const dot = file.name.lastIndexOf('.');
  const base = dot > 0 ? file.name.slice(0, dot) : file.name;
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const kept = /^[a-z0-9]{1,10}$/.test(extension) ? extension : (EXTENSION_OF_TYPE[file.type] ?? '');
  const slug = slugify(base) || 'image';
  return kept ? `${slug}.${kept}` : slug;
}

/**
 * Where a file of a submission is stored in the bucket gallery-images (spec §7):
 * `{category-slug}/{timestamp}_{file-slug}`. The timestamp is the submission's time plus the
 * file's index (in ms), so two files of one submission never share a path, even with the same
 * name, and every path keeps the spec's shape.
 *
 * @param category - the submission's category, e.g. 'Youth Camp'.
 * @param file - the file's `name` and `type`.
 * @param index - the file's position in the submission, from 0.
 * @param now - the submission's time in ms since the epoch (`Date.now()`).
 * @example storagePathFor('Youth Camp', { name: 'Sunset Photo.JPG', type: 'image/jpeg' }, 1, 1732500000000)
 *   === 'youth-camp/1732500000001_sunset-photo.jpg'
 */
export function storagePathFor(
  category: string,
  file: { name: string; type: string },
  index: number,
  now: number,
): string {
  return `${categorySlug(category)}/${now + index}_${fileSlug(file)}`;
}

/**
 * Why a file cannot go to the gallery, or `null` when it can: only PNG, JPEG, GIF and WebP images
 * (by MIME type) of at most 5 MB, as the bucket accepts (spec §5, §9).
 *
 * @param file - the file's `name`, `type` and `size` (bytes).
 * @returns a message naming the file, or `null`.
 */
export function galleryFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(GALLERY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} was not added: only PNG, JPEG, GIF and WebP images can be uploaded.`;
  }
  if (file.size > GALLERY_MAX_FILE_BYTES) {
    return `${file.name} was not added: it is larger than 5 MB.`;
  }
  return null;
}
