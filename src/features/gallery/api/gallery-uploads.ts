import { removeObjects, staffDb, uploadObject } from '@/lib/supabase';
import type { Enums } from '@/types/database.types';
import { galleryFileProblem, storagePathFor } from '../utils/upload-paths';
import { GALLERY_BUCKET, type GalleryImage } from './gallery';
import type { GallerySubmission } from './gallery-form-schema';

// Staff writes of the gallery (spec §4 "Gallery upload form", §7 writes): files go to the bucket
// gallery-images, then one insert stores a row per image. Writes go through `staffDb` and the
// staff Storage helpers as the signed-in user; RLS and the Storage policies let only staff
// insert, upload and delete. The paths are ../utils/upload-paths, the form's rules
// ./gallery-form-schema.

/** One row of the insert (spec §7): exactly these five columns. */
export interface NewGalleryImage {
  category: string;
  description: string | null;
  image_file_path: string | null;
  source_type: Enums<'image_source'>;
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
 * - files: {@link uploadGalleryImages}, then one insert of an `upload` row per stored file. When
 *   the insert fails, the files just uploaded are removed again so that no object is left
 *   without a row.
 * - URLs: one insert of a `url` row per URL.
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
        source_type: 'url',
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
      source_type: 'upload',
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
 * stored file (`source_type` `upload`) its object in gallery-images.
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
  if (image.source_type === 'upload' && image.image_file_path) {
    await removeObjects(GALLERY_BUCKET, [image.image_file_path]);
  }
}
