import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { sessionBody, type TestUser } from '@/testing/auth';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

// The auth pages' tests' kit (admin-welcome.test.tsx, admin-passwords.test.tsx): a route with
// its address shown, the links' fragments, and Auth's answers to user updates and acceptances.

export const AUTH = `${SUPABASE_URL}/auth/v1`;
export const INVITEE: TestUser = {
  id: '7f9c1c2e-1d5b-4c3a-9a51-000000000020',
  email: 'new.editor@example.org',
};

/** Shows where the app went, so a test can assert the navigation. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

export function renderAt(route: string, path: string, page: ReactElement) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/admin" element={<h1>Staff pages</h1>} />
        <Route path="/admin/sign-in" element={<h1>Staff sign-in</h1>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

/** GoTrue's implicit-flow redirect after `/verify`: the session in the fragment. */
export function linkFragment(user: TestUser, type: string): string {
  const session = sessionBody(user);
  return `#access_token=${session.access_token}&expires_at=${session.expires_at}&expires_in=3600&refresh_token=${session.refresh_token}&token_type=bearer&type=${type}`;
}

/** Records `PUT /auth/v1/user` (updateUser) and answers with the user, or GoTrue's error. */
export function recordUserUpdates(user: TestUser, error?: { status: number; code: string; message: string }) {
  const seen: unknown[] = [];
  server.use(
    http.put(`${AUTH}/user`, async ({ request }) => {
      seen.push(await request.json());
      if (error) {
        return HttpResponse.json(
          { code: error.code, message: error.message },
          { status: error.status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        );
      }
      return HttpResponse.json({
        id: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        app_metadata: {},
        user_metadata: {},
        created_at: '2026-01-01T00:00:00Z',
      });
    }),
  );
  return seen;
}

export const EXPIRED =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

/** Answers `rpc('accept_staff_invitation')` with the role, or the database's refusal; records the calls. */
export function answerAccept(result: { role: string } | { code: string; message: string; status: number }) {
  const seen: Array<string | null> = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/accept_staff_invitation`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      if ('role' in result) return HttpResponse.json(result.role);
      return HttpResponse.json(
        { code: result.code, message: result.message, details: null, hint: null },
        { status: result.status },
      );
    }),
  );
  return seen;
}
