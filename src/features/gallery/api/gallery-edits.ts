import { throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';

// Staff edits of gallery photos and albums (issue 23 item 4, docs/decisions/0031) through
// `staffDb`; RLS lets only admins and editors update `gallery_images`.

/** The longest album name `gallery_images.category` accepts. */
export const MAX_ALBUM_NAME = 120;
/** The longest caption `gallery_images.description` accepts. */
export const MAX_CAPTION = 5000;

/**
 * A photo as its edit form reads it: caption and Spanish caption (decision 0055), album and the
 * version to send back.
 */
export interface PhotoForEdit {
  id: string;
  description: string | null;
  description_es: string | null;
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
    .select('id, description, description_es, category, version')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * The Spanish name of an album (decision 0055: kept on each of its photos), or `null` when none
 * of its photos has one.
 *
 * @param category - the album's exact name.
 * @throws the PostgREST error when the read fails.
 */
export async function getAlbumSpanishName(category: string): Promise<string | null> {
  const { data, error } = await staffDb
    .from('gallery_images')
    .select('category_es')
    .eq('category', category)
    .not('category_es', 'is', null)
    .limit(1);
  if (error) throw error;
  return data[0]?.category_es ?? null;
}

/**
 * Saves a photo's caption, Spanish caption and album (moving it when the album differs; a moved
 * photo takes its new album's Spanish name, read just before).
 *
 * @param photo - the photo as read, with its version.
 * @param changes.description - the caption; blank stores none.
 * @param changes.description_es - the Spanish caption; blank stores none.
 * @param changes.category - the album's exact name.
 * @throws {RowChangedError} when someone changed the photo since it was read; the PostgREST
 *   error otherwise.
 */
export async function updatePhoto(
  photo: Pick<PhotoForEdit, 'id' | 'category' | 'version'>,
  changes: { description: string; description_es: string; category: string },
): Promise<void> {
  const moved = changes.category !== photo.category;
  const { error } = await staffDb
    .from('gallery_images')
    .update({
      description: changes.description.trim() || null,
      description_es: changes.description_es.trim() || null,
      category: changes.category,
      ...(moved ? { category_es: await getAlbumSpanishName(changes.category) } : {}),
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
 * Renames an album and sets its Spanish name: every photo of `from` takes `to` and `spanish`
 * in one update (one statement, so all or none; an album is no row of its own, so no version is
 * sent). The album's address changes with its name; the old address shows the album-not-found
 * state.
 *
 * @param spanish - the Spanish name (decision 0055); blank stores none.
 * @returns how many photos changed.
 * @throws the PostgREST error when the update fails.
 */
export async function renameAlbum(from: string, to: string, spanish = ''): Promise<number> {
  const { data, error } = await staffDb
    .from('gallery_images')
    .update({ category: to, category_es: spanish.trim() || null })
    .eq('category', from)
    .select('id');
  if (error) throw error;
  return data.length;
}
