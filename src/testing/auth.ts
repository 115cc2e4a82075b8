import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { auth } from '@/lib/supabase';
import type { StaffRole } from '@/config/staff-pages';
import { answerRpc, answerTable, server, SUPABASE_URL } from './msw';

// Supabase Auth (GoTrue) doubles for component tests of the staff pages: MSW answers
// `/auth/v1` as GoTrue does, and the real Auth client of src/lib/supabase.ts stores the session.

const AUTH = `${SUPABASE_URL}/auth/v1`;

/** A user of the component tests. */
export interface TestUser {
  id: string;
  email: string;
  /** The account's `user_metadata` (e.g. `display_name`); empty when not given. */
  metadata?: Record<string, unknown>;
}

/** A staff member (listed in `staff_members`; an admin unless a test says otherwise). */
export const STAFF_USER: TestUser = {
  id: '7f9c1c2e-1d5b-4c3a-9a51-000000000001',
  email: 'staff@example.org',
};
/** A signed-in user who is not staff. */
export const MEMBER_USER: TestUser = {
  id: '7f9c1c2e-1d5b-4c3a-9a51-000000000002',
  email: 'member@example.org',
};

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function userObject(user: TestUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.metadata ?? {},
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** A session as GoTrue's `/token` returns it, valid for an hour (the signature is not checked). */
export function sessionBody(user: TestUser) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
  };
  return {
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.test-signature`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: `refresh-${user.id}`,
    user: userObject(user),
  };
}

/**
 * Answers `POST /auth/v1/token?grant_type=password` with `user`'s session, or with GoTrue's error
 * (`{ code, message }`, the status, and the API version header that makes auth-js read `code`),
 * and `GET /auth/v1/user` with that user.
 */
export function answerSignIn(
  user: TestUser,
  error?: { status: number; code: string; message: string },
): void {
  server.use(
    http.post(`${AUTH}/token`, () =>
      error
        ? HttpResponse.json(
            { code: error.code, message: error.message },
            { status: error.status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
          )
        : HttpResponse.json(sessionBody(user)),
    ),
    http.get(`${AUTH}/user`, () => HttpResponse.json(userObject(user))),
  );
}

/** Makes sign-in requests fail without an answer (a network failure). */
export function failSignInNetwork(): void {
  server.use(http.post(`${AUTH}/token`, () => HttpResponse.error()));
}

/**
 * Signs `user` in through the real Auth client (`setSession`), and answers the read of their own
 * `staff_members` row with `role` (none when `staff` is false) and `is_staff()` with `staff`.
 * Pair with {@link signOutTestUser} after the test.
 *
 * @param options.role - the staff role (default `admin`, which may open every staff page).
 */
export async function signInAs(
  user: TestUser,
  { staff = true, role = 'admin' }: { staff?: boolean; role?: StaffRole } = {},
): Promise<void> {
  answerSignIn(user);
  answerRpc('is_staff', staff);
  answerTable('staff_members', staff ? [{ user_id: user.id, role }] : []);
  const session = sessionBody(user);
  const { error } = await auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
}

/**
 * Unmounts the test's components, then removes the test session (`POST /auth/v1/logout` is
 * answered by the default handlers), so no component sees the sign-out outside the test.
 */
export async function signOutTestUser(): Promise<void> {
  cleanup();
  await auth.signOut({ scope: 'local' });
  localStorage.clear();
}
