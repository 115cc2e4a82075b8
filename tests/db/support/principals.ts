import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { anonClient } from './clients';

/** A staff role of `public.staff_members.role`. */
export type StaffRole = 'admin' | 'editor' | 'care' | 'finance';

/** A user created for one test file, signed in through the stack's Auth API. */
export interface Principal {
  id: string;
  email: string;
  password: string;
  client: SupabaseClient;
}

/**
 * Creates a confirmed e-mail/password user in `auth.users` (and its identity) as the superuser,
 * with a staff row of `role` unless it is null, and signs it in. The e-mail address is unique per
 * call (`<label>-<random>@example.org`), so test files never share or depend on seeded accounts.
 *
 * @param db - a superuser connection.
 * @param label - first part of the address, e.g. `editor`.
 * @param role - the staff role, or null for a signed-in member who is not staff.
 * @throws Error when the sign-in fails.
 */
export async function createPrincipal(
  db: pg.Client,
  label: string,
  role: StaffRole | null,
): Promise<Principal> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.org`;
  const password = `${label}-test-password-${id.slice(0, 8)}`;
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '', '', '', '',
       '{"provider": "email", "providers": ["email"]}', '{}', false, now(), now())`,
    [id, email, password],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $2::uuid, jsonb_build_object('sub', $1::text, 'email', $3::text, 'email_verified', true), 'email', now(), now())`,
    [id, id, email],
  );
  if (role) await db.query('insert into public.staff_members (user_id, role) values ($1, $2)', [id, role]);
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return { id, email, password, client };
}

/**
 * Removes principals made by {@link createPrincipal}: their staff rows (as the superuser, so the
 * last-admin rule still applies: keep the seeded admin) and their users (sessions cascade).
 */
export async function removePrincipals(db: pg.Client, principals: Principal[]): Promise<void> {
  const ids = principals.map((p) => p.id);
  if (ids.length === 0) return;
  await db.query('delete from public.staff_members where user_id = any($1::uuid[])', [ids]);
  await db.query('delete from auth.users where id = any($1::uuid[])', [ids]);
}
