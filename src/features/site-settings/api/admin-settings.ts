import { queryOptions } from '@tanstack/react-query';
import { throwSaveError } from '@/lib/errors';
import { removeObjects, staffDb, uploadObject } from '@/lib/supabase';
import { publicUrl } from '@/lib/supabase-rest';
import type { WritableSettingKey } from '@/lib/site-settings/write-schemas';

/** One stored setting as the settings page read it: its value and row version. */
export interface StoredRow {
  value: unknown;
  version: number;
}

/** The stored settings by key; a key without a row is absent. */
export type StoredRows = Partial<Record<string, StoredRow>>;

/**
 * Reads every `site_settings` row with its version (staff client; RLS lets everyone read).
 *
 * @throws the PostgREST error when the read fails.
 */
export async function fetchStoredSettings(): Promise<StoredRows> {
  const { data, error } = await staffDb.from('site_settings').select('setting_key, setting_value, version');
  if (error) throw error;
  return Object.fromEntries(
    (data ?? []).map((row) => [row.setting_key, { value: row.setting_value, version: row.version }]),
  );
}

/** Query of the settings page. */
export const adminSettingsQuery = () =>
  queryOptions({ queryKey: ['admin', 'site_settings'] as const, queryFn: fetchStoredSettings });

/**
 * The translated settings that are set in English and have no Spanish row `<key>_es`
 * (`settings_needing_spanish()`, staff only; decision 0055), alphabetical.
 */
export const settingsNeedingSpanishQuery = () =>
  queryOptions({
    queryKey: ['admin', 'site_settings', 'needing-spanish'] as const,
    queryFn: async (): Promise<string[]> => {
      const { data, error } = await staffDb.rpc('settings_needing_spanish');
      if (error) throw error;
      return data;
    },
  });

/** One change of a group's save: the value to store, or `undefined` to delete the row. */
export interface SettingChange {
  key: WritableSettingKey;
  value: unknown;
  /** The row's version as read, or `null` when there was no row. */
  version: number | null;
}

/**
 * Saves a group's changed settings, one request per key, in order: an update carrying the
 * version the page read (a stale one is refused: `RowChangedError`), an insert for a key without
 * a row, a delete for a value set back to "not set". The database checks each value's shape
 * (`private.site_setting_problem`) and refuses a wrong one with 23514 and a message naming the
 * key; the activity log records each change with its old and new value.
 *
 * @throws `RowChangedError` when someone else saved a key since it was read; the PostgREST error
 *   otherwise. Keys before the failing one stay saved.
 */
export async function saveSettings(changes: readonly SettingChange[]): Promise<void> {
  for (const { key, value, version } of changes) {
    if (value === undefined) {
      if (version === null) continue;
      const { error } = await staffDb.from('site_settings').delete().eq('setting_key', key);
      if (error) throw error;
    } else if (version === null) {
      const { error } = await staffDb
        .from('site_settings')
        .insert({ setting_key: key, setting_value: value as never });
      if (error) throwSaveError(error);
    } else {
      const { data, error } = await staffDb
        .from('site_settings')
        .update({ setting_value: value as never, version })
        .eq('setting_key', key)
        .select('setting_key');
      if (error) throwSaveError(error);
      if (!data || data.length === 0) throw new Error(`The setting ${key} could not be saved.`);
    }
  }
}

/**
 * 'Reset to default': deletes the row of `key`, so the site shows its built-in default.
 *
 * @throws the PostgREST error when the delete is refused.
 */
export async function resetSetting(key: WritableSettingKey): Promise<void> {
  const { error } = await staffDb.from('site_settings').delete().eq('setting_key', key);
  if (error) throw error;
}

/** Where uploaded site images go: the public `gallery-images` bucket, under `site/`. */
export const SITE_IMAGE_BUCKET = 'gallery-images';

/** A storage path for an uploaded file: `<folder>/<milliseconds>_<safe file name>`. */
export function uploadPath(folder: string, file: File): string {
  const safe =
    file.name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file';
  return `${folder}/${Date.now()}_${safe}`;
}

/**
 * Uploads an image used by a setting (a banner, a leader's photo, the podcast artwork) and gives
 * its public address.
 *
 * @param bucket - `gallery-images` for site images, `sermon-covers` for the podcast artwork.
 * @param folder - the folder inside the bucket, e.g. `site/banners`.
 * @param onProgress - the fraction sent, 0 to 1.
 * @throws `StorageError` when Storage refuses the file (type, size) or cannot be reached.
 */
export async function uploadSettingImage(
  bucket: string,
  folder: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const path = await uploadObject(bucket, uploadPath(folder, file), file, onProgress);
  return publicUrl(bucket, path);
}

/** A row of `hero_videos` (spec §4 "Hero video"). */
export interface HeroVideoRow {
  id: string;
  video_file_path: string;
  start_seconds: number;
  end_seconds: number;
  is_active: boolean;
  /** Optimistic concurrency (docs/decisions/0020). */
  version: number;
}

/** Query of the hero videos, newest path first. */
export const heroVideosQuery = () =>
  queryOptions({
    queryKey: ['admin', 'hero_videos'] as const,
    queryFn: async (): Promise<HeroVideoRow[]> => {
      const { data, error } = await staffDb
        .from('hero_videos')
        .select('id, video_file_path, start_seconds, end_seconds, is_active, version')
        .order('video_file_path');
      if (error) throw error;
      return data ?? [];
    },
  });

/**
 * Uploads a hero video to the `hero-videos` bucket and adds its row (not active).
 *
 * @throws `StorageError` when Storage refuses the file; the PostgREST error when the row is refused
 *   (the uploaded file is then removed again).
 */
export async function addHeroVideo(
  file: File,
  seconds: { start: number; end: number },
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const path = await uploadObject('hero-videos', uploadPath('uploads', file), file, onProgress);
  const { error } = await staffDb.from('hero_videos').insert({
    video_file_path: path,
    start_seconds: seconds.start,
    end_seconds: seconds.end,
    is_active: false,
  });
  if (error) {
    await removeObjects('hero-videos', [path]).catch(() => undefined);
    throw error;
  }
}

/**
 * Saves a hero video's start and end seconds, with the version it was read at, and, when
 * `active`, makes it the one the home page plays (the others are switched off first: at most one
 * row may be active).
 *
 * @throws `RowChangedError` when someone saved the video since; the PostgREST error otherwise
 *   (e.g. an end not after the start).
 */
export async function updateHeroVideo(
  id: string,
  values: { start_seconds: number; end_seconds: number; is_active: boolean; version: number },
): Promise<void> {
  if (values.is_active) {
    const off = await staffDb
      .from('hero_videos')
      .update({ is_active: false })
      .neq('id', id)
      .eq('is_active', true);
    if (off.error) throw off.error;
  }
  const { error } = await staffDb.from('hero_videos').update(values).eq('id', id);
  if (error) throwSaveError(error);
}

/**
 * Deletes a hero video's row and its stored file.
 *
 * @throws the PostgREST or Storage error.
 */
export async function deleteHeroVideo(row: HeroVideoRow): Promise<void> {
  const { error } = await staffDb.from('hero_videos').delete().eq('id', row.id);
  if (error) throw error;
  await removeObjects('hero-videos', [row.video_file_path]);
}
