import { COVER_IMAGE_TYPES, COVER_MAX_BYTES } from '@/lib/cover-columns';
import { slugify } from '@/lib/text';

// The sermon's files (docs/decisions/0030): the buckets of audio and covers with their limits,
// where a chosen file is stored, and which audio files the form takes.

/** The bucket of sermon audio and its limit per file: 50 MB (supabase/migrations/*_storage.sql). */
export const SERMON_AUDIO_BUCKET = 'sermon-audio';
export const SERMON_AUDIO_MAX_BYTES = 50 * 1024 * 1024;
/** The bucket of sermon covers and its limit per file: 5 MB (every cover bucket's). */
export const SERMON_COVER_BUCKET = 'sermon-covers';
export const SERMON_COVER_MAX_BYTES = COVER_MAX_BYTES;
/** The cover types the bucket accepts. */
export const SERMON_COVER_TYPES = COVER_IMAGE_TYPES;

/**
 * Where a chosen file is stored: `{yyyy-MM-dd}/{timestamp}-{slug}.{ext}` (the sermon's day, the
 * time of the save in ms, the file name in slug form), so that no two saves share a path.
 *
 * @example storagePath('2026-11-29', 'Week 1 – Grace.MP3', 1732500000000) === '2026-11-29/1732500000000-week-1-grace.mp3'
 */
export function sermonFilePath(day: string, fileName: string, now: number): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const slug = slugify(base) || 'file';
  const folder = /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : 'undated';
  return `${folder}/${now}-${slug}${/^[a-z0-9]{1,5}$/.test(extension) ? `.${extension}` : ''}`;
}

/** The audio types the form takes: MP3 and M4A (AAC in MP4), as the bucket stores them. */
export function audioTypeOf(file: { name: string; type: string }): 'audio/mpeg' | 'audio/mp4' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (file.type === 'audio/mpeg' || file.type === 'audio/mp3' || extension === 'mp3') return 'audio/mpeg';
  if (['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aac'].includes(file.type) || extension === 'm4a')
    return 'audio/mp4';
  return null;
}
