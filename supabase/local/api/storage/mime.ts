/**
 * Content type by file extension, for seeding objects from disk (the CLI guesses the same way
 * from the extension when it uploads `objects_path` files).
 */
const TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  webm: 'video/webm',
  json: 'application/json',
  pdf: 'application/pdf',
  txt: 'text/plain',
  html: 'text/html',
  css: 'text/css',
  csv: 'text/csv',
};

/**
 * @param name - File name or path.
 * @returns The MIME type for its extension, or `application/octet-stream`.
 */
export function guessMimeType(name: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
