import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database.types';
import { env } from './env';

/**
 * The full Supabase client of the app, typed with the generated `Database` type.
 * It holds only the public anon key; a staff member's session (Supabase Auth) upgrades its
 * requests to the `authenticated` role, and RLS decides the rest (ARCHITECTURE.md §3).
 * Public pages read through the lighter `db` of `./supabase-rest` instead.
 */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
});

export { publicUrl } from './supabase-rest';
