import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '@/features/auth/api/passwords';
import { STAFF_MESSAGES } from '@/features/staff/api/staff';
import { auth } from '@/lib/supabase';
import {
  answerSignIn,
  sessionBody,
  signInAs,
  signOutTestUser,
  STAFF_USER,
  type TestUser,
} from '@/testing/auth';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminAccountRoute } from './admin-account';
import { AdminForgotPasswordRoute } from './admin-forgot-password';
import { AdminResetPasswordRoute } from './admin-reset-password';
import { AdminWelcomeRoute } from './admin-welcome';

const AUTH = `${SUPABASE_URL}/auth/v1`;
const INVITEE: TestUser = { id: '7f9c1c2e-1d5b-4c3a-9a51-000000000020', email: 'new.editor@example.org' };

/** Shows where the app went, so a test can assert the navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(route: string, path: string, page: ReactElement) {
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
function linkFragment(user: TestUser, type: string): string {
  const session = sessionBody(user);
  return `#access_token=${session.access_token}&expires_at=${session.expires_at}&expires_in=3600&refresh_token=${session.refresh_token}&token_type=bearer&type=${type}`;
}

/** Records `PUT /auth/v1/user` (updateUser) and answers with the user, or GoTrue's error. */
function recordUserUpdates(user: TestUser, error?: { status: number; code: string; message: string }) {
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

const EXPIRED =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

/** Answers `rpc('accept_staff_invitation')` with the role, or the database's refusal; records the calls. */
function answerAccept(result: { role: string } | { code: string; message: string; status: number }) {
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

describe('/admin/welcome', () => {
  afterEach(signOutTestUser);
  beforeEach(() => {
    answerAccept({ role: 'editor' });
  });

  it("accepts the invitation with the link's session before showing the form", async () => {
    answerSignIn(INVITEE);
    const accepted = answerAccept({ role: 'editor' });
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'magiclink')}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(await screen.findByLabelText('Your name')).toBeInTheDocument();
    expect(accepted).toHaveLength(1);
    const token = accepted[0]?.replace(/^Bearer /, '') ?? '';
    const claims = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string };
    expect(claims.sub).toBe(INVITEE.id);
  });

  it('says what to do when the invitation expired or was withdrawn, and shows no form', async () => {
    answerSignIn(INVITEE);
    answerAccept({
      code: 'P0001',
      message: 'This invitation has expired or was withdrawn. Ask an administrator to send it again.',
      status: 400,
    });
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'magiclink')}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This invitation can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.invitationGone)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('signs the invitee in from the link, removes the tokens from the address, saves name and password, then opens /admin', async () => {
    answerSignIn(INVITEE);
    const updates = recordUserUpdates(INVITEE);
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'magiclink')}`, '/admin/welcome', <AdminWelcomeRoute />);

    expect(await screen.findByText(INVITEE.email)).toBeInTheDocument();
    // The form follows once the invitation is accepted.
    await screen.findByLabelText('Your name');
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/welcome$/));
    expect((await auth.getSession()).data.session?.user.email).toBe(INVITEE.email);

    await userEvent.type(screen.getByLabelText('Your name'), '  Pastor Dee ');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
    expect(updates).toEqual([
      expect.objectContaining({ password: 'a long enough password', data: { display_name: 'Pastor Dee' } }),
    ]);
  });

  it('checks the name and the password rules before sending anything, keeping what was typed', async () => {
    answerSignIn(INVITEE);
    const updates = recordUserUpdates(INVITEE);
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'invite')}`, '/admin/welcome', <AdminWelcomeRoute />);
    await screen.findByText(INVITEE.email);
    await screen.findByLabelText('Your name');

    await userEvent.type(screen.getByLabelText('Password'), 'too short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('too short');
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'aria-describedby',
      'welcome-password-description welcome-password-error',
    );
    expect(updates).toEqual([]);
  });

  it('says when Auth refuses the password as weak', async () => {
    answerSignIn(INVITEE);
    recordUserUpdates(INVITEE, {
      status: 422,
      code: 'weak_password',
      message: 'Password is known to be weak',
    });
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'invite')}`, '/admin/welcome', <AdminWelcomeRoute />);
    await screen.findByText(INVITEE.email);
    await screen.findByLabelText('Your name');
    await userEvent.type(screen.getByLabelText('Your name'), 'Dee');
    await userEvent.type(screen.getByLabelText('Password'), 'password1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.weak);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/welcome$/);
  });

  it.each([
    ['an expired or used link (GoTrue error in the fragment)', EXPIRED],
    [
      'the error in the query',
      '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    ],
    ['no link at all', ''],
  ])('explains %s', async (_case, suffix) => {
    renderAt(`/admin/welcome${suffix}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This invitation link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('explains a link whose tokens Auth refuses', async () => {
    server.use(
      http.get(`${AUTH}/user`, () =>
        HttpResponse.json(
          { code: 'session_not_found', message: 'Session not found' },
          { status: 403, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        ),
      ),
    );
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'invite')}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This invitation link has expired or was already used' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/welcome$/));
  });
});

describe('/admin/forgot-password', () => {
  afterEach(signOutTestUser);

  it('asks Auth for a reset link to /admin/reset-password and answers with the same neutral text', async () => {
    const seen: { url: URL; body: unknown }[] = [];
    server.use(
      http.post(`${AUTH}/recover`, async ({ request }) => {
        seen.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    renderAt('/admin/forgot-password', '/admin/forgot-password', <AdminForgotPasswordRoute />);
    await userEvent.type(screen.getByLabelText('Email'), ' Staff@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_MESSAGES.resetSent);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({ email: 'staff@example.org' });
    expect(seen[0]?.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/admin/reset-password`,
    );
  });

  it('checks the address first, and says when Auth limits the requests, keeping the address', async () => {
    server.use(
      http.post(`${AUTH}/recover`, () =>
        HttpResponse.json(
          { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
          { status: 429, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        ),
      ),
    );
    renderAt('/admin/forgot-password', '/admin/forgot-password', <AdminForgotPasswordRoute />);
    await userEvent.type(screen.getByLabelText('Email'), 'staff@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.rateLimited);
    expect(screen.getByLabelText('Email')).toHaveValue('staff@example.org');
  });
});

describe('/admin/reset-password', () => {
  afterEach(signOutTestUser);

  it('signs in from the reset link, saves the new password and opens /admin', async () => {
    answerSignIn(STAFF_USER);
    const updates = recordUserUpdates(STAFF_USER);
    renderAt(
      `/admin/reset-password${linkFragment(STAFF_USER, 'recovery')}`,
      '/admin/reset-password',
      <AdminResetPasswordRoute />,
    );
    expect(await screen.findByText(STAFF_USER.email)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'my new long password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'my new long password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
    expect(updates).toEqual([expect.objectContaining({ password: 'my new long password' })]);
  });

  it('explains an expired link and links to a new request', async () => {
    renderAt(`/admin/reset-password${EXPIRED}`, '/admin/reset-password', <AdminResetPasswordRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This reset link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it('says when the new password is the old one', async () => {
    answerSignIn(STAFF_USER);
    recordUserUpdates(STAFF_USER, {
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    renderAt(
      `/admin/reset-password${linkFragment(STAFF_USER, 'recovery')}`,
      '/admin/reset-password',
      <AdminResetPasswordRoute />,
    );
    await screen.findByText(STAFF_USER.email);
    await userEvent.type(screen.getByLabelText('New password'), 'the same old password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'the same old password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.samePassword);
    expect(screen.getByLabelText('New password')).toHaveValue('the same old password');
  });
});

describe('/admin/account', () => {
  afterEach(signOutTestUser);

  it('changes the display name', async () => {
    await signInAs(STAFF_USER);
    const updates = recordUserUpdates(STAFF_USER);
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    const name = await screen.findByLabelText('Your name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Church Office Team');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() =>
      expect(updates).toEqual([expect.objectContaining({ data: { display_name: 'Church Office Team' } })]),
    );
  });

  it('changes the password after checking both entries', async () => {
    await signInAs(STAFF_USER);
    const updates = recordUserUpdates(STAFF_USER);
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    await userEvent.type(await screen.findByLabelText('New password'), 'a brand new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(updates).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(updates).toEqual([expect.objectContaining({ password: 'a brand new password' })]),
    );
    await vi.waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('signs out everywhere (scope=global) and opens the sign-in page', async () => {
    await signInAs(STAFF_USER);
    const scopes: (string | null)[] = [];
    server.use(
      http.post(`${AUTH}/logout`, ({ request }) => {
        scopes.push(new URL(request.url).searchParams.get('scope'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/sign-in$/));
    expect(scopes).toEqual(['global']);
    expect((await auth.getSession()).data.session).toBeNull();
  });

  it('keeps the session and says so when Auth cannot be reached', async () => {
    // The failed fetch is logged by the browser's fetch (and here by the test double).
    vi.mocked(console.error).mockImplementation(() => {});
    await signInAs(STAFF_USER);
    server.use(http.post(`${AUTH}/logout`, () => HttpResponse.error()));
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.network);
    expect((await auth.getSession()).data.session?.user.email).toBe(STAFF_USER.email);
  });
});
