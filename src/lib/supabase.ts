import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@/types/database.types';
import { env } from './env';
import { hasVariants, VARIANT_WIDTHS, variantPath } from './image-variant-names';

// The staff pages' Supabase clients: Auth, the data API as the signed-in user, and Storage
// uploads. Only the staff pages import this module, so its Auth code (about 23 kB gzip) never
// reaches a public page (docs/decisions/0018). Public pages read through `db` of ./supabase-rest.

const API_URL = env.VITE_SUPABASE_URL;
const ANON_KEY = env.VITE_SUPABASE_ANON_KEY;

/**
 * Where the session is kept in `localStorage`: the key supabase-js uses
 * (`sb-<first label of the API host>-auth-token`), so a session is shared with any supabase-js
 * client of the same project.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(API_URL).hostname.split('.')[0]}-auth-token`;

/**
 * Supabase Auth (GoTrue) client of the staff pages (`@supabase/auth-js`, the Auth half of
 * supabase-js): `signInWithPassword`, `signOut`, `getSession`, `onAuthStateChange`. The session
 * persists in `localStorage` across reloads and refreshes itself before its access token expires
 * (`autoRefreshToken`).
 */
export const auth = new AuthClient({
  url: `${API_URL}/auth/v1`,
  headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  storageKey: AUTH_STORAGE_KEY,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: false,
});

/** The bearer token of the next request: the signed-in user's access token, else the anon key. */
async function accessToken(): Promise<string> {
  const { data } = await auth.getSession();
  return data.session?.access_token ?? ANON_KEY;
}

/**
 * `fetch` with the project key and the current user's token, as supabase-js's `fetchWithAuth`
 * adds them: `apikey` always, `Authorization: Bearer <access token>` unless the request has one.
 */
export const authFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', ANON_KEY);
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken()}`);
  return fetch(input, { ...init, headers });
};

/**
 * Typed data API client (PostgREST) as the signed-in user: staff reads and writes, which RLS
 * allows only to members of `staff_members` (docs/architecture.md §3). Retries are left to React Query.
 */
export const staffDb = new PostgrestClient<Database>(`${API_URL}/rest/v1`, { fetch: authFetch });

/** A failed Storage request: Storage's error body (`{ statusCode, error, message }`) and status. */
export class StorageError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (network failure or abort). */
    readonly status: number,
    /** Storage's `error` field, e.g. `'Duplicate'`, `'invalid_mime_type'`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

function storageError(status: number, body: string): StorageError {
  try {
    const parsed = JSON.parse(body) as { message?: string; error?: string };
    return new StorageError(parsed.message ?? `Storage answered ${status}`, status, parsed.error);
  } catch {
    return new StorageError(`Storage answered ${status}`, status);
  }
}

/** Object path in a URL, each segment percent-encoded as storage-js encodes it. */
function objectUrl(bucket: string, path: string): string {
  return `${API_URL}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Uploads one file to Supabase Storage (`POST /storage/v1/object/{bucket}/{path}`, the request
 * storage-js's `upload()` sends, with the file as the raw body and its MIME type as
 * Content-Type; no upsert). It uses XMLHttpRequest because `fetch` reports no upload progress
 * (docs/decisions/0018).
 *
 * A JPEG, PNG or WebP image for a bucket with variants (`hasVariants`, docs/decisions/0042) is
 * followed by its WebP variants, `<path>.<width>w.webp`, made in the browser, and its size is
 * recorded (`record_image_size`), so the rows that name it carry `width` and `height`. A failure
 * there leaves the original stored and shown as it is.
 *
 * @param bucket - bucket id, e.g. `gallery-images`.
 * @param path - object path inside the bucket, e.g. `youth-ministry/1732500000000_camp.jpg`.
 * @param file - the file; its `type` becomes the object's Content-Type (the bucket's
 *   `allowed_mime_types` decide whether it is accepted).
 * @param onProgress - called with the fraction sent so far, 0 to 1.
 * @returns the stored path.
 * @throws {StorageError} when Storage refuses the file (status and Storage's message) or the
 *   request fails (status 0).
 */
export async function uploadObject(
  bucket: string,
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  // The maker loads with the first image upload, not with every staff page.
  const made = hasVariants(bucket)
    ? await (await import('./image-variant-maker')).makeImageVariants(file)
    : null;
  if (!made) return uploadOne(bucket, path, file, onProgress);
  await uploadOne(bucket, path, file, (fraction) => onProgress?.(fraction * 0.8));
  try {
    for (const [index, variant] of made.variants.entries()) {
      await uploadOne(bucket, variantPath(path, variant.width), variant.blob);
      onProgress?.(0.8 + (0.2 * (index + 1)) / made.variants.length);
    }
    const { error } = await staffDb.rpc('record_image_size', {
      bucket,
      path,
      width: made.width,
      height: made.height,
    });
    if (error) throw error;
  } catch {
    // The original is stored: without a recorded size it is shown as it is (no srcset) until
    // `npm run media:variants` makes what is missing.
  }
  onProgress?.(1);
  return path;
}

async function uploadOne(
  bucket: string,
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const token = await accessToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', objectUrl(bucket, path));
    xhr.setRequestHeader('apikey', ANON_KEY);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(path);
      } else {
        reject(storageError(xhr.status, xhr.responseText));
      }
    });
    xhr.addEventListener('error', () => reject(new StorageError('The upload could not reach Storage', 0)));
    xhr.addEventListener('abort', () => reject(new StorageError('The upload was cancelled', 0)));
    xhr.send(file);
  });
}

/**
 * Signed URLs for objects of a bucket (`POST /storage/v1/object/sign/{bucket}` with
 * `{ expiresIn, paths }`, the request of storage-js's `createSignedUrls()`), made as the signed-in
 * user: the bucket's read policy decides (docs/decisions/0037). Each URL needs no key, so `<img>`
 * and `<audio>` can load it, until it expires. An object that is absent, or that the user may
 * not read, gets `null` (Storage answers it in the list rather than with an error status).
 *
 * @param expiresIn - lifetime in seconds.
 * @returns one absolute URL (encoded as storage-js encodes it) or `null` per path, in order.
 * @throws {StorageError} when Storage refuses the request or cannot be reached (status 0).
 */
export async function createSignedObjectUrls(
  bucket: string,
  paths: readonly string[],
  expiresIn: number,
): Promise<(string | null)[]> {
  let response: Response;
  try {
    response = await authFetch(`${API_URL}/storage/v1/object/sign/${bucket}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn, paths }),
    });
  } catch {
    throw new StorageError('The request could not reach Storage', 0);
  }
  const text = await response.text();
  if (!response.ok) throw storageError(response.status, text);
  const signed = JSON.parse(text) as { path: string; signedURL: string | null }[];
  return paths.map((path) => {
    const entry = signed.find((item) => item.path === path);
    return entry?.signedURL ? encodeURI(`${API_URL}/storage/v1${entry.signedURL}`) : null;
  });
}

/**
 * Deletes objects from a bucket (`DELETE /storage/v1/object/{bucket}` with `{ prefixes }`, the
 * request of storage-js's `remove()`). Paths that do not exist are ignored, as Storage does.
 * An image's variants (docs/decisions/0042) go with it.
 *
 * @param bucket - bucket id, e.g. `gallery-images`.
 * @param paths - object paths inside the bucket.
 * @throws {StorageError} when Storage refuses the request or cannot be reached.
 */
export async function removeObjects(bucket: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  if (hasVariants(bucket)) {
    paths = paths.flatMap((path) => [path, ...VARIANT_WIDTHS.map((width) => variantPath(path, width))]);
  }
  let response: Response;
  try {
    response = await authFetch(`${API_URL}/storage/v1/object/${bucket}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: paths }),
    });
  } catch {
    throw new StorageError('The request could not reach Storage', 0);
  }
  if (!response.ok) throw storageError(response.status, await response.text());
}
