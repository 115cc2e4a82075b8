import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database.types';
import { env } from './env';

/**
 * The one Supabase client of the app, typed with the generated `Database` type.
 * It holds only the public anon key; a staff member's session (Supabase Auth) upgrades its
 * requests to the `authenticated` role, and RLS decides the rest (ARCHITECTURE.md §3).
 */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
});

/**
 * Public URL of an object in one of the spec's public buckets (spec §7 "Other").
 *
 * @param bucket - bucket id, e.g. `event-covers`.
 * @param path - object path inside the bucket, e.g. `easter/cover.webp`.
 * @returns an absolute URL served without authentication.
 */
export function publicUrl(bucket: string, path: string): string {
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}
