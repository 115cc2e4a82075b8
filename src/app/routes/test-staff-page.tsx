import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signInAs, STAFF_USER } from '@/testing/auth';
import { answerRpc, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminStaffRoute } from './admin-staff';

// The staff page's tests' kit (admin-staff*.test.tsx): the directory it reads, the page, a row,
// and the records of its RPCs and of Auth's one-time links.

export const EDITOR_ID = '7f9c1c2e-1d5b-4c3a-9a51-000000000010';
export const PENDING_ID = '7f9c1c2e-1d5b-4c3a-9a51-000000000011';

/** `staff_directory()` as the database answers it. */
export const DIRECTORY = [
  {
    user_id: EDITOR_ID,
    email: 'ann@example.org',
    display_name: 'Pastor Ann',
    role: 'editor',
    last_sign_in_at: '2026-11-20T15:30:00Z',
    created_at: '2026-10-01T10:00:00Z',
    pending: false,
    expires_at: null,
  },
  {
    user_id: PENDING_ID,
    email: 'ben@example.org',
    display_name: null,
    role: 'care',
    last_sign_in_at: null,
    created_at: '2026-11-24T10:00:00Z',
    pending: true,
    expires_at: null,
  },
  {
    user_id: null,
    email: 'cleo@example.org',
    display_name: null,
    role: 'editor',
    last_sign_in_at: null,
    created_at: '2026-11-24T11:00:00Z',
    pending: true,
    expires_at: '2099-12-01T11:00:00Z',
  },
  {
    user_id: STAFF_USER.id,
    email: STAFF_USER.email,
    display_name: 'Church Office',
    role: 'admin',
    last_sign_in_at: '2026-11-25T09:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    pending: false,
    expires_at: null,
  },
];

export const REST = `${SUPABASE_URL}/rest/v1`;
export const AUTH = `${SUPABASE_URL}/auth/v1`;

export interface Seen {
  url: URL;
  body: unknown;
  authorization: string | null;
}

/** A secret as `invite_staff` returns one (64 hex digits). */
export const INVITATION_SECRET = 'c0ffee'.padEnd(64, '0');

/**
 * Records calls of an RPC and answers them: a PostgREST error, the JSON `result`, or 204 (no
 * result). `invite_staff` answers its secret unless told otherwise.
 */
export function recordRpc(
  fn: string,
  error?: { code: string; message: string; status: number },
  result: unknown = fn === 'invite_staff' ? INVITATION_SECRET : undefined,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(`${REST}/rpc/${fn}`, async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      if (error) {
        return HttpResponse.json(
          { code: error.code, message: error.message, details: null, hint: null },
          { status: error.status },
        );
      }
      if (result !== undefined) return HttpResponse.json(result);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return seen;
}

/** Records `POST /auth/v1/otp` (signInWithOtp) and answers as GoTrue does, or with its error. */
export function recordOtp(error?: { status: number; code: string; message: string }): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(`${AUTH}/otp`, async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      if (error) {
        return HttpResponse.json(
          { code: error.code, message: error.message },
          { status: error.status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        );
      }
      return HttpResponse.json({});
    }),
  );
  return seen;
}

export async function renderPage() {
  await signInAs(STAFF_USER);
  answerRpc('staff_directory', DIRECTORY);
  renderWithProviders(<AdminStaffRoute />, { route: '/admin/staff' });
  await screen.findByRole('table');
}

export function rowOf(email: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(email) }).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}
