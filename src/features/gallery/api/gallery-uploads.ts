import * as z from 'zod/mini';
import { removeObjects, staffDb, uploadObject } from '@/lib/supabase';
import { slugify, truncate } from '@/lib/text';
import { FIELD_LIMITS, HttpUrlSchema, optionalText } from '@/lib/validation';
import { GALLERY_BUCKET, type GalleryImage } from './gallery';

// Staff writes of the gallery (spec §4 "Gallery upload form", §5 "Gallery admin", §7 writes):
// files go to the bucket gallery-images, then one insert stores a row per image. Writes go
// through `staffDb` and the staff Storage helpers as the signed-in user; RLS and the Storage
// policies let only staff insert, upload and delete.

/** The album of images whose new category was left blank (spec §5). */
export const UNCATEGORIZED = 'Uncategorized';

/**
 * The category select's value for 'Create a new category…'. It is a single space: no existing
 * category can have it, because the database requires a visible character in every category.
 */
export const NEW_CATEGORY = ' ';

/** The image types the bucket gallery-images accepts (spec §5: png, jpeg, gif and webp). */
export const GALLERY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The bucket's size limit per file: 5 MB, in bytes (supabase/migrations/*_storage.sql). */
export const GALLERY_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The form's messages (spec §5), word for word. */
export const GALLERY_FORM_MESSAGES = {
  noCategory: 'Please select or create a category.',
  noFiles: 'Please select files to upload.',
  noUrls: 'Please provide external image URLs.',
} as const;

/** Extensions for files whose name has none, by MIME type. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The category of a submission (spec §5): an existing category as chosen, or the new name
 * typed in, trimmed, with a blank name becoming {@link UNCATEGORIZED}.
 *
 * @param choice - the category select's value: a category or {@link NEW_CATEGORY}.
 * @param newName - the 'New category name' field.
 */
export function resolveCategory(choice: string, newName: string): string {
  if (choice !== NEW_CATEGORY) return choice;
  return newName.trim() || UNCATEGORIZED;
}

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

/**
 * Reads the external links field (spec §5): one URL per line, each trimmed, empty lines
 * ignored. A line counts as a URL when it is an http(s) link without spaces of at most 2048
 * characters (the `gallery_images.image_external_url` check).
 *
 * @param text - the field's text.
 * @returns the URLs, in order, and the lines that are not URLs (trimmed).
 */
export function parseExternalUrls(text: string): { urls: string[]; invalidLines: string[] } {
  const urls: string[] = [];
  const invalidLines: string[] = [];
  for (const line of text.split(/\r?\n|\r/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (HttpUrlSchema.safeParse(trimmed).success) urls.push(trimmed);
    else invalidLines.push(trimmed);
  }
  return { urls, invalidLines };
}

/** The message that names the lines of the links field that are not http(s) URLs. */
export function invalidUrlsMessage(lines: readonly string[]): string {
  const named = lines.map((line) => `"${truncate(line, 80)}"`).join(', ');
  return lines.length === 1
    ? `This line is not an http(s) URL: ${named}.`
    : `These lines are not http(s) URLs: ${named}.`;
}

/** A file chosen in the form, with the object URL of its preview (revoked when it is removed). */
export interface PickedFile {
  /** Stable key of the file in the list. */
  id: string;
  file: File;
  /** `URL.createObjectURL(file)`. */
  previewUrl: string;
}

// The schema keeps to the zod/mini schemas and functions the entry chunk already holds (object,
// enum, transform, refine): a module's code lives in one chunk, so anything new used here (array,
// discriminated union, custom, superRefine) would grow every page's first visit (0006). The
// chosen files come from the form's own file picker, not from typing, so they are taken as given.
const PickedFilesSchema = z.transform((files: PickedFile[]) => files);

/**
 * The 'Add Images to Gallery' form (spec §4, §5); what it requires depends on `source`:
 * - always: `category` chosen ({@link GALLERY_FORM_MESSAGES}`.noCategory` when none), the new
 *   category's name when {@link NEW_CATEGORY} is chosen (trimmed, blank gives
 *   {@link UNCATEGORIZED}, at most 120 characters), an optional description (at most 5000
 *   characters) shared by every image of the submission;
 * - `files`: at least one file (`noFiles`);
 * - `urls`: one http(s) URL per line, trimmed, empty lines ignored; lines that are not URLs are
 *   named in the message, and none at all gives `noUrls`.
 *
 * The output is a {@link GallerySubmission}: the resolved category, the description or `null`
 * when blank, and the files or URLs.
 */
export const GalleryFormSchema = z.pipe(
  z
    .object({
      source: z.enum(['files', 'urls']),
      category: z.string().check(z.minLength(1, GALLERY_FORM_MESSAGES.noCategory)),
      newCategory: z.string(),
      description: optionalText('Description', FIELD_LIMITS.description),
      files: PickedFilesSchema,
      urls: z.string(),
    })
    .check(
      z.refine(
        (values) => values.category !== NEW_CATEGORY || values.newCategory.trim().length <= FIELD_LIMITS.name,
        { message: `Category must be at most ${FIELD_LIMITS.name} characters`, path: ['newCategory'] },
      ),
      z.refine((values) => values.source !== 'files' || values.files.length > 0, {
        message: GALLERY_FORM_MESSAGES.noFiles,
        path: ['files'],
      }),
      z.refine(
        (values) => values.source !== 'urls' || parseExternalUrls(values.urls).invalidLines.length === 0,
        {
          path: ['urls'],
          error: (issue) =>
            invalidUrlsMessage(parseExternalUrls((issue.input as { urls: string }).urls).invalidLines),
        },
      ),
      z.refine(
        (values) => {
          if (values.source !== 'urls') return true;
          const { urls, invalidLines } = parseExternalUrls(values.urls);
          return urls.length > 0 || invalidLines.length > 0;
        },
        { path: ['urls'], message: GALLERY_FORM_MESSAGES.noUrls },
      ),
    ),
  z.transform((values): GallerySubmission => {
    const category = resolveCategory(values.category, values.newCategory);
    const description = values.description === '' ? null : values.description;
    return values.source === 'files'
      ? { source: 'files', category, description, files: values.files.map((picked) => picked.file) }
      : { source: 'urls', category, description, urls: parseExternalUrls(values.urls).urls };
  }),
);

/** What one submission of the form adds (the schema's output). */
export type GallerySubmission =
  | { source: 'files'; category: string; description: string | null; files: File[] }
  | { source: 'urls'; category: string; description: string | null; urls: string[] };

/** The form's values (all fields of both sources, so switching source keeps what was typed). */
export interface GalleryFormValues {
  source: 'files' | 'urls';
  category: string;
  newCategory: string;
  description: string;
  files: PickedFile[];
  urls: string;
}

/** One row of the insert (spec §7): exactly these five columns. */
export interface NewGalleryImage {
  category: string;
  description: string | null;
  image_file_path: string | null;
  source_type: 'supabase' | 'external_url';
  image_external_url: string | null;
}

/** A file stored by {@link uploadGalleryImages}. */
export interface UploadedFile {
  /** The file's position in the submission. */
  index: number;
  file: File;
  /** Its path in the bucket gallery-images. */
  path: string;
}

/** A file {@link uploadGalleryImages} could not store. */
export interface FailedFile {
  index: number;
  file: File;
  /** The StorageError, or an Error naming why the file was refused before upload. */
  error: unknown;
}

/** Progress reports of an upload. */
export interface UploadCallbacks {
  /** The submission's time in ms (default `Date.now()`), the timestamp of the paths. */
  now?: number;
  /** A file started uploading. */
  onStart?: (index: number) => void;
  /** The fraction of file `index` sent so far, 0 to 1. */
  onProgress?: (index: number, fraction: number) => void;
  /** File `index` is stored (`ok`) or failed; later files go on either way. */
  onFileDone?: (index: number, file: File, ok: boolean) => void;
}

/**
 * Uploads files to the bucket gallery-images, one after the other, each at
 * {@link storagePathFor} (spec §7 "Gallery file upload"). A failed file does not stop the
 * others (spec §8 "continues with other files"); a file of another type or over 5 MB is refused
 * without a request.
 *
 * @param category - the submission's category (its slug is the folder).
 * @param files - the files, in order.
 * @param callbacks - progress reports; `now` fixes the paths' timestamp.
 * @returns the stored files with their paths, and the failed ones. Never throws.
 */
export async function uploadGalleryImages(
  category: string,
  files: readonly File[],
  { now = Date.now(), onStart, onProgress, onFileDone }: UploadCallbacks = {},
): Promise<{ uploaded: UploadedFile[]; failed: FailedFile[] }> {
  const uploaded: UploadedFile[] = [];
  const failed: FailedFile[] = [];
  for (const [index, file] of files.entries()) {
    onStart?.(index);
    const problem = galleryFileProblem(file);
    try {
      if (problem) throw new Error(problem);
      const path = await uploadObject(
        GALLERY_BUCKET,
        storagePathFor(category, file, index, now),
        file,
        (fraction) => onProgress?.(index, fraction),
      );
      uploaded.push({ index, file, path });
      onFileDone?.(index, file, true);
    } catch (error) {
      failed.push({ index, file, error });
      onFileDone?.(index, file, false);
    }
  }
  return { uploaded, failed };
}

/**
 * Stores image rows with one insert (spec §7: a list of rows with `category`, `description`,
 * `image_file_path`, `source_type`, `image_external_url`).
 *
 * @param rows - one per image; nothing is sent for an empty list.
 * @throws the PostgREST error when the insert is refused (e.g. not staff, a check constraint).
 */
export async function saveGalleryImages(rows: readonly NewGalleryImage[]): Promise<void> {
  if (rows.length === 0) return;
  const { error } = await staffDb.from('gallery_images').insert([...rows]);
  if (error) throw error;
}

/** Why {@link addGalleryImages} saved nothing. */
export class GallerySubmitError extends Error {
  constructor(
    /**
     * `none-uploaded`: no file reached Storage (spec §8 'Upload Failed'); `database`: the insert
     * failed (spec §8 'Database Error'), and any files just uploaded were removed again.
     */
    readonly kind: 'none-uploaded' | 'database',
    options?: { cause?: unknown },
  ) {
    super(
      kind === 'none-uploaded' ? 'No file was uploaded' : 'The image records could not be saved',
      options,
    );
    this.name = 'GallerySubmitError';
  }
}

/**
 * Adds one submission of the form to the gallery (spec §4, §7):
 * - files: {@link uploadGalleryImages}, then one insert of a `supabase` row per stored file. When
 *   the insert fails, the files just uploaded are removed again so that no object is left
 *   without a row.
 * - URLs: one insert of an `external_url` row per URL.
 *
 * @param submission - the form's output ({@link GalleryFormSchema}).
 * @param callbacks - upload progress (files only).
 * @returns the number of rows saved and the files that failed (they have no row).
 * @throws {GallerySubmitError} `none-uploaded` when no file could be stored (nothing inserted),
 *   `database` when the insert failed.
 */
export async function addGalleryImages(
  submission: GallerySubmission,
  callbacks: UploadCallbacks = {},
): Promise<{ saved: number; uploaded: UploadedFile[]; failed: FailedFile[] }> {
  const { category, description } = submission;
  if (submission.source === 'urls') {
    const rows = submission.urls.map(
      (url): NewGalleryImage => ({
        category,
        description,
        image_file_path: null,
        source_type: 'external_url',
        image_external_url: url,
      }),
    );
    try {
      await saveGalleryImages(rows);
    } catch (cause) {
      throw new GallerySubmitError('database', { cause });
    }
    return { saved: rows.length, uploaded: [], failed: [] };
  }

  const { uploaded, failed } = await uploadGalleryImages(category, submission.files, callbacks);
  if (uploaded.length === 0) throw new GallerySubmitError('none-uploaded');
  const rows = uploaded.map(
    ({ path }): NewGalleryImage => ({
      category,
      description,
      image_file_path: path,
      source_type: 'supabase',
      image_external_url: null,
    }),
  );
  try {
    await saveGalleryImages(rows);
  } catch (cause) {
    // Best effort: the insert's failure is what the person is told about.
    await removeObjects(
      GALLERY_BUCKET,
      uploaded.map((file) => file.path),
    ).catch(() => undefined);
    throw new GallerySubmitError('database', { cause });
  }
  return { saved: rows.length, uploaded, failed };
}

/**
 * Deletes one gallery image: its row (`DELETE` by id, asking the deleted id back), then for a
 * stored file (`source_type` `supabase`) its object in gallery-images.
 *
 * @param image - the row's `id`, `source_type` and `image_file_path`.
 * @throws the PostgREST error when the delete is refused; an Error when no row was deleted
 *   (already gone, or not allowed); the StorageError when the object could not be removed (the
 *   row is gone by then).
 */
export async function deleteGalleryImage(
  image: Pick<GalleryImage, 'id' | 'source_type' | 'image_file_path'>,
): Promise<void> {
  const { data, error } = await staffDb.from('gallery_images').delete().eq('id', image.id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error(`No gallery image ${image.id} was deleted`);
  if (image.source_type === 'supabase' && image.image_file_path) {
    await removeObjects(GALLERY_BUCKET, [image.image_file_path]);
  }
}
