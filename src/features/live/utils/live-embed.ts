import { extractYouTubeId, youTubeEmbedUrl } from '@/lib/youtube';

/**
 * The player address for the `live_stream_youtube_url` setting (spec §2 "Live", §3): the value
 * is a watch (`?v=`), short (`youtu.be/`), live (`/live/{id}`) or embed (`/embed/{id}`) link,
 * stored as a JSON string or as `{ url }`. The player starts with sound (`autoplay=1`); where a
 * browser blocks that, YouTube's player shows its own play button instead.
 *
 * @param setting - the raw `setting_value`.
 * @returns the embed URL, or `null` when no YouTube video id can be read (the page then shows
 *   'Live Stream Unavailable').
 */
export function liveEmbedUrl(setting: unknown): string | null {
  const raw =
    typeof setting === 'object' && setting !== null && 'url' in setting
      ? (setting as { url: unknown }).url
      : setting;
  const id = extractYouTubeId(raw);
  return id ? youTubeEmbedUrl(id) : null;
}
