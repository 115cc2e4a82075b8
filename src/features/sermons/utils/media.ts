import { slugify } from '@/lib/text';
import { safeUrl } from '@/lib/urls';
import { extractYouTubeId } from '@/lib/youtube';

/**
 * The file name of a sermon's 'Download MP3' (spec §9): the slugified title plus `.mp3`;
 * 'sermon.mp3' when the title has no letter or digit to keep.
 */
export function audioDownloadName(title: string): string {
  return `${slugify(title) || 'sermon'}.mp3`;
}

/**
 * Adds Supabase Storage's `download` parameter to a public object URL, which makes Storage
 * answer with `Content-Disposition: attachment; filename=...`, so that the browser saves the file
 * under that name even cross-origin, where the `download` attribute of a link is ignored.
 *
 * @param objectUrl - a public object URL, e.g. from `publicUrl('sermon-audio', path)`.
 * @param fileName - e.g. from {@link audioDownloadName}.
 */
export function withDownloadName(objectUrl: string, fileName: string): string {
  const url = new URL(objectUrl);
  url.searchParams.set('download', fileName);
  return url.toString();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An absolute http(s) address accepted by the one URL rule (`@/lib/urls`), normalised. */
const httpUrl = (value: unknown) => safeUrl(value, { paths: false });

/**
 * The YouTube video id of a sermon (spec §3 `video_url.youtube`, §5): the stored id, or the id in
 * a stored YouTube address; `null` when there is none or it is not an 11-character id, in which
 * case no embed is built.
 */
export function sermonVideoId(videoUrl: unknown): string | null {
  return isRecord(videoUrl) ? extractYouTubeId(videoUrl.youtube) : null;
}

/** The 'Also Available On' links of a sermon; each is present only when it is an http(s) URL. */
export interface PodcastLinks {
  youtube?: string;
  facebook?: string;
}

/**
 * Reads `audio_urls` (spec §3: `podcast_youtube_url`, `podcast_facebook_url`), which is untrusted
 * JSON. Anything that is not an http(s) URL is left out.
 */
export function podcastLinks(audioUrls: unknown): PodcastLinks {
  if (!isRecord(audioUrls)) return {};
  const links: PodcastLinks = {};
  const youtube = httpUrl(audioUrls.podcast_youtube_url);
  const facebook = httpUrl(audioUrls.podcast_facebook_url);
  if (youtube) links.youtube = youtube;
  if (facebook) links.facebook = facebook;
  return links;
}
