import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@/types/database.types';
import { env } from './env';

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
