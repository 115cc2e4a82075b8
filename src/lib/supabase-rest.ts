import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@/types/database.types';
import { env } from './env';
import { TOO_MANY_REQUESTS } from './rate-limit';

/**
 * `fetch`, except that a POST failing for want of a network (`TypeError`) is handed to the outbox
 * (`queueForm`, loaded only then), which keeps it when it is a public form's insert and throws
 * `QueuedOffline`; anything else fails as it did.
 */
async function fetchOrQueue(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init?.method === 'POST' && error instanceof TypeError)
      await (await import('./offline/form-queue')).queueForm(String(input), init);
    throw error;
  }
}

/**
 * `fetch` for the data client that keeps a 429 recognisable. postgrest-js turns an error answer's
 * JSON body into the error and drops the HTTP status, and turns a body that is not JSON (a
 * hosted gateway's HTML page, an empty body) into `{ message: <the body> }`; either way a
 * gateway's own 429 could not be told from any other failure. For a 429 this gives the client
 * PostgREST's error shape instead: the body's own fields when it was a JSON object (`code`
 * `rate_limited` of the form guard, `PT429`, ...), otherwise a generic message, plus
 * `status: 429`, which `isRateLimited` (`./rate-limit`) reads. `Retry-After` is kept; every
 * other answer passes untouched.
 *
 * @param input - as for `fetch`.
 * @param init - as for `fetch`.
 */
export async function fetchKeepingTooManyRequests(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetchOrQueue(input, init);
  if (response.status !== TOO_MANY_REQUESTS) return response;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // An HTML or empty body: the generic error below.
  }
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const retryAfter = response.headers.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return new Response(
    JSON.stringify({
      code: '',
      message: 'Too Many Requests',
      details: null,
      hint: null,
      ...fields,
      status: TOO_MANY_REQUESTS,
    }),
    { status: TOO_MANY_REQUESTS, statusText: response.statusText, headers },
  );
}

/**
 * A light, typed client of the Supabase data API (PostgREST) for the public pages: reads and
 * visitor inserts with the public anon key (docs/decisions/0006).
 *
 * It is `@supabase/postgrest-js` alone, about a tenth of the full `supabase-js` client, so the
 * home page does not ship Auth, Realtime and Storage code it never uses. Staff pages, which need
 * a session or uploads, use `staffDb`, `auth`, `uploadObject` and `removeObjects` from
 * `./supabase` (docs/decisions/0018). Retries are left to React Query.
 */
export const db = new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL}/rest/v1`, {
  headers: { apikey: env.VITE_SUPABASE_ANON_KEY, Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}` },
  retry: false,
  fetch: fetchKeepingTooManyRequests,
});

/**
 * Public URL of an object in one of the spec's public buckets (spec §7 "Other"), built exactly
 * as Supabase Storage's `getPublicUrl` builds it, without loading the Storage client.
 *
 * @param bucket - bucket id, e.g. `event-covers`.
 * @param path - object path inside the bucket, e.g. `easter/cover.webp`.
 * @returns an absolute URL served without authentication.
 */
export function publicUrl(bucket: string, path: string): string {
  return encodeURI(`${env.VITE_SUPABASE_URL}/storage/v1/object/public/${bucket}/${path.replace(/^\/+/, '')}`);
}
