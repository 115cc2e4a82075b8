import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { throwSaveError } from '@/lib/errors';
import { removeStagedObjects, uploadBucket, type StagedBucket } from '@/lib/staff-media';
import { staffDb, uploadObject } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';
import { SERMON_AUDIO_BUCKET, SERMON_COVER_BUCKET, sermonFilePath } from '../utils/sermon-files';
import { type SermonRowInput } from '../utils/sermon-form';

// The staff side of sermons (/admin/sermons; docs/decisions/0030): reads every sermon, drafts and
// scheduled ones included (RLS lets admins and editors see them), and writes through staffDb.

/** A stored sermon, every column. */
export type StaffSermon = Tables<'sermons'>;

/** Sermons per page of the staff list. */
export const STAFF_SERMONS_PAGE_SIZE = 20;

/** The staff list's filters; an empty string means "any". */
export interface StaffSermonFilters {
  /** Words of the title, speaker or series. */
  search: string;
  series: string;
  speaker: string;
  /** Only sermons with English text that has no Spanish (`needs_spanish`, decision 0055). */
  needsSpanish?: boolean;
}

/** One page of the staff list and how many sermons match in all. */
export interface StaffSermonPage {
  rows: StaffSermon[];
  total: number;
}

/** `%`, `_` and `\` taken literally in an `ilike` pattern; commas and parentheses dropped (they
 * separate PostgREST's `or` terms). */
function likeTerm(text: string): string {
  return text
    .replace(/[,()]/g, ' ')
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .trim();
}

/**
 * One page of sermons, newest first, matching the filters.
 *
 * @param page - from 1.
 * @throws the PostgREST error when the read fails.
 */
export async function listStaffSermons(filters: StaffSermonFilters, page: number): Promise<StaffSermonPage> {
  const from = (page - 1) * STAFF_SERMONS_PAGE_SIZE;
  let query = staffDb
    .from('sermons')
    .select('*', { count: 'exact' })
    .order('date', { ascending: false })
    .order('id')
    .range(from, from + STAFF_SERMONS_PAGE_SIZE - 1);
  if (filters.series) query = query.eq('series', filters.series);
  if (filters.speaker) query = query.eq('speaker', filters.speaker);
  if (filters.needsSpanish) query = query.eq('needs_spanish', true);
  const term = likeTerm(filters.search);
  if (term) query = query.or(`title.ilike.%${term}%,speaker.ilike.%${term}%,series.ilike.%${term}%`);
  const { data, error, count } = await query;
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** The speakers and series already used, each sorted, without duplicates. */
export async function listSermonNames(): Promise<{ speakers: string[]; series: string[] }> {
  const { data, error } = await staffDb.from('sermons').select('speaker, series').limit(5000);
  if (error) throw error;
  const sorted = (values: (string | null)[]) =>
    [...new Set(values.filter((v): v is string => !!v && v.trim() !== ''))].sort((a, b) =>
      a.localeCompare(b),
    );
  return { speakers: sorted(data.map((r) => r.speaker)), series: sorted(data.map((r) => r.series)) };
}

/**
 * One sermon by id, for the editor.
 *
 * @returns the row, or `null` when there is none (or it was deleted).
 */
export async function getStaffSermon(id: string): Promise<StaffSermon | null> {
  const { data, error } = await staffDb.from('sermons').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** The old files that could not be removed after a save or a delete (the row is saved). */
export class SermonCleanupError extends Error {
  constructor(
    readonly paths: string[],
    action: 'saved' | 'deleted',
  ) {
    super(`The sermon was ${action}, but the file ${paths.join(', ')} could not be removed from storage.`);
    this.name = 'SermonCleanupError';
  }
}

/** What {@link saveSermon} stores. */
export interface SermonSave {
  /** The row read by the editor; absent for a new sermon. */
  existing?: StaffSermon | null;
  /** The columns of the form (`cover_image_path` the stored one, replaced by a new upload). */
  row: SermonRowInput;
  /** A newly chosen audio file: its upload (gives the stored path) and length (`null`: unknown). */
  audio?: { upload: () => Promise<string>; durationSeconds: number | null } | null;
  /** The stored audio file is removed (and no new one chosen). */
  removeAudio?: boolean;
  /** A newly chosen cover file's upload (gives the stored path). */
  cover?: (() => Promise<string>) | null;
}

/**
 * Whether visitors can read the sermon as it is saved (the row policy's predicate): its new files
 * then go straight to the public buckets; a draft's or a scheduled sermon's go to their private
 * twins, and the database moves them when the sermon is published (docs/decisions/0037).
 */
export function sermonVisibleOnSave(
  row: Pick<SermonRowInput, 'status' | 'published_at'>,
  now = Date.now(),
): boolean {
  return row.status !== 'draft' && row.published_at !== null && Date.parse(row.published_at) <= now;
}

/**
 * Uploads one file of a sermon under the sermon's day ({@link sermonFilePath}), sent with the type
 * the bucket expects (M4A as `audio/mp4`): to its public bucket when the sermon is public as it is
 * saved, else to the private twin ({@link sermonVisibleOnSave}).
 *
 * @returns the stored path.
 * @throws `StorageError` when Storage refuses it.
 */
export function uploadSermonFile(
  which: 'audio' | 'cover',
  day: string,
  file: File,
  contentType: string,
  visible: boolean,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const bucket = which === 'audio' ? SERMON_AUDIO_BUCKET : SERMON_COVER_BUCKET;
  const body = file.type === contentType ? file : new File([file], file.name, { type: contentType });
  return uploadObject(
    uploadBucket(bucket, visible),
    sermonFilePath(day, file.name, Date.now()),
    body,
    onProgress,
  );
}

async function quietlyRemove(files: { bucket: StagedBucket; path: string }[]): Promise<void> {
  for (const file of files) {
    // The row was not saved; an unused object is harmless and the activity log shows it.
    await removeStagedObjects(file.bucket, [file.path]).catch(() => undefined);
  }
}

/**
 * Saves a sermon (spec §7 writes; docs/decisions/0030): uploads the newly chosen files first
 * (the editor shows their progress), then inserts or updates the row (an update sends the
 * version it read, so a stale save is refused), then removes the files the save replaced or
 * dropped.
 *
 * @returns the stored row, and `cleanup`: a {@link SermonCleanupError} when the row is saved but
 *   an old file could not be removed (the page says which).
 * @throws the upload's error naming the file (nothing saved; a file uploaded before it is removed
 *   again); {@link RowChangedError} when someone else saved the sermon since it was read (the new
 *   files are removed again); the PostgREST error for any other refusal.
 */
export async function saveSermon({
  existing,
  row,
  audio,
  removeAudio,
  cover,
}: SermonSave): Promise<{ sermon: StaffSermon; cleanup: SermonCleanupError | null }> {
  const uploaded: { bucket: StagedBucket; path: string }[] = [];
  let audioPath = existing?.audio_file_path ?? null;
  let duration = existing?.audio_duration_seconds ?? null;
  let coverPath = row.cover_image_path;
  try {
    if (audio) {
      audioPath = await audio.upload();
      uploaded.push({ bucket: SERMON_AUDIO_BUCKET, path: audioPath });
      duration = audio.durationSeconds;
    } else if (removeAudio) {
      audioPath = null;
      duration = null;
    }
    if (cover && row.cover_image_source_type === 'upload') {
      coverPath = await cover();
      uploaded.push({ bucket: SERMON_COVER_BUCKET, path: coverPath });
    }
  } catch (error) {
    await quietlyRemove(uploaded);
    throw error;
  }

  const values = {
    ...row,
    audio_file_path: audioPath,
    audio_duration_seconds: duration,
    cover_image_path: coverPath,
  };
  const result = existing
    ? await staffDb
        .from('sermons')
        .update({ ...values, version: existing.version })
        .eq('id', existing.id)
        .select('*')
        .single()
    : await staffDb.from('sermons').insert(values).select('*').single();
  if (result.error) {
    await quietlyRemove(uploaded);
    throwSaveError(result.error);
  }

  const stale: { bucket: StagedBucket; path: string }[] = [];
  if (existing?.audio_file_path && existing.audio_file_path !== audioPath)
    stale.push({ bucket: SERMON_AUDIO_BUCKET, path: existing.audio_file_path });
  if (existing?.cover_image_path && existing.cover_image_path !== coverPath)
    stale.push({ bucket: SERMON_COVER_BUCKET, path: existing.cover_image_path });
  try {
    await removeOrReport(stale, 'saved');
  } catch (error) {
    if (error instanceof SermonCleanupError) return { sermon: result.data, cleanup: error };
    throw error;
  }
  return { sermon: result.data, cleanup: null };
}

async function removeOrReport(
  files: { bucket: StagedBucket; path: string }[],
  action: 'saved' | 'deleted',
): Promise<void> {
  const failed: string[] = [];
  for (const file of files) {
    try {
      // Wherever it is: the public bucket, or its private twin (an unpublished sermon's).
      await removeStagedObjects(file.bucket, [file.path]);
    } catch {
      failed.push(`${file.bucket}/${file.path}`);
    }
  }
  if (failed.length > 0) throw new SermonCleanupError(failed, action);
}

/**
 * Deletes a sermon, then its stored audio and cover (Storage's API; hosted Supabase refuses
 * deletes from storage.objects in SQL, docs/decisions/0030). Only the version read is deleted:
 * a sermon changed since is refused as a stale save.
 *
 * @throws {RowChangedError} when the sermon changed or went since it was read;
 *   {@link SermonCleanupError} when the row is gone but a file could not be removed.
 */
export async function deleteSermon(sermon: StaffSermon): Promise<void> {
  const { data, error } = await staffDb
    .from('sermons')
    .delete()
    .eq('id', sermon.id)
    .eq('version', sermon.version)
    .select('id');
  if (error) throwSaveError(error);
  if (data.length === 0) throwSaveError({ code: 'PT409', details: 'row_changed' });
  const files: { bucket: StagedBucket; path: string }[] = [];
  if (sermon.audio_file_path) files.push({ bucket: SERMON_AUDIO_BUCKET, path: sermon.audio_file_path });
  if (sermon.cover_image_path) files.push({ bucket: SERMON_COVER_BUCKET, path: sermon.cover_image_path });
  await removeOrReport(files, 'deleted');
}

/** Query-key factory of the staff sermon reads. */
export const staffSermonQueries = {
  all: () => ['staff', 'sermons'] as const,
  page: (filters: StaffSermonFilters, page: number) =>
    queryOptions({
      queryKey: [...staffSermonQueries.all(), 'page', filters, page] as const,
      queryFn: () => listStaffSermons(filters, page),
      placeholderData: keepPreviousData,
    }),
  names: () =>
    queryOptions({ queryKey: [...staffSermonQueries.all(), 'names'] as const, queryFn: listSermonNames }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...staffSermonQueries.all(), 'detail', id] as const,
      queryFn: () => getStaffSermon(id),
      // The editor holds the row it read; a background refetch must not move its version.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
};
