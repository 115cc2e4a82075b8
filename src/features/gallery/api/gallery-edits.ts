import { throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';

// Staff edits of gallery photos and albums (issue 23 item 4, docs/decisions/0031) through
// `staffDb`; RLS lets only admins and editors update `gallery_images`.

/** The longest album name `gallery_images.category` accepts. */
export const MAX_ALBUM_NAME = 120;
/** The longest caption `gallery_images.description` accepts. */
export const MAX_CAPTION = 5000;

/** A photo as its edit form reads it: caption, album and the version to send back. */
export interface PhotoForEdit {
  id: string;
  description: string | null;
  category: string;
  version: number;
}

/**
 * Reads one photo for its edit form (the version it will send back, docs/decisions/0020).
 *
 * @returns the photo, or `null` when it was deleted meanwhile.
 * @throws the PostgREST error when the read fails.
 */
export async function getPhotoForEdit(id: string): Promise<PhotoForEdit | null> {
  const { data, error } = await staffDb
    .from('gallery_images')
    .select('id, description, category, version')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Saves a photo's caption and album (moving it when the album differs).
 *
 * @param photo - the photo as read, with its version.
 * @param changes.description - the caption; blank stores none.
 * @param changes.category - the album's exact name.
 * @throws {RowChangedError} when someone changed the photo since it was read; the PostgREST
 *   error otherwise.
 */
export async function updatePhoto(
  photo: Pick<PhotoForEdit, 'id' | 'version'>,
  changes: { description: string; category: string },
): Promise<void> {
  const { error } = await staffDb
    .from('gallery_images')
    .update({
      description: changes.description.trim() || null,
      category: changes.category,
      version: photo.version,
    })
    .eq('id', photo.id);
  if (error) throwSaveError(error);
}

/**
 * Why an album cannot get `name`, or `null` when it can.
 *
 * @param name - the new name, trimmed.
 * @param current - the album's present name.
 * @param existing - every album's name.
 */
export function albumNameProblem(name: string, current: string, existing: readonly string[]): string | null {
  if (!name) return 'Enter the new name.';
  if (name.length > MAX_ALBUM_NAME) return `Use at most ${MAX_ALBUM_NAME} characters.`;
  if (name === current) return 'That is already its name.';
  if (existing.includes(name)) {
    return 'Another album already has this name. Choose another name, or move the photos to that album one by one.';
  }
  return null;
}

/**
 * Renames an album: every photo of `from` moves to `to` in one update (one statement, so all
 * or none). The album's address changes with its name; the old address shows the
 * album-not-found state.
 *
 * @returns how many photos moved.
 * @throws the PostgREST error when the update fails.
 */
export async function renameAlbum(from: string, to: string): Promise<number> {
  const { data, error } = await staffDb
    .from('gallery_images')
    .update({ category: to })
    .eq('category', from)
    .select('id');
  if (error) throw error;
  return data.length;
}
