/**
 * Sermons saved for offline listening (issue 34 "Sermons saved for offline",
 * docs/decisions/0041). Everything lives in one Cache Storage cache ({@link CACHES}.sermons), so
 * the page and the service worker read the same thing:
 *
 * - the audio file, under its public Storage address, as one full `200` answer (the worker
 *   answers the player's `Range` requests from it with `206`);
 * - the sermon's page (its prerendered HTML), under its address, for opening it offline;
 * - a small JSON record per sermon under `/offline-sermons/<id>`, listed by {@link savedSermons}.
 *
 * Nothing here expires: a saved sermon stays until the visitor removes it.
 */
import { CACHES } from './rules';

/** What the site remembers of a saved sermon. */
export interface SavedSermon {
  id: string;
  title: string;
  speaker: string;
  /** The sermon's date as shown, e.g. `2026-11-22`. */
  date: string;
  /** Its page, e.g. `/sermons/<id>`. */
  page: string;
  /** The public address of its audio file. */
  audioUrl: string;
  /** Size of the audio in bytes. */
  bytes: number;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

/** Path prefix of the records (same origin as the site). */
export const SAVED_SERMON_PREFIX = '/offline-sermons/';

function recordUrl(origin: string, id: string): string {
  return `${origin}${SAVED_SERMON_PREFIX}${encodeURIComponent(id)}`;
}

/**
 * Every saved sermon, newest save first.
 *
 * @param origin - the site's origin (`location.origin` in a page, `self.location.origin` in the worker).
 */
export async function savedSermons(origin: string): Promise<SavedSermon[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(CACHES.sermons);
  const records: SavedSermon[] = [];
  for (const request of await cache.keys()) {
    if (!request.url.startsWith(`${origin}${SAVED_SERMON_PREFIX}`)) continue;
    const response = await cache.match(request);
    if (response) records.push((await response.json()) as SavedSermon);
  }
  return records.sort((a, b) => b.savedAt - a.savedAt);
}

/**
 * Downloads a sermon's whole audio and page into the cache and records it. The audio is read as
 * a stream so that `onProgress` can report the bytes received and the total (from
 * `Content-Length`; `null` when the server does not say).
 *
 * @throws Error when the audio answers other than 200 or the network fails; nothing is kept then.
 */
export async function saveSermon(
  sermon: Omit<SavedSermon, 'bytes' | 'savedAt'>,
  origin: string,
  onProgress?: (received: number, total: number | null) => void,
): Promise<SavedSermon> {
  const response = await fetch(sermon.audioUrl, { cache: 'no-store' });
  if (response.status !== 200 || !response.body) throw new Error(`The audio answered ${response.status}`);
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress?.(received, total);
  }
  const type = response.headers.get('Content-Type') ?? 'audio/mpeg';
  const blob = new Blob(parts as BlobPart[], { type });
  const cache = await caches.open(CACHES.sermons);
  await cache.put(
    sermon.audioUrl,
    new Response(blob, {
      status: 200,
      headers: { 'Content-Type': type, 'Content-Length': String(blob.size), 'Accept-Ranges': 'bytes' },
    }),
  );
  try {
    const page = await fetch(`${origin}${sermon.page}`, { headers: { Accept: 'text/html' } });
    if (page.ok) await cache.put(`${origin}${sermon.page}`, page);
  } catch {
    // The page is prerendered and usually in the pages cache already; the audio is what counts.
  }
  const record: SavedSermon = { ...sermon, bytes: blob.size, savedAt: Date.now() };
  await cache.put(
    recordUrl(origin, sermon.id),
    new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }),
  );
  return record;
}

/** Removes a saved sermon's audio, page and record (frees the space). */
export async function removeSavedSermon(sermon: SavedSermon, origin: string): Promise<void> {
  const cache = await caches.open(CACHES.sermons);
  await Promise.all([
    cache.delete(sermon.audioUrl),
    cache.delete(`${origin}${sermon.page}`),
    cache.delete(recordUrl(origin, sermon.id)),
  ]);
}
