/** A YouTube video id: exactly 11 characters of the URL-safe base64 alphabet (spec §5, §9). */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts that serve YouTube pages and players (with or without `www.`/`m.`/`music.`). */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);

/** Path prefixes whose next segment is the video id: embeds, live streams, Shorts, old Flash URLs. */
const ID_PATH_PREFIXES = new Set(['embed', 'live', 'shorts', 'v', 'e']);

/**
 * Whether `value` is a well-formed YouTube video id (spec §5 "the id must be an 11-character
 * YouTube id"; §9 "YouTube id length 11"). Only the shape is checked; the video may not exist.
 */
export function isYouTubeId(value: unknown): value is string {
  return typeof value === 'string' && VIDEO_ID.test(value);
}

function parseUrl(text: string): URL | null {
  // Accept addresses typed without a scheme ("youtu.be/abc..."), as people paste them.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Extracts the video id from what a sermon's `video_url.youtube` holds (spec §3, §5): a bare id
 * or a YouTube address. Understood addresses, on `youtube.com` (`www.`, `m.`, `music.`) and
 * `youtube-nocookie.com`, over http or https, with or without a scheme:
 *
 * - watch pages: `/watch?v={id}` (other query parameters and `#t=` are ignored)
 * - short links: `youtu.be/{id}`
 * - players and streams: `/embed/{id}`, `/live/{id}`, `/shorts/{id}`, `/v/{id}`, `/e/{id}`
 *
 * @param input - the stored value; anything else (numbers, objects, `null`) gives `null`.
 * @returns the 11-character id, or `null` when there is none or it is malformed, in which case
 *   no embed may be built (spec §5).
 */
export function extractYouTubeId(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (isYouTubeId(text)) return text;
  const url = parseUrl(text);
  if (!url) return null;

  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch' && segments.length === 1) candidate = url.searchParams.get('v');
    else if (first && ID_PATH_PREFIXES.has(first) && segments.length === 2) candidate = second;
  }
  return isYouTubeId(candidate) ? candidate : null;
}

/**
 * The privacy-enhanced player address of a video (YouTube's "privacy-enhanced mode": no
 * cookies until the visitor plays). `autoplay=1` because the player is only built after the
 * visitor pressed play on the facade; `rel=0` keeps suggestions to the same channel.
 *
 * @param id - a value for which {@link isYouTubeId} holds.
 */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

/** The public watch page of a video, e.g. for a "Watch on YouTube" link. */
export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
