import { vi } from 'vitest';

/** A file the page offered for download. */
export interface CapturedDownload {
  /** The link's `download` name. */
  name: string;
  /** The file's content. */
  blob: Blob;
  /** The content as text (UTF-8; jsdom's Blob has no `text()`). */
  text: () => Promise<string>;
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the download'));
    reader.readAsText(blob, 'utf-8');
  });
}

/**
 * Captures the downloads a page starts with an object URL and a link click (`downloadCsv`):
 * jsdom has no `URL.createObjectURL` and does not download. Call it in the test and
 * `vi.restoreAllMocks()` after it (the link's `click` is spied on).
 *
 * @returns the live list of downloads, in order.
 */
export function captureDownloads(): CapturedDownload[] {
  const files: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob, text: () => readText(blob) });
  });
  return files;
}
