import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * supabase-js builds a realtime client even when nothing subscribes, and Node 20 has no global
 * WebSocket. The database tests never subscribe, so the transport only has to exist.
 */
const noWebSocket = function noWebSocket(): never {
  throw new Error('realtime is not used by the database tests');
} as unknown as Transport;

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: noWebSocket },
} satisfies SupabaseClientOptions<'public'>;

/**
 * The local-only demo accounts (supabase/local/seed-accounts.ts, created by the stack after
 * seed.sql): `staff` is an admin, `editor` and `care` have those roles, `member` is signed in
 * without a staff row.
 */
export const SEEDED_USERS = {
  staff: {
    id: 'a0000000-0000-4000-8000-000000000001',
    email: 'staff@example.org',
    password: 'staff-local-only-password',
  },
  editor: {
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'editor@example.org',
    password: 'editor-local-only-password',
  },
  care: {
    id: 'a0000000-0000-4000-8000-000000000004',
    email: 'care@example.org',
    password: 'care-local-only-password',
  },
  member: {
    id: 'a0000000-0000-4000-8000-000000000002',
    email: 'member@example.org',
    password: 'member-local-only-password',
  },
} as const;

/**
 * A supabase-js client of the test stack, as the browser app makes it: the public anon key, no
 * session persisted.
 */
export function anonClient(): SupabaseClient {
  return createClient(inject('apiUrl'), inject('anonKey'), options);
}

/** A client with the service-role key (bypasses RLS): for fixtures only, never for verdicts. */
export function serviceClient(): SupabaseClient {
  return createClient(inject('apiUrl'), inject('serviceRoleKey'), options);
}

/**
 * A client signed in with e-mail and password through the stack's Auth API.
 *
 * @throws Error when the sign-in fails.
 */
export async function signedInClient(user: keyof typeof SEEDED_USERS): Promise<SupabaseClient> {
  const client = anonClient();
  const { email, password } = SEEDED_USERS[user];
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

/** A connected superuser `pg` client of the test database (for fixtures and checks). */
export async function superuser(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: inject('dbUrl') });
  await client.connect();
  return client;
}
