/**
 * Reads an audio file's length in the browser, for the podcast's `itunes:duration`
 * (`sermons.audio_duration_seconds`): the file is given to an `<audio>` element that loads only
 * its metadata (`preload="metadata"`), and its `duration` is read on `loadedmetadata` (HTML
 * Living Standard, media elements). The browser's own decoders read MP3 (including VBR with a
 * Xing/VBRI header) and M4A (the `mvhd`/`mdhd` durations), so no parser ships with the page.
 *
 * @param file - the chosen file.
 * @param timeoutMs - how long to wait for the metadata (default 15 s).
 * @returns whole seconds, rounded, at least 1; `null` when the browser cannot read the file, its
 *   length is unknown (a live stream, `Infinity`) or it is out of the column's range (1 s–24 h).
 */
export function readAudioDuration(file: Blob, timeoutMs = 15_000): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      audio.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => finish(wholeSeconds(audio.duration)), { once: true });
    audio.addEventListener('error', () => finish(null), { once: true });
    const timer = setTimeout(() => finish(null), timeoutMs);
    audio.src = url;
  });
}

/**
 * A media element's `duration` as whole seconds for `audio_duration_seconds` (1 to 86 400).
 *
 * @returns `null` for NaN, `Infinity`, 0 or more than a day.
 */
export function wholeSeconds(duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const seconds = Math.max(1, Math.round(duration));
  return seconds <= 86_400 ? seconds : null;
}

/** A length for people: '8 s', '4 min 05 s', '1 h 02 min 09 s'. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${pad(m)} min ${pad(s)} s`;
  if (m > 0) return `${m} min ${pad(s)} s`;
  return `${s} s`;
}
